// What the wallet offers other modules of its ledger (decision 018): accounts and balanced postings made inside
// the caller's own unit of work (`db` is its transaction), under the ledger's rules (sums to zero, accounts
// changed in id order, a wallet, receivable or money in transit never below zero: InsufficientFunds).
import type { Database } from '../../db/client.js';
import { createLedgerRepo } from './ledger.repo.js';

export { InsufficientFunds, type Posting, type SystemAccount } from './wallet-rows.js';

export function ledgerIn(db: Database) {
  const repo = createLedgerRepo(db);
  return {
    receivableAccount: repo.receivableAccount,
    receivableBalance: repo.receivableBalance,
    /** A person's wallet (payouts withdraw from it and return a failed withdrawal to it). */
    walletAccount: repo.walletAccount,
    walletBalance: repo.balance,
    /** A buyer company's wallet (decision 044). */
    companyWalletAccount: repo.companyWalletAccount,
    systemAccount: repo.systemAccount,
    post: repo.post,
    invariants: repo.invariants,
  };
}

export type LedgerIn = ReturnType<typeof ledgerIn>;
