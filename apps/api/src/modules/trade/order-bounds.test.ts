import { MAX_ORDER_QUANTITY, MAX_ORDER_TOTAL_RIALS, MAX_UNIT_PRICE_RIALS } from '@bazaar/contracts/trade-orders';
import type { TradeRequestState } from '@bazaar/contracts/trade-states';
import { VALIDATION_MESSAGES } from '@bazaar/contracts/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct, supplyCategory, unclaimedMerchants } from '../../../test/catalog-fixtures.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { tradeQuotes, tradeRequestItems, tradeRequests } from '../../db/schema/trade.js';
import { membershipPlans } from '../../db/schema/wallet.js';

// What one order can be (contracts/trade.ts): a quantity of 10^9 at 10^15 Rials overflowed the order's total in
// PostgreSQL, and the buyer's and the supplier's lists answered 400 for good, cancelled or not. Quantities,
// prices and totals are bounded with Persian field errors now, and rows stored before the bounds still list.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let owner: Session;
let quoter: Session;
let product = { id: 0, unit: '', merchantId: 0, categoryId: 0 };
let quoterMerchantId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  buyer = await signIn(ctx.app, '09171250001');
  owner = await signIn(ctx.app, '09171250002');
  quoter = await signIn(ctx.app, '09171250003');
  product = await firstPublicProduct(ctx.db);
  [quoterMerchantId = 0] = await unclaimedMerchants(ctx.db, product.merchantId, 1);
  await supplyCategory(ctx.db, quoterMerchantId, product.categoryId);
  await ctx.db.insert(merchantMembers).values([
    { merchantId: product.merchantId, userId: owner.userId, role: 'owner' },
    { merchantId: quoterMerchantId, userId: quoter.userId, role: 'owner' },
  ]);
  await ctx.db.update(membershipPlans).set({ requestsPerMonth: 1_000 }).where(eq(membershipPlans.isBase, true));
});
afterAll(() => ctx?.close());

const api = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session.auth, ...(payload ? { payload } : {}) });
const order = (quantity: number, targetPriceRials?: number) => ({
  items: [{ productId: product.id, quantity, unit: product.unit, ...(targetPriceRials ? { targetPriceRials } : {}) }],
  description: 'سفارش بزرگ',
});
const errorsOf = (body: string) => JSON.parse(body).errors as { field: string; code: string; message: string }[];
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function draft(quantity: number) {
  const created = await api(buyer, 'POST', '/traderequests/direct-order', order(quantity));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; items: { id: number }[] };
}

/** A request stored as it could be before the bounds: 10^9 units at 10^15 Rials, 10^24 Rials in all. */
async function storedHuge(state: TradeRequestState, withPrice: boolean) {
  const [row] = await ctx.db
    .insert(tradeRequests)
    .values({
      buyerUserId: buyer.userId,
      merchantId: product.merchantId,
      state,
      description: 'سفارش پیش از مرزها',
      ...(state === 'open_for_quotes' ? { categoryId: product.categoryId, openedAt: new Date() } : {}),
    })
    .returning({ id: tradeRequests.id });
  const id = row?.id ?? 0;
  const [item] = await ctx.db
    .insert(tradeRequestItems)
    .values({
      tradeRequestId: id,
      productId: product.id,
      productTitle: 'کالای بسیار زیاد',
      quantity: 1_000_000_000,
      unit: product.unit,
      unitPriceRials: withPrice ? 1_000_000_000_000_000 : null,
    })
    .returning({ id: tradeRequestItems.id });
  return { id, itemId: item?.id ?? 0 };
}

const listed = async (session: Session, path: string) => {
  const response = await api(session, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: number; state: string; totalRials: number | null }[];
};

/**
 * Prices for an item of MAX_ORDER_QUANTITY units: one past the bound per unit is refused on the field; 10^8 + 1
 * Rials, each number within its bound, totals one past the order's bound and is refused on `items`; 10^8 Rials
 * totals exactly the bound and is taken (the answer is returned).
 */
async function priceBoundsOf(send: (unitPriceRials: number) => ReturnType<typeof api>) {
  const tooDear = await send(MAX_UNIT_PRICE_RIALS + 1);
  expect(tooDear.statusCode).toBe(400);
  expect(errorsOf(tooDear.body)[0]).toMatchObject({ field: 'body.items.0.unitPriceRials', code: 'maxUnitPrice' });
  const tooMuch = await send(MAX_ORDER_TOTAL_RIALS / MAX_ORDER_QUANTITY + 1);
  expect(tooMuch.statusCode).toBe(400);
  expect(errorsOf(tooMuch.body)).toEqual([
    { field: 'body.items', code: 'maxOrderTotal', message: VALIDATION_MESSAGES.maxOrderTotal },
  ]);
  const largest = await send(MAX_ORDER_TOTAL_RIALS / MAX_ORDER_QUANTITY);
  expect(largest.json().totalRials, largest.body).toBe(MAX_ORDER_TOTAL_RIALS);
  return largest;
}

describe('what one order can be', () => {
  it('refuses a quantity or a price per unit beyond the bounds with a Persian error on the field', async () => {
    const tooMany = await api(buyer, 'POST', '/traderequests/direct-order', order(MAX_ORDER_QUANTITY + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany.body)).toEqual([
      { field: 'body.items.0.quantity', code: 'maxOrderQuantity', message: VALIDATION_MESSAGES.maxOrderQuantity },
    ]);
    const tooDear = await api(buyer, 'POST', '/traderequests/direct-order', order(1, MAX_UNIT_PRICE_RIALS + 1));
    expect(tooDear.statusCode).toBe(400);
    expect(errorsOf(tooDear.body)).toEqual([
      { field: 'body.items.0.targetPriceRials', code: 'maxUnitPrice', message: VALIDATION_MESSAGES.maxUnitPrice },
    ]);
    expect((await api(buyer, 'POST', '/traderequests/direct-order', order(MAX_ORDER_QUANTITY))).statusCode).toBe(201);
  });

  it('refuses a supplier’s prices whose total is more than an order can be, and takes the largest that is', async () => {
    const request = await draft(MAX_ORDER_QUANTITY);
    expect((await api(buyer, 'POST', `/traderequests/${request.id}/request-confirmation`)).statusCode).toBe(200);
    const confirm = (unitPriceRials: number) =>
      api(owner, 'POST', `/traderequests/${request.id}/supplier-confirm`, {
        items: [{ itemId: request.items[0]?.id, unitPriceRials }],
        leadTimeDays: 30,
      });
    const largest = await priceBoundsOf(confirm);
    expect(largest.statusCode, largest.body).toBe(200);
    const mine = await listed(buyer, '/traderequests/mine?pageSize=100');
    expect(mine.find((r) => r.id === request.id)?.totalRials).toBe(MAX_ORDER_TOTAL_RIALS);
  });

  it('refuses a quote whose total in the buyer’s unit is more than an order can be', async () => {
    const request = await draft(MAX_ORDER_QUANTITY);
    expect((await api(buyer, 'POST', `/traderequests/${request.id}/open-to-quotes`)).statusCode).toBe(200);
    const quote = (unitPriceRials: number) =>
      api(quoter, 'POST', `/traderequests/${request.id}/quotes`, {
        items: [{ itemId: request.items[0]?.id, unitPriceRials, unit: product.unit }],
        leadTimeDays: 7,
        validUntil: inFuture(10),
      });
    const largest = await priceBoundsOf(quote);
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it('keeps both parties’ lists and the page readable with an order stored before the bounds, cancelled too', async () => {
    const huge = await storedHuge('supplier_confirmed', true);
    const inMine = (await listed(buyer, '/traderequests/mine?pageSize=100')).find((r) => r.id === huge.id);
    expect(inMine).toMatchObject({ state: 'supplier_confirmed', totalRials: null });
    const inInbox = (await listed(owner, '/traderequests/by-supplier?pageSize=100')).find((r) => r.id === huge.id);
    expect(inInbox).toMatchObject({ state: 'supplier_confirmed', totalRials: null });
    const page = await api(buyer, 'GET', `/traderequests/${huge.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ totalRials: null, items: [{ quantity: 1_000_000_000 }] });

    const cancelled = await api(buyer, 'POST', `/traderequests/${huge.id}/cancel`, { reason: 'اشتباه در مقدار' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await listed(buyer, '/traderequests/mine?pageSize=100')).find((r) => r.id === huge.id)?.state).toBe(
      'cancelled',
    );
    expect((await listed(owner, '/traderequests/by-supplier?pageSize=100')).some((r) => r.id === huge.id)).toBe(true);
  });

  it('keeps a request’s page readable with a quote stored before the bounds, which cannot become an order', async () => {
    const huge = await storedHuge('open_for_quotes', false);
    const [stored] = await ctx.db
      .insert(tradeQuotes)
      .values({
        tradeRequestId: huge.id,
        merchantId: quoterMerchantId,
        authorUserId: quoter.userId,
        prices: [{ itemId: huge.itemId, unitPriceRials: 1_000_000_000_000_000, unit: product.unit }],
        leadTimeDays: 5,
        validUntil: inFuture(5),
      })
      .returning({ id: tradeQuotes.id });
    const page = await api(buyer, 'GET', `/traderequests/${huge.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().quotes).toEqual([expect.objectContaining({ id: stored?.id, totalRials: null })]);
    expect((await api(quoter, 'GET', `/traderequests/${huge.id}`)).statusCode).toBe(200);
    expect((await listed(quoter, '/traderequests/open?pageSize=100')).some((r) => r.id === huge.id)).toBe(true);
    const accepted = await api(buyer, 'POST', `/traderequests/${huge.id}/accept-quote`, { quoteId: stored?.id });
    expect(accepted.statusCode).toBe(400);
    expect(errorsOf(accepted.body)).toEqual([
      { field: 'body.quoteId', code: 'maxOrderTotal', message: VALIDATION_MESSAGES.maxOrderTotal },
    ]);
  });
});
