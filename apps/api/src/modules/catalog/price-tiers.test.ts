import { type PriceTier, tierIndexFor } from '@bazaar/contracts/price-tiers';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct, supplyCategory, unclaimedMerchants } from '../../../test/catalog-fixtures.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { tradeRequests } from '../../db/schema/trade.js';
import { membershipPlans } from '../../db/schema/wallet.js';

// Quantity prices (decision 045) as a supplier and a buyer meet them: the editor refuses a broken tier table
// with Persian field errors, the spreadsheet carries tiers both ways with per-row errors, bulk edit keeps the
// first tier the listing's price, a direct order's line costs its tier (for random tables and quantities), the
// minimum and the multiple are refused, a sample order costs the sample price, and quotes carry delivered cost.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let buyer: Session;
let otherSupplier: Session;
let product = { id: 0, unit: '', merchantId: 0, categoryId: 0 };
let otherMerchantId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, '09201450001');
  buyer = await signIn(ctx.app, '09201450002');
  otherSupplier = await signIn(ctx.app, '09201450003');
  product = await firstPublicProduct(ctx.db);
  [otherMerchantId = 0] = await unclaimedMerchants(ctx.db, product.merchantId, 1);
  await supplyCategory(ctx.db, otherMerchantId, product.categoryId);
  await ctx.db.insert(merchantMembers).values([
    { merchantId: product.merchantId, userId: owner.userId, role: 'owner' },
    { merchantId: otherMerchantId, userId: otherSupplier.userId, role: 'owner' },
  ]);
  await ctx.db.update(membershipPlans).set({ requestsPerMonth: 10_000 }).where(eq(membershipPlans.isBase, true));
}, 180_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

/** The product's editor body as it stands, with some fields changed. */
async function bodyOf(id: number, change: object = {}) {
  const p = (await call(owner, 'GET', `/supplierproducts/${id}/editor`)).json();
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
    images: p.images.map((i: { fileId: string; alt: string }) => ({ fileId: i.fileId, alt: i.alt })),
    values: p.values.map(({ type: _t, ...v }: { type: string }) => v),
    status: 'published',
    priceTiers: p.priceTiers,
    orderMultiple: p.orderMultiple,
    samplePriceRials: p.samplePriceRials,
    ...change,
  };
}
const setPricing = async (change: object) => {
  const res = await call(owner, 'PUT', `/supplierproducts/${product.id}`, await bodyOf(product.id, change));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const TIERS: PriceTier[] = [
  { minQuantity: 1, priceRials: 12_500_000, leadTimeDays: 3 },
  { minQuantity: 10, priceRials: 11_800_000, leadTimeDays: 7 },
  { minQuantity: 50, priceRials: 10_900_000, leadTimeDays: 14 },
];
const order = (quantity: number, extra: object = {}) =>
  call(buyer, 'POST', '/traderequests/direct-order', {
    items: [{ productId: product.id, quantity, unit: product.unit }],
    ...extra,
  });

describe('the product editor', () => {
  it('stores tiers, the multiple and the sample, and the product page shows them', async () => {
    const saved = await setPricing({
      priceRials: 12_500_000,
      minOrderQuantity: null,
      priceTiers: TIERS,
      orderMultiple: null,
      samplePriceRials: 13_000_000,
    });
    expect(saved).toMatchObject({ priceTiers: TIERS, samplePriceRials: 13_000_000 });
    const page = (await call(null, 'GET', `/supplierproducts/${product.id}/catalog`)).json();
    expect(page.quantityPricing).toEqual({ priceTiers: TIERS, orderMultiple: null, samplePriceRials: 13_000_000 });
  });

  it('refuses a tier table that overlaps, starts off the minimum or prices its first tier apart', async () => {
    const res = await call(
      owner,
      'PUT',
      `/supplierproducts/${product.id}`,
      await bodyOf(product.id, {
        priceRials: 12_500_000,
        minOrderQuantity: 2,
        orderMultiple: 4,
        priceTiers: [
          { minQuantity: 1, priceRials: 12_000_000 },
          { minQuantity: 20, priceRials: 11_000_000 },
          { minQuantity: 20, priceRials: 10_000_000 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toMatchObject({
      'body.minOrderQuantity': 'حداقل سفارش باید مضربی از ضریب سفارش (۴) باشد.',
      'body.priceTiers.0.minQuantity': 'پلهٔ نخست باید از حداقل سفارش (۲) آغاز شود.',
      'body.priceTiers.0.priceRials': 'قیمت پلهٔ نخست باید همان قیمت کالا باشد.',
      'body.priceTiers.2.minQuantity': 'پلهٔ ۳ باید از مقداری بیش از آغاز پلهٔ ۲ (۲۰) آغاز شود.',
    });
  });

  it('allows a tier dearer than the one before (a warning in the editor, not a refusal)', async () => {
    const rising = [TIERS[0], { minQuantity: 10, priceRials: 12_900_000, leadTimeDays: null }];
    expect((await setPricing({ priceRials: 12_500_000, priceTiers: rising })).priceTiers).toEqual(rising);
    await setPricing({ priceRials: 12_500_000, priceTiers: TIERS, orderMultiple: null });
  });
});

describe('the spreadsheet and bulk edit', () => {
  const exportCsv = async () =>
    (await call(owner, 'GET', `/supplierproducts/export?merchantId=${product.merchantId}`)).body;
  const importCsv = (csv: string, apply: boolean) =>
    call(owner, 'POST', '/supplierproducts/import', { merchantId: product.merchantId, csv, apply });

  it('exports tiers, the multiple and the sample and reads its own export back unchanged', async () => {
    await setPricing({ priceRials: 12_500_000, priceTiers: TIERS, orderMultiple: 1, samplePriceRials: 13_000_000 });
    const csv = await exportCsv();
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === String(product.id))).toMatchObject({
      price_tiers: '1:12500000:3; 10:11800000:7; 50:10900000:14',
      order_multiple: '1',
      sample_price_rials: '13000000',
    });
    const before = (await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json();
    const report = (await importCsv(csv, true)).json();
    expect(report.errors).toEqual([]);
    const after = (await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json();
    expect({ ...after, updatedAt: '' }).toEqual({ ...before, updatedAt: '' });
  });

  it('changes tiers from a file and reports a Persian error per row and column, applying nothing', async () => {
    const p = (await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json();
    const known = `${product.id},"${p.title}",${p.categoryId},${p.salesUnit}`;
    const good = `${known},12500000,"1:12500000; ۱۰۰:۹۹۰۰۰۰۰:۲۰",,`;
    const unreadable = `${known},12500000,1:12500000; ده:1000,0,-3`;
    // A new product (no id) whose tiers overlap: the editor's own rule, reported against the tiers' column.
    const overlapping = `,پمپ آزمایشی با پلهٔ تکراری,${p.categoryId},دستگاه,12500000,1:12500000; 5:1200000; 5:1100000,,`;
    const header = 'id,title,category_id,sales_unit,price_rials,price_tiers,order_multiple,sample_price_rials';
    const report = (await importCsv([header, unreadable, overlapping].join('\n'), true)).json();
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        {
          row: 2,
          column: 'قیمت پلکانی',
          message: 'پلهٔ «ده:1000» به شکل «از مقدار:قیمت به ریال» یا «از مقدار:قیمت:روز آماده‌سازی» نیست.',
        },
        { row: 2, column: 'ضریب سفارش', message: 'ضریب سفارش باید عددی بزرگ‌تر از صفر باشد یا خالی بماند.' },
        { row: 3, column: 'قیمت پلکانی', message: 'پلهٔ ۳ باید از مقداری بیش از آغاز پلهٔ ۲ (۵) آغاز شود.' },
        {
          row: 2,
          column: 'قیمت نمونه (ریال)',
          message: 'قیمت نمونهٔ «-3» پذیرفته نیست؛ عددی صحیح و مثبت به ریال بنویسید یا خالی بگذارید.',
        },
      ]),
    );
    expect((await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json().priceTiers).toEqual(TIERS);
    const applied = (await importCsv([header, good].join('\n'), true)).json();
    expect(applied).toMatchObject({ applied: true, errors: [] });
    const changed = (await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json();
    expect(changed).toMatchObject({
      priceTiers: [
        { minQuantity: 1, priceRials: 12_500_000, leadTimeDays: null },
        { minQuantity: 100, priceRials: 9_900_000, leadTimeDays: 20 },
      ],
      orderMultiple: null,
      samplePriceRials: null,
    });
  });

  it('moves the first tier with a bulk price and refuses «price on request» for a tiered listing', async () => {
    await setPricing({ priceRials: 12_500_000, priceTiers: TIERS, orderMultiple: null, samplePriceRials: null });
    const bulk = (priceRials: number | null) =>
      call(owner, 'POST', '/supplierproducts/bulk', { merchantId: product.merchantId, ids: [product.id], priceRials });
    const refused = await bulk(null);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toContain('قیمت پلکانی دارد');
    expect((await bulk(13_000_000)).statusCode).toBe(200);
    const after = (await call(owner, 'GET', `/supplierproducts/${product.id}/editor`)).json();
    expect(after.priceRials).toBe(13_000_000);
    expect(after.priceTiers.map((t: PriceTier) => t.priceRials)).toEqual([13_000_000, 11_800_000, 10_900_000]);
    await setPricing({ priceRials: 12_500_000, priceTiers: TIERS });
  });
});

describe('direct orders priced by tier', () => {
  it('prices 50 at the 50+ tier and 9 at the first', async () => {
    const fifty = await order(50);
    expect(fifty.statusCode, fifty.body).toBe(201);
    expect(fifty.json().items[0]).toMatchObject({ quantity: 50, tierPriceRials: 10_900_000, unitPriceRials: null });
    expect((await order(9)).json().items[0].tierPriceRials).toBe(12_500_000);
  });

  it('gives every line its tier’s price, for random tier tables and quantities', async () => {
    const tables = fc.uniqueArray(fc.integer({ min: 2, max: 500 }), { minLength: 0, maxLength: 5 }).chain((starts) =>
      fc.tuple(
        fc.constant([1, ...starts.sort((a, b) => a - b)]),
        fc.array(fc.integer({ min: 100_000, max: 50_000_000 }), {
          minLength: starts.length + 1,
          maxLength: starts.length + 1,
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(tables, fc.integer({ min: 1, max: 1000 }), async ([starts, prices], quantity) => {
        const tiers = starts.map((minQuantity, i) => ({
          minQuantity,
          priceRials: prices[i] ?? 1,
          leadTimeDays: null,
        }));
        await setPricing({
          priceRials: tiers[0]?.priceRials,
          minOrderQuantity: null,
          orderMultiple: null,
          priceTiers: tiers,
        });
        const line = (await order(quantity)).json().items[0];
        // The tier is the one whose range holds the quantity: it starts at or below it, the next one above it.
        const i = tierIndexFor(tiers, quantity);
        expect(tiers[i]?.minQuantity).toBeLessThanOrEqual(quantity);
        expect(tiers[i + 1]?.minQuantity ?? Number.POSITIVE_INFINITY).toBeGreaterThan(quantity);
        expect(line.tierPriceRials).toBe(tiers[i]?.priceRials);
      }),
      { numRuns: 12 },
    );
    await setPricing({ priceRials: 12_500_000, priceTiers: TIERS });
  });

  it('refuses a quantity under the minimum or off the multiple with a Persian field error', async () => {
    await setPricing({
      priceRials: 12_500_000,
      minOrderQuantity: 10,
      orderMultiple: 5,
      priceTiers: [{ minQuantity: 10, priceRials: 12_500_000, leadTimeDays: null }, TIERS[2]],
    });
    const under = await order(5);
    expect(under.statusCode).toBe(400);
    expect(under.json().errors).toEqual([
      {
        field: 'body.items.0.quantity',
        code: 'orderQuantity',
        message: `حداقل سفارش این کالا ۱۰ ${product.unit} است.`,
      },
    ]);
    const off = await order(12);
    expect(off.json().errors[0].message).toBe(`این کالا در مضرب‌های ۵ ${product.unit} فروخته می‌شود.`);
    expect((await order(55)).json().items[0].tierPriceRials).toBe(10_900_000);
    // Without tiers or a multiple the minimum binds new orders too (decision 052).
    await setPricing({ minOrderQuantity: 10, orderMultiple: null, priceTiers: [] });
    const plain = await order(5);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors[0]).toMatchObject({
      field: 'body.items.0.quantity',
      message: `حداقل سفارش این کالا ۱۰ ${product.unit} است.`,
    });
    // A draft written before it (when that minimum was advice) keeps working: edited with its line as it was, it
    // is saved; changing that line's quantity meets today's rule.
    const old = await order(10);
    expect(old.statusCode, old.body).toBe(201);
    const id = old.json().id as number;
    await ctx.db.execute(sql`update trade_request_items set quantity = 5 where trade_request_id = ${id}`);
    const line = (quantity: number, description: string) =>
      call(buyer, 'PUT', `/traderequests/direct-order/${id}`, {
        items: [{ productId: product.id, quantity, unit: product.unit }],
        description,
      });
    const kept = await line(5, 'تحویل در انبار غربی');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ description: 'تحویل در انبار غربی', items: [{ quantity: 5 }] });
    const changed = await line(6, 'تحویل در انبار غربی');
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors[0].field).toBe('body.items.0.quantity');
  });

  it('orders one sample at the sample price, only where the listing offers samples', async () => {
    await setPricing({ minOrderQuantity: null, orderMultiple: null, priceTiers: TIERS, samplePriceRials: null });
    const none = await order(1, { kind: 'sample' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      field: 'body.items.0.productId',
      message: 'فروشنده برای این کالا نمونه نمی‌فروشد.',
    });
    await setPricing({ samplePriceRials: 13_000_000 });
    expect((await order(3, { kind: 'sample' })).json().errors[0]).toMatchObject({ field: 'body.items.0.quantity' });
    const sample = await order(1, { kind: 'sample' });
    expect(sample.statusCode, sample.body).toBe(201);
    expect(sample.json()).toMatchObject({ kind: 'sample', items: [{ quantity: 1, tierPriceRials: 13_000_000 }] });
    const mine = (await call(buyer, 'GET', '/traderequests/mine')).json();
    expect(mine.items.find((r: { id: number }) => r.id === sample.json().id)?.kind).toBe('sample');
  });
});

describe('quotes on delivered cost', () => {
  it('adds shipping and VAT to each quote, as secure payment would charge them', async () => {
    const draft = (await order(20)).json();
    expect((await call(buyer, 'POST', `/traderequests/${draft.id}/open-to-quotes`)).statusCode).toBe(200);
    const quote = (as: Session, price: number, shippingRials: number, leadTimeDays: number) =>
      call(as, 'POST', `/traderequests/${draft.id}/quotes`, {
        items: [{ itemId: draft.items[0].id, unitPriceRials: price, unit: product.unit }],
        leadTimeDays,
        shippingRials,
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      });
    expect((await quote(owner, 1_000_000, 4_000_000, 5)).statusCode).toBe(201);
    expect((await quote(otherSupplier, 1_100_000, 0, 12)).statusCode).toBe(201);
    const quotes = (await call(buyer, 'GET', `/traderequests/${draft.id}`)).json().quotes;
    const byMerchant = (m: number) => quotes.find((q: { merchantId: number }) => q.merchantId === m);
    // 20 × 1 000 000 + 4 000 000 shipping = 24 000 000, VAT 10 % = 2 400 000.
    expect(byMerchant(product.merchantId).delivered).toEqual({
      goodsRials: 20_000_000,
      shippingRials: 4_000_000,
      vatRials: 2_400_000,
      totalRials: 26_400_000,
      vatPercent: 10,
    });
    expect(byMerchant(otherMerchantId).delivered.totalRials).toBe(24_200_000);
    expect(byMerchant(otherMerchantId).onTimeRate).toBeNull();
    const accepted = await call(buyer, 'POST', `/traderequests/${draft.id}/accept-quote`, {
      quoteId: byMerchant(product.merchantId).id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The accepted quote's shipping is the order's: secure payment charges what the comparison showed.
    const [row] = await ctx.db
      .select({ shippingRials: tradeRequests.shippingRials })
      .from(tradeRequests)
      .where(eq(tradeRequests.id, draft.id));
    expect(row?.shippingRials).toBe(4_000_000);
  });
});
