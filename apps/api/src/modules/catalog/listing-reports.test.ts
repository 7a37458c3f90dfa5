// «گزارش تخلف» (decision 034): a signed-in visitor reports a public listing once (a second report rewrites the
// first), never their own merchant's; staff alone see the queue, dismiss or unpublish with a reason the supplier
// reads; the listing then leaves its page, the listing and search, and each staff action is audited.
import { listingReportsEndpoints } from '@bazaar/contracts/listing-reports';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { listingReports, supplierProducts } from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { staffAuditLog } from '../../db/schema/platform.js';
import { REPORTS_PER_HOUR } from './listing-reports.service.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
type Session = Awaited<ReturnType<typeof signIn>>;
let staff: Session;
let buyer: Session;
let secondBuyer: Session;
let owner: Session;
let otherOwner: Session;
let merchantId = 0;
/** Three published products of the owner's merchant: reported and unpublished, dismissed, rate-limited. */
let products: { id: number; title: string }[] = [];
let seeded: { productId: number; state: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  const confirmed = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(2);
  const [mine, theirs] = confirmed;
  if (!mine || !theirs) throw new Error('the seed has too few confirmed merchants');
  merchantId = mine.id;
  products = await ctx.db
    .select({ id: supplierProducts.id, title: supplierProducts.title })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, mine.id), eq(supplierProducts.status, 'published')))
    .orderBy(asc(supplierProducts.id))
    .limit(3);
  if (products.length < 3) throw new Error('the seed’s first merchant has too few published products');
  buyer = await signIn(ctx.app, '09183330001');
  secondBuyer = await signIn(ctx.app, '09183330002');
  owner = await signIn(ctx.app, '09183330003');
  otherOwner = await signIn(ctx.app, '09183330004');
  await ctx.db.insert(merchantMembers).values([
    { merchantId: mine.id, userId: owner.userId, role: 'owner' },
    { merchantId: theirs.id, userId: otherOwner.userId, role: 'owner' },
  ]);
  const staffUser = await signIn(ctx.app, '09183330005');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.id, staffUser.userId));
  staff = await signIn(ctx.app, '09183330005');
  // The demo seed files a few reports of its own (checked below); the rest of this file counts only its own.
  seeded = await ctx.db
    .select({ productId: listingReports.productId, state: listingReports.state })
    .from(listingReports);
  await ctx.db.delete(listingReports);
}, 600_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: string, url: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: session?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
const report = (session: Session | null, productId: number, body: object) =>
  call(session, 'POST', `/supplierproducts/${productId}/reports`, body);
const openRows = (productId: number) =>
  ctx.db
    .select({ id: listingReports.id, reason: listingReports.reason, text: listingReports.text })
    .from(listingReports)
    .where(and(eq(listingReports.productId, productId), eq(listingReports.state, 'open')));
const auditRows = (productId: number) =>
  ctx.db
    .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId, detail: staffAuditLog.detail })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, 'supplier_product'), eq(staffAuditLog.objectId, String(productId))))
    .orderBy(asc(staffAuditLog.id));
const product = (i: number) => {
  const found = products[i];
  if (!found) throw new Error(`no product ${i}`);
  return found;
};

it('the demo data gives staff a queue: open reports on two listings, none of the demo supplier’s', () => {
  expect(seeded.length).toBeGreaterThanOrEqual(3);
  expect(new Set(seeded.map((r) => r.productId)).size).toBe(2);
  expect(seeded.every((r) => r.state === 'open')).toBe(true);
  expect(seeded.map((r) => r.productId)).not.toContain(product(0).id);
});

describe('reporting a listing', () => {
  it('asks an anonymous visitor to sign in (401 problem) and stores nothing', async () => {
    const response = await report(null, product(0).id, { reason: 'duplicate' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await openRows(product(0).id)).toEqual([]);
  });

  it('takes only a reason of the list, needs a few words for «سایر», and limits the text', async () => {
    const unknown = await report(buyer, product(0).id, { reason: 'spam' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.reason');
    const bareOther = await report(buyer, product(0).id, { reason: 'other', text: '  ' });
    expect(bareOther.statusCode).toBe(400);
    expect(bareOther.json().errors[0]).toMatchObject({ field: 'body.text', code: 'required' });
    expect(bareOther.json().errors[0].message).toContain('سایر');
    const long = await report(buyer, product(0).id, { reason: 'wrong_info', text: 'ب'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('body.text');
    expect(await openRows(product(0).id)).toEqual([]);
  });

  it('refuses the listing’s own supplier and an unknown or unpublished product', async () => {
    const own = await report(owner, product(0).id, { reason: 'duplicate' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('CATALOG_OWN_LISTING_REPORT');
    expect((await report(buyer, 99_999_999, { reason: 'duplicate' })).statusCode).toBe(404);
    const [draft] = await ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(ne(supplierProducts.status, 'published'))
      .limit(1);
    if (draft) expect((await report(buyer, draft.id, { reason: 'duplicate' })).statusCode).toBe(404);
  });

  it('files one open report per person and listing: a second report rewrites it and says so', async () => {
    const first = await report(buyer, product(0).id, { reason: 'misleading_price', text: 'قيمت ۱۲۰ هزار كم است' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ updated: false, reason: 'misleading_price' });
    expect(first.json().message).toContain('گزارش شما ثبت شد');
    // Arabic ي/ك and Persian digits are stored in the site's one form.
    expect(first.json().text).toBe('قیمت 120 هزار کم است');

    const again = await report(buyer, product(0).id, { reason: 'other', text: 'عکس از محصول دیگری است' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, updated: true, reason: 'other' });
    expect(again.json().message).toContain('پیش‌تر');
    expect(await openRows(product(0).id)).toEqual([
      { id: first.json().id, reason: 'other', text: 'عکس از محصول دیگری است' },
    ]);

    expect((await report(secondBuyer, product(0).id, { reason: 'prohibited_or_counterfeit' })).statusCode).toBe(201);
    expect(await openRows(product(0).id)).toHaveLength(2);
  });

  it(`answers 429 with Retry-After past ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const busy = await signIn(ctx.app, '09183330006');
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1)
      expect((await report(busy, product(2).id, { reason: 'duplicate' })).statusCode).toBeLessThan(300);
    const refused = await report(busy, product(2).id, { reason: 'duplicate' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toContain('دقیقهٔ دیگر');
  });
});

describe('staff’s queue', () => {
  it('refuses every call to a buyer, the supplier’s owner (403) and anonymous visitors (401)', async () => {
    const failures: string[] = [];
    const staffCalls = [
      listingReportsEndpoints.queue,
      listingReportsEndpoints.dismiss,
      listingReportsEndpoints.unpublish,
    ];
    for (const endpoint of staffCalls) {
      const url = endpoint.path.replace(':id', String(product(0).id));
      const body = endpoint.method === 'GET' ? undefined : { note: 'بی‌مورد', reason: 'دلیل آزمایشی کافی' };
      for (const [who, session, expected] of [
        ['anonymous', null, 401],
        ['buyer', buyer, 403],
        ['supplier owner', owner, 403],
      ] as const) {
        const response = await call(session, endpoint.method, url, body);
        if (response.statusCode !== expected || !String(response.headers['content-type']).includes('problem'))
          failures.push(`${endpoint.method} ${endpoint.path} as ${who}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await openRows(product(0).id)).toHaveLength(2);
    expect(await auditRows(product(0).id)).toEqual([]);
  });

  it('lists open reports grouped by listing with their count and reasons', async () => {
    const queue = await call(staff, 'GET', '/admin/listing-reports');
    expect(queue.statusCode).toBe(200);
    const group = queue.json().items.find((g: { product: { id: number } }) => g.product.id === product(0).id);
    expect(group).toMatchObject({ state: 'open', count: 2, resolution: null });
    expect(group.product.merchant.id).toBe(merchantId);
    expect(group.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'other', count: 1 },
        { reason: 'prohibited_or_counterfeit', count: 1 },
      ]),
    );
    expect(group.reports.map((r: { reporter: { phone: string } }) => r.reporter.phone).sort()).toEqual([
      '09183330001',
      '09183330002',
    ]);
    expect((await call(staff, 'GET', '/admin/listing-reports?state=dismissed')).json().total).toBe(0);
  });

  it('dismisses a listing’s open reports with a note, audited; the listing stays public and may be reported again', async () => {
    const id = product(1).id;
    await report(buyer, id, { reason: 'duplicate' });
    await report(secondBuyer, id, { reason: 'wrong_info', text: 'ابعاد اشتباه است' });
    const dismissed = await call(staff, 'POST', `/admin/listing-reports/${id}/dismiss`, { note: 'آگهی درست است' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ productId: id, closed: 2, state: 'dismissed' });
    expect(await openRows(id)).toEqual([]);
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(200);

    const again = await call(staff, 'POST', `/admin/listing-reports/${id}/dismiss`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CATALOG_NO_OPEN_REPORTS');

    const open = (await call(staff, 'GET', '/admin/listing-reports')).json();
    expect(open.items.map((g: { product: { id: number } }) => g.product.id)).not.toContain(id);
    const closed = (await call(staff, 'GET', '/admin/listing-reports?state=dismissed')).json();
    const group = closed.items.find((g: { product: { id: number } }) => g.product.id === id);
    expect(group).toMatchObject({ state: 'dismissed', count: 2 });
    expect(group.resolution.note).toBe('آگهی درست است');

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'listing.dismiss_reports', staffUserId: staff.userId });
    expect(audit[0]?.detail).toMatchObject({ closed: 2, note: 'آگهی درست است' });

    expect((await report(buyer, id, { reason: 'duplicate' })).statusCode).toBe(201);
  });

  it('unpublishes with a reason: gone from its page, the listing and search; its supplier alone reads why', async () => {
    const { id, title } = product(0);
    const tooShort = await call(staff, 'POST', `/admin/listing-reports/${id}/unpublish`, { reason: 'بد' });
    expect(tooShort.statusCode).toBe(400);
    // Warm the caches the change event must clear.
    expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(200);
    const listingIds = async () =>
      (await call(null, 'GET', `/supplierproducts/catalog?merchantId=${merchantId}&pageSize=100&sort=newest`))
        .json()
        .items.map((p: { id: number }) => p.id);
    expect(await listingIds()).toContain(id);

    const reason = 'قیمت درج‌شده با قیمت واقعی فاصلهٔ زیادی دارد؛ قیمت را اصلاح کنید.';
    const done = await call(staff, 'POST', `/admin/listing-reports/${id}/unpublish`, { reason });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ productId: id, closed: 2, state: 'unpublished' });
    expect(await openRows(id)).toEqual([]);

    await vi.waitFor(
      async () => {
        await ctx.drain();
        expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(404);
        expect(await listingIds()).not.toContain(id);
      },
      { timeout: 3_000, interval: 50 },
    );
    const search = (await call(null, 'GET', `/searches?q=${encodeURIComponent(title)}`)).json();
    expect(search.products.items.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await report(secondBuyer, id, { reason: 'duplicate' })).statusCode).toBe(404);

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'listing.unpublish', staffUserId: staff.userId });
    expect(audit[0]?.detail).toMatchObject({ reason, closed: 2, previousStatus: 'published' });

    const resolved = (await call(staff, 'GET', '/admin/listing-reports?state=unpublished')).json();
    const group = resolved.items.find((g: { product: { id: number } }) => g.product.id === id);
    expect(group).toMatchObject({ count: 2, product: { status: 'draft' } });
    expect(group.resolution.note).toBe(reason);

    // The owner reads the reason in the product list and in the editor.
    const mine = (await call(owner, 'GET', `/supplierproducts/mine?pageSize=100&status=draft`)).json();
    const row = mine.items.find((p: { id: number }) => p.id === id);
    expect(row.status).toBe('draft');
    expect(row.moderation.reason).toBe(reason);
    expect((await call(owner, 'GET', `/supplierproducts/${id}/editor`)).json().moderation.reason).toBe(reason);
    // Another merchant's owner reads nothing of it.
    const other = await call(otherOwner, 'GET', `/supplierproducts/${id}/editor`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('فاصلهٔ زیادی');
    const theirs = (await call(otherOwner, 'GET', '/supplierproducts/mine?pageSize=100')).json();
    expect(theirs.items.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(JSON.stringify(theirs)).not.toContain('فاصلهٔ زیادی');
  });

  it('lets the supplier publish the listing again, which clears staff’s reason', async () => {
    const { id } = product(0);
    const published = await call(owner, 'PUT', `/supplierproducts/${id}/status`, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', moderation: null });
    await vi.waitFor(
      async () => {
        await ctx.drain();
        expect((await call(null, 'GET', `/supplierproducts/${id}/catalog`)).statusCode).toBe(200);
      },
      { timeout: 3_000, interval: 50 },
    );
    const mine = (await call(owner, 'GET', '/supplierproducts/mine?pageSize=100')).json();
    expect(mine.items.find((p: { id: number }) => p.id === id).moderation).toBeNull();
  });
});
