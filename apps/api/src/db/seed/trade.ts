// Demo direct orders (data/trade-requests.json): two demo buyers and the demo supplier (the merchant of
// 09120000002), one request in each state, with the events that led there, written through the trade
// repository. Run twice, it adds nothing: a buyer who already has requests is skipped.
import { TRADE_TRANSITIONS, type TradeAction, type TradeRequestState } from '@bazaar/contracts/trade';
import { and, asc, eq } from 'drizzle-orm';
import { createTradeRepo } from '../../modules/trade/trade.repo.js';
import type { Database } from '../client.js';
import { supplierProducts } from '../schema/catalog.js';
import { merchantMembers, users } from '../schema/identity.js';
import { tradeRequests } from '../schema/trade.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { loadTradeRequests } from './datasets.js';

const DEMO_BUYERS = [
  { phone: '09120000021', firstName: 'مریم', lastName: 'کریمی' },
  { phone: '09120000022', firstName: 'رضا', lastName: 'صنعتی' },
];

/** The actions that take a new draft to each state (the same rules the API enforces). */
const PATHS: Record<TradeRequestState, TradeAction[]> = {
  draft: [],
  awaiting_supplier: ['request_confirmation'],
  supplier_confirmed: ['request_confirmation', 'supplier_confirm'],
  supplier_rejected: ['request_confirmation', 'supplier_reject'],
  published: ['request_confirmation', 'supplier_confirm', 'publish'],
  in_progress: ['request_confirmation', 'supplier_confirm', 'publish', 'start'],
  delivered: ['request_confirmation', 'supplier_confirm', 'publish', 'start', 'deliver'],
  cancelled: ['cancel'],
};

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
    .select({ id: supplierProducts.id, title: supplierProducts.title, unit: supplierProducts.salesUnit })
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
  const already = await db
    .select({ id: tradeRequests.id })
    .from(tradeRequests)
    .where(eq(tradeRequests.buyerUserId, buyerIds.get(DEMO_BUYERS[0]?.phone ?? '') ?? 0))
    .limit(1);
  if (already.length) return 0;

  const repo = createTradeRepo(db);
  const now = Date.now();
  let count = 0;
  for (const seed of loadTradeRequests()) {
    const buyerId = buyerIds.get(seed.buyer);
    const product = products[seed.productIndex % products.length];
    if (!buyerId || !product) continue;
    const created = new Date(now - seed.daysAgo * 86_400_000);
    const path = PATHS[seed.state];
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
                ? 'کارمزد پرداخت شد'
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
  return count;
}
