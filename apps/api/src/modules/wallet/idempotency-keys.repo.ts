// Idempotency keys of the money calls, and the sandbox gateway's own state (what a bank keeps).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys, sandboxGatewayPayments } from '../../db/schema/wallet.js';

type Claim = { userId: number; operation: string; key: string; token: string };

/** The key's row while this attempt holds its claim and no answer is stored. */
const heldClaim = (row: Claim) =>
  and(
    eq(idempotencyKeys.userId, row.userId),
    eq(idempotencyKeys.operation, row.operation),
    eq(idempotencyKeys.key, row.key),
    eq(idempotencyKeys.claimToken, row.token),
    isNull(idempotencyKeys.responseStatus),
  );

export function createKeysRepo(db: Database) {
  return {
    async claimKey(row: {
      userId: number;
      operation: string;
      key: string;
      requestHash: string;
      token: string;
      claimSeconds: number;
    }): Promise<boolean> {
      const until = sql`now() + make_interval(secs => ${row.claimSeconds})`;
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          userId: row.userId,
          operation: row.operation,
          key: row.key,
          requestHash: row.requestHash,
          claimToken: row.token,
          claimedUntil: until,
        })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.operation, idempotencyKeys.key],
          set: { requestHash: row.requestHash, claimToken: row.token, claimedUntil: until, createdAt: sql`now()` },
          // A claim from before claimed_until existed runs out a claim's length after it was made.
          setWhere: sql`${idempotencyKeys.responseStatus} is null and coalesce(${idempotencyKeys.claimedUntil}, ${idempotencyKeys.createdAt} + make_interval(secs => ${row.claimSeconds})) < now()`,
        })
        .returning({ token: idempotencyKeys.claimToken });
      return claimed[0]?.token === row.token;
    },
    async keyRecord(userId: number, operation: string, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.operation, operation),
            eq(idempotencyKeys.key, key),
          ),
        );
      return row;
    },
    /**
     * Stores the answer of the attempt that holds the claim; run on the transaction that moves the money, so
     * the answer and the money commit together. False when the claim was taken over (this attempt ran out of
     * time): the caller must then roll back.
     */
    async finishKey(row: Claim, status: number, body: unknown) {
      const stored = await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body, claimedUntil: null })
        .where(heldClaim(row))
        .returning({ key: idempotencyKeys.key });
      return stored.length > 0;
    },
    /**
     * Inside a money transaction: how long a statement may wait for a lock (another attempt with the same key
     * still running, or a row another payment holds) before it gives up with 55P03.
     */
    async limitLockWait(seconds: number) {
      await db.execute(sql.raw(`set local lock_timeout = '${Math.round(seconds * 1000)}ms'`));
    },
    /** A failed attempt gives its key back (only its own claim, and only while no answer is stored). */
    async releaseKey(row: Claim) {
      await db.delete(idempotencyKeys).where(heldClaim(row));
    },

    sandbox: {
      async create(row: { authority: string; amountRials: number; description: string; callbackUrl: string }) {
        await db.insert(sandboxGatewayPayments).values(row);
      },
      async get(authority: string) {
        const [row] = await db
          .select()
          .from(sandboxGatewayPayments)
          .where(eq(sandboxGatewayPayments.authority, authority));
        return row;
      },
      /** The payer's decision on the bank page; only once (a pending payment). */
      async decide(authority: string, state: 'paid' | 'cancelled', referenceId: string | null) {
        const [row] = await db
          .update(sandboxGatewayPayments)
          .set({ state, referenceId })
          .where(and(eq(sandboxGatewayPayments.authority, authority), eq(sandboxGatewayPayments.state, 'pending')))
          .returning();
        return row;
      },
      async markVerified(authority: string) {
        await db
          .update(sandboxGatewayPayments)
          .set({ verified: true })
          .where(eq(sandboxGatewayPayments.authority, authority));
      },
    },
  };
}
