// Staff admin (issue 16, decision 030): the feedback inbox, advertisements and announcements with their
// windows, articles with a sanitised body, users' roles and blocks. Every call refused to non-staff, every
// change audited in its own transaction.
import { staffAdminEndpoints } from '@bazaar/contracts/staff-admin';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { handmadePdf } from '../../../test/pdf-samples.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { contentTypes } from '../../db/schema/content.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { outboxEvents, staffAuditLog } from '../../db/schema/platform.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
type Session = Awaited<ReturnType<typeof signIn>>;
let staff: Session;
let buyer: Session;
let supplierOwner: Session;

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  buyer = await signIn(ctx.app, '09182220001');
  supplierOwner = await signIn(ctx.app, '09182220002');
  const [merchant] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(1);
  if (!merchant) throw new Error('the seed has no confirmed merchant');
  await ctx.db.insert(merchantMembers).values({ merchantId: merchant.id, userId: supplierOwner.userId, role: 'owner' });
  const staffUser = await signIn(ctx.app, '09182220003');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.id, staffUser.userId));
  staff = await signIn(ctx.app, '09182220003');
}, 600_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: string, url: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: session?.auth ?? {},
    ...(payload ? { payload } : {}),
  });

const auditRows = (objectType: string, objectId: number) =>
  ctx.db
    .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, objectType), eq(staffAuditLog.objectId, String(objectId))))
    .orderBy(asc(staffAuditLog.id));

describe('every staff admin call', () => {
  it('is refused to a buyer and a supplier owner (403) and to anonymous visitors (401), even with a valid body', async () => {
    const failures: string[] = [];
    for (const endpoint of Object.values(staffAdminEndpoints)) {
      const url = endpoint.path.replace(':id', '1');
      const body = endpoint.method === 'GET' ? undefined : { state: 'read', granted: true, role: 'admin' };
      for (const [who, session, expected] of [
        ['anonymous', null, 401],
        ['buyer', buyer, 403],
        ['supplier owner', supplierOwner, 403],
      ] as const) {
        const response = await call(session, endpoint.method, url, body);
        if (response.statusCode !== expected || !response.headers['content-type']?.toString().includes('problem'))
          failures.push(`${endpoint.method} ${endpoint.path} as ${who}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the feedback inbox', () => {
  it('lists new feedback, marks it read, answers it by note and SMS, filters by state, and audits each step', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedbacks',
      payload: {
        name: 'مهندس کریمی',
        mobile: '۰۹۱۸۲۲۲۰۰۹۹',
        subject: 'پرسش دربارهٔ تأمین‌کنندگان',
        message: 'چطور می‌توانم تأمین‌کنندهٔ شیرآلات صنعتی را پیدا کنم؟',
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;

    const inbox = (await call(staff, 'GET', '/admin/feedbacks?state=new')).json();
    expect(inbox.items.map((f: { id: number }) => f.id)).toContain(id);

    const read = await call(staff, 'PUT', `/admin/feedbacks/${id}/state`, { state: 'read' });
    expect(read.json().state).toBe('read');
    expect(
      (await call(staff, 'GET', '/admin/feedbacks?state=new')).json().items.map((f: { id: number }) => f.id),
    ).not.toContain(id);

    const answered = await call(staff, 'POST', `/admin/feedbacks/${id}/reply`, {
      note: 'از صفحهٔ دسته‌بندی شیرآلات، تأمین‌کنندگان را ببینید.',
      sms: true,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'answered', reply: { bySms: true } });
    await ctx.drain();
    const outbox = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=20' })).json();
    expect(outbox.find((m: { to: string }) => m.to === '09182220099')?.text).toContain('تأمین‌کنندگان را ببینید');

    const answeredList = (await call(staff, 'GET', '/admin/feedbacks?state=answered')).json();
    expect(answeredList.items.map((f: { id: number }) => f.id)).toContain(id);
    expect((await auditRows('feedback', id)).map((r) => r.action)).toEqual(['feedback.read', 'feedback.reply']);
  });

  it('refuses an SMS answer when the sender left no mobile, and changes nothing', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedbacks',
      payload: { name: 'بازدیدکننده', subject: 'پیشنهاد', message: 'لطفاً فیلتر قیمت را بهتر کنید، ممنون.' },
    });
    const id = sent.json().id as number;
    const refused = await call(staff, 'POST', `/admin/feedbacks/${id}/reply`, { note: 'ممنون از پیشنهاد', sms: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.sms');
    expect((await call(staff, 'GET', `/admin/feedbacks/${id}`)).json().state).toBe('new');
    expect(await auditRows('feedback', id)).toEqual([]);
  });
});

describe('advertisements and announcements', () => {
  const publicAnnouncements = async () =>
    (await call(null, 'GET', '/announcements')).json().map((a: { text: string }) => a.text);
  const publicAds = async () =>
    (await call(null, 'GET', '/advertisements?slot=home-hero')).json().map((a: { title: string }) => a.title);

  it('shows only what is inside its window: scheduled for tomorrow is hidden, ended disappears', async () => {
    const tomorrow = await call(staff, 'POST', '/admin/announcements', {
      text: 'اطلاعیهٔ فردا',
      startsAt: iso(24 * HOUR),
      endsAt: iso(48 * HOUR),
    });
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json().window).toBe('scheduled');
    const now = await call(staff, 'POST', '/admin/announcements', {
      text: 'اطلاعیهٔ امروز',
      link: '/faq',
      startsAt: iso(-HOUR),
      endsAt: iso(24 * HOUR),
    });
    expect(now.json().window).toBe('running');
    expect(await publicAnnouncements()).toContain('اطلاعیهٔ امروز');
    expect(await publicAnnouncements()).not.toContain('اطلاعیهٔ فردا');

    const ended = await call(staff, 'POST', `/admin/announcements/${now.json().id}/end`);
    expect(ended.json().window).toBe('ended');
    expect(await publicAnnouncements()).not.toContain('اطلاعیهٔ امروز');
    expect((await auditRows('announcement', now.json().id)).map((r) => r.action)).toEqual([
      'announcement.create',
      'announcement.end',
    ]);

    const ad = await call(staff, 'POST', '/admin/advertisements', {
      slot: 'home-hero',
      title: 'تبلیغ فردا',
      link: 'https://example.com/valves',
      startsAt: iso(24 * HOUR),
      endsAt: iso(72 * HOUR),
    });
    expect(ad.statusCode).toBe(201);
    expect(await publicAds()).not.toContain('تبلیغ فردا');
    const moved = await call(staff, 'PUT', `/admin/advertisements/${ad.json().id}`, {
      slot: 'home-hero',
      title: 'تبلیغ فردا',
      link: 'https://example.com/valves',
      startsAt: iso(-HOUR),
      endsAt: iso(72 * HOUR),
    });
    expect(moved.json().window).toBe('running');
    expect(await publicAds()).toContain('تبلیغ فردا');
    await call(staff, 'POST', `/admin/advertisements/${ad.json().id}/end`);
    expect(await publicAds()).not.toContain('تبلیغ فردا');
    expect((await auditRows('advertisement', ad.json().id)).map((r) => r.action)).toEqual([
      'advertisement.create',
      'advertisement.update',
      'advertisement.end',
    ]);
  });

  it('tells the cached pages when a window opens and when it closes, with nobody saving anything then', async () => {
    const edgesOf = async (id: number) =>
      (
        await ctx.db
          .select({ payload: outboxEvents.payload, createdAt: outboxEvents.createdAt })
          .from(outboxEvents)
          .where(eq(outboxEvents.type, 'site.promotions.changed'))
      ).filter(
        (e) =>
          (e.payload as { kind: string; id: number }).kind === 'announcement' &&
          (e.payload as { id: number }).id === id,
      );
    const opensAt = Date.now() + 2_000;
    const closesAt = opensAt + 2_000;
    const saved = await call(staff, 'POST', '/admin/announcements', {
      text: 'اطلاعیهٔ چندثانیه‌ای',
      startsAt: new Date(opensAt).toISOString(),
      endsAt: new Date(closesAt).toISOString(),
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;
    expect(await edgesOf(id)).toHaveLength(1); // the save itself
    await expect.poll(async () => (await edgesOf(id)).length, { timeout: 15_000, interval: 250 }).toBe(3);
    const times = (await edgesOf(id)).map((e) => e.createdAt.getTime()).sort((a, b) => a - b);
    // The second and third come at the edges, never before them.
    expect(times[1]).toBeGreaterThanOrEqual(opensAt - 1_000);
    expect(times[2]).toBeGreaterThanOrEqual(closesAt - 1_000);
  }, 30_000);

  it('shows an advertisement’s uploaded picture, keeps it on edit, and refuses a non-image or another user’s file', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (session: Session, name: string, content: Buffer, isPublic = true) =>
      (await uploadFile(ctx.app, session.auth, { name, content }, isPublic ? { public: 'true' } : {})).json()
        .id as string;
    const body = (imageFileId?: string | null) => ({
      slot: 'home-hero',
      title: 'تبلیغ با تصویر',
      link: '/products',
      startsAt: iso(-HOUR),
      endsAt: iso(HOUR),
      ...(imageFileId !== undefined ? { imageFileId } : {}),
    });
    const shownImage = async () =>
      (await call(null, 'GET', '/advertisements?slot=home-hero'))
        .json()
        .find((a: { title: string }) => a.title === 'تبلیغ با تصویر')?.imageUrl as string | null | undefined;

    const picture = await upload(staff, 'ad.png', png);
    const saved = await call(staff, 'POST', '/admin/advertisements', body(picture));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().imageUrl).toContain(picture);
    expect(await shownImage()).toContain(picture);
    const image = await ctx.app.inject({ method: 'GET', url: (await shownImage()) as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);

    const id = saved.json().id as number;
    // An edit that does not send the picture keeps it; null removes it.
    expect((await call(staff, 'PUT', `/admin/advertisements/${id}`, body())).json().imageUrl).toContain(picture);
    expect((await call(staff, 'PUT', `/admin/advertisements/${id}`, body(null))).json().imageUrl).toBeNull();
    expect(await shownImage()).toBeNull();

    const pdf = await upload(staff, 'catalogue.pdf', handmadePdf());
    expect(pdf).toMatch(/\w{8}/);
    const privatePicture = await upload(staff, 'private.png', png, false);
    const someoneElses = await upload(buyer, 'buyer.png', png);
    for (const [fileId, message] of [
      [pdf, /فقط تصویر/],
      [privatePicture, /عمومی/],
      [someoneElses, /یافت نشد/],
    ] as const) {
      const refused = await call(staff, 'PUT', `/admin/advertisements/${id}`, body(fileId));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ field: 'body.imageFileId', message: expect.stringMatching(message) }),
      ]);
    }
    expect(await shownImage()).toBeNull();
  });

  it('refuses an end before the start with a Persian field error', async () => {
    const refused = await call(staff, 'POST', '/admin/announcements', {
      text: 'اطلاعیهٔ وارونه',
      startsAt: iso(2 * HOUR),
      endsAt: iso(HOUR),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'body.endsAt', message: expect.stringMatching(/بعد از زمان شروع/) }),
    ]);
  });
});

describe('articles', () => {
  let contentTypeId = 0;
  beforeAll(async () => {
    const [type] = await ctx.db.select({ id: contentTypes.id }).from(contentTypes).limit(1);
    contentTypeId = type?.id ?? 0;
  });

  it('strips scripts and event handlers from the body, keeps drafts private, and publishes on request', async () => {
    const created = await call(staff, 'POST', '/admin/articles', {
      contentTypeId,
      title: 'راهنمای انتخاب شیر توپی',
      summary: 'نکته‌های خرید',
      bodyHtml:
        '<h2>فشار کاری</h2><p onclick="steal()">شیر توپی را با <strong>فشار</strong> کاری مناسب بخرید.</p>' +
        '<script>alert(1)</script><img src="https://example.com/a.png" onerror="steal()" alt="شیر">' +
        '<a href="javascript:alert(1)">پیوند</a><ul><li>کلاس ۱۵۰</li></ul>',
    });
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article.status).toBe('draft');
    expect(article.bodyHtml).toContain('<h2>فشار کاری</h2>');
    expect(article.bodyHtml).toContain('<strong>فشار</strong>');
    expect(article.bodyHtml).toContain('<li>کلاس ۱۵۰</li>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'alert(1)'])
      expect(article.bodyHtml).not.toContain(bad);

    expect((await call(null, 'GET', `/pages/${article.id}/by-platform?platform=web`)).statusCode).toBe(404);
    const published = await call(staff, 'PUT', `/admin/articles/${article.id}/status`, { status: 'published' });
    expect(published.json().status).toBe('published');
    const publicPage = await call(null, 'GET', `/pages/${article.id}/by-platform?platform=web`);
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json().title).toBe('راهنمای انتخاب شیر توپی');

    await call(staff, 'PUT', `/admin/articles/${article.id}/status`, { status: 'draft' });
    expect((await call(null, 'GET', `/pages/${article.id}/by-platform?platform=web`)).statusCode).toBe(404);
    expect((await auditRows('page', article.id)).map((r) => r.action)).toEqual([
      'article.create',
      'article.publish',
      'article.unpublish',
    ]);
  });

  it('refuses a body that is empty once sanitised, per field', async () => {
    const refused = await call(staff, 'POST', '/admin/articles', {
      contentTypeId,
      title: 'مطلب خالی',
      bodyHtml: '<script>alert("only this")</script>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.bodyHtml');
  });
});

describe('users', () => {
  it('lists the newest users first when nothing is searched', async () => {
    const page = (await call(staff, 'GET', '/admin/users?pageSize=5')).json();
    const ids = page.items.map((u: { id: number }) => u.id);
    expect(ids.length).toBe(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBeGreaterThanOrEqual(Math.max(buyer.userId, staff.userId));
  });

  it('finds a user by a mobile number typed in Persian digits, grants and takes the staff role, audited', async () => {
    const found = (await call(staff, 'GET', `/admin/users?q=${encodeURIComponent('۰۹۱۸ ۲۲۲ ۰۰۰۱')}`)).json();
    expect(found.items.map((u: { id: number }) => u.id)).toEqual([buyer.userId]);
    expect(found.items[0].roles).toEqual(['buyer']);

    const granted = await call(staff, 'PUT', `/admin/users/${buyer.userId}/roles`, { role: 'admin', granted: true });
    expect(granted.json().roles).toEqual(['buyer', 'admin']);
    // The buyer's very next request carries the new role.
    expect((await call(buyer, 'GET', '/admin/feedbacks')).statusCode).toBe(200);
    await call(staff, 'PUT', `/admin/users/${buyer.userId}/roles`, { role: 'admin', granted: false });
    expect((await call(buyer, 'GET', '/admin/feedbacks')).statusCode).toBe(403);
    expect((await auditRows('user', buyer.userId)).map((r) => r.action)).toEqual([
      'user.grant_admin',
      'user.revoke_admin',
    ]);
  });

  it('never lets staff take their own admin role or block themselves', async () => {
    const own = await call(staff, 'PUT', `/admin/users/${staff.userId}/roles`, { role: 'admin', granted: false });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('IDENTITY_OWN_STAFF_ROLE');
    expect((await call(staff, 'PUT', `/admin/users/${staff.userId}/block`, { blocked: true })).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/admin/feedbacks')).statusCode).toBe(200);
  });

  it('a blocked user is signed out at once and cannot sign in again until unblocked', async () => {
    const victim = await signIn(ctx.app, '09182220005');
    expect((await call(victim, 'GET', '/users/me')).statusCode).toBe(200);
    const blocked = await call(staff, 'PUT', `/admin/users/${victim.userId}/block`, { blocked: true });
    expect(blocked.json().blocked).toBe(true);
    expect((await call(victim, 'GET', '/users/me')).statusCode).toBe(401);
    await expect(signIn(ctx.app, '09182220005')).rejects.toThrow(/IDENTITY_ACCOUNT_BLOCKED/);
    await call(staff, 'PUT', `/admin/users/${victim.userId}/block`, { blocked: false });
    expect((await signIn(ctx.app, '09182220005')).userId).toBe(victim.userId);
  });
});
