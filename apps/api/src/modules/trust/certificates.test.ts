import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { createOrderWorld, type OrderWorld, tehranDay } from '../../../test/order-world.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { smsOutbox, users } from '../../db/schema/identity.js';
import { merchantCertificates } from '../../db/schema/trust.js';

// Certificates reviewed by staff with expiry (decision 043): the owner submits one with a private file and is told
// in Persian, field by field, what is wrong; staff approve or refuse with a reason; the public sees approved,
// unexpired ones only; the supplier sees its expired ones marked; owners are texted once, 30 days before expiry.
let world: OrderWorld;
let api: OrderWorld['api'];
let who: OrderWorld['who'];
let merchantId: number;
/** The certificate's scan. */
const SCAN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function privateFile(session = who.owner) {
  const res = await uploadFile(world.ctx.app, session.auth, { name: 'iso-9001.png', content: SCAN });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function submit(fields: Partial<Record<string, string>> = {}) {
  return api(who.owner, 'POST', `/merchants/${merchantId}/certificates`, {
    kind: 'iso9001',
    number: 'QMS-1403-2291',
    issuer: 'TÜV NORD Iran',
    issuedOn: tehranDay(-300),
    expiresOn: tehranDay(700),
    fileId: await privateFile(),
    ...fields,
  });
}

async function approved(fields: Partial<Record<string, string>> = {}) {
  const res = await submit(fields);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  expect((await api(who.staff, 'POST', `/admin/certificates/${id}/review`, { decision: 'approve' })).statusCode).toBe(
    200,
  );
  return id;
}

beforeAll(async () => {
  world = await createOrderWorld('091712700');
  ({ api, who } = world);
  merchantId = world.product.merchantId;
}, 120_000);
afterAll(() => world?.ctx.close());

describe('a supplier submits a certificate', () => {
  it('tells each wrong field in Persian: expiry before issue, no file, an empty number', async () => {
    const res = await api(who.owner, 'POST', `/merchants/${merchantId}/certificates`, {
      kind: 'iso9001',
      number: '',
      issuer: 'TÜV NORD Iran',
      issuedOn: tehranDay(-10),
      expiresOn: tehranDay(300),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.number', 'body.fileId']));
    expect(res.json().errors[0].message).toMatch(/[آ-ی]/);

    const backwards = await submit({ issuedOn: tehranDay(10), expiresOn: tehranDay(-10) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'body.expiresOn', message: 'تاریخ انقضا باید پس از تاریخ صدور باشد.' }),
    ]);

    const othersFile = await submit({ fileId: await privateFile(who.stranger) });
    expect(othersFile.statusCode).toBe(400);
    expect(othersFile.json().errors[0].field).toBe('body.fileId');
  });

  it('lets only the owner submit, and members read the list; strangers learn nothing', async () => {
    expect((await submit()).statusCode).toBe(201);
    const byAgent = await api(who.agent, 'POST', `/merchants/${merchantId}/certificates`, {
      kind: 'iso14001',
      number: 'EMS-88',
      issuer: 'ایزو ایران',
      issuedOn: tehranDay(-5),
      expiresOn: tehranDay(360),
      fileId: await privateFile(who.agent),
    });
    expect(byAgent.statusCode).toBe(403);
    const listed = await api(who.agent, 'GET', `/merchants/${merchantId}/certificates`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({ status: 'pending', number: 'QMS-1403-2291', expired: false });
    expect((await api(who.stranger, 'GET', `/merchants/${merchantId}/certificates`)).statusCode).toBe(404);
  });
});

describe('staff review and what the public sees', () => {
  it('shows approved, unexpired certificates only; a refused one carries its reason to the supplier', async () => {
    const shown = await approved({
      kind: 'national_standard',
      number: 'INSO-7095-4410',
      issuer: 'سازمان ملی استاندارد ایران',
    });
    const refused = (await submit({ number: 'BAD-1' })).json().id as number;
    const refusal = await api(who.staff, 'POST', `/admin/certificates/${refused}/review`, {
      decision: 'refuse',
      reason: 'تصویر گواهی خوانا نیست؛ نسخهٔ کامل را بارگذاری کنید.',
    });
    expect(refusal.json()).toMatchObject({ status: 'refused', refusalReason: expect.stringContaining('خوانا') });
    const again = await api(who.staff, 'POST', `/admin/certificates/${refused}/review`, { decision: 'approve' });
    expect(again.json().code).toBe('TRUST_CERTIFICATE_DECIDED');
    const pending = (await submit({ number: 'WAIT-1' })).json().id as number;

    const expired = await approved({ number: 'OLD-9001', issuedOn: tehranDay(-1200), expiresOn: tehranDay(400) });
    await world.ctx.db
      .update(merchantCertificates)
      .set({ expiresOn: tehranDay(-3) })
      .where(eq(merchantCertificates.id, expired));

    const pub = await api(null, 'GET', `/suppliers/${merchantId}/certificates`);
    expect(pub.statusCode).toBe(200);
    const ids = pub.json().map((c: { id: number }) => c.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(refused);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(expired);
    expect(pub.json().find((c: { id: number }) => c.id === shown)).toMatchObject({
      number: 'INSO-7095-4410',
      issuer: 'سازمان ملی استاندارد ایران',
      title: 'پروانهٔ کاربرد علامت استاندارد ملی',
    });
    expect(pub.body).not.toContain('fileId');

    const own = (await api(who.owner, 'GET', `/merchants/${merchantId}/certificates`)).json();
    expect(own.find((c: { id: number }) => c.id === expired)).toMatchObject({ status: 'approved', expired: true });

    const queue = await api(who.staff, 'GET', '/admin/certificates?status=pending');
    expect(queue.json().items.map((c: { id: number }) => c.id)).toContain(pending);
    const file = await api(who.staff, 'GET', `/admin/certificates/${pending}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/png/);
    expect((await api(who.owner, 'GET', `/admin/certificates/${pending}/file`)).statusCode).toBe(403);
  });
});

describe('the daily expiry notice', () => {
  it('texts the owner once for a certificate expiring within 30 days, never for one further off', async () => {
    const soon = await approved({ number: 'SOON-14001', expiresOn: tehranDay(20) });
    const later = await approved({ number: 'LATER-14001', expiresOn: tehranDay(45) });
    // The daily job as the timer queues it, on two days' slots: the second run finds nothing new to tell.
    for (const slot of [1, 2]) {
      await world.ctx.app.platform.jobs.send('trust.certificate-expiry', { slot }, {});
      await world.ctx.drain();
    }
    const texts = await world.ctx.db.select({ to: smsOutbox.to, text: smsOutbox.text }).from(smsOutbox);
    const mine = texts.filter((t) => t.text.includes('SOON-14001'));
    // The merchant's owner is texted once, however often the job runs.
    const [owner] = await world.ctx.db
      .select({ phone: users.phone })
      .from(merchantMembers)
      .innerJoin(users, eq(users.id, merchantMembers.userId))
      .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.role, 'owner')))
      .orderBy(asc(merchantMembers.userId))
      .limit(1);
    expect(mine).toEqual([{ to: owner?.phone, text: expect.stringContaining('منقضی می‌شود') }]);
    expect(texts.some((t) => t.text.includes('LATER-14001'))).toBe(false);
    const [row] = await world.ctx.db
      .select({ noticed: merchantCertificates.expiryNoticedAt })
      .from(merchantCertificates)
      .where(eq(merchantCertificates.id, later));
    expect(row?.noticed).toBeNull();
    expect(soon).toBeGreaterThan(0);
  });
});

describe('what was checked and when', () => {
  it('lists the owner’s mobile and the approved unexpired certificates with their count, and no check that failed', async () => {
    await approved({ number: 'CHECK-9001' });
    const shown = (await api(null, 'GET', `/suppliers/${merchantId}/certificates`)).json() as unknown[];
    const res = await api(null, 'GET', `/suppliers/${merchantId}/checks`);
    expect(res.statusCode).toBe(200);
    const checks = res.json() as { check: string; at: string; count?: number }[];
    expect(checks.find((c) => c.check === 'certificates')).toMatchObject({ count: shown.length });
    expect(checks.find((c) => c.check === 'mobile')?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A national id whose check digit is wrong is not listed as checked.
    await world.ctx.db.execute(
      sql`insert into merchant_legal_identities (merchant_id, legal_name, national_id, economic_code, postal_code, address, phone)
          values (${merchantId}, 'شرکت آزمون', '10101010100', '10101010100', '1234567890', 'تهران', '02100000000')
          on conflict (merchant_id) do update set national_id = excluded.national_id, economic_code = excluded.economic_code`,
    );
    await world.ctx.db.execute(sql`update merchants set national_id = '10101010100' where id = ${merchantId}`);
    const after = (await api(null, 'GET', `/suppliers/${merchantId}/checks`)).json() as { check: string }[];
    expect(after.map((c) => c.check)).not.toContain('legalId');
    expect(after.map((c) => c.check)).not.toContain('economicCode');
    expect((await api(null, 'GET', '/suppliers/999999/checks')).statusCode).toBe(404);
  });
});
