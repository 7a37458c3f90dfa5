// Delivering what a paid payable bought, inside the settling transaction (decision 018).
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import type { PayableRow, PaymentRow, WalletRepo } from '../wallet.repo.js';
import type { WalletContext } from '../wallet-context.js';

const DAY_MS = 86_400_000;

/**
 * Where a payable's money goes: an order's into its holding account (secure payment), less the publishing fee
 * that rides as a line of it (`subject.feeRials`, decision 049), which is revenue like any other fee.
 */
async function destinations(tx: WalletRepo, payable: PayableRow) {
  const { tradeRequestId, merchantId, feeRials } = payable.subject as {
    tradeRequestId?: number;
    merchantId?: number;
    feeRials?: number;
  };
  const revenue = await tx.systemAccount('platform_revenue');
  if (payable.kind !== 'trade_order' || !tradeRequestId || !merchantId)
    return [{ accountId: revenue, amountRials: payable.amountRials }];
  const fee = Math.min(Math.max(0, feeRials ?? 0), payable.amountRials);
  const lines = [
    { accountId: await tx.holdingAccount(tradeRequestId, merchantId), amountRials: payable.amountRials - fee },
  ];
  if (fee > 0) lines.push({ accountId: revenue, amountRials: fee });
  return lines;
}

/**
 * Posts the payable's money from `source` (the gateway's clearing account or the payer's wallet) and delivers
 * what it bought: a top-up credits the wallet, a plan adds a membership, another module's payable runs its
 * registered handler. False when that can no longer be delivered (the trade request was cancelled meanwhile):
 * the payable is then cancelled and nothing is posted.
 */
export async function fulfil(
  ctx: WalletContext,
  db: Database,
  emit: Emit,
  tx: WalletRepo,
  payable: PayableRow,
  payment: PaymentRow,
  source: number,
): Promise<boolean> {
  const handler = ctx.fulfilments.get(payable.kind);
  if (handler && !(await handler(db, emit, { id: payable.id, userId: payable.userId, subject: payable.subject }))) {
    await tx.markPayable(payable.id, 'cancelled', null);
    return false;
  }
  if (payable.kind === 'wallet_topup') {
    await tx.post({
      kind: 'topup',
      description: 'افزایش موجودی از درگاه بانکی',
      actorUserId: payable.userId,
      paymentId: payment.id,
      lines: [
        { accountId: source, amountRials: -payable.amountRials },
        { accountId: await tx.walletAccount(payable.userId), amountRials: payable.amountRials },
      ],
    });
  } else {
    await tx.post({
      kind: 'payment',
      description: payable.title,
      actorUserId: payable.userId,
      paymentId: payment.id,
      lines: [{ accountId: source, amountRials: -payable.amountRials }, ...(await destinations(tx, payable))],
    });
  }
  const { merchantId, planId } = payable.subject as { merchantId?: number; planId?: number };
  if (payable.kind === 'membership_plan' && merchantId && planId) {
    const plan = await tx.plan(planId);
    const periodDays = plan?.periodDays ?? Number(payable.subject.periodDays ?? 30);
    const latest = await tx.latestExpiry(merchantId, planId);
    const startsAt = latest && latest > ctx.now() ? latest : ctx.now();
    await tx.addMembership({
      merchantId,
      planId,
      startsAt,
      expiresAt: new Date(startsAt.getTime() + periodDays * DAY_MS),
      paymentId: payment.id,
    });
  }
  await tx.markPayable(payable.id, 'paid', payment.id);
  return true;
}
