// Identity data access: users, one-time codes, refresh-token families, the dev outbox, memberships.
import type { PersonalInfo, Role } from '@bazaar/contracts/identity';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchantMembers, otpCodes, refreshTokens, smsOutbox, users } from '../../db/schema/identity.js';

const userColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  nationalId: users.nationalId,
  email: users.email,
  birthDate: users.birthDate,
  roles: users.roles,
  profilePictureFileId: users.profilePictureFileId,
};

export function createIdentityRepo(db: Database) {
  return {
    async latestCode(phone: string) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, phone))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },
    async insertCode(values: { phone: string; codeHash: string; expiresAt: Date; requestIp: string }) {
      await db.insert(otpCodes).values(values);
    },
    /** Counts a wrong try; answers the new count. */
    async countWrongAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Marks the code used; false when another request consumed it first. */
    async consumeCode(id: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async findOrCreateUser(phone: string) {
      const [created] = await db.insert(users).values({ phone }).onConflictDoNothing().returning(userColumns);
      if (created) return created;
      const [existing] = await db.select(userColumns).from(users).where(eq(users.phone, phone));
      if (!existing) throw new Error('user vanished after insert conflict');
      return existing;
    },
    async findUser(id: number) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },
    async updateUser(
      id: number,
      values: Partial<Omit<PersonalInfo, 'id' | 'phone' | 'roles' | 'profilePictureUrl'>> & {
        profilePictureFileId?: string | null;
      },
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },
    async isMerchantMember(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(eq(merchantMembers.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async insertRefresh(values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefresh(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Rotates a token exactly once; false when it was already rotated or revoked (a reuse). */
    async rotateRefresh(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async outbox(limit: number) {
      const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id)).limit(limit);
      return rows.map((r) => ({ to: r.to, text: r.text, code: r.code, sentAt: r.sentAt.toISOString() }));
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
export type UserRow = NonNullable<Awaited<ReturnType<IdentityRepo['findUser']>>>;
export type { Role };
