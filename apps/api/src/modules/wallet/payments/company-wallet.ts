// A buyer company's wallet (decision 044): a ledger account of its own kind, funded by members from their own
// wallets and paying the company's payables. The companies module decides who may (its roles); the wallet only
// moves the money, idempotently and in one transaction with the key's answer, like every money call (018).
import type { Payment } from '@bazaar/contracts/wallet-payments';
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import { AppError } from '../../../shared/app-error.js';
import { idempotentInTransaction } from '../idempotency.js';
import { createWalletRepo, InsufficientFunds } from '../wallet.repo.js';
import type { WalletContext } from '../wallet-context.js';
import { payFromAccountIn } from './pay-from-wallet.js';

const insufficient = (error: unknown) => {
  if (error instanceof InsufficientFunds) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
  throw error;
};

export async function companyWalletBalance(ctx: WalletContext, companyId: number): Promise<number> {
  const repo = createWalletRepo(ctx.deps.db);
  return repo.accountBalance(await repo.companyWalletAccount(companyId));
}

/** The member's wallet → the company's, `amountRials`; answers the company wallet's balance. */
export function depositToCompany(
  ctx: WalletContext,
  input: { userId: number; companyId: number; key: string; amountRials: number },
) {
  const { userId, companyId, key, amountRials } = input;
  return idempotentInTransaction<{ walletRials: number }>(
    ctx.deps.uow,
    { userId, operation: 'company-deposit', key, body: { companyId, amountRials } },
    async (db) => {
      const tx = createWalletRepo(db);
      const to = await tx.companyWalletAccount(companyId);
      await tx.post({
        kind: 'company_deposit',
        description: 'واریز از کیف پول شخصی به کیف پول شرکت',
        actorUserId: userId,
        lines: [
          { accountId: await tx.walletAccount(userId), amountRials: -amountRials },
          { accountId: to, amountRials },
        ],
      });
      return { status: 200, body: { walletRials: await tx.accountBalance(to) } };
    },
  ).catch(insufficient);
}

/**
 * Pays a payable from the company's wallet, for `userId` (the member who pays; the payable may be another
 * member's). `work` runs in the same transaction after the payable is delivered (the company's budget moves).
 */
export function payFromCompanyWallet(
  ctx: WalletContext,
  input: {
    userId: number;
    companyId: number;
    key: string;
    payableId: number;
    work?: (db: Database, emit: Emit) => Promise<void>;
  },
) {
  const { userId, companyId, key, payableId } = input;
  return idempotentInTransaction<Payment>(
    ctx.deps.uow,
    { userId, operation: 'company-pay', key, body: { companyId, payableId } },
    async (db, emit) => {
      const body = await payFromAccountIn(ctx, db, emit, {
        userId,
        payableId,
        via: 'company_wallet',
        source: (tx) => tx.companyWalletAccount(companyId),
      });
      await input.work?.(db, emit);
      return { status: 200, body };
    },
  ).catch(insufficient);
}
