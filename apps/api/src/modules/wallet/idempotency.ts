// Idempotency keys of the money calls (decision 018, item 4).
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { createWalletRepo, type WalletRepo } from './wallet.repo.js';

/**
 * How long an attempt holds its idempotency key before another may take it over: longer than any attempt
 * (a gateway call is bounded by GATEWAY_TIMEOUT_MS, at most 60 s); only a crashed attempt outlives it.
 */
const CLAIM_SECONDS = 90;

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
  scope: { userId: number; operation: string; key: string; body: unknown },
  work: (finish: Finish<T>) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { userId, operation, key } = scope;
  const requestHash = hashOf(scope.body);
  for (let attempt = 0; ; attempt += 1) {
    const claim = { userId, operation, key, token: randomUUID() };
    if (await repo.claimKey({ ...claim, requestHash, claimSeconds: CLAIM_SECONDS })) {
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
    if (attempt > 200) throw new AppError('WALLET_IDEMPOTENCY_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
