// A gateway confirmed the money (decision 018, items 2 and 3).

import { createWalletRepo, type PaymentRow } from '../wallet.repo.js';
import type { WalletContext } from '../wallet-context.js';
import { fulfil } from './fulfil.js';

/**
 * Records the gateway's confirmation once (`settled_at`, under the payment's row lock), then fulfils the payable
 * or, when it is no longer open (paid twice, paid after it was cancelled or its purpose went away), credits
 * the money to the payer's wallet as an overpayment: money a gateway confirms is never lost.
 */
export function settleGatewayPayment(ctx: WalletContext, paymentId: number, referenceId: string): Promise<PaymentRow> {
  return ctx.deps.uow.run(async (db, emit) => {
    const tx = createWalletRepo(db);
    const payment = await tx.paymentForUpdate(paymentId);
    if (!payment) throw new Error(`payment ${paymentId} vanished`);
    if (payment.settledAt) return payment;
    const settled = await tx.updatePayment(payment.id, {
      status: 'paid',
      referenceId,
      failureReason: null,
      settledAt: ctx.now(),
    });
    const clearing = await tx.systemAccount('gateway_clearing');
    const payable = await tx.payableForUpdate(payment.payableId);
    if (!payable) throw new Error(`payable ${payment.payableId} vanished`);
    if (!(payable.status === 'open' && settled && (await fulfil(ctx, db, emit, tx, payable, settled, clearing)))) {
      await tx.post({
        kind: 'overpayment',
        description: `بازگشت وجه «${payable.title}» به کیف پول`,
        actorUserId: payment.userId,
        paymentId: payment.id,
        lines: [
          { accountId: clearing, amountRials: -payment.amountRials },
          { accountId: await tx.walletAccount(payment.userId), amountRials: payment.amountRials },
        ],
      });
    }
    return settled ?? payment;
  });
}
