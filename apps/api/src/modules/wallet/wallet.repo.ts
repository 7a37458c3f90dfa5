// The wallet's repository (decision 018): its SQL lives in the *.repo.ts files of this folder, composed here.
// Built on the pool for reads, and on a unit of work's `tx` for every change: a movement of money is one
// transaction whose entries sum to zero.
import type { Database } from '../../db/client.js';
import { createKeysRepo } from './idempotency-keys.repo.js';
import { createLedgerRepo } from './ledger.repo.js';
import { createPaymentsRepo } from './payments.repo.js';
import { createPlansRepo } from './plans.repo.js';

export * from './wallet-rows.js';

export function createWalletRepo(db: Database) {
  return { ...createLedgerRepo(db), ...createPaymentsRepo(db), ...createKeysRepo(db), ...createPlansRepo(db) };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
