import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { handmadePdf } from '../../../test/pdf-samples.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { startRevalidateStub } from '../../../test/web-revalidate.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { cities } from '../../db/schema/geography.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { staffAuditLog } from '../../db/schema/platform.js';

// The supplier's company profile (decision 029): validation with Persian field errors, who may edit (owner,
// agent with the profile right; never another merchant's owner, a buyer or an agent without the right),
// delegation requests reviewed by staff only, articles whose drafts are never public, and every change
// reaching the web's cached pages.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let lockedAgent: Session;
let stranger: Session;
let buyer: Session;
let staff: Session;
let merchantId = 0;
let strangerMerchantId = 0;

let web: Awaited<ReturnType<typeof startRevalidateStub>>;

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = handmadePdf();

beforeAll(async () => {
  web = await startRevalidateStub();
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', ...web.env } });
  owner = await signIn(ctx.app, '09201290001');
  agent = await signIn(ctx.app, '09201290002');
  lockedAgent = await signIn(ctx.app, '09201290003');
  stranger = await signIn(ctx.app, '09201290004');
  buyer = await signIn(ctx.app, '09201290005');
  await signIn(ctx.app, '09201290006');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.phone, '09201290006'));
  staff = await signIn(ctx.app, '09201290006');
  const [own, other] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(14)
    .limit(2);
  if (!own || !other) throw new Error('the seed has too few confirmed merchants');
  merchantId = own.id;
  strangerMerchantId = other.id;
  await ctx.db.insert(merchantMembers).values([
    { merchantId, userId: owner.userId, role: 'owner' },
    { merchantId, userId: agent.userId, role: 'agent', manageProfile: true },
    { merchantId, userId: lockedAgent.userId, role: 'agent' },
    { merchantId: other.id, userId: stranger.userId, role: 'owner' },
  ]);
}, 300_000); // the embedded database seeds slowly on a busy machine
afterAll(async () => {
  await ctx?.close();
  await web?.close();
});

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
const upload = async (session: Session, name: string, content: Buffer, isPublic = true) =>
  (await uploadFile(ctx.app, session.auth, { name, content }, isPublic ? { public: 'true' } : {})).json().id as string;
const fieldsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
const publicSupplier = async (id = merchantId) => (await call(null, 'GET', `/suppliers/${id}`)).json();

describe('the company profile', () => {
  it('refuses a bad email, phone, mobile and web address with a Persian message on each field, and changes nothing', async () => {
    const before = await publicSupplier();
    const response = await call(owner, 'PUT', `/merchants/${merchantId}/profile`, {
      about: 'درباره',
      phones: ['۰۲۱۸۸۷۷۶۶۵۵', '12345'],
      mobile: '0912',
      email: 'info@@example',
      website: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const fields = fieldsOf(response.json());
    expect(Object.keys(fields).sort()).toEqual(['body.email', 'body.mobile', 'body.phones.1', 'body.website']);
    expect(fields['body.email']).toMatch(/ایمیل/);
    expect(fields['body.phones.1']).toMatch(/پیش‌شماره/);
    expect(fields['body.website']).toMatch(/وب‌سایت/);
    expect((await publicSupplier()).about).toBe(before.about);
  });

  it('saves about (markup removed), contact, logo, cover, catalogue, sale cities and settings, and shows them publicly', async () => {
    const logo = await upload(owner, 'logo.png', PNG_1x1);
    const cover = await upload(owner, 'cover.png', PNG_1x1);
    const catalogue = await upload(owner, 'catalogue.pdf', PDF);
    const twoCities = await ctx.db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(2);
    const response = await call(owner, 'PUT', `/merchants/${merchantId}/profile`, {
      about: 'سازندهٔ <b>پمپ</b> صنعتی<script>alert(1)</script>\nاز ۱۳۷۰',
      phones: ['۰۲۱-۸۸۷۷۶۶۵۵'],
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      email: 'Sales@Example.ir',
      website: 'www.example.ir',
      address: 'تهران، خیابان آزادی',
      logoFileId: logo,
      coverFileId: cover,
      catalogueFileId: catalogue,
      saleCityIds: twoCities.map((c) => c.id),
      minOrderNote: 'حداقل یک دستگاه',
      paymentTerms: ['نقدی', 'چک'],
      nationwideDelivery: true,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      about: 'سازندهٔ پمپ صنعتی\nاز 1370',
      phones: ['02188776655'],
      mobile: '09121234567',
      email: 'sales@example.ir',
      website: 'https://www.example.ir/',
      logoUrl: `/api/v1/files/${logo}`,
      coverUrl: `/api/v1/files/${cover}`,
      catalogue: { fileId: catalogue },
      nationwideDelivery: true,
      paymentTerms: ['نقدی', 'چک'],
    });
    expect(saved.saleCities.map((c: { id: number }) => c.id).sort()).toEqual(twoCities.map((c) => c.id).sort());
    const shown = await publicSupplier();
    expect(shown).toMatchObject({
      about: 'سازندهٔ پمپ صنعتی\nاز 1370',
      logoUrl: `/api/v1/files/${logo}`,
      website: 'https://www.example.ir/',
      catalogue: { url: `/api/v1/files/${catalogue}`, fileName: 'catalogue.pdf' },
      saleSetting: { nationwideDelivery: true, saleCityCount: 2 },
    });
    const cityList = (await call(null, 'GET', `/salecities?merchantId=${merchantId}`)).json();
    expect(cityList).toHaveLength(2);
  });

  it('tells the web to expire the supplier, content and catalog pages after a save', async () => {
    web.tags.length = 0;
    const response = await call(owner, 'PUT', `/merchants/${merchantId}/profile`, { about: 'نسخهٔ تازه' });
    expect(response.statusCode).toBe(200);
    await ctx.drain();
    expect(web.tags).toContainEqual(['suppliers', 'content', 'catalog']);
  });

  it('refuses a private file, a PDF as logo, an image as catalogue and another user’s file', async () => {
    const privateImage = await upload(owner, 'private.png', PNG_1x1, false);
    const pdf = await upload(owner, 'x.pdf', PDF);
    const image = await upload(owner, 'x.png', PNG_1x1);
    const strangers = await upload(stranger, 'theirs.png', PNG_1x1);
    const response = await call(owner, 'PUT', `/merchants/${merchantId}/profile`, {
      logoFileId: pdf,
      coverFileId: privateImage,
      catalogueFileId: image,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response.json())).sort()).toEqual([
      'body.catalogueFileId',
      'body.coverFileId',
      'body.logoFileId',
    ]);
    const theirs = await call(owner, 'PUT', `/merchants/${merchantId}/profile`, { logoFileId: strangers });
    expect(fieldsOf(theirs.json())['body.logoFileId']).toMatch(/یافت نشد/);
  });

  it('lets an agent with the profile right edit, and refuses another merchant’s owner, a buyer and an agent without the right on every call', async () => {
    expect((await call(agent, 'GET', `/merchants/${merchantId}/profile`)).statusCode).toBe(200);
    expect((await call(agent, 'PUT', `/merchants/${merchantId}/profile`, { about: 'از نماینده' })).statusCode).toBe(
      200,
    );
    const article = (
      await call(owner, 'POST', `/merchants/${merchantId}/articles`, { title: 'مقالهٔ مالک', bodyHtml: '<p>متن</p>' })
    ).json();
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['profile', 'GET', `/merchants/${merchantId}/profile`],
      ['update', 'PUT', `/merchants/${merchantId}/profile`, { about: 'ربوده' }],
      ['delegations', 'GET', `/merchants/${merchantId}/delegation-requests`],
      [
        'request',
        'POST',
        `/merchants/${merchantId}/delegation-requests`,
        { name: 'برند ربوده', kind: 'agency', documentFileIds: ['abcdefgh12'] },
      ],
      ['articles', 'GET', `/merchants/${merchantId}/articles`],
      ['write', 'POST', `/merchants/${merchantId}/articles`, { title: 'ربوده', bodyHtml: '<p>x</p>' }],
      ['article', 'GET', `/supplierarticles/${article.id}`],
      ['edit', 'PUT', `/supplierarticles/${article.id}`, { title: 'ربوده', bodyHtml: '<p>x</p>' }],
    ];
    const seen: string[] = [];
    for (const [who, session] of [
      ['stranger', stranger],
      ['buyer', buyer],
      ['lockedAgent', lockedAgent],
    ] as const) {
      for (const [name, method, url, body] of calls) {
        const response = await call(session, method, url, body);
        seen.push(`${who} ${name} ${response.statusCode} ${response.json().code ?? ''}`);
        expect([403, 404], `${who} ${name}`).toContain(response.statusCode);
        expect(response.body).not.toContain('مقالهٔ مالک');
      }
    }
    expect(seen).toContain('lockedAgent update 403 SUPPLIERS_NO_PROFILE_RIGHT');
    expect(seen).toContain('stranger article 404 NOT_FOUND');
    expect((await publicSupplier()).about).toBe('از نماینده');
    expect((await call(owner, 'GET', `/supplierarticles/${article.id}`)).json().title).toBe('مقالهٔ مالک');
    // The other merchant's owner may edit their own merchant, not this one.
    expect((await call(stranger, 'GET', `/merchants/${strangerMerchantId}/profile`)).statusCode).toBe(200);
  });

  it('tells the workspace which members may edit the profile', async () => {
    const mine = (await call(lockedAgent, 'GET', '/merchants/managed')).json();
    expect(mine).toEqual([expect.objectContaining({ id: merchantId, manageProfile: false })]);
    const owners = (await call(owner, 'GET', '/merchants/managed')).json();
    expect(owners).toEqual([expect.objectContaining({ id: merchantId, manageProfile: true })]);
  });
});

describe('delegations', () => {
  it('a request waits for staff, is not public, and appears publicly once staff confirm it (audited)', async () => {
    const document = await upload(owner, 'letter.pdf', PDF, false);
    const requested = await call(owner, 'POST', `/merchants/${merchantId}/delegation-requests`, {
      name: 'پمپیران',
      kind: 'representative',
      region: 'تهران',
      documentFileIds: [document],
    });
    expect(requested.statusCode).toBe(201);
    const request = requested.json();
    expect(request).toMatchObject({ name: 'پمپیران', state: 'pending', documents: [{ fileId: document }] });
    const publicNames = async () =>
      (await call(null, 'GET', `/merchantdelegations?merchantId=${merchantId}&pageSize=100`))
        .json()
        .items.map((d: { name: string }) => d.name);
    expect(await publicNames()).not.toContain('پمپیران');
    expect((await call(null, 'GET', `/merchantdelegations/${request.id}`)).statusCode).toBe(404);

    // Only staff see the queue, read the documents and decide.
    for (const session of [owner, agent, stranger, buyer]) {
      expect((await call(session, 'GET', '/admin/delegations')).statusCode).toBe(403);
      expect((await call(session, 'POST', `/admin/delegations/${request.id}/confirm`)).statusCode).toBe(403);
      expect(
        (await call(session, 'POST', `/admin/delegations/${request.id}/reject`, { reason: 'نه' })).statusCode,
      ).toBe(403);
      expect(
        (await call(session, 'GET', `/admin/delegations/${request.id}/documents?fileId=${document}`)).statusCode,
      ).toBe(403);
    }
    const queue = (await call(staff, 'GET', '/admin/delegations?state=pending&pageSize=100')).json();
    expect(queue.items.map((d: { id: number }) => d.id)).toContain(request.id);
    expect((await call(staff, 'GET', `/admin/delegations/${request.id}/documents?fileId=${document}`)).statusCode).toBe(
      200,
    );
    const confirmed = await call(staff, 'POST', `/admin/delegations/${request.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed' });
    expect(await publicNames()).toContain('پمپیران');
    expect((await call(null, 'GET', `/merchantdelegations/${request.id}`)).statusCode).toBe(200);
    expect((await call(staff, 'POST', `/admin/delegations/${request.id}/reject`, { reason: 'دیر' })).statusCode).toBe(
      409,
    );
    const [audit] = await ctx.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'delegation.confirm'), eq(staffAuditLog.objectId, String(request.id))));
    expect(audit?.staffUserId).toBe(staff.userId);
  });

  it('a refusal carries staff’s reason to the supplier and stays off the public pages', async () => {
    const document = await upload(agent, 'letter.png', PNG_1x1, false);
    // The agent files it with a document the owner uploaded: members share the merchant's documents.
    const ownersDocument = await upload(owner, 'owner-letter.png', PNG_1x1, false);
    const request = (
      await call(agent, 'POST', `/merchants/${merchantId}/delegation-requests`, {
        name: 'برند دوم',
        kind: 'distributor',
        documentFileIds: [document, ownersDocument],
      })
    ).json();
    expect(request.documents).toHaveLength(2);
    const refused = await call(staff, 'POST', `/admin/delegations/${request.id}/reject`, {
      reason: 'نامهٔ نمایندگی مهر ندارد',
    });
    expect(refused.json()).toMatchObject({ state: 'rejected', rejectionReason: 'نامهٔ نمایندگی مهر ندارد' });
    const mine = (await call(owner, 'GET', `/merchants/${merchantId}/delegation-requests`)).json();
    expect(mine.find((d: { id: number }) => d.id === request.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'نامهٔ نمایندگی مهر ندارد',
    });
    const names = (await call(null, 'GET', `/merchantdelegations?merchantId=${merchantId}&pageSize=100`))
      .json()
      .items.map((d: { name: string }) => d.name);
    expect(names).not.toContain('برند دوم');
  });

  it('refuses a document nobody of the merchant uploaded, and a second request of the same name', async () => {
    const strangers = await upload(stranger, 'theirs.png', PNG_1x1, false);
    const response = await call(owner, 'POST', `/merchants/${merchantId}/delegation-requests`, {
      name: 'برند سوم',
      kind: 'agency',
      documentFileIds: [strangers],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())['body.documentFileIds.0']).toMatch(/مدرک/);
    const mine = await upload(owner, 'again.png', PNG_1x1, false);
    const again = await call(owner, 'POST', `/merchants/${merchantId}/delegation-requests`, {
      name: 'پمپیران',
      kind: 'agency',
      documentFileIds: [mine],
    });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again.json())['body.name']).toMatch(/ثبت شده/);
  });
});

describe('supplier articles', () => {
  it('keeps drafts off every public read, publishes on request, sanitises the body', async () => {
    const image = await upload(owner, 'article.png', PNG_1x1);
    const created = await call(owner, 'POST', `/merchants/${merchantId}/articles`, {
      title: 'راهنمای نگهداری پمپ',
      summary: 'چند نکته',
      bodyHtml: '<p onclick="x()">نکتهٔ اول</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      coverFileId: image,
      status: 'draft',
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.bodyHtml).toContain('<p>نکتهٔ اول</p>');
    expect(draft.bodyHtml).not.toMatch(/script|onclick|onerror|alert/);
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, coverFileId: image });
    const publicTitles = async () =>
      (await call(null, 'GET', `/pages/for-public-site?platform=web&merchantId=${merchantId}&pageSize=50`))
        .json()
        .items.map((p: { title: string }) => p.title);
    expect((await call(null, 'GET', `/pages/${draft.id}/by-platform?platform=web`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', `/pages/${draft.id}/by-platform?platform=web`)).statusCode).toBe(404);
    expect(await publicTitles()).not.toContain('راهنمای نگهداری پمپ');
    const search = (await call(null, 'GET', `/searches?q=${encodeURIComponent('راهنمای نگهداری پمپ')}`)).json();
    expect(JSON.stringify(search.articles)).not.toContain('راهنمای نگهداری پمپ');

    const published = await call(owner, 'PUT', `/supplierarticles/${draft.id}`, {
      title: 'راهنمای نگهداری پمپ',
      bodyHtml: '<p>نکتهٔ اول</p>',
      status: 'published',
    });
    expect(published.json()).toMatchObject({ status: 'published', coverFileId: null });
    const page = (await call(null, 'GET', `/pages/${draft.id}/by-platform?platform=web`)).json();
    expect(page).toMatchObject({ title: 'راهنمای نگهداری پمپ', merchant: { id: merchantId } });
    expect(await publicTitles()).toContain('راهنمای نگهداری پمپ');

    // Back to draft: gone from the public site again, still in the supplier's own list.
    await call(owner, 'PUT', `/supplierarticles/${draft.id}`, {
      title: 'راهنمای نگهداری پمپ',
      bodyHtml: '<p>نکتهٔ اول</p>',
      status: 'draft',
    });
    expect((await call(null, 'GET', `/pages/${draft.id}/by-platform?platform=web`)).statusCode).toBe(404);
    const own = (await call(owner, 'GET', `/merchants/${merchantId}/articles`)).json();
    expect(own.find((a: { id: number }) => a.id === draft.id)).toMatchObject({ status: 'draft' });
  });

  it('refuses a body that sanitising empties, with a Persian field error', async () => {
    const response = await call(owner, 'POST', `/merchants/${merchantId}/articles`, {
      title: 'خالی',
      bodyHtml: '<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())['body.bodyHtml']).toMatch(/متن مقاله/);
  });
});
