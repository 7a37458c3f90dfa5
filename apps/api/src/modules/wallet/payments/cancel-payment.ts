// «لغو پرداخت»: the payer gives up an unpaid payment.
import type { Payment } from '@bazaar/contracts/wallet-payments';
import { AppError } from '../../../shared/app-error.js';
import { createWalletRepo } from '../wallet.repo.js';
import { ownPayment, toPayment, type WalletContext } from '../wallet-context.js';

/**
 * Cancels an unpaid payment and what it was for. Reconciliation keeps asking the gateway about it until its
 * expiry: money the bank took all the same goes to the wallet.
 */
export async function cancelPayment(ctx: WalletContext, userId: number, paymentId: number): Promise<Payment> {
  await ownPayment(ctx, userId, paymentId);
  return ctx.deps.uow.run(async (db) => {
    const tx = createWalletRepo(db);
    const payment = await tx.paymentForUpdate(paymentId);
    if (!payment || payment.settledAt || !['created', 'redirected', 'failed', 'expired'].includes(payment.status))
      throw new AppError('WALLET_PAYMENT_NOT_CANCELLABLE');
    const cancelled = await tx.updatePayment(paymentId, {
      status: 'cancelled',
      failureReason: 'این پرداخت را خودتان لغو کردید.',
    });
    const payable = await tx.payableForUpdate(payment.payableId);
    if (!payable) throw new Error('payable vanished');
    if (payable.status === 'open') await tx.markPayable(payable.id, 'cancelled', null);
    return toPayment(cancelled ?? payment, payable);
  });
}
