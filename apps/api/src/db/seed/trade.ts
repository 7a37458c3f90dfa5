// Demo direct orders (data/trade-requests.json): two demo buyers and the demo supplier (the merchant of
// 09120000002), one request in each state, with the events that led there, written through the trade
// repository. Run twice, it adds nothing: a buyer who already has requests is skipped.
import type { QuoteStage } from '@bazaar/contracts/trade-quotes';
import { TRADE_TRANSITIONS, type TradeAction, type TradeRequestState } from '@bazaar/contracts/trade-states';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { createMerchantAccess } from '../../modules/customers/merchant-access.js';
import { createTradeRepo } from '../../modules/trade/trade.repo.js';
import { createWalletRepo } from '../../modules/wallet/wallet.repo.js';
import { createRequestMemo } from '../../platform/request-memo.js';
import type { Database } from '../client.js';
import { supplierProducts } from '../schema/catalog.js';
import { merchantMembers } from '../schema/customers.js';
import { users } from '../schema/identity.js';
import { merchantCategories, merchants } from '../schema/merchants.js';
import { tradeRequests } from '../schema/trade.js';
import { membershipPlans } from '../schema/wallet.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { loadTradeRequests } from './datasets.js';

/** What the paying demo buyer keeps in the wallet after buying its plan (5,000,000 tomans). */
const DEMO_BUYER_SPARE_RIALS = 50_000_000;

export const DEMO_BUYERS = [
  { phone: '09120000021', firstName: 'مریم', lastName: 'کریمی' },
  { phone: '09120000022', firstName: 'رضا', lastName: 'صنعتی' },
];

/** An agent of the second demo buyer's supplier: the second supplier that quotes in the demo. */
export const DEMO_QUOTING_AGENT = { phone: '09120000023', firstName: 'سارا', lastName: 'امینی' };

/** The actions that take a new draft to each state (the same rules the API enforces). */
const PATHS: Record<TradeRequestState, TradeAction[]> = {
  draft: [],
  awaiting_supplier: ['request_confirmation'],
  supplier_confirmed: ['request_confirmation', 'supplier_confirm'],
  supplier_rejected: ['request_confirmation', 'supplier_reject'],
  published: ['request_confirmation', 'supplier_confirm', 'publish'],
  paid: ['request_confirmation', 'supplier_confirm', 'publish', 'pay'],
  in_progress: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'start'],
  shipped: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'ship'],
  delivered: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'start', 'ship', 'deliver'],
  completed: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'ship', 'deliver', 'confirm_receipt'],
  disputed: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'ship', 'deliver', 'open_dispute'],
  refunded: ['request_confirmation', 'supplier_confirm', 'publish', 'pay', 'ship', 'open_dispute'],
  cancelled: ['cancel'],
  open_for_quotes: ['open_to_quotes'],
};

/**
 * The second demo buyer also owns a supplier on a paid plan (bought from a welcome credit, through the ledger
 * like any wallet payment), so publishing its orders costs the plan's fee: the fee path can be tried in the
 * demo and is what e2e/trade.spec.ts pays from the wallet.
 */
async function demoBuyerWithPaidPlan(db: Database, buyerId: number, supplierMerchantId: number) {
  if ((await db.select().from(merchantMembers).where(eq(merchantMembers.userId, buyerId))).length) return;
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.isBase, false), gt(membershipPlans.feePerRequestRials, 0)))
    .orderBy(asc(membershipPlans.priceRials))
    .limit(1);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.status, 'confirmed'),
        ne(merchants.id, supplierMerchantId),
        sql`not exists (select 1 from merchant_members m where m.merchant_id = ${merchants.id})`,
      ),
    )
    .orderBy(asc(merchants.id))
    .limit(1);
  if (!plan || !merchant) return;
  await db.insert(merchantMembers).values({ merchantId: merchant.id, userId: buyerId, role: 'owner' });
  const wallet = createWalletRepo(db);
  const credit = plan.priceRials + DEMO_BUYER_SPARE_RIALS;
  await wallet.post({
    kind: 'staff_credit',
    description: 'واریز به کیف پول توسط پشتیبانی',
    reason: 'اعتبار هدیهٔ نسخهٔ نمایشی',
    lines: [
      { accountId: await wallet.walletAccount(buyerId), amountRials: credit },
      { accountId: await wallet.systemAccount('adjustments'), amountRials: -credit },
    ],
  });
  const payable = await wallet.createPayable({
    userId: buyerId,
    kind: 'membership_plan',
    title: `خرید طرح عضویت «${plan.name}»`,
    amountRials: plan.priceRials,
    subject: { merchantId: merchant.id, planId: plan.id, periodDays: plan.periodDays },
  });
  const payment = await wallet.createPayment({
    userId: buyerId,
    payableId: payable.id,
    method: 'wallet',
    status: 'paid',
    amountRials: plan.priceRials,
    settledAt: new Date(),
  });
  await wallet.post({
    kind: 'payment',
    description: payable.title,
    actorUserId: buyerId,
    paymentId: payment.id,
    lines: [
      { accountId: await wallet.walletAccount(buyerId), amountRials: -plan.priceRials },
      { accountId: await wallet.systemAccount('platform_revenue'), amountRials: plan.priceRials },
    ],
  });
  await wallet.markPayable(payable.id, 'paid', payment.id);
  const startsAt = new Date();
  await wallet.addMembership({
    merchantId: merchant.id,
    planId: plan.id,
    startsAt,
    expiresAt: new Date(startsAt.getTime() + plan.periodDays * 86_400_000),
    paymentId: payment.id,
  });
}

export async function seedTradeRequests(db: Database): Promise<number> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE));
  const [membership] = owner
    ? await db
        .select({ merchantId: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, owner.id), eq(merchantMembers.role, 'owner')))
    : [];
  if (!owner || !membership) return 0;
  const products = await db
    .select({
      id: supplierProducts.id,
      title: supplierProducts.title,
      unit: supplierProducts.salesUnit,
      categoryId: supplierProducts.categoryId,
    })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, membership.merchantId), eq(supplierProducts.status, 'published')))
    .orderBy(asc(supplierProducts.id))
    .limit(10);
  if (!products.length) return 0;

  const buyerIds = new Map<string, number>();
  for (const buyer of DEMO_BUYERS) {
    const [row] = await db
      .insert(users)
      .values(buyer)
      .onConflictDoUpdate({ target: users.phone, set: { phone: buyer.phone } })
      .returning({ id: users.id });
    if (row) buyerIds.set(buyer.phone, row.id);
  }
  const payer = buyerIds.get(DEMO_BUYERS[1]?.phone ?? '');
  if (payer) await demoBuyerWithPaidPlan(db, payer, membership.merchantId);
  // The paying buyer's own supplier also supplies the demo supplier's first category: the two demo suppliers
  // quote on open requests there (decision 023; e2e/trade-quotes.spec.ts).
  const [payerMerchant] = payer
    ? await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, payer), eq(merchantMembers.role, 'owner')))
    : [];
  const firstCategory = products[0]?.categoryId;
  if (payerMerchant && firstCategory)
    await db
      .insert(merchantCategories)
      .values({ merchantId: payerMerchant.id, categoryId: firstCategory })
      .onConflictDoNothing();
  // …and has an agent of its own, who quotes for it in the demo (and in e2e/trade-quotes.spec.ts).
  if (payerMerchant) {
    const [agent] = await db
      .insert(users)
      .values(DEMO_QUOTING_AGENT)
      .onConflictDoUpdate({ target: users.phone, set: { phone: DEMO_QUOTING_AGENT.phone } })
      .returning({ id: users.id });
    if (agent)
      await db
        .insert(merchantMembers)
        .values({ merchantId: payerMerchant.id, userId: agent.id, role: 'agent' })
        .onConflictDoNothing();
  }
  const already = await db
    .select({ id: tradeRequests.id })
    .from(tradeRequests)
    .where(eq(tradeRequests.buyerUserId, buyerIds.get(DEMO_BUYERS[0]?.phone ?? '') ?? 0))
    .limit(1);
  if (already.length) return 0;

  const repo = createTradeRepo(db, createMerchantAccess(db, createRequestMemo()));
  const now = Date.now();
  let count = 0;
  for (const seed of loadTradeRequests()) {
    const buyerId = buyerIds.get(seed.buyer);
    const product = products[seed.productIndex % products.length];
    if (!buyerId || !product) continue;
    const created = new Date(now - seed.daysAgo * 86_400_000);
    // A dispute split by staff (decision 039) completes the order without the buyer's confirmation: its events
    // end at the dispute, and the secure-payment seed records the decision that completed it.
    const path = seed.disputeSplit
      ? [...PATHS.completed.filter((action) => action !== 'confirm_receipt'), 'open_dispute' as const]
      : PATHS[seed.state];
    const published = path.includes('publish');
    const row = await repo.insert({
      buyerUserId: buyerId,
      merchantId: membership.merchantId,
      state: seed.state,
      paymentTerms: seed.paymentTerms,
      description: seed.description,
      requestedDeliveryDate: new Date(now + (30 - seed.daysAgo) * 86_400_000).toISOString().slice(0, 10),
      supplierLeadTimeDays: seed.leadTimeDays ?? null,
      supplierNotes: seed.supplierNotes ?? '',
      shippingRials: seed.shippingRials ?? null,
      rejectionReason: seed.rejectionReason ?? '',
      publishedAt: published ? new Date(created.getTime() + 3 * 3_600_000) : null,
      createdAt: created,
      updatedAt: created,
    });
    await repo.replaceContent(
      row.id,
      [
        {
          productId: product.id,
          productTitle: product.title,
          quantity: seed.quantity,
          unit: product.unit,
          targetPriceRials: seed.targetPriceRials,
          unitPriceRials: seed.unitPriceRials ?? null,
        },
      ],
      [],
    );
    await repo.addEvent({
      tradeRequestId: row.id,
      action: 'edit',
      fromState: null,
      toState: 'draft',
      actorUserId: buyerId,
      actorParty: 'buyer',
      note: 'ثبت پیش‌نویس سفارش',
      createdAt: created,
    });
    let state: TradeRequestState = 'draft';
    for (const [step, action] of path.entries()) {
      const rule = TRADE_TRANSITIONS[action];
      const note =
        action === 'supplier_confirm'
          ? (seed.supplierNotes ?? '')
          : action === 'supplier_reject'
            ? (seed.rejectionReason ?? '')
            : action === 'cancel'
              ? (seed.cancelReason ?? '')
              : action === 'publish'
                ? 'انتشار بدون کارمزد (طرح عضویت)'
                : action === 'pay'
                  ? 'مبلغ سفارش پرداخت شد و تا تأیید دریافت نزد بازار صنعت نگه داشته می‌شود'
                  : action === 'ship'
                    ? 'شمارهٔ رهگیری TPX-40418876'
                    : '';
      await repo.addEvent({
        tradeRequestId: row.id,
        action,
        fromState: state,
        toState: rule.to,
        actorUserId: rule.party === 'buyer' ? buyerId : owner.id,
        actorParty: rule.party,
        note,
        createdAt: new Date(created.getTime() + (step + 1) * 3_600_000),
      });
      state = rule.to;
    }
    count += 1;
  }
  const openBuyer = buyerIds.get(DEMO_BUYERS[0]?.phone ?? '');
  const product = products[0];
  if (openBuyer && product && payerMerchant) {
    await seedOpenRequest(db, {
      buyerId: openBuyer,
      merchantId: membership.merchantId,
      product,
      quotes: [
        {
          merchantId: membership.merchantId,
          authorUserId: owner.id,
          unitPriceRials: 1_250_000,
          leadTimeDays: 10,
          // Two deliveries of half the quantity, each paid and confirmed on its own (decision 056).
          stages: [
            {
              title: `تحویل ۱۰ ${product.unit} نخست`,
              amountRials: 12_500_000,
              deliverable: 'بارنامه و برگهٔ کنترل کیفیت محمولهٔ نخست',
              days: 10,
            },
            {
              title: `تحویل ۱۰ ${product.unit} باقی‌مانده`,
              amountRials: 12_500_000,
              deliverable: 'بارنامهٔ محمولهٔ دوم و صورت‌جلسهٔ تحویل در انبار خریدار',
              days: 25,
            },
          ],
        },
        { merchantId: payerMerchant.id, authorUserId: payer ?? null, unitPriceRials: 1_180_000, leadTimeDays: 14 },
      ],
    });
    count += 1;
  }
  return count;
}

/** An open request for quotation of the first demo buyer, with a quote from each demo supplier. */
async function seedOpenRequest(
  db: Database,
  input: {
    buyerId: number;
    merchantId: number;
    product: { id: number; title: string; unit: string; categoryId: number };
    quotes: {
      merchantId: number;
      authorUserId: number | null;
      unitPriceRials: number;
      leadTimeDays: number;
      /** Proposed stages (decision 056); their amounts sum to 20 × the unit price. */
      stages?: QuoteStage[];
    }[];
  },
) {
  const repo = createTradeRepo(db, createMerchantAccess(db, createRequestMemo()));
  const opened = new Date(Date.now() - 2 * 86_400_000);
  const row = await repo.insert({
    buyerUserId: input.buyerId,
    merchantId: input.merchantId,
    state: 'open_for_quotes',
    paymentTerms: 'cash',
    description: 'برای پروژهٔ توسعهٔ خط تولید؛ پیشنهاد با زمان تحویل کوتاه‌تر در اولویت است.',
    categoryId: input.product.categoryId,
    openedAt: opened,
    createdAt: opened,
    updatedAt: opened,
  });
  await repo.replaceContent(
    row.id,
    [
      {
        productId: input.product.id,
        productTitle: input.product.title,
        quantity: 20,
        unit: input.product.unit,
        targetPriceRials: null,
        unitPriceRials: null,
      },
    ],
    [],
  );
  const [item] = await repo.items(row.id);
  const events: Parameters<typeof repo.addEvent>[0][] = [
    {
      tradeRequestId: row.id,
      action: 'edit',
      fromState: null,
      toState: 'draft',
      actorUserId: input.buyerId,
      actorParty: 'buyer',
      note: 'ثبت پیش‌نویس سفارش',
      createdAt: opened,
    },
    {
      tradeRequestId: row.id,
      action: 'open_to_quotes',
      fromState: 'draft',
      toState: 'open_for_quotes',
      actorUserId: input.buyerId,
      actorParty: 'buyer',
      note: 'انتشار برای دریافت پیشنهاد قیمت از تأمین‌کنندگان دسته',
      createdAt: new Date(opened.getTime() + 600_000),
    },
  ];
  for (const [i, quote] of input.quotes.entries()) {
    const at = new Date(opened.getTime() + (i + 1) * 3_600_000);
    await repo.insertQuote({
      tradeRequestId: row.id,
      merchantId: quote.merchantId,
      authorUserId: quote.authorUserId,
      prices: [{ itemId: item?.id ?? 0, unitPriceRials: quote.unitPriceRials, unit: input.product.unit }],
      leadTimeDays: quote.leadTimeDays,
      stages: quote.stages ?? [],
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      notes:
        i === 0
          ? 'قیمت با احتساب حمل تا تهران؛ تحویل در دو محموله، هر کدام با پرداخت جداگانه.'
          : 'تحویل از انبار اصفهان؛ حمل با خریدار.',
      createdAt: at,
      updatedAt: at,
    });
    events.push({
      tradeRequestId: row.id,
      action: 'quote',
      fromState: 'open_for_quotes',
      toState: 'open_for_quotes',
      actorUserId: quote.authorUserId,
      actorParty: 'supplier',
      merchantId: quote.merchantId,
      createdAt: at,
    });
  }
  for (const event of events) await repo.addEvent(event);
}
