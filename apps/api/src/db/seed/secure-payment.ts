// Demo money of secure payment (decision 039): every seeded order past «published» was paid through the sandbox
// gateway into its holding account, so the demo shows each money state: held (paid, in progress, shipped,
// delivered with its window running), released less commission (completed), held in a dispute, refunded by a staff
// decision, and split by one (part back to the buyer, the rest released). The ledger moves are the wallet's own; run twice, it adds nothing.
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { commissionSplit, orderAmounts } from '../../modules/secure-payment/money-rules.js';
import { refundHeldIn, releaseHeldIn } from '../../modules/wallet/escrow/held-money.js';
import { createWalletRepo } from '../../modules/wallet/wallet.repo.js';
import type { Database } from '../client.js';
import { disputeMessages, disputes } from '../schema/disputes.js';
import { orderMoney, shipments } from '../schema/secure-payment.js';
import { tradeRequestEvents, tradeRequestItems, tradeRequests } from '../schema/trade.js';
import { membershipPlans, merchantMemberships } from '../schema/wallet.js';

const DAY_MS = 86_400_000;
const VAT_BASIS_POINTS = 1000;
const PAID_STATES = ['paid', 'in_progress', 'shipped', 'delivered', 'completed', 'disputed', 'refunded'] as const;
const SHIPPED_STATES: readonly string[] = ['shipped', 'delivered', 'completed', 'disputed', 'refunded'];

export async function commissionPlan(db: Database, merchantId: number) {
  const [current] = await db
    .select({ bp: membershipPlans.commissionBasisPoints, min: membershipPlans.commissionMinRials })
    .from(merchantMemberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, merchantMemberships.planId))
    .where(
      and(
        eq(merchantMemberships.merchantId, merchantId),
        lte(merchantMemberships.startsAt, new Date()),
        gt(merchantMemberships.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const base = await createWalletRepo(db).ensureBasePlan();
  return {
    commissionBasisPoints: current?.bp ?? base.commissionBasisPoints,
    commissionMinRials: current?.min ?? base.commissionMinRials,
  };
}

/** A demo payable paid through the sandbox gateway into the order's holding account (the wallet's own moves). */
export async function paidIntoHolding(
  db: Database,
  order: { id: number; buyerUserId: number; merchantId: number },
  pay: { title: string; amountRials: number; paidAt: Date; ref: string; stage?: number },
) {
  const wallet = createWalletRepo(db);
  const payable = await wallet.createPayable({
    userId: order.buyerUserId,
    kind: 'trade_order',
    title: pay.title,
    amountRials: pay.amountRials,
    subject: { tradeRequestId: order.id, merchantId: order.merchantId, ...(pay.stage ? { stage: pay.stage } : {}) },
  });
  const payment = await wallet.createPayment({
    userId: order.buyerUserId,
    payableId: payable.id,
    method: 'gateway',
    gateway: 'sandbox',
    status: 'paid',
    amountRials: pay.amountRials,
    authority: `DEMO-ORDER-${pay.ref}`,
    referenceId: `DEMO-${pay.ref}`,
    settledAt: pay.paidAt,
  });
  await wallet.post({
    kind: 'payment',
    description: payable.title,
    actorUserId: order.buyerUserId,
    paymentId: payment.id,
    lines: [
      { accountId: await wallet.systemAccount('gateway_clearing'), amountRials: -pay.amountRials },
      { accountId: await wallet.holdingAccount(order.id, order.merchantId), amountRials: pay.amountRials },
    ],
  });
  await wallet.markPayable(payable.id, 'paid', payment.id);
  return payable;
}

export async function seedSecurePayment(db: Database): Promise<number> {
  const orders = await db
    .select()
    .from(tradeRequests)
    .where(
      and(
        inArray(tradeRequests.state, [...PAID_STATES]),
        sql`not exists (select 1 from order_money m where m.trade_request_id = ${tradeRequests.id})`,
      ),
    )
    .orderBy(asc(tradeRequests.id));
  let count = 0;
  for (const order of orders) {
    const items = await db.select().from(tradeRequestItems).where(eq(tradeRequestItems.tradeRequestId, order.id));
    const goods = Math.round(items.reduce((sum, i) => sum + i.quantity * (i.unitPriceRials ?? 0), 0));
    if (goods <= 0) continue;
    const amounts = orderAmounts(goods, order.shippingRials ?? 0, VAT_BASIS_POINTS);
    const [payEvent] = await db
      .select({ at: tradeRequestEvents.createdAt })
      .from(tradeRequestEvents)
      .where(and(eq(tradeRequestEvents.tradeRequestId, order.id), eq(tradeRequestEvents.action, 'pay')));
    const paidAt = payEvent?.at ?? order.createdAt;
    const number = toPersianDigits(order.id);
    const payable = await paidIntoHolding(db, order, {
      title: `پرداخت امن سفارش شمارهٔ ${number} (${formatMoney(amounts.totalRials, { unit: 'toman' })})`,
      amountRials: amounts.totalRials,
      paidAt,
      ref: `${order.id}`,
    });
    const delivered = ['delivered', 'completed', 'disputed'].includes(order.state);
    const deliveredAt = delivered ? new Date(Date.now() - 2 * DAY_MS) : null;
    await db.insert(orderMoney).values({
      tradeRequestId: order.id,
      buyerUserId: order.buyerUserId,
      merchantId: order.merchantId,
      goodsRials: amounts.goodsRials,
      shippingRials: amounts.shippingRials,
      vatBasisPoints: VAT_BASIS_POINTS,
      vatRials: amounts.vatRials,
      totalRials: amounts.totalRials,
      payableId: payable.id,
      paidAt,
      paidRials: amounts.totalRials,
      deliveredAt,
      releaseDueAt: deliveredAt ? new Date(deliveredAt.getTime() + 7 * DAY_MS) : null,
      createdAt: paidAt,
    });
    if (SHIPPED_STATES.includes(order.state))
      await db.insert(shipments).values({
        tradeRequestId: order.id,
        method: 'tipax',
        trackingNumber: 'TPX-40418876',
        shippedOn: new Date(paidAt.getTime() + DAY_MS).toISOString().slice(0, 10),
        note: 'دو بسته، هر کدام با برچسب شمارهٔ سفارش.',
      });
    const held = { tradeRequestId: order.id, merchantId: order.merchantId };
    const [opened] = await db
      .select({ at: tradeRequestEvents.createdAt })
      .from(tradeRequestEvents)
      .where(and(eq(tradeRequestEvents.tradeRequestId, order.id), eq(tradeRequestEvents.action, 'open_dispute')));
    // A demo order marked `disputeSplit` (trade-requests.json) ends its events at the dispute; orders of the
    // trust seed carry their own decided dispute and are released as completed orders are.
    const [decided] = opened
      ? await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.tradeRequestId, order.id))
      : [];
    if (order.state === 'completed' && opened && !decided) {
      await seedSplitDispute(db, order, amounts, items[0]?.unitPriceRials ?? 0);
      count += 1;
      continue;
    }
    if (order.state === 'completed') {
      const split = commissionSplit(amounts.totalRials, amounts, await commissionPlan(db, order.merchantId));
      await releaseHeldIn(db, {
        ...held,
        ...split,
        actorUserId: order.buyerUserId,
        description: `تسویهٔ سفارش شمارهٔ ${number} با تأمین‌کننده (تأیید دریافت)`,
      });
      await db
        .update(orderMoney)
        .set({ releasedRials: split.supplierRials, commissionRials: split.commissionRials, settledAt: new Date() })
        .where(eq(orderMoney.tradeRequestId, order.id));
    }
    if (order.state === 'disputed' || order.state === 'refunded') {
      const refunded = order.state === 'refunded';
      const [dispute] = await db
        .insert(disputes)
        .values({
          tradeRequestId: order.id,
          openedByUserId: order.buyerUserId,
          reason: refunded ? 'damaged' : 'not_as_described',
          text: refunded
            ? 'هر پنج قلم با ضربه‌خوردگی بدنه رسید؛ تصاویر بسته‌ها پیوست است.'
            : 'ضخامت لوله‌ها با برگهٔ مشخصات فنی سفارش یکی نیست.',
          supplierAnswerDueAt: new Date(Date.now() + DAY_MS),
          ...(refunded
            ? {
                outcome: 'refund_all' as const,
                refundRials: amounts.totalRials,
                releaseRials: 0,
                decisionReason: 'تصاویر و گزارش تحویل تیپاکس آسیب بسته‌ها را پیش از تحویل نشان می‌دهد.',
                decidedAt: new Date(Date.now() - 3 * DAY_MS),
              }
            : {}),
        })
        .returning({ id: disputes.id });
      if (dispute)
        await disputeThread(db, dispute.id, order.buyerUserId, {
          buyer: refunded
            ? 'هر پنج قلم با ضربه‌خوردگی بدنه رسید؛ تصاویر بسته‌ها پیوست است.'
            : 'ضخامت لوله‌ها با برگهٔ مشخصات فنی سفارش یکی نیست.',
          supplier: refunded
            ? 'بسته‌ها سالم تحویل باربری شد؛ گزارش تحویل را پیگیری می‌کنیم.'
            : 'گواهی آزمون ضخامت همین سری را در پیام بعد می‌فرستیم.',
        });
      if (refunded) {
        await refundHeldIn(db, {
          ...held,
          buyerUserId: order.buyerUserId,
          amountRials: amounts.totalRials,
          actorUserId: null,
          description: `بازگشت وجه سفارش شمارهٔ ${number} (تصمیم پشتیبانی دربارهٔ اختلاف)`,
        });
        await db
          .update(orderMoney)
          .set({ refundedRials: amounts.totalRials, settledAt: new Date(Date.now() - 3 * DAY_MS) })
          .where(eq(orderMoney.tradeRequestId, order.id));
        await db.insert(tradeRequestEvents).values({
          tradeRequestId: order.id,
          action: 'decide_dispute',
          fromState: 'disputed',
          toState: 'refunded',
          actorUserId: null,
          actorParty: 'system',
          note: 'تصاویر و گزارش تحویل تیپاکس آسیب بسته‌ها را پیش از تحویل نشان می‌دهد.',
          createdAt: new Date(Date.now() - 3 * DAY_MS),
        });
      }
    }
    count += 1;
  }
  return count;
}

/**
 * A completed order that got there through a dispute split by staff (decision 039): one of its units arrived
 * damaged, staff returned that unit's price with its VAT to the buyer's wallet and released the rest to the
 * supplier less commission, the way `decide-dispute.ts` settles a split.
 */
async function seedSplitDispute(
  db: Database,
  order: typeof tradeRequests.$inferSelect,
  amounts: ReturnType<typeof orderAmounts>,
  unitPriceRials: number,
) {
  const number = toPersianDigits(order.id);
  const refund = Math.min(amounts.totalRials - 1, Math.round((unitPriceRials * (10_000 + VAT_BASIS_POINTS)) / 10_000));
  const split = commissionSplit(amounts.totalRials - refund, amounts, await commissionPlan(db, order.merchantId));
  const decidedAt = new Date(Date.now() - 5 * DAY_MS);
  const reason =
    'گزارش تحویل و تصاویر نشان می‌دهد یکی از چهار دستگاه با پوستهٔ ترک‌خورده رسیده است؛ بهای همان دستگاه با مالیاتش بازگردانده و باقی به تأمین‌کننده پرداخت می‌شود.';
  const [dispute] = await db
    .insert(disputes)
    .values({
      tradeRequestId: order.id,
      openedByUserId: order.buyerUserId,
      reason: 'damaged',
      text: 'پوستهٔ یکی از چهار دستگاه ترک دارد؛ سه دستگاه دیگر سالم است.',
      supplierAnswerDueAt: new Date(decidedAt.getTime() - DAY_MS),
      outcome: 'split' as const,
      refundRials: refund,
      releaseRials: amounts.totalRials - refund,
      decisionReason: reason,
      decidedAt,
    })
    .returning({ id: disputes.id });
  if (dispute)
    await disputeThread(db, dispute.id, order.buyerUserId, {
      buyer: 'پوستهٔ یکی از چهار دستگاه ترک دارد؛ سه دستگاه دیگر سالم است. تصویر برچسب بسته پیوست است.',
      supplier: 'سه دستگاه سالم را پذیرفته‌اند؛ دربارهٔ دستگاه چهارم تصمیم پشتیبانی را می‌پذیریم.',
    });
  const held = { tradeRequestId: order.id, merchantId: order.merchantId };
  await refundHeldIn(db, {
    ...held,
    buyerUserId: order.buyerUserId,
    amountRials: refund,
    actorUserId: null,
    description: `بازگشت وجه سفارش شمارهٔ ${number} (تصمیم پشتیبانی دربارهٔ اختلاف)`,
  });
  await releaseHeldIn(db, {
    ...held,
    ...split,
    actorUserId: null,
    description: `تسویهٔ سفارش شمارهٔ ${number} با تأمین‌کننده (تصمیم پشتیبانی دربارهٔ اختلاف)`,
  });
  await db
    .update(orderMoney)
    .set({
      releasedRials: split.supplierRials,
      commissionRials: split.commissionRials,
      refundedRials: refund,
      settledAt: decidedAt,
    })
    .where(eq(orderMoney.tradeRequestId, order.id));
  await db.insert(tradeRequestEvents).values({
    tradeRequestId: order.id,
    action: 'decide_dispute',
    fromState: 'disputed',
    toState: 'completed',
    actorUserId: null,
    actorParty: 'system',
    note: reason,
    createdAt: decidedAt,
  });
}

/** A seeded dispute's two messages: the buyer's complaint and the supplier's answer (written by its team). */
async function disputeThread(
  db: Database,
  disputeId: number,
  buyerUserId: number,
  text: { buyer: string; supplier: string },
) {
  await db.insert(disputeMessages).values([
    { disputeId, authorUserId: buyerUserId, party: 'buyer', text: text.buyer },
    { disputeId, authorUserId: null, party: 'supplier', text: text.supplier },
  ]);
}
