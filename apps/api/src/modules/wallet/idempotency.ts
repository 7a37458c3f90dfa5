// Idempotency keys of the money calls (decision 018, item 4).
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { createWalletRepo, type WalletRepo } from './wallet.repo.js';

/**
 * How long an attempt holds its idempotency key before another may take it over, by default: longer than any
 * attempt (a gateway call is bounded by GATEWAY_TIMEOUT_MS); only a crashed or cut-off attempt outlives it.
 */
const CLAIM_SECONDS = 25;
/** How long a repeat waits for the attempt that holds its key inside a money transaction, then answers 409. */
const WAIT_SECONDS = 5;

/** The attempt's claim on its idempotency key was taken over after it ran out: roll back, read the other's answer. */
class ClaimLost extends Error {}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type Answer<T> = { status: number; body: T };
/** Stores the attempt's answer on `db`, the transaction that moves the money; throws when the claim was lost. */
export type Finish<T> = (db: Database, result: Answer<T>) => Promise<void>;

/**
 * The first request with a key runs and its answer is kept; a repeat with the same body gets that answer, with
 * another body a 422; a repeat while the first still runs waits for it. The attempt that holds the key stores
 * its answer with `finish`, on the transaction that moves the money, so the money and the answer commit
 * together or not at all. A failed attempt releases the key; a crashed one holds it for CLAIM_SECONDS, then a
 * repeat takes it over (and the crashed attempt, should it wake, can no longer commit: `finish` checks the
 * claim).
 */
export async function idempotent<T>(
  repo: WalletRepo,
  scope: { userId: number; operation: string; key: string; body: unknown; claimSeconds?: number },
  work: (finish: Finish<T>) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { userId, operation, key } = scope;
  const requestHash = hashOf(scope.body);
  for (let attempt = 0; ; attempt += 1) {
    const claim = { userId, operation, key, token: randomUUID() };
    if (await repo.claimKey({ ...claim, requestHash, claimSeconds: scope.claimSeconds ?? CLAIM_SECONDS })) {
      try {
        return await work(async (db, result) => {
          if (!(await createWalletRepo(db).finishKey(claim, result.status, result.body))) throw new ClaimLost();
        });
      } catch (error) {
        if (!(error instanceof ClaimLost)) {
          await repo.releaseKey(claim).catch(() => undefined); // else the claim runs out by itself
          throw error;
        }
        // Another attempt took the key over: its answer is the answer.
      }
    }
    const record = await repo.keyRecord(userId, operation, key);
    if (!record) continue; // released by a failed attempt: claim it now
    if (record.requestHash !== requestHash) throw new AppError('WALLET_IDEMPOTENCY_KEY_REUSED');
    if (record.responseStatus !== null) return { status: record.responseStatus, body: record.responseBody as T };
    if (attempt > 200) throw new AppError('WALLET_IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 5 });
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** PostgreSQL's «lock_not_available»: lock_timeout ran out. */
const lockWaitRanOut = (error: unknown) =>
  (error as { code?: string })?.code === '55P03' || (error as { cause?: { code?: string } })?.cause?.code === '55P03';

/**
 * Idempotency for a call that only moves money in the database (a wallet payment, a staff adjustment): the key is
 * claimed, the money moved and the answer stored in ONE transaction. A failed or interrupted attempt (a lost
 * database, a crash) leaves nothing behind, not even its claim, so its retry runs at once; a repeat while the
 * first still runs waits on the key's row (at most WAIT_SECONDS, then 409 with Retry-After) and then reads its
 * answer.
 */
export async function idempotentInTransaction<T>(
  uow: UnitOfWork,
  scope: { userId: number; operation: string; key: string; body: unknown },
  work: (db: Database, emit: Emit) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { userId, operation, key } = scope;
  const requestHash = hashOf(scope.body);
  try {
    return await uow.run(async (db, emit) => {
      const tx = createWalletRepo(db);
      await tx.limitLockWait(WAIT_SECONDS);
      const claim = { userId, operation, key, token: randomUUID() };
      if (!(await tx.claimKey({ ...claim, requestHash, claimSeconds: CLAIM_SECONDS }))) {
        const record = await tx.keyRecord(userId, operation, key);
        if (record && record.requestHash !== requestHash) throw new AppError('WALLET_IDEMPOTENCY_KEY_REUSED');
        if (record?.responseStatus != null) return { status: record.responseStatus, body: record.responseBody as T };
        throw new AppError('WALLET_IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1 });
      }
      const result = await work(db, emit);
      if (!(await tx.finishKey(claim, result.status, result.body))) throw new ClaimLost();
      return result;
    });
  } catch (error) {
    if (lockWaitRanOut(error))
      throw new AppError('WALLET_IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1, cause: error });
    throw error;
  }
}
