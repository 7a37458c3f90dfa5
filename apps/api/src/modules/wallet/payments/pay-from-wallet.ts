// Paying a payable from one's wallet.
import type { Payment } from '@bazaar/contracts/wallet-payments';
import { AppError } from '../../../shared/app-error.js';
import { idempotentInTransaction } from '../idempotency.js';
import { fulfil } from '../settlement/fulfil.js';
import { createWalletRepo, InsufficientFunds } from '../wallet.repo.js';
import { NOT_FOUND_PAYABLE, toPayment, type WalletContext } from '../wallet-context.js';

/** The key's claim, the wallet's debit, the payable's payment and the key's answer: one transaction. */
export function payFromWallet(ctx: WalletContext, userId: number, key: string, payableId: number) {
  return idempotentInTransaction<Payment>(
    ctx.deps.uow,
    { userId, operation: 'wallet-pay', key, body: { payableId } },
    async (db, emit) => {
      const tx = createWalletRepo(db);
      const payable = await tx.payableForUpdate(payableId, userId);
      if (!payable) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYABLE });
      if (payable.status === 'paid') throw new AppError('WALLET_ALREADY_PAID');
      if (payable.status === 'cancelled') throw new AppError('WALLET_PAYABLE_CANCELLED');
      if (payable.kind === 'wallet_topup') throw new AppError('WALLET_NOT_PAYABLE_BY_WALLET');
      const created = await tx.createPayment({
        userId,
        payableId,
        method: 'wallet',
        status: 'paid',
        amountRials: payable.amountRials,
        settledAt: ctx.now(),
      });
      if (!(await fulfil(ctx, db, emit, tx, payable, created, await tx.walletAccount(userId))))
        throw new AppError('WALLET_PAYABLE_CANCELLED');
      return { status: 200, body: toPayment(created, payable) };
    },
  ).catch((error) => {
    if (error instanceof InsufficientFunds) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
    throw error;
  });
}
