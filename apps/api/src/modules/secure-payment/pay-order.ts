// The buyer pays a confirmed order into holding (decisions 039, 049): ONE payable for goods, shipping, VAT and the
// publishing fee of the buyer's plan (a line of it), paid from the wallet or a gateway; a repeat answers the same
// open payable. Asked for on an order still «تأییدشده», it first publishes the order (trade's quota and the
// company's approval hooks, in this unit of work). Paying it moves the order to «پرداخت‌شده» inside the
// wallet's settling transaction (`onOrderPaid`): the fee goes to the marketplace's revenue, the rest into holding.

import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { TRADE_REQUEST_STATE_LABELS, TRADE_TRANSITIONS } from '@bazaar/contracts/trade-states';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { orderAmounts } from './money-rules.js';
import { movePaid, onStagePaid, payStage } from './plan-stages.js';
import { orderSubject, planIfPublishing, publishedForPayment } from './publish-for-payment.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { checkPayer, notPriced, type PayCaller, type SecurePaymentContext } from './secure-payment-context.js';
import { nextUnpaid } from './stage-view.js';
import { createStagesRepo } from './stages.repo.js';

type Caller = PayCaller;

export async function payOrder(
  ctx: SecurePaymentContext,
  caller: Caller,
  id: number,
): Promise<{ request: TradeRequest; payable: Payable }> {
  const { order: seen, viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== 'buyer')
    throw new AppError('TRADE_WRONG_PARTY', { detail: '«پرداخت امن مبلغ سفارش» فقط کار خریدار این سفارش است.' });
  await checkPayer(ctx, caller, id);
  // An order split into stages is paid stage by stage (decision 040): this pays the next one.
  const next = nextUnpaid(await createStagesRepo(ctx.deps.db).stages(id));
  if (next) return payStage(ctx, caller, id, { stage: next.number });
  const planned = await planIfPublishing(ctx, seen);
  const payable = await ctx.deps.uow.run(async (db, emit) => {
    const order = await ctx.deps.trade.orderIn(db, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    if (!TRADE_TRANSITIONS.pay.from.includes(order.state))
      throw new AppError('TRADE_ILLEGAL_TRANSITION', {
        detail: `«${TRADE_TRANSITIONS.pay.label}» در وضعیت «${TRADE_REQUEST_STATE_LABELS[order.state]}» مجاز نیست.`,
      });
    if (order.goodsRials === null || order.goodsRials <= 0) throw notPriced();
    const published = await publishedForPayment(ctx, db, emit, order, caller, planned);
    const r = createSecurePaymentRepo(db);
    const money = await r.money(id, true);
    if (money) {
      const open = await ctx.deps.wallet.payableIn(db, money.payableId);
      if (open?.status === 'open') return open;
    }
    const amounts = money ?? orderAmounts(order.goodsRials, order.shippingRials, ctx.deps.vatBasisPoints);
    const fee = published.feeRials;
    const title = fee > 0 ? 'پرداخت امن سفارش و کارمزد انتشار آن' : 'پرداخت امن سفارش';
    const created = await ctx.deps.wallet.createPayableIn(db, {
      userId: order.buyerUserId,
      kind: 'trade_order',
      title: `${title}، شمارهٔ ${toPersianDigits(id)} (${formatMoney(amounts.totalRials + fee, { unit: 'toman' })})`,
      amountRials: amounts.totalRials + fee,
      subject: orderSubject(order, fee),
    });
    if (money) await r.updateMoney(id, { payableId: created.id });
    else
      await r.insertMoney({
        tradeRequestId: id,
        buyerUserId: order.buyerUserId,
        merchantId: order.merchantId,
        goodsRials: amounts.goodsRials,
        shippingRials: amounts.shippingRials,
        vatBasisPoints: ctx.deps.vatBasisPoints,
        vatRials: amounts.vatRials,
        totalRials: amounts.totalRials,
        payableId: created.id,
      });
    return created;
  });
  return { request: await ctx.deps.trade.get(caller, id), payable };
}

/**
 * The wallet settled an order's payable (its `onPaid` hook, in the settling transaction): the order becomes
 * «پرداخت‌شده» if it still waits for this very payable. Otherwise false: the wallet then posts nothing from the
 * payer's wallet, or returns a gateway's money to the buyer's wallet.
 */
export async function onOrderPaid(
  ctx: SecurePaymentContext,
  db: Database,
  emit: Emit,
  payable: { id: number; userId: number; subject: Record<string, number> },
): Promise<boolean> {
  if (payable.subject.stage) return onStagePaid(ctx, db, emit, payable);
  const id = payable.subject.tradeRequestId;
  if (!id) return false;
  const r = createSecurePaymentRepo(db);
  const money = await r.money(id, true);
  if (!money || money.payableId !== payable.id || money.paidAt) return false;
  const note = 'مبلغ سفارش پرداخت شد و تا تأیید دریافت نزد بازار صنعت نگه داشته می‌شود';
  if (!(await movePaid(ctx, db, emit, id, payable.userId, note))) return false;
  await r.updateMoney(id, { paidAt: ctx.now(), paidRials: money.totalRials });
  return true;
}
