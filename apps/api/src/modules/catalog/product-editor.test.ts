import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { categoryProperties, supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { staffAuditLog } from '../../db/schema/platform.js';

// The supplier workspace (decision 027): registering a merchant and staff's verification, the product editor
// (validation of every property type and unit, ownership, drafts never public), proposed base products and
// the staff audit log.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let lockedAgent: Session;
let stranger: Session;
let staff: Session;
let newcomer: Session;
let merchantId = 0;
let strangerMerchantId = 0;
let categoryId = 0;
let props: CategoryProperty[] = [];

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const VALID_LEGAL_ID = '10380284790';

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, '09201160001');
  agent = await signIn(ctx.app, '09201160002');
  lockedAgent = await signIn(ctx.app, '09201160003');
  stranger = await signIn(ctx.app, '09201160004');
  staff = await signIn(ctx.app, '09201160005');
  newcomer = await signIn(ctx.app, '09201160006');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.id, staff.userId));
  staff = await signIn(ctx.app, '09201160005');
  const [own, other] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(10)
    .limit(2);
  if (!own || !other) throw new Error('the seed has too few confirmed merchants');
  merchantId = own.id;
  strangerMerchantId = other.id;
  await ctx.db.insert(merchantMembers).values([
    { merchantId, userId: owner.userId, role: 'owner' },
    { merchantId, userId: agent.userId, role: 'agent' },
    { merchantId, userId: lockedAgent.userId, role: 'agent', manageProducts: false },
    { merchantId: other.id, userId: stranger.userId, role: 'owner' },
  ]);
  // A leaf category under «پمپ», whose properties include ranges, numbers with units and options.
  const [pump] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'پمپ'));
  const [leaf] = await ctx.db
    .select({ id: supplierProducts.categoryId })
    .from(supplierProducts)
    .where(sql`${supplierProducts.categoryPath} @> array[${pump?.id ?? 0}]::int[]`)
    .limit(1);
  categoryId = leaf?.id ?? 0;
  props = (await call(null, 'GET', `/categories/${categoryId}/properties`)).json();
});
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

const propOf = (type: CategoryProperty['type'], withQuantity = true) => {
  const found = props.find((p) => p.type === type && (!withQuantity || (p.quantity && p.units.length > 1)));
  if (!found) throw new Error(`the pump category has no ${type} property`);
  return found;
};
const otherUnit = (p: CategoryProperty) => {
  const unit = p.units.find((u) => u.id !== p.defaultUnit?.id);
  if (!unit) throw new Error('no second unit');
  return unit;
};

let serial = 0;
const productBody = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    merchantId,
    categoryId,
    title: `پمپ سانتریفیوژ آزمایشی ${serial}`,
    priceRials: 250_000_000,
    salesUnit: 'دستگاه',
    minOrderQuantity: 2,
    description: 'پمپ آزمایشی برای آزمون ویرایشگر محصول',
    ...extra,
  };
};

async function publicImage(session: Session) {
  const uploaded = await uploadFile(ctx.app, session.auth, { name: 'pump.png', content: PNG_1x1 }, { public: 'true' });
  expect(uploaded.statusCode).toBe(201);
  return uploaded.json().id as string;
}

describe('registering a supplier and staff verification', () => {
  let registered = 0;
  let documentId = '';

  it('refuses a bad name, company national id, city and document with a Persian message per field', async () => {
    const response = await call(newcomer, 'POST', '/merchants/registrations', {
      name: 'بازار صنعت',
      categoryTypes: ['Product'],
      provinceId: 1,
      cityId: 999_999,
      phone: '021',
      mobile: '0912',
      nationalId: '12345678901',
      documentFileIds: ['not-a-real-file-id'],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.nationalId',
        'body.cityId',
        'body.phone',
        'body.mobile',
        'body.documentFileIds.0',
      ]),
    );
    expect(response.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('creates an unconfirmed merchant owned by the caller, which is not public', async () => {
    const upload = await uploadFile(ctx.app, newcomer.auth, { name: 'license.png', content: PNG_1x1 });
    documentId = upload.json().id;
    const province = (await call(null, 'GET', '/states/filter')).json()[0];
    const city = (await call(null, 'GET', `/cities/filter?provinceId=${province.id}`)).json().items[0];
    const response = await call(newcomer, 'POST', '/merchants/registrations', {
      name: 'صنایع آزمایشی نوین‌پمپ',
      categoryTypes: ['Product', 'IndustrialService'],
      provinceId: province.id,
      cityId: city.id,
      phone: '۰۲۱۸۸۷۷۶۶۵۵',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      nationalId: '۱۰۳۸۰۲۸۴۷۹۰',
      documentFileIds: [documentId],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ state: 'pending', nationalId: VALID_LEGAL_ID, mobile: '09121234567' });
    registered = response.json().id;
    expect((await call(null, 'GET', `/suppliers/${registered}`)).statusCode).toBe(404);
    const mine = (await call(newcomer, 'GET', '/merchants/registrations/mine')).json();
    expect(mine.map((m: { id: number }) => m.id)).toEqual([registered]);
    const managed = (await call(newcomer, 'GET', '/merchants/managed')).json();
    expect(managed[0]).toMatchObject({ id: registered, role: 'owner', manageProducts: true, state: 'pending' });
    // The same name (differently spelled) is taken now.
    const again = await call(stranger, 'POST', '/merchants/registrations', {
      name: 'شرکت صنايع آزمايشی نوين پمپ',
      categoryTypes: ['Product'],
      provinceId: province.id,
      cityId: city.id,
      phone: '02188776655',
      mobile: '09121234567',
      nationalId: VALID_LEGAL_ID,
      documentFileIds: [await publicImage(stranger)],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('body.name');
  });

  it('refuses every staff call to a non-staff caller and to anonymous callers', async () => {
    const staffCalls: [string, string, object?][] = [
      ['GET', '/admin/merchants/registrations'],
      ['GET', `/admin/merchants/${registered}/documents?fileId=${documentId}`],
      ['POST', `/admin/merchants/${registered}/confirm`, { verificationLevel: 'documents' }],
      ['POST', `/admin/merchants/${registered}/reject`, { reason: 'ناقص' }],
      ['GET', '/admin/baseproducts/proposals'],
      ['POST', '/admin/baseproducts/1/approve'],
      ['POST', '/admin/baseproducts/1/reject', { reason: 'تکراری' }],
      ['GET', '/admin/audit-log'],
    ];
    for (const [method, url, body] of staffCalls) {
      for (const session of [newcomer, owner, stranger]) {
        const response = await call(session, method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(null, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets staff read the documents, refuse with a reason the supplier sees, and confirm later', async () => {
    const queue = (await call(staff, 'GET', '/admin/merchants/registrations?pageSize=100')).json();
    const entry = queue.items.find((m: { id: number }) => m.id === registered);
    expect(entry.documents).toEqual([expect.objectContaining({ fileId: documentId })]);
    const document = await call(staff, 'GET', `/admin/merchants/${registered}/documents?fileId=${documentId}`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toContain('image/');
    // A file that is not one of the merchant's documents is not served.
    const other = await publicImage(owner);
    expect((await call(staff, 'GET', `/admin/merchants/${registered}/documents?fileId=${other}`)).statusCode).toBe(404);

    const rejected = await call(staff, 'POST', `/admin/merchants/${registered}/reject`, {
      reason: 'تصویر پروانهٔ بهره‌برداری خوانا نیست.',
    });
    expect(rejected.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'تصویر پروانهٔ بهره‌برداری خوانا نیست.',
    });
    const mine = (await call(newcomer, 'GET', '/merchants/registrations/mine')).json();
    expect(mine[0]).toMatchObject({ state: 'rejected', rejectionReason: 'تصویر پروانهٔ بهره‌برداری خوانا نیست.' });

    const confirmed = await call(staff, 'POST', `/admin/merchants/${registered}/confirm`, {
      verificationLevel: 'documents',
    });
    expect(confirmed.json()).toMatchObject({
      state: 'confirmed',
      verificationLevel: 'documents',
      rejectionReason: null,
    });
    expect((await call(null, 'GET', `/suppliers/${registered}`)).statusCode).toBe(200);
    expect(
      (await call(staff, 'POST', `/admin/merchants/${registered}/confirm`, { verificationLevel: 'identity' })).json()
        .code,
    ).toBe('SUPPLIERS_ALREADY_REVIEWED');

    const audit = await ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.objectId, String(registered)));
    expect(audit.map((a) => a.action).sort()).toEqual(['merchant.confirm', 'merchant.reject']);
    expect(audit.every((a) => a.staffUserId === staff.userId && a.objectType === 'merchant')).toBe(true);
    const listed = (await call(staff, 'GET', '/admin/audit-log')).json();
    expect(listed.items[0]).toMatchObject({ action: 'merchant.confirm', objectId: String(registered) });
    expect(listed.items[0].staff.phone).toBe('09201160005');
  });
});

describe('the product editor', () => {
  it('validates every property type and unit with a Persian message per field', async () => {
    const range = propOf('range');
    const number = propOf('number');
    const option = props.find((p) => p.type === 'option');
    const foreignUnit = props.find((p) => p.quantity && p.quantity.id !== number.quantity?.id)?.units[0];
    const response = await call(
      owner,
      'POST',
      '/supplierproducts',
      productBody({
        values: [
          { propertyId: range.id, value: 50, maxValue: 10, unitId: range.defaultUnit?.id },
          { propertyId: number.id, value: 5, unitId: foreignUnit?.id },
          { propertyId: option?.id, optionKey: 'no-such-option' },
          { propertyId: 999_999, value: 1 },
        ],
        images: [{ fileId: 'missing-image-file', alt: '' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const byField = Object.fromEntries(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(Object.keys(byField).sort()).toEqual(
      [
        'body.values.0.maxValue',
        'body.values.1.unitId',
        'body.values.2.optionKey',
        'body.values.3.propertyId',
        'body.images.0.fileId',
      ].sort(),
    );
    expect(byField['body.values.1.unitId']).toContain(number.name);
    // A number without its value, a boolean without yes/no and an empty text are each named.
    const missing = await call(
      owner,
      'POST',
      '/supplierproducts',
      productBody({ values: [{ propertyId: number.id, unitId: number.defaultUnit?.id }] }),
    );
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ field: 'body.values.0.value', code: 'required' }),
    ]);
    // The contract's own rules (a fractional price, an empty title) come back per field too.
    const contract = await call(owner, 'POST', '/supplierproducts', productBody({ title: '', priceRials: 1.5 }));
    expect(contract.statusCode).toBe(400);
    expect(
      contract
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.priceRials', 'body.title']);
  });

  it('takes whole numbers only for a count, as the properties call does (issue 20)', async () => {
    // A leaf under a category that declares a count (pump stages, years of experience…).
    const [declared] = await ctx.db
      .select({ categoryId: categoryProperties.categoryId })
      .from(categoryProperties)
      .where(and(eq(categoryProperties.integer, true), sql`${categoryProperties.type} in ('number', 'range')`))
      .limit(1);
    const [leaf] = await ctx.db
      .select({ id: supplierProducts.categoryId })
      .from(supplierProducts)
      .where(sql`${supplierProducts.categoryPath} @> array[${declared?.categoryId ?? 0}]::int[]`)
      .limit(1);
    const leafProps: CategoryProperty[] = (await call(null, 'GET', `/categories/${leaf?.id ?? 0}/properties`)).json();
    const count = leafProps.find((p) => p.integer && (p.type === 'number' || p.type === 'range'));
    if (!leaf || !count) throw new Error('the seed declares no count property');
    const value = (v: number) => ({
      propertyId: count.id,
      value: v,
      ...(count.type === 'range' ? { maxValue: v + 1 } : {}),
      unitId: count.defaultUnit?.id,
    });
    const fractional = await call(
      owner,
      'POST',
      '/supplierproducts',
      productBody({ categoryId: leaf.id, values: [value(5.65)] }),
    );
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().errors).toEqual([
      expect.objectContaining({
        field: 'body.values.0.value',
        code: 'integer',
        message: `«${count.name}» باید عدد صحیح باشد.`,
      }),
    ]);
    const whole = await call(
      owner,
      'POST',
      '/supplierproducts',
      productBody({ categoryId: leaf.id, values: [value(5)] }),
    );
    expect(whole.statusCode).toBeLessThan(300);
  });

  it('stores measured values in any unit of the quantity with their base value, so listing filters find them', async () => {
    const range = propOf('range');
    const number = propOf('number');
    const unit = otherUnit(number);
    const option = props.find((p) => p.type === 'option');
    const image = await publicImage(owner);
    const created = await call(
      owner,
      'POST',
      '/supplierproducts',
      productBody({
        status: 'published',
        values: [
          { propertyId: range.id, value: 10, maxValue: 40, unitId: range.defaultUnit?.id },
          { propertyId: number.id, value: 7, unitId: unit.id },
          ...(option ? [{ propertyId: option.id, optionKey: option.options[0]?.key }] : []),
        ],
        images: [{ fileId: image, alt: 'نمای روبه‌رو' }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.images).toEqual([{ fileId: image, alt: 'نمای روبه‌رو', url: `/api/v1/files/${image}` }]);
    const stored = product.values.find((v: { propertyId: number }) => v.propertyId === number.id);
    expect(stored).toMatchObject({ value: 7, unitId: unit.id });
    // The listing filter in the property's default unit finds it by the converted value.
    const base = 7 * unit.factor + unit.offset;
    const inDefault = (base - (number.defaultUnit?.offset ?? 0)) / (number.defaultUnit?.factor ?? 1);
    const listing = await call(
      null,
      'GET',
      `/supplierproducts/catalog?categoryId=${categoryId}&filters[0].propertyId=${number.id}&filters[0].value=${inDefault}&filters[0].measurementUnitId=${number.defaultUnit?.id}&pageSize=100`,
    );
    expect(listing.statusCode).toBe(200);
    expect(listing.json().items.map((p: { id: number }) => p.id)).toContain(product.id);
    expect((await call(null, 'GET', `/supplierproducts/${product.id}/catalog`)).json().priceRials).toBe(250_000_000);
  });

  it('refuses a title that contradicts the stored values, naming both in Persian (issue 36)', async () => {
    const power = props.find((p) => p.key === 'motor_power');
    if (!power) throw new Error('the pump category has no motor power');
    const body = (value: number) =>
      productBody({
        title: `پمپ سانتریفیوژ با موتور ۷٫۵ کیلووات ${serial}`,
        values: [{ propertyId: power.id, value, unitId: power.defaultUnit?.id }],
      });
    const refused = await call(owner, 'POST', '/supplierproducts', body(6.74));
    expect(refused.statusCode).toBe(400);
    const error = refused.json().errors.find((e: { field: string }) => e.field === 'body.title');
    expect(error).toMatchObject({ code: 'contradictsValues' });
    expect(error.message).toContain('توان موتور');
    expect((await call(owner, 'POST', '/supplierproducts', body(7.5))).statusCode).toBe(201);
  });

  it('never shows a draft: not on its page, in the listing or in search; unpublishing hides a product at once', async () => {
    const created = await call(owner, 'POST', '/supplierproducts', productBody({ title: 'پمپ پیش‌نویس زرفام' }));
    expect(created.json().status).toBe('draft');
    const id = created.json().id;
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(404);
    const listing = (
      await call(null, 'GET', `/supplierproducts/catalog?categoryId=${categoryId}&pageSize=100&sort=newest`)
    ).json();
    expect(listing.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const search = (await call(null, 'GET', `/searches?q=${encodeURIComponent('زرفام')}`)).json();
    expect(search.products.items.map((p: { id: number }) => p.id)).not.toContain(id);

    const published = await call(owner, 'PUT', `/supplierproducts/${id}/status`, { status: 'published' });
    expect(published.json().status).toBe('published');
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(200);
    const found = (await call(null, 'GET', `/searches?q=${encodeURIComponent('زرفام')}`)).json();
    expect(found.products.items.map((p: { id: number }) => p.id)).toContain(id);

    await call(agent, 'PUT', `/supplierproducts/${id}/status`, { status: 'draft' });
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(404);
  });

  it('edits, with price on inquiry, and deletes', async () => {
    const id = (await call(owner, 'POST', '/supplierproducts', productBody({ status: 'published' }))).json().id;
    const { merchantId: _m, ...body } = productBody({ status: 'published', priceRials: null });
    const edited = await call(agent, 'PUT', `/supplierproducts/${id}`, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ priceRials: null, title: body.title });
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).json().priceRials).toBeNull();
    expect((await call(owner, 'DELETE', `/supplierproducts/${id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/supplierproducts/${id}/editor`)).statusCode).toBe(404);
  });

  it('refuses another merchant’s owner and an agent without the product right on every call', async () => {
    const id = (await call(owner, 'POST', '/supplierproducts', productBody())).json().id;
    const { merchantId: _m, ...body } = productBody();
    const attempts: [string, string, object?][] = [
      ['GET', `/supplierproducts/${id}/editor`],
      ['PUT', `/supplierproducts/${id}`, body],
      ['PUT', `/supplierproducts/${id}/status`, { status: 'published' }],
      ['PUT', `/supplierproducts/${id}/offer`, { priceRials: 1000 }],
      ['DELETE', `/supplierproducts/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const asStranger = await call(stranger, method as 'GET', url, payload);
      expect(asStranger.statusCode, `${method} ${url} as stranger`).toBe(404);
      const asLocked = await call(lockedAgent, method as 'GET', url, payload);
      expect([403, 404], `${method} ${url} as agent without the right`).toContain(asLocked.statusCode);
    }
    const merchantCalls: [string, string, object?][] = [
      ['POST', '/supplierproducts', productBody()],
      ['GET', `/baseproducts/choices?merchantId=${merchantId}&categoryId=${categoryId}`],
      ['POST', '/baseproducts/proposals', { merchantId, categoryId, name: 'کالای ربوده', salesUnit: 'عدد' }],
      ['GET', `/baseproducts/proposals/mine?merchantId=${merchantId}`],
    ];
    for (const [method, url, payload] of merchantCalls) {
      expect((await call(stranger, method as 'GET', url, payload)).json().code).toBe('CATALOG_NOT_A_SUPPLIER');
      expect((await call(lockedAgent, method as 'GET', url, payload)).json().code).toBe('CATALOG_NO_PRODUCT_RIGHT');
    }
    expect((await call(lockedAgent, 'GET', '/supplierproducts/mine')).statusCode).toBe(403);
    // Nothing changed.
    const [row] = await ctx.db.select().from(supplierProducts).where(eq(supplierProducts.id, id));
    expect(row?.status).toBe('draft');
    // The stranger cannot use another merchant's id in a body either, nor attach the owner's images.
    const image = await publicImage(owner);
    const withImage = await call(
      stranger,
      'POST',
      '/supplierproducts',
      productBody({ merchantId: strangerMerchantId, images: [{ fileId: image, alt: '' }] }),
    );
    expect(withImage.json().errors?.[0]?.field).toBe('body.images.0.fileId');
  });
});

describe('proposed base products', () => {
  it('stays hidden until staff decide; a refusal carries a reason the supplier reads', async () => {
    const proposed = await call(owner, 'POST', '/baseproducts/proposals', {
      merchantId,
      categoryId,
      name: 'پمپ آزمایشی پیشنهادی دوطبقه',
      salesUnit: 'دستگاه',
    });
    expect(proposed.statusCode).toBe(201);
    const id = proposed.json().id;
    expect(proposed.json()).toMatchObject({ review: 'proposed', merchant: { id: merchantId } });
    expect((await call(null, 'GET', `/baseproducts/${id}`)).statusCode).toBe(404);
    const choices = (
      await call(owner, 'GET', `/baseproducts/choices?merchantId=${merchantId}&categoryId=${categoryId}`)
    ).json();
    expect(choices.find((c: { id: number }) => c.id === id)).toMatchObject({ review: 'proposed' });

    const queue = (await call(staff, 'GET', '/admin/baseproducts/proposals?pageSize=100')).json();
    expect(queue.items.map((p: { id: number }) => p.id)).toContain(id);
    const rejected = await call(staff, 'POST', `/admin/baseproducts/${id}/reject`, {
      reason: 'کالای پایهٔ مشابه وجود دارد.',
    });
    expect(rejected.json()).toMatchObject({ review: 'rejected', rejectionReason: 'کالای پایهٔ مشابه وجود دارد.' });
    const mine = (await call(agent, 'GET', `/baseproducts/proposals/mine?merchantId=${merchantId}`)).json();
    expect(mine.find((p: { id: number }) => p.id === id)?.rejectionReason).toBe('کالای پایهٔ مشابه وجود دارد.');
    expect((await call(staff, 'POST', `/admin/baseproducts/${id}/approve`)).json().code).toBe(
      'CATALOG_ALREADY_REVIEWED',
    );

    const second = (
      await call(owner, 'POST', '/baseproducts/proposals', {
        merchantId,
        categoryId,
        name: 'پمپ پیشنهادی پذیرفتنی',
        salesUnit: 'دستگاه',
      })
    ).json().id;
    await call(staff, 'POST', `/admin/baseproducts/${second}/approve`);
    expect((await call(null, 'GET', `/baseproducts/${second}`)).statusCode).toBe(200);
    const audit = await ctx.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.objectType, 'base_product')));
    expect(audit.map((a) => a.action).sort()).toEqual(['base_product.approve', 'base_product.reject']);
  });
});

describe('comment moderation', () => {
  it('writes the staff decision to the audit log with the decision itself', async () => {
    const [page] = await ctx.db
      .execute<{ id: number }>(sql`select id from pages where status = 'published' limit 1`)
      .then((r) => ('rows' in r ? r.rows : r) as { id: number }[]);
    const posted = await call(newcomer, 'POST', '/pagecomments', { pageId: page?.id, body: 'دیدگاه برای آزمون ممیزی' });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().id;
    expect((await call(owner, 'POST', `/admin/pagecomments/${id}/approve`)).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/admin/pagecomments/${id}/approve`)).statusCode).toBe(200);
    const audit = await ctx.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectType, 'comment'));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'comment.approve', objectId: String(id), staffUserId: staff.userId }),
    ]);
  });
});
