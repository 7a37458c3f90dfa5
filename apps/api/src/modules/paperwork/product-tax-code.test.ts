import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWorld, type OrderWorld } from '../../../test/order-world.js';
import { saveTaxProfile } from '../../../test/tax-profile.js';

// The شناسه کالا/خدمت of a supplier product (decision 050): typed in the product editor (Persian digits too), copied
// onto the official invoice's line when the invoice is issued, and sent as the line's `sstid` to سامانه مودیان
// (sandbox), which accepts the order's invoice; a product without it gets its line refused with the reason.
let world: OrderWorld;
let ctx: OrderWorld['ctx'];
let who: OrderWorld['who'];
let api: OrderWorld['api'];
const SHIPPING_CODE = '2990000000019';

beforeAll(async () => {
  world = await createOrderWorld('091731500', { TAX_SHIPPING_SERVICE_CODE: SHIPPING_CODE });
  ({ ctx, who, api } = world);
  await saveTaxProfile((url, body) => api(who.owner, 'PUT', url, body), world.product.merchantId);
}, 120_000);
afterAll(() => ctx?.close());

/** The editor's body for the product as it is, with `extra` changed. */
async function editorBody(extra: Record<string, unknown>) {
  const p = (await api(who.agent, 'GET', `/supplierproducts/${world.product.id}/editor`)).json();
  return {
    categoryId: p.categoryId,
    baseProductId: p.baseProductId,
    title: p.title,
    model: p.model,
    description: p.description,
    priceRials: p.priceRials,
    availability: p.availability,
    minOrderQuantity: p.minOrderQuantity,
    salesUnit: p.salesUnit,
    priceTiers: p.priceTiers,
    orderMultiple: p.orderMultiple,
    samplePriceRials: p.samplePriceRials,
    images: p.images.map((i: { fileId: string; alt: string }) => ({ fileId: i.fileId, alt: i.alt })),
    values: p.values.map(({ type: _type, ...v }: { type: string }) => v),
    status: p.status,
    ...extra,
  };
}
const saveProduct = async (extra: Record<string, unknown>) =>
  api(who.agent, 'PUT', `/supplierproducts/${world.product.id}`, await editorBody(extra));

/** The order's official invoice, issued at payment, and the tax system's answer once it is sent. */
async function invoiceSent(orderId: number) {
  await ctx.drain();
  const list = (await api(who.buyer, 'GET', '/customers/invoices?pageSize=100')).json().items as {
    id: number;
    tradeRequestId: number;
  }[];
  const invoice = list.find((i) => i.tradeRequestId === orderId);
  expect(invoice).toBeDefined();
  const page = (await api(who.buyer, 'GET', `/documents/${invoice?.id}`)).json();
  const sent = await api(who.owner, 'POST', `/invoices/${invoice?.id}/tax-submission`);
  expect(sent.statusCode, sent.body).toBe(202);
  await ctx.drain();
  const state = (await api(who.owner, 'GET', `/invoices/${invoice?.id}/tax-submission`)).json();
  return { page, state };
}

describe('the product’s شناسه کالا/خدمت', () => {
  it('is refused in Persian when it is not 13 digits, and kept as Latin digits when typed in Persian', async () => {
    const short = await saveProduct({ taxCode: '۲۷۲۰۰۰۰۱۱۴۵۴' });
    expect(short.statusCode).toBe(400);
    expect(short.headers['content-type']).toContain('application/problem+json');
    expect(short.json().errors).toEqual([
      expect.objectContaining({ field: 'body.taxCode', message: 'شناسه کالا/خدمت باید ۱۳ رقم باشد (فقط رقم)' }),
    ]);
    const letters = await saveProduct({ taxCode: '27200001145AB' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors[0].field).toBe('body.taxCode');

    const saved = await saveProduct({ taxCode: '۲۷۲۰۰۰۰۱۱۴۵۴۲' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().taxCode).toBe('2720000114542');
    // A save that does not name it (an older client) keeps it.
    const withoutCode = await editorBody({});
    expect(withoutCode).not.toHaveProperty('taxCode');
    const kept = await api(who.agent, 'PUT', `/supplierproducts/${world.product.id}`, withoutCode);
    expect(kept.json().taxCode).toBe('2720000114542');
  });

  it('is copied onto the invoice at issue, and the sandbox accepts the order’s invoice', async () => {
    expect((await saveProduct({ taxCode: '2720000114542' })).statusCode).toBe(200);
    const orderId = await world.paidOrder();
    // Changed after the invoice was issued: the issued invoice keeps the code it was issued with.
    const { page, state } = await (async () => {
      await ctx.drain();
      expect((await saveProduct({ taxCode: '2720000114559' })).statusCode).toBe(200);
      return invoiceSent(orderId);
    })();
    expect(page.lines[0]).toMatchObject({ productCode: '2720000114542' });
    expect(state).toMatchObject({ state: 'accepted', reasons: [] });
  });

  it('without it, the order’s invoice is refused with the tax system’s reason for that line', async () => {
    expect((await saveProduct({ taxCode: '' })).json().taxCode).toBeNull();
    const orderId = await world.paidOrder();
    const { page, state } = await invoiceSent(orderId);
    expect(page.lines[0]).toMatchObject({ productCode: null });
    expect(state.state).toBe('rejected');
    expect(state.reasons).toEqual([
      { code: 'body.1.sstid', message: expect.stringContaining('ردیف ۱: شناسه کالا/خدمت ۱۳ رقمی ندارد') },
    ]);
  });
});
