import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizeLegalId } from '@bazaar/fa/legal-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReceivable, merchantOwnedBy } from '../../../../test/receivables.js';
import { signIn } from '../../../../test/sessions.js';
import { createTestApp } from '../../../../test/test-app.js';
import type { AppConfig } from '../../../config.js';
import { smsOutbox } from '../../../db/schema/identity.js';
import { merchantLegalIdentities } from '../../../db/schema/paperwork.js';
import { merchantRegistryChecks } from '../../../db/schema/trust.js';
import { checkHolder } from '../../payouts/holder-check.js';
import { measureTrust, WEIGHTS } from '../measure-trust.js';
import { holderIsCompany } from './company-names.js';
import { RegistryUnavailable } from './registry-adapters.js';
import { checkRegistries, inactiveNotice, registeredNameOf } from './registry-check.js';
import { createRegistryChecksRepo } from './registry-checks.repo.js';
import { createRegistryInquiry } from './registry-offer.js';
import { createUidRegistry } from './uid-adapter.js';

// Registry inquiries (decision 051): یوآیدی's company and شبا inquiries against a local fake of its API (never
// the real one), the sandbox by default, what the supplier page lists once a company was found, and a bank
// account whose holder is not the company: its supplier reads why, and no money goes to it until it registers
// an account the inquiry finds in the company's name.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let fake: Server;
let fakeUrl = '';
let down = false;
const asked: { path: string; body: Record<string, unknown> }[] = [];

/** A valid company national id (check digit computed) starting with these ten digits. */
function legalId(first10: string) {
  for (let d = 0; d <= 9; d += 1) if (normalizeLegalId(`${first10}${d}`)) return `${first10}${d}`;
  throw new Error(`no check digit makes ${first10} valid`);
}
const ACTIVE = legalId('1032045678');
const DISSOLVED = legalId('1032045999');
const SHEBA = {
  company: 'IR070560000000987654320001',
  person: 'IR550170000000123456788888', // the sandbox's documented holder «محمد رضایی»
};

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await readJson(request);
    const send = (status: number, data: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    if (down) return response.writeHead(503).end('unavailable');
    asked.push({ path: request.url ?? '', body });
    const apiInfo = (body.requestContext as { apiInfo?: Record<string, string> } | undefined)?.apiInfo;
    if (apiInfo?.businessId !== 'biz-1' || apiInfo.businessToken !== 'token-1') return send(401, {});
    const ok = { responseContext: { status: { code: 0, message: 'SUCCESS.' } } };
    const missing = { responseContext: { status: { code: 4, message: 'اطلاعاتی یافت نشد' } } };
    if (request.url === '/api/inquiry/company') {
      if (body.legalId === ACTIVE)
        return send(200, { name: 'شرکت فولاد البرز (سهامی خاص)', registerNumber: 48213, activityEndDate: null, ...ok });
      if (body.legalId === DISSOLVED)
        return send(200, { name: 'شرکت قدیمی', registerNumber: '1200', activityEndDate: '1401/02/03', ...ok });
      return send(200, missing);
    }
    if (request.url === '/api/inquiry/iban/v2') {
      if (body.iban === SHEBA.company)
        return send(200, {
          accountBasicInformation: { iban: body.iban, owners: [{ firstName: 'فولاد البرز سهامی خاص', lastName: '' }] },
          ...ok,
        });
      return send(200, missing);
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api`;
  ctx = await createTestApp({
    seeded: false,
    env: { OTP_RESEND_SECONDS: '0', PAYOUT_RUN_MS: '0', REGISTRY_CHECK_MS: '0', TRUST_MEASURE_MS: '0' },
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const config = (provider: 'sandbox' | 'uid') =>
  ({ REGISTRY_PROVIDER: provider, NODE_ENV: 'test', DEMO_MODE: false }) as unknown as AppConfig;
const uid = () =>
  createUidRegistry({ baseUrl: fakeUrl, businessId: 'biz-1', businessToken: 'token-1', timeoutMs: 2000 });

describe('یوآیدی inquiry adapter', () => {
  it('asks with the business id and token and reads a company as active, dissolved or unknown', async () => {
    const registry = uid();
    expect(await registry.company(ACTIVE)).toEqual({
      outcome: 'active',
      name: 'شرکت فولاد البرز (سهامی خاص)',
      registrationNumber: '48213',
    });
    expect(await registry.company(DISSOLVED)).toMatchObject({ outcome: 'inactive', name: 'شرکت قدیمی' });
    expect(await registry.company(legalId('1411111111'))).toEqual({ outcome: 'not_found' });
    expect(asked.at(-1)).toMatchObject({ path: '/api/inquiry/company', body: { legalId: legalId('1411111111') } });
  });

  it('reads a شبا account’s holders, and an account the bank does not know', async () => {
    const registry = uid();
    expect(await registry.iban(SHEBA.company, 'ignored')).toEqual({ found: true, owners: ['فولاد البرز سهامی خاص'] });
    expect(await registry.iban(SHEBA.person, 'ignored')).toEqual({ found: false });
  });

  it('refused credentials or a provider that is down are «unavailable», not a negative answer', async () => {
    const wrong = createUidRegistry({ baseUrl: fakeUrl, businessId: 'biz-1', businessToken: 'x', timeoutMs: 2000 });
    await expect(wrong.company(ACTIVE)).rejects.toBeInstanceOf(RegistryUnavailable);
    down = true;
    try {
      await expect(uid().iban(SHEBA.company, '')).rejects.toBeInstanceOf(RegistryUnavailable);
    } finally {
      down = false;
    }
  });

  it('is chosen by REGISTRY_PROVIDER; the sandbox is the default and is not used in production', () => {
    const base = { ...config('sandbox'), UID_API_URL: fakeUrl, REGISTRY_TIMEOUT_MS: 2000 };
    expect(createRegistryInquiry(base)?.provider).toBe('sandbox');
    expect(
      createRegistryInquiry({ ...base, REGISTRY_PROVIDER: 'uid', UID_BUSINESS_ID: 'a', UID_BUSINESS_TOKEN: 'b' })
        ?.provider,
    ).toBe('uid');
    expect(createRegistryInquiry({ ...base, NODE_ENV: 'production', DEMO_MODE: false })).toBeNull();
  });
});

describe('company names', () => {
  it('a bank’s holder is the company whatever legal form or spacing each writes; a person is not', () => {
    const name = 'شرکت فولاد البرز (سهامی خاص)';
    expect(holderIsCompany(['فولاد البرز سهامی خاص'], name)).toBe(true);
    expect(holderIsCompany(['شركت فولاد‌البرز'], name)).toBe(true);
    expect(holderIsCompany(['محمد رضایی'], name)).toBe(false);
    expect(holderIsCompany(['فولاد البرز شرق'], name)).toBe(false);
  });
});

describe('what the supplier page lists', () => {
  it('the registry item only once the inquiry found the company active, for the id it shows now', async () => {
    const owner = await signIn(ctx.app, '09121240001');
    const merchantId = await merchantOwnedBy(ctx.db, owner.userId);
    await ctx.db.insert(merchantLegalIdentities).values({
      merchantId,
      legalName: 'شرکت فولاد البرز (سهامی خاص)',
      nationalId: ACTIVE,
      economicCode: ACTIVE,
      postalCode: '1234567890',
      address: 'تهران',
      phone: '02100000000',
    });
    const checks = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/checks` })).json() as {
          check: string;
        }[]
      ).map((c) => c.check);
    // Check digits only: nothing was asked of the registry yet.
    expect(await checks()).toEqual(expect.arrayContaining(['legalId', 'economicCode']));
    expect(await checks()).not.toContain('legalIdRegistry');

    const sandbox = createRegistryInquiry(config('sandbox'));
    if (!sandbox) throw new Error('no sandbox in tests');
    await checkRegistries(ctx.db, sandbox, new Date());
    const after = await checks();
    expect(after).toEqual(expect.arrayContaining(['legalIdRegistry', 'economicCodeRegistry']));
    expect(after).not.toContain('legalId');
    // A rerun asks nothing again: the identity did not change.
    expect((await checkRegistries(ctx.db, sandbox, new Date())).due).toBe(0);

    // The supplier changes its id to one the registry holds as dissolved: the registry item goes.
    await ctx.db
      .update(merchantLegalIdentities)
      .set({ nationalId: DISSOLVED, economicCode: DISSOLVED, updatedAt: new Date() })
      .where(eq(merchantLegalIdentities.merchantId, merchantId));
    expect(await checks()).not.toContain('legalIdRegistry');
    await checkRegistries(ctx.db, sandbox, new Date());
    const dissolved = await checks();
    expect(dissolved).not.toContain('legalIdRegistry');
    expect(dissolved).not.toContain('economicCodeRegistry');
    // Nor the check digits: an inquiry was made, and it holds the company as dissolved (decision 059).
    expect(dissolved).not.toContain('legalId');
    expect(dissolved).not.toContain('economicCode');
  });
});

describe('the periodic re-inquiry (decision 059)', () => {
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  let slot = 0;
  /** The job as its timer queues it: one run per slot. */
  const runJob = async () => {
    slot += 1;
    await ctx.app.platform.jobs.send('trust.registry-check', { slot }, {});
    await ctx.drain();
  };
  const checksOf = async (merchantId: number) =>
    (
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/checks` })).json() as {
        check: string;
      }[]
    ).map((c) => c.check);
  const scoreOf = async (merchantId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/trust` })).json().score as number;
  const rowOf = async (merchantId: number) =>
    (await ctx.db.select().from(merchantRegistryChecks).where(eq(merchantRegistryChecks.merchantId, merchantId)))[0];

  /** A company the registry found active `days` ago, under an id the sandbox now answers as dissolved. */
  async function companyCheckedAgo(phone: string, first10: string, days: number) {
    const owner = await signIn(ctx.app, phone);
    const merchantId = await merchantOwnedBy(ctx.db, owner.userId);
    const nationalId = legalId(first10);
    await ctx.db.insert(merchantLegalIdentities).values({
      merchantId,
      legalName: `شرکت آزمایشی ${first10}`,
      nationalId,
      postalCode: '1234567890',
      address: 'تهران',
      phone: '02100000000',
      updatedAt: daysAgo(days + 30),
    });
    await ctx.db.insert(merchantRegistryChecks).values({
      merchantId,
      provider: 'sandbox',
      nationalId,
      outcome: 'active',
      checkedAt: daysAgo(days),
    });
    return { merchantId, nationalId, phone };
  }

  it('asks again about an answer 100 days old, not one 10 days old; a dissolved answer drops the item and the score and tells the owner once', async () => {
    // Both ids end in 999 before the check digit: the sandbox answers «dissolved» for whichever it is asked about.
    const old = await companyCheckedAgo('09121240101', '1055512999', 100);
    const recent = await companyCheckedAgo('09121240102', '1066612999', 10);
    await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 });
    const before = { old: await scoreOf(old.merchantId), recent: await scoreOf(recent.merchantId) };
    expect(before.old).toBeCloseTo(before.recent, 3);
    for (const company of [old, recent]) expect(await checksOf(company.merchantId)).toContain('legalIdRegistry');

    await runJob();
    // The one asked 100 days ago was asked again and found dissolved; the one asked 10 days ago was not asked.
    expect(await rowOf(old.merchantId)).toMatchObject({ outcome: 'inactive' });
    expect((await rowOf(old.merchantId))?.checkedAt.getTime()).toBeGreaterThan(daysAgo(1).getTime());
    expect(await rowOf(recent.merchantId)).toMatchObject({ outcome: 'active' });
    expect((await rowOf(recent.merchantId))?.checkedAt.getTime()).toBeLessThan(daysAgo(9).getTime());
    const oldChecks = await checksOf(old.merchantId);
    expect(oldChecks).not.toContain('legalIdRegistry');
    expect(oldChecks).not.toContain('legalId');
    expect(await checksOf(recent.merchantId)).toContain('legalIdRegistry');
    // The job re-measured: the dissolved company lost the registry term, the other kept it.
    const after = { old: await scoreOf(old.merchantId), recent: await scoreOf(recent.merchantId) };
    expect(after.old).toBeCloseTo(before.old - WEIGHTS.registry, 3);
    expect(after.recent).toBeCloseTo(before.recent, 3);

    // A rerun asks neither again, texts nobody again and leaves the scores.
    const checkedAt = (await rowOf(old.merchantId))?.checkedAt.getTime();
    await runJob();
    expect((await rowOf(old.merchantId))?.checkedAt.getTime()).toBe(checkedAt);
    expect(await scoreOf(old.merchantId)).toBeCloseTo(after.old, 3);
    const texts = await ctx.db.select({ to: smsOutbox.to, text: smsOutbox.text }).from(smsOutbox);
    expect(texts.filter((t) => t.text.includes(old.nationalId))).toEqual([
      { to: old.phone, text: inactiveNotice(old.nationalId) },
    ]);
    expect(texts.some((t) => t.text.includes(recent.nationalId))).toBe(false);
    expect(inactiveNotice(old.nationalId)).toContain('فعال نیست');
  });

  it('asks the oldest answers first, a batch at a time', async () => {
    const a = await companyCheckedAgo('09121240103', '1077712345', 120);
    const b = await companyCheckedAgo('09121240104', '1088812345', 95);
    await runJob(); // whatever else was due is asked now
    await ctx.db
      .update(merchantRegistryChecks)
      .set({ checkedAt: daysAgo(120) })
      .where(eq(merchantRegistryChecks.merchantId, a.merchantId));
    await ctx.db
      .update(merchantRegistryChecks)
      .set({ checkedAt: daysAgo(95) })
      .where(eq(merchantRegistryChecks.merchantId, b.merchantId));
    const repo = createRegistryChecksRepo(ctx.db);
    const ids = async (limit: number) => (await repo.due(limit, daysAgo(90))).map((d) => d.merchantId);
    expect(await ids(1)).toEqual([a.merchantId]);
    expect(await ids(10)).toEqual([a.merchantId, b.merchantId]);
    expect(await repo.due(10, daysAgo(200))).toEqual([]);
  });
});

describe('a bank account whose holder is not the company', () => {
  let owner: Session;
  let merchantId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...owner.auth, ...headers } });
  async function addAccount(sheba: string, extra: object = {}) {
    await call('POST', `/merchants/${merchantId}/bank-accounts/code`);
    const outbox = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=20' })).json() as {
      to: string;
      code: string;
    }[];
    const code = outbox.find((m) => m.to === '09121240002')?.code ?? '';
    return call('POST', `/merchants/${merchantId}/bank-accounts`, {
      sheba,
      holderName: 'فولاد البرز',
      code,
      ...extra,
    });
  }

  beforeAll(async () => {
    owner = await signIn(ctx.app, '09121240002');
    merchantId = await merchantOwnedBy(ctx.db, owner.userId);
    await ctx.db.insert(merchantLegalIdentities).values({
      merchantId,
      legalName: 'شرکت فولاد البرز (سهامی خاص)',
      nationalId: ACTIVE,
      postalCode: '1234567890',
      address: 'تهران',
      phone: '02100000000',
    });
    await creditReceivable(ctx.db, merchantId, 50_000_000);
  });

  it('is told to its supplier, refuses withdrawals, and a registration in the company’s name resolves it', async () => {
    const added = await addAccount(SHEBA.person);
    expect(added.statusCode, added.body).toBe(201);
    const account = added.json();
    expect(account.holderCheck).toBe('mismatch');
    expect(account.holderProblem).toContain('محمد رضایی');
    expect(account.holderProblem).toContain('واریز نمی‌شود');
    const listed = (await call('GET', `/merchants/${merchantId}/bank-accounts`)).json();
    expect(listed[0]).toMatchObject({ id: account.id, holderCheck: 'mismatch' });

    const refused = await call(
      'POST',
      `/merchants/${merchantId}/withdrawals`,
      { bankAccountId: account.id, amountRials: 2_000_000 },
      { 'idempotency-key': `holder-${Date.now()}` },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUTS_HOLDER_MISMATCH',
      errors: [{ field: 'body.bankAccountId', code: 'holderMismatch' }],
    });
    // The supplier page claims no holder match.
    const checks = (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/checks` })).json();
    expect(checks.map((c: { check: string }) => c.check)).not.toContain('bankAccountHolder');

    // A fresh registration, of an account the bank holds in the company's name, replacing the other.
    const replaced = await addAccount(SHEBA.company, { replacesBankAccountId: account.id });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({ holderCheck: 'matched', holderProblem: null });
    const paid = await call(
      'POST',
      `/merchants/${merchantId}/withdrawals`,
      { bankAccountId: replaced.json().id, amountRials: 2_000_000 },
      { 'idempotency-key': `holder-ok-${Date.now()}` },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/checks` })).json();
    expect(after.map((c: { check: string }) => c.check)).toContain('bankAccountHolder');
  });

  it('with یوآیدی, the bank’s own holder decides, matched against the registry’s name', async () => {
    expect(await registeredNameOf(ctx.db, merchantId)).toBe('شرکت فولاد البرز (سهامی خاص)');
    const registry = {
      inquiry: uid(),
      registeredName: (id: number) => registeredNameOf(ctx.db, id),
      holderIsCompany,
    };
    const payoutsCtx = { deps: { db: ctx.db } as never, repo: {} as never, now: () => new Date() };
    const base = { merchantId, userId: null, bankCode: '056', bankName: 'بانک سامان', holderCheck: null };
    const row = (sheba: string, id: number) =>
      ({ ...base, id, sheba, holderName: 'x', holderFound: null, holderCheckedAt: null }) as never;
    // Not stored rows: checkHolder writes nothing for an id that is not there, and answers the row unchanged.
    expect((await checkHolder(payoutsCtx, registry, row(SHEBA.company, -1))).holderCheck).toBeNull();
    expect(asked.at(-1)).toMatchObject({ path: '/api/inquiry/iban/v2', body: { iban: SHEBA.company } });
  });
});
