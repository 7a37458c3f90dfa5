// Demo trust (decision 043): a history the trust job can measure and buyers can read. The demo supplier answers
// fast and delivers on time; a supplier of the same category answers late, delivers late and had a dispute; a
// third has no history (it starts at the site's mean). `seedTrustOrders` runs before secure payment's seed, so its
// completed orders are paid and released through the ledger like the others; `seedTrust` then writes the reviews
// (with answers, a supplier's review of a buyer, one hidden by staff) and measures. Run twice, it adds nothing.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderAmounts } from '../../modules/secure-payment/money-rules.js';
import { measureTrust } from '../../modules/trust/measure-trust.js';
import type { Database } from '../client.js';
import { supplierProducts } from '../schema/catalog.js';
import { merchantMembers } from '../schema/customers.js';
import { disputes } from '../schema/disputes.js';
import { users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';
import { conversations, messages } from '../schema/messaging.js';
import { tradeRequestEvents, tradeRequestItems, tradeRequests } from '../schema/trade.js';
import { reviews } from '../schema/trust.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { DEMO_BUYERS } from './trade.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A third demo buyer and the owner of the slow supplier (messages need an author on its side). */
const TRUST_BUYER = { phone: '09120000061', firstName: 'علی', lastName: 'رحیمی' };
const SLOW_OWNER = { phone: '09120000062', firstName: 'حمید', lastName: 'نوری' };
const TRUST_MARK = 'سفارش نمونهٔ کارنامه';

/** One supplier's behaviour: minutes to confirm, days late (negative: early) against its lead time. */
interface Behaviour {
  confirmMinutes: number[];
  lateDays: number[];
  disputed: number[];
  /** Minutes to answer each buyer's first message (null: never answered). */
  messageMinutes: (number | null)[];
}
const RESPONSIVE: Behaviour = {
  confirmMinutes: [35, 50, 20, 90, 45, 30],
  lateDays: [-2, -1, 0, -3, -1, 0],
  disputed: [],
  messageMinutes: [12, 25, 40, 18, 70],
};
const SLOW: Behaviour = {
  confirmMinutes: [2 * 1440, 3 * 1440, 1440 + 300, 4 * 1440],
  lateDays: [4, 6, -1, 9],
  disputed: [1],
  messageMinutes: [null, 3 * 1440, null, null, 2 * 1440],
};

async function person(db: Database, p: { phone: string; firstName: string; lastName: string }) {
  const [row] = await db
    .insert(users)
    .values(p)
    .onConflictDoUpdate({ target: users.phone, set: { phone: p.phone } })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

async function firstProducts(db: Database, merchantId: number) {
  return db
    .select({ id: supplierProducts.id, title: supplierProducts.title, unit: supplierProducts.salesUnit })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'published')))
    .orderBy(asc(supplierProducts.id))
    .limit(3);
}

/** The demo supplier, and a supplier nobody represents that sells in its first category (the slow one). */
export async function trustSuppliers(db: Database) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE));
  const [own] = owner
    ? await db
        .select({ merchantId: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, owner.id), eq(merchantMembers.role, 'owner')))
    : [];
  if (!owner || !own) return undefined;
  const [first] = await db
    .select({ categoryId: supplierProducts.categoryId })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, own.merchantId), eq(supplierProducts.status, 'published')))
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  // Once seeded, the slow supplier is the one its demo owner owns (later seeds give other merchants members).
  const [seeded] = await db
    .select({ id: merchantMembers.merchantId })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(users.phone, SLOW_OWNER.phone), eq(merchantMembers.role, 'owner')));
  if (seeded) return { responsive: own.merchantId, responsiveOwner: owner.id, slow: seeded.id };
  const [slow] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .innerJoin(supplierProducts, eq(supplierProducts.merchantId, merchants.id))
    .where(
      and(
        eq(merchants.status, 'confirmed'),
        ne(merchants.id, own.merchantId),
        eq(supplierProducts.status, 'published'),
        eq(supplierProducts.categoryId, first?.categoryId ?? 0),
        sql`not exists (select 1 from merchant_members m where m.merchant_id = ${merchants.id})`,
      ),
    )
    .orderBy(asc(merchants.id))
    .limit(1);
  if (!slow) return undefined;
  return { responsive: own.merchantId, responsiveOwner: owner.id, slow: slow.id };
}

async function history(
  db: Database,
  merchantId: number,
  ownerId: number,
  buyers: number[],
  behaviour: Behaviour,
  startDaysAgo: number,
) {
  const products = await firstProducts(db, merchantId);
  const now = Date.now();
  for (const [i, confirmMinutes] of behaviour.confirmMinutes.entries()) {
    const product = products[i % products.length];
    const buyerUserId = buyers[i % buyers.length] ?? 0;
    if (!product) continue;
    const sent = now - (startDaysAgo - i * 9) * DAY;
    const confirmed = sent + confirmMinutes * 60_000;
    const paid = confirmed + 6 * HOUR;
    const lead = 7;
    const delivered = paid + (lead + (behaviour.lateDays[i] ?? 0)) * DAY;
    const disputed = behaviour.disputed.includes(i);
    const [order] = await db
      .insert(tradeRequests)
      .values({
        buyerUserId,
        merchantId,
        state: 'completed',
        description: `${TRUST_MARK}: ${product.title}`,
        supplierLeadTimeDays: lead,
        shippingRials: 3_500_000,
        publishedAt: new Date(confirmed + HOUR),
        createdAt: new Date(sent - HOUR),
        updatedAt: new Date(delivered + DAY),
      })
      .returning({ id: tradeRequests.id });
    const id = order?.id ?? 0;
    const quantity = 2 + i;
    const unitPriceRials = 18_500_000 + i * 1_250_000;
    await db.insert(tradeRequestItems).values({
      tradeRequestId: id,
      productId: product.id,
      productTitle: product.title,
      quantity,
      unit: product.unit,
      unitPriceRials,
    });
    type Step = [typeof tradeRequestEvents.$inferInsert.action, string, number, 'buyer' | 'supplier' | 'system'];
    const ending: Step[] = disputed
      ? [
          ['open_dispute', 'disputed', delivered + DAY, 'buyer'],
          ['decide_dispute', 'completed', delivered + 4 * DAY, 'system'],
        ]
      : [['confirm_receipt', 'completed', delivered + DAY, 'buyer']];
    const steps: Step[] = [
      ['request_confirmation', 'awaiting_supplier', sent, 'buyer'],
      ['supplier_confirm', 'supplier_confirmed', confirmed, 'supplier'],
      ['publish', 'published', confirmed + HOUR, 'buyer'],
      ['pay', 'paid', paid, 'buyer'],
      ['ship', 'shipped', delivered - DAY, 'supplier'],
      ['deliver', 'delivered', delivered, 'supplier'],
      ...ending,
    ];
    let from: string | null = 'draft';
    for (const [action, to, at, party] of steps) {
      await db.insert(tradeRequestEvents).values({
        tradeRequestId: id,
        action,
        fromState: from as 'draft',
        toState: to as 'draft',
        actorUserId: party === 'buyer' ? buyerUserId : party === 'supplier' ? ownerId : null,
        actorParty: party,
        createdAt: new Date(at),
      });
      from = to;
    }
    if (disputed)
      await db.insert(disputes).values({
        tradeRequestId: id,
        openedByUserId: buyerUserId,
        reason: 'damaged',
        text: 'فلنج یکی از شیرها در حمل ترک برداشته بود.',
        supplierAnswerDueAt: new Date(delivered + 4 * DAY),
        outcome: 'release_all',
        refundRials: 0,
        releaseRials: orderAmounts(quantity * unitPriceRials, 3_500_000, 1000).totalRials,
        decisionReason: 'تأمین‌کننده شیر آسیب‌دیده را تعویض کرد و خریدار دریافت آن را تأیید کرد.',
        openedAt: new Date(delivered + DAY),
        decidedAt: new Date(delivered + 4 * DAY),
      });
  }
  for (const [i, minutes] of behaviour.messageMinutes.entries()) {
    const buyerUserId = buyers[i % buyers.length] ?? 0;
    const product = products[0];
    const asked = now - (40 - i * 6) * DAY;
    // One conversation per buyer and subject: about the first product, then about the supplier itself.
    const subject =
      i < buyers.length
        ? { subjectType: 'product' as const, subjectId: product?.id ?? 0 }
        : { subjectType: 'supplier' as const, subjectId: merchantId };
    const [c] = await db
      .insert(conversations)
      .values({ buyerUserId, merchantId, ...subject })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!c) continue;
    await db.insert(messages).values({
      conversationId: c.id,
      side: 'buyer',
      authorUserId: buyerUserId,
      body: `سلام، برای ${product?.title ?? 'این کالا'} موجودی و زمان تحویل را اعلام می‌کنید؟`,
      createdAt: new Date(asked),
    });
    if (minutes !== null)
      await db.insert(messages).values({
        conversationId: c.id,
        side: 'merchant',
        authorUserId: ownerId,
        body: 'سلام، موجود است و یک هفته پس از پرداخت تحویل می‌شود.',
        createdAt: new Date(asked + minutes * 60_000),
      });
  }
}

/** The orders behind the figures; before secure payment's seed, which pays and releases them. */
export async function seedTrustOrders(db: Database): Promise<number> {
  const suppliers = await trustSuppliers(db);
  if (!suppliers) return 0;
  const done = await db
    .select({ id: tradeRequests.id })
    .from(tradeRequests)
    .where(sql`${tradeRequests.description} like ${`${TRUST_MARK}%`}`)
    .limit(1);
  if (done.length) return 0;
  const buyers = [...(await Promise.all(DEMO_BUYERS.map((b) => person(db, b)))), await person(db, TRUST_BUYER)];
  const slowOwner = await person(db, SLOW_OWNER);
  await db
    .insert(merchantMembers)
    .values({ merchantId: suppliers.slow, userId: slowOwner, role: 'owner' })
    .onConflictDoNothing();
  await history(db, suppliers.responsive, suppliers.responsiveOwner, buyers, RESPONSIVE, 70);
  await history(db, suppliers.slow, slowOwner, buyers, SLOW, 60);
  return RESPONSIVE.confirmMinutes.length + SLOW.confirmMinutes.length;
}

const SUPPLIER_REVIEWS: { stars: number[]; text: string; answer?: string; hidden?: string }[] = [
  {
    stars: [5, 5, 5, 5, 5],
    text: 'پمپ‌ها زودتر از موعد رسید و پلاک مشخصات با سفارش یکی بود.',
    answer: 'سپاس از اعتماد شما؛ در خدمتیم.',
  },
  {
    stars: [4, 4, 5, 4, 4],
    text: 'کیفیت خوب؛ بسته‌بندی یکی از کارتن‌ها کمی آسیب دیده بود.',
    answer: 'بسته‌بندی را با پالت چوبی تقویت کردیم.',
  },
  { stars: [5, 5, 4, 5, 5], text: 'پاسخ‌گویی سریع در پیام‌رسان و تحویل طبق برنامه.' },
  { stars: [5, 4, 5, 5, 5], text: 'برگهٔ آزمون فشار همراه کالا بود.' },
  {
    stars: [1, 2, 1, 1, 1],
    text: 'این فروشنده کلاهبردار است!!! با شماره … تماس بگیرید',
    hidden: 'نظر بدون شرح سفارش و با شماره تماس شخص ثالث است؛ قواعد نظر را رعایت نکرده است.',
  },
];
const SLOW_REVIEWS: { stars: number[]; text: string; answer?: string }[] = [
  {
    stars: [3, 4, 2, 2, 4],
    text: 'کالا سالم بود ولی چهار روز دیرتر از قول رسید.',
    answer: 'تأخیر به دلیل حمل از انبار تبریز بود.',
  },
  { stars: [2, 3, 1, 2, 3], text: 'چند روز جواب پیام‌ها را ندادند.' },
  { stars: [4, 4, 3, 3, 4], text: 'قیمت مناسب، ارتباط کند.' },
];

/** Reviews of the seeded completed orders, answers, a supplier's review of a buyer, a hidden one; then measures. */
export async function seedTrust(db: Database): Promise<number> {
  const suppliers = await trustSuppliers(db);
  if (!suppliers) return 0;
  if ((await db.select({ id: reviews.id }).from(reviews).limit(1)).length) return 0;
  const [staff] = await db.select({ id: users.id }).from(users).where(sql`'admin' = any(${users.roles})`).limit(1);
  let count = 0;
  const write = async (merchantId: number, list: typeof SUPPLIER_REVIEWS, answeredBy: number) => {
    const orders = await db
      .select({ id: tradeRequests.id, buyer: tradeRequests.buyerUserId, updatedAt: tradeRequests.updatedAt })
      .from(tradeRequests)
      .where(and(eq(tradeRequests.merchantId, merchantId), inArray(tradeRequests.state, ['completed'])))
      .orderBy(asc(tradeRequests.id));
    for (const [i, r] of list.entries()) {
      const order = orders[i];
      if (!order) break;
      const [overall = 5, quality = 5, onTime = 5, communication = 5, asDescribed = 5] = r.stars;
      const at = new Date(order.updatedAt.getTime() + 2 * HOUR);
      await db.insert(reviews).values({
        tradeRequestId: order.id,
        subject: 'supplier',
        merchantId,
        buyerUserId: order.buyer,
        authorUserId: order.buyer,
        overall,
        quality,
        onTime,
        communication,
        asDescribed,
        text: r.text,
        editableUntil: new Date(at.getTime() + 14 * DAY),
        createdAt: at,
        updatedAt: at,
        ...(r.answer
          ? { answerText: r.answer, answeredAt: new Date(at.getTime() + DAY), answeredByUserId: answeredBy }
          : {}),
        ...('hidden' in r && r.hidden
          ? { hiddenAt: new Date(at.getTime() + HOUR), hiddenReason: r.hidden, hiddenByUserId: staff?.id ?? null }
          : {}),
      });
      count += 1;
      if (i === 0) {
        await db.insert(reviews).values({
          tradeRequestId: order.id,
          subject: 'buyer',
          merchantId,
          buyerUserId: order.buyer,
          authorUserId: answeredBy,
          overall: 5,
          paidOnTime: 5,
          clearRequirements: 4,
          text: 'پرداخت بی‌درنگ؛ مشخصات فنی کامل فرستاده شد.',
          editableUntil: new Date(at.getTime() + 14 * DAY),
          createdAt: at,
          updatedAt: at,
        });
        count += 1;
      }
    }
  };
  const [slowOwner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, SLOW_OWNER.phone));
  await write(suppliers.responsive, SUPPLIER_REVIEWS, suppliers.responsiveOwner);
  await write(suppliers.slow, SLOW_REVIEWS, slowOwner?.id ?? suppliers.responsiveOwner);
  await measureTrust(db, { now: new Date(), minCases: 3, payDays: 3 });
  return count;
}
