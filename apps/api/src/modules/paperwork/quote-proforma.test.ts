import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplyCategory, unclaimedMerchants } from '../../../test/catalog-fixtures.js';
import { createOrderWorld, type OrderWorld } from '../../../test/order-world.js';
import { signIn } from '../../../test/sessions.js';
import { merchantMembers } from '../../db/schema/customers.js';

// A quote's پیش‌فاکتور (issue 31): sending a quote issues one in the quoting supplier's own series, the buyer
// and the quoting supplier read it, a revision issues the next one, and nobody else learns it exists.
let world: OrderWorld;
let quoter: Awaited<ReturnType<typeof signIn>>;
let quoterMerchantId = 0;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  world = await createOrderWorld('091731200');
  quoter = await signIn(world.ctx.app, '09173120009');
  [quoterMerchantId = 0] = await unclaimedMerchants(world.ctx.db, world.product.merchantId, 1);
  await supplyCategory(world.ctx.db, quoterMerchantId, world.product.categoryId);
  await world.ctx.db
    .insert(merchantMembers)
    .values({ merchantId: quoterMerchantId, userId: quoter.userId, role: 'owner' });
}, 120_000);
afterAll(() => world?.ctx.close());

describe('the proforma of a quote', () => {
  it('is issued when the quote is sent and again when it is revised; its buyer and its supplier read it', async () => {
    const { api, who, product } = world;
    const created = await api(who.buyer, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 4, unit: product.unit }],
      paymentTerms: 'cash',
      description: 'استعلام قیمت پمپ',
    });
    const request = created.json() as { id: number; items: { id: number }[] };
    expect((await api(who.buyer, 'POST', `/traderequests/${request.id}/open-to-quotes`)).statusCode).toBe(200);
    const send = (unitPriceRials: number) =>
      api(quoter, 'POST', `/traderequests/${request.id}/quotes`, {
        items: [{ itemId: request.items[0]?.id, unitPriceRials, unit: product.unit }],
        leadTimeDays: 10,
        validUntil: inFuture(12),
        notes: 'قیمت با احتساب بسته‌بندی',
      });
    const sent = await send(11_500_000);
    expect(sent.statusCode, sent.body).toBe(201);
    await world.ctx.drain();
    const quoteId = sent.json().id as number;
    const first = await api(who.buyer, 'GET', `/tradequotes/${quoteId}/proforma`);
    expect(first.statusCode, first.body).toBe(200);
    const doc = first.json().document;
    expect(doc).toMatchObject({ kind: 'proforma', quoteId, merchantId: quoterMerchantId, validUntil: inFuture(12) });
    expect(doc.totals).toMatchObject({ goodsRials: 46_000_000, vatRials: 4_600_000, totalRials: 50_600_000 });
    expect(doc.totals.totalInWords).toBe('پنجاه میلیون و ششصد هزار ریال');
    expect((await api(quoter, 'GET', `/documents/${doc.id}`)).statusCode).toBe(200);
    // The order's own supplier did not quote: the quote's document is not theirs; nor a stranger's.
    expect((await api(who.owner, 'GET', `/tradequotes/${quoteId}/proforma`)).statusCode).toBe(404);
    expect((await api(who.stranger, 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);

    expect((await send(11_000_000)).statusCode).toBe(200);
    await world.ctx.drain();
    const revised = (await api(who.buyer, 'GET', `/tradequotes/${quoteId}/proforma`)).json().document;
    expect(revised.serial).toBe(doc.serial + 1);
    expect(revised.totals.goodsRials).toBe(44_000_000);
    expect((await api(who.buyer, 'GET', `/documents/${doc.id}`)).json().totals.goodsRials).toBe(46_000_000);
  });
});
