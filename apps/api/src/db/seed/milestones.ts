// Demo milestones (decision 040): one project order of the demo supplier, ten FB-960 pumps for a pumping
// station, split into three stages in three money states: the factory build and test released less commission,
// the delivery on site paid and held, the installation and commissioning not paid yet. Its money moves are the
// wallet's own (paid through the sandbox gateway into the order's holding account). Run twice, it adds nothing.
import { TRADE_TRANSITIONS, type TradeAction, type TradeRequestState } from '@bazaar/contracts/trade-states';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createMerchantAccess } from '../../modules/customers/merchant-access.js';
import { commissionSplit } from '../../modules/secure-payment/money-rules.js';
import { stageAmounts, stagePlan } from '../../modules/secure-payment/stage-rules.js';
import { createTradeRepo } from '../../modules/trade/trade.repo.js';
import { releaseHeldIn } from '../../modules/wallet/escrow/held-money.js';
import { createRequestMemo } from '../../platform/request-memo.js';
import type { Database } from '../client.js';
import { supplierProducts } from '../schema/catalog.js';
import { merchantMembers } from '../schema/customers.js';
import { users } from '../schema/identity.js';
import { orderMoney, orderStages } from '../schema/secure-payment.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { commissionPlan, paidIntoHolding } from './secure-payment.js';
import { DEMO_BUYERS } from './trade.js';

const DAY_MS = 86_400_000;
const VAT_BASIS_POINTS = 1000;
const QUANTITY = 10;
const UNIT_PRICE = 52_000_000;
const SHIPPING = 18_000_000;
const STAGES = [
  {
    title: 'ساخت و آزمون کارخانه‌ای پمپ‌ها',
    amountRials: 156_000_000,
    deliverable: 'گزارش آزمون عملکرد (منحنی هد–دبی) هر ده پمپ',
    dueInDays: -6,
  },
  {
    title: 'تحویل ده دستگاه پمپ در محل ایستگاه',
    amountRials: 260_000_000,
    deliverable: 'بارنامه و صورت‌جلسهٔ تحویل در انبار کارفرما',
    dueInDays: 9,
  },
  {
    title: 'نصب، راه‌اندازی و آموزش اپراتورها',
    amountRials: 104_000_000,
    deliverable: 'صورت‌جلسهٔ راه‌اندازی و فهرست حاضران آموزش',
    dueInDays: 30,
  },
];
const PATH: TradeAction[] = ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'start'];
const isoDay = (ms: number) => new Date(ms + 3.5 * 3_600_000).toISOString().slice(0, 10);

export async function seedMilestones(db: Database): Promise<number> {
  if ((await db.select({ n: sql`1` }).from(orderStages).limit(1)).length) return 0;
  const [supplier] = await db
    .select({ ownerId: users.id, merchantId: merchantMembers.merchantId })
    .from(users)
    .innerJoin(merchantMembers, and(eq(merchantMembers.userId, users.id), eq(merchantMembers.role, 'owner')))
    .where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE));
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_BUYERS[0]?.phone ?? ''));
  const [product] = supplier
    ? await db
        .select({ id: supplierProducts.id, title: supplierProducts.title, unit: supplierProducts.salesUnit })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.merchantId, supplier.merchantId), eq(supplierProducts.status, 'published')))
        .orderBy(asc(supplierProducts.id))
        .offset(1)
        .limit(1)
    : [];
  if (!supplier || !buyer || !product) return 0;

  const now = Date.now();
  const created = new Date(now - 24 * DAY_MS);
  const trade = createTradeRepo(db, createMerchantAccess(db, createRequestMemo()));
  const order = await trade.insert({
    buyerUserId: buyer.id,
    merchantId: supplier.merchantId,
    state: 'in_progress',
    paymentTerms: 'cash',
    description: 'پروژهٔ ایستگاه پمپاژ آب صنعتی شهرک؛ پرداخت مرحله‌ای: ساخت، تحویل در محل، نصب و راه‌اندازی.',
    requestedDeliveryDate: isoDay(now + 30 * DAY_MS),
    supplierLeadTimeDays: 45,
    supplierNotes: 'پمپ‌ها پیش از ارسال در ایستگاه آزمون کارخانه با حضور نمایندهٔ کارفرما آزمون می‌شوند.',
    shippingRials: SHIPPING,
    publishedAt: new Date(created.getTime() + 3 * 3_600_000),
    createdAt: created,
    updatedAt: created,
  });
  await trade.replaceContent(
    order.id,
    [
      {
        productId: product.id,
        productTitle: product.title,
        quantity: QUANTITY,
        unit: product.unit,
        targetPriceRials: 50_000_000,
        unitPriceRials: UNIT_PRICE,
      },
    ],
    [],
  );
  let state: TradeRequestState = 'draft';
  for (const [step, action] of PATH.entries()) {
    const rule = TRADE_TRANSITIONS[action];
    await trade.addEvent({
      tradeRequestId: order.id,
      action,
      fromState: state,
      toState: rule.to,
      actorUserId: rule.party === 'buyer' ? buyer.id : supplier.ownerId,
      actorParty: rule.party,
      note: action === 'pay' ? 'مبلغ مرحلهٔ ۱ پرداخت شد و تا تأیید آن نزد بازار صنعت نگه داشته می‌شود' : '',
      createdAt: new Date(created.getTime() + (step + 1) * 3_600_000),
    });
    state = rule.to;
  }

  const amounts = stageAmounts(
    STAGES.map((s) => s.amountRials),
    SHIPPING,
    VAT_BASIS_POINTS,
  );
  const number = toPersianDigits(order.id);
  const parties = { id: order.id, buyerUserId: buyer.id, merchantId: supplier.merchantId };
  const paidAt = [new Date(now - 22 * DAY_MS), new Date(now - 4 * DAY_MS)];
  const payables: number[] = [];
  for (const [i, when] of paidAt.entries()) {
    const a = amounts[i];
    if (!a) continue;
    const payable = await paidIntoHolding(db, parties, {
      title: `پرداخت امن مرحلهٔ ${toPersianDigits(i + 1)} («${STAGES[i]?.title}») سفارش شمارهٔ ${number} (${formatMoney(a.totalRials, { unit: 'toman' })})`,
      amountRials: a.totalRials,
      paidAt: when,
      ref: `${order.id}-${i + 1}`,
      stage: i + 1,
    });
    payables.push(payable.id);
  }
  const first = amounts[0];
  if (!first) return 0;
  const split = commissionSplit(
    first.totalRials,
    { goodsRials: first.amountRials, shippingRials: first.shippingRials, totalRials: first.totalRials },
    stagePlan(await commissionPlan(db, supplier.merchantId), 0, false),
  );
  await releaseHeldIn(db, {
    tradeRequestId: order.id,
    merchantId: supplier.merchantId,
    ...split,
    actorUserId: buyer.id,
    description: `تسویهٔ مرحلهٔ ۱ سفارش شمارهٔ ${number} با تأمین‌کننده (تأیید خریدار)`,
  });
  const deliveredAt = new Date(now - 8 * DAY_MS);
  const releasedAt = new Date(now - 7 * DAY_MS);
  await db.insert(orderStages).values(
    STAGES.map((s, i) => ({
      tradeRequestId: order.id,
      number: i + 1,
      title: s.title,
      deliverable: s.deliverable,
      dueOn: isoDay(now + s.dueInDays * DAY_MS),
      ...(amounts[i] as (typeof amounts)[number]),
      payableId: payables[i] ?? null,
      paidAt: paidAt[i] ?? null,
      ...(i === 0
        ? {
            deliveredAt,
            evidenceNote: 'گزارش آزمون ده پمپ در ایستگاه آزمون کارخانه؛ هد و دبی هر پمپ در محدودهٔ برگهٔ مشخصات.',
            settledAt: releasedAt,
            releasedRials: split.supplierRials,
            commissionRials: split.commissionRials,
          }
        : {}),
    })),
  );
  const sum = (f: (a: (typeof amounts)[number]) => number) => amounts.reduce((t, a) => t + f(a), 0);
  await db.insert(orderMoney).values({
    tradeRequestId: order.id,
    buyerUserId: buyer.id,
    merchantId: supplier.merchantId,
    goodsRials: QUANTITY * UNIT_PRICE,
    shippingRials: SHIPPING,
    vatBasisPoints: VAT_BASIS_POINTS,
    vatRials: sum((a) => a.vatRials),
    totalRials: sum((a) => a.totalRials),
    payableId: payables[1] ?? 0,
    paidAt: paidAt[0],
    paidRials: (amounts[0]?.totalRials ?? 0) + (amounts[1]?.totalRials ?? 0),
    releasedRials: split.supplierRials,
    commissionRials: split.commissionRials,
    createdAt: paidAt[0],
  });
  return 1;
}
