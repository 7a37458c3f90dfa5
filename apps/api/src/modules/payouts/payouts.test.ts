import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditReceivable,
  creditWallet,
  ledgerInvariants,
  merchantOwnedBy,
  receivableOf,
  systemBalance,
  walletOf,
} from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/identity.js';

// Supplier payouts through the API (decision 038): bank accounts added with a fresh code and a checked شبا,
// withdrawals from the receivable within the minimum, the daily cap and the balance, idempotent, to the
// merchant's own accounts only; the payout job through the sandbox: paid, failed (money back), replayed (nothing).
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let stranger: Session;
let staff: Session;
let merchantId = 0;
let strangerMerchantId = 0;

const SHEBA = {
  melli: 'IR510170000000110203040506',
  mellat: 'IR840120000000987654321012',
  failing: 'IR220170000000123412349999',
};

beforeAll(async () => {
  ctx = await createTestApp({
    seeded: false,
    env: {
      OTP_RESEND_SECONDS: '0',
      PAYOUT_MIN_RIALS: '1000000',
      PAYOUT_DAILY_CAP_RIALS: '20000000',
      PAYOUT_RUN_MS: '0',
    },
  });
  owner = await signIn(ctx.app, '09121230001');
  agent = await signIn(ctx.app, '09121230002');
  stranger = await signIn(ctx.app, '09121230003');
  merchantId = await merchantOwnedBy(ctx.db, owner.userId, agent.userId);
  strangerMerchantId = await merchantOwnedBy(ctx.db, stranger.userId);
  await signIn(ctx.app, '09121230004');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.phone, '09121230004'));
  staff = await signIn(ctx.app, '09121230004');
}, 120_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...(session?.auth ?? {}), ...headers }, payload });

async function freshCode(session: Session, merchant = merchantId, base = `/merchants/${merchant}`) {
  const sent = await call(session, 'POST', `${base}/bank-accounts/code`);
  expect(sent.statusCode).toBe(202);
  const outbox = (await call(null, 'GET', '/dev/sms-outbox?limit=20')).json() as { to: string; code: string }[];
  const phone = (await call(session, 'GET', '/users/me')).json().phone as string;
  return outbox.find((m) => m.to === phone)?.code ?? '';
}

async function addAccount(session: Session, sheba: string, merchant = merchantId, extra: object = {}) {
  const code = await freshCode(session, merchant);
  return call(session, 'POST', `/merchants/${merchant}/bank-accounts`, {
    sheba,
    holderName: 'علی رضایی',
    code,
    ...extra,
  });
}

let key = 0;
const withdraw = (
  session: Session,
  body: object,
  idempotencyKey = `po-test-${++key}-${Date.now()}`,
  merchant = merchantId,
) => call(session, 'POST', `/merchants/${merchant}/withdrawals`, body, { 'idempotency-key': idempotencyKey });

describe('bank accounts', () => {
  it('the owner adds one with the code texted to them; the شبا may be typed in Persian digits with spaces', async () => {
    const typed = 'IR۵۱ ۰۱۷۰ ۰۰۰۰ ۰۰۱۱ ۰۲۰۳ ۰۴۰۵ ۰۶';
    const added = await addAccount(owner, typed);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      sheba: SHEBA.melli,
      bankCode: '017',
      bankName: 'بانک ملی ایران',
      holderName: 'علی رضایی',
    });
    const listed = await call(agent, 'GET', `/merchants/${merchantId}/bank-accounts`);
    expect(listed.json().map((a: { sheba: string }) => a.sheba)).toEqual([SHEBA.melli]);
  });

  it('refuses a bad شبا with a Persian message on the field, before using up the code', async () => {
    const cases: [string, string][] = [
      ['IR510170000000110203040507', 'sheba.checksum'],
      ['IR51017000000011020304050', 'sheba.length'],
      ['IR740990000000000000000001', 'sheba.unknownBank'],
      ['شبا ندارم', 'sheba.format'],
    ];
    const code = await freshCode(owner);
    for (const [sheba, problem] of cases) {
      const refused = await call(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, {
        sheba,
        holderName: 'علی رضایی',
        code,
      });
      expect(refused.statusCode, sheba).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().errors[0]).toMatchObject({ field: 'body.sheba', code: problem });
      expect(refused.json().errors[0].message).toMatch(/شبا/);
    }
    // The code was not spent on the refusals.
    const added = await call(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, {
      sheba: SHEBA.mellat,
      holderName: 'علی رضایی',
      code,
    });
    expect(added.statusCode).toBe(201);
  });

  it('needs a right, unused code: a wrong or reused one is refused on the code field and adds nothing', async () => {
    const wrong = await call(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, {
      sheba: SHEBA.failing,
      holderName: 'علی رضایی',
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('body.code');
    const code = await freshCode(owner);
    const body = { sheba: SHEBA.failing, holderName: 'علی رضایی', code };
    expect((await call(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, body)).statusCode).toBe(201);
    const again = await call(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, {
      ...body,
      sheba: 'IR210560000000555566667777',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('body.code');
    const accounts = (await call(owner, 'GET', `/merchants/${merchantId}/bank-accounts`)).json();
    expect(accounts).toHaveLength(3);
  });

  it('only the owner adds or changes accounts: an agent is refused (403), a stranger finds nothing (404)', async () => {
    expect((await call(agent, 'POST', `/merchants/${merchantId}/bank-accounts/code`)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/merchants/${merchantId}/bank-accounts/code`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/merchants/${merchantId}/bank-accounts`)).statusCode).toBe(404);
  });

  it('changing an account archives the old one in the same step', async () => {
    const strangers = await addAccount(stranger, SHEBA.melli, strangerMerchantId);
    expect(strangers.statusCode).toBe(201);
    const replaced = await addAccount(stranger, 'IR220540000000222233334444', strangerMerchantId, {
      replacesBankAccountId: strangers.json().id,
    });
    expect(replaced.statusCode).toBe(201);
    const listed = (await call(stranger, 'GET', `/merchants/${strangerMerchantId}/bank-accounts`)).json();
    expect(listed.map((a: { sheba: string }) => a.sheba)).toEqual(['IR220540000000222233334444']);
  });
});

describe('withdrawals', () => {
  const ownAccount = async (sheba = SHEBA.melli) =>
    (await call(owner, 'GET', `/merchants/${merchantId}/bank-accounts`))
      .json()
      .find((a: { sheba: string }) => a.sheba === sheba).id as number;

  it('moves money from the receivable into transit, once per idempotency key', async () => {
    await creditReceivable(ctx.db, merchantId, 10_000_000);
    const body = { bankAccountId: await ownAccount(), amountRials: 2_000_000 };
    const first = await withdraw(owner, body, 'same-key-0001');
    const repeat = await withdraw(owner, body, 'same-key-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'pending',
      amountRials: 2_000_000,
      bankAccount: { sheba: SHEBA.melli },
    });
    expect(repeat.json().id).toBe(first.json().id);
    expect((await withdraw(owner, { ...body, amountRials: 3_000_000 }, 'same-key-0001')).statusCode).toBe(422);
    expect(await receivableOf(ctx.db, merchantId)).toBe(8_000_000);
    const summary = (await call(agent, 'GET', `/merchants/${merchantId}/payouts/summary`)).json();
    expect(summary).toMatchObject({
      receivableRials: 8_000_000,
      inTransitRials: 2_000_000,
      withdrawnTodayRials: 2_000_000,
      canManage: false,
    });
  });

  it('refuses, with a Persian message on the amount, less than the minimum, more than the balance or the daily cap', async () => {
    const bankAccountId = await ownAccount();
    const small = await withdraw(owner, { bankAccountId, amountRials: 999_999 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors[0]).toMatchObject({ field: 'body.amountRials' });
    expect(small.json().errors[0].message).toContain('حداقل');
    const tooMuch = await withdraw(owner, { bankAccountId, amountRials: 8_000_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('PAYOUTS_INSUFFICIENT_RECEIVABLE');
    await creditReceivable(ctx.db, merchantId, 50_000_000);
    const overCap = await withdraw(owner, { bankAccountId, amountRials: 18_000_001 }); // 2,000,000 already today
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().errors[0].message).toContain('سقف');
    expect(await receivableOf(ctx.db, merchantId)).toBe(58_000_000);
  });

  it('never pays to another merchant’s account, and only the owner withdraws', async () => {
    const strangersAccount = (await call(stranger, 'GET', `/merchants/${strangerMerchantId}/bank-accounts`)).json()[0]
      .id;
    const foreign = await withdraw(owner, { bankAccountId: strangersAccount, amountRials: 1_000_000 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].field).toBe('body.bankAccountId');
    expect((await withdraw(agent, { bankAccountId: await ownAccount(), amountRials: 1_000_000 })).statusCode).toBe(403);
    expect((await withdraw(stranger, { bankAccountId: strangersAccount, amountRials: 1_000_000 })).statusCode).toBe(
      404,
    );
    expect(await receivableOf(ctx.db, merchantId)).toBe(58_000_000);
  });
});

describe('the payout job through the sandbox', () => {
  it('pays, returns a failed payout to the receivable, and changes nothing when run again', async () => {
    const failing = (await call(owner, 'GET', `/merchants/${merchantId}/bank-accounts`))
      .json()
      .find((a: { sheba: string }) => a.sheba === SHEBA.failing).id;
    const bad = await withdraw(owner, { bankAccountId: failing, amountRials: 3_000_000 });
    expect(bad.statusCode).toBe(201);
    const before = await receivableOf(ctx.db, merchantId);
    expect((await call(owner, 'POST', '/payouts/run')).statusCode).toBe(403);
    const run = await call(staff, 'POST', '/payouts/run');
    expect(run.json()).toEqual({ sent: 2, paid: 1, failed: 1, waiting: 0 });
    expect(await receivableOf(ctx.db, merchantId)).toBe(before + 3_000_000);
    expect(await systemBalance(ctx.db, 'payouts_paid')).toBe(2_000_000);
    expect(await systemBalance(ctx.db, 'payouts_in_transit')).toBe(0);
    const list = (await call(owner, 'GET', `/merchants/${merchantId}/withdrawals`)).json().items;
    expect(list.map((w: { status: string }) => w.status)).toEqual(['failed', 'paid']);
    expect(list[0].failureReason).toContain('۹۹۹۹');
    expect(list[1].bankReference).toMatch(/^SBX-po-/);

    const again = await call(staff, 'POST', '/payouts/run');
    expect(again.json()).toEqual({ sent: 0, paid: 0, failed: 0, waiting: 0 });
    expect(await receivableOf(ctx.db, merchantId)).toBe(before + 3_000_000);
    expect(await ledgerInvariants(ctx.db)).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });

  it('staff list payouts by state; nobody else may', async () => {
    const failed = await call(staff, 'GET', '/payouts?status=failed');
    expect(failed.json().items.every((p: { status: string }) => p.status === 'failed')).toBe(true);
    expect(failed.json().items[0].merchantName).toContain('تأمین‌کنندهٔ آزمایشی');
    expect((await call(owner, 'GET', '/payouts')).statusCode).toBe(403);
  });
});

// Issue 30 point 6: a person withdraws their own wallet (refunds land there) the same way, to an account of their
// own added with a fresh code; a failed payout returns to the wallet it came from.
describe('a person’s wallet', () => {
  let person: Session;
  let other: Session;
  const mine = () => `/persons/${person.userId}`;
  const addOwn = async (session: Session, sheba: string) =>
    call(session, 'POST', `/persons/${session.userId}/bank-accounts`, {
      sheba,
      holderName: 'مریم احمدی',
      code: await freshCode(session, 0, `/persons/${session.userId}`),
    });
  const withdrawOwn = (session: Session, body: object, idempotencyKey = `po-person-${++key}-${Date.now()}`) =>
    call(session, 'POST', `/persons/${session.userId}/withdrawals`, body, { 'idempotency-key': idempotencyKey });

  beforeAll(async () => {
    person = await signIn(ctx.app, '09121230005');
    other = await signIn(ctx.app, '09121230006');
  });

  it('adds an account of their own with the code texted to them, and withdraws from the wallet once per key', async () => {
    const added = await addOwn(person, SHEBA.mellat);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ userId: person.userId, merchantId: null, sheba: SHEBA.mellat });
    await creditWallet(ctx.db, person.userId, 5_000_000);
    const body = { bankAccountId: added.json().id, amountRials: 2_000_000 };
    const first = await withdrawOwn(person, body, 'person-same-key-1');
    const repeat = await withdrawOwn(person, body, 'person-same-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', userId: person.userId, merchantId: null });
    expect(repeat.json().id).toBe(first.json().id);
    expect(await walletOf(ctx.db, person.userId)).toBe(3_000_000);
    const summary = (await call(person, 'GET', `${mine()}/payouts/summary`)).json();
    expect(summary).toMatchObject({
      walletRials: 3_000_000,
      inTransitRials: 2_000_000,
      withdrawnTodayRials: 2_000_000,
    });
  });

  it('refuses a bad شبا, a missing code, a small or too large amount with Persian messages on the fields', async () => {
    const code = await freshCode(person, 0, mine());
    const bad = await call(person, 'POST', `${mine()}/bank-accounts`, {
      sheba: 'IR840120000000987654321013',
      holderName: 'مریم احمدی',
      code,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'body.sheba', code: 'sheba.checksum' });
    expect(bad.json().errors[0].message).toMatch(/شبا/);
    const wrongCode = await call(person, 'POST', `${mine()}/bank-accounts`, {
      sheba: SHEBA.melli,
      holderName: 'مریم احمدی',
      code: '000000',
    });
    expect(wrongCode.json().errors[0].field).toBe('body.code');
    const bankAccountId = (await call(person, 'GET', `${mine()}/bank-accounts`)).json()[0].id;
    const small = await withdrawOwn(person, { bankAccountId, amountRials: 999_999 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors[0]).toMatchObject({ field: 'body.amountRials' });
    expect(small.json().errors[0].message).toContain('حداقل');
    const tooMuch = await withdrawOwn(person, { bankAccountId, amountRials: 3_000_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'body.amountRials' });
    expect(tooMuch.json().errors[0].message).toContain('کیف پول');
    expect(await walletOf(ctx.db, person.userId)).toBe(3_000_000);
  });

  it('another person can neither see nor use them, and nobody pays to someone else’s account', async () => {
    const bankAccountId = (await call(person, 'GET', `${mine()}/bank-accounts`)).json()[0].id;
    expect((await call(other, 'GET', `${mine()}/bank-accounts`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `${mine()}/withdrawals`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `${mine()}/bank-accounts/code`)).statusCode).toBe(404);
    const theirs = await call(
      other,
      'POST',
      `${mine()}/withdrawals`,
      { bankAccountId, amountRials: 1_000_000 },
      {
        'idempotency-key': `po-other-${Date.now()}`,
      },
    );
    expect(theirs.statusCode).toBe(404);
    await creditWallet(ctx.db, other.userId, 2_000_000);
    const toForeign = await withdrawOwn(other, { bankAccountId, amountRials: 1_000_000 });
    expect(toForeign.statusCode).toBe(404);
    expect(toForeign.json().errors[0].field).toBe('body.bankAccountId');
    // Nor to a merchant's account.
    const merchantsAccount = (await call(owner, 'GET', `/merchants/${merchantId}/bank-accounts`)).json()[0].id;
    expect((await withdrawOwn(person, { bankAccountId: merchantsAccount, amountRials: 1_000_000 })).statusCode).toBe(
      404,
    );
    expect(await walletOf(ctx.db, person.userId)).toBe(3_000_000);
    expect(await walletOf(ctx.db, other.userId)).toBe(2_000_000);
  });

  it('the job pays them; a failed one (the sandbox’s شبا ending in 9999) returns to the wallet', async () => {
    const failing = await addOwn(person, SHEBA.failing);
    expect(failing.statusCode).toBe(201);
    const bad = await withdrawOwn(person, { bankAccountId: failing.json().id, amountRials: 1_000_000 });
    expect(bad.statusCode).toBe(201);
    expect(await walletOf(ctx.db, person.userId)).toBe(2_000_000);
    const paidBefore = await systemBalance(ctx.db, 'payouts_paid');
    const run = await call(staff, 'POST', '/payouts/run');
    expect(run.json()).toEqual({ sent: 2, paid: 1, failed: 1, waiting: 0 });
    expect(await walletOf(ctx.db, person.userId)).toBe(3_000_000);
    expect(await systemBalance(ctx.db, 'payouts_paid')).toBe(paidBefore + 2_000_000);
    expect(await systemBalance(ctx.db, 'payouts_in_transit')).toBe(0);
    const list = (await call(person, 'GET', `${mine()}/withdrawals`)).json().items;
    expect(list.map((w: { status: string }) => w.status)).toEqual(['failed', 'paid']);
    expect(list[0].failureReason).toContain('۹۹۹۹');
    const wallet = (await call(person, 'GET', '/wallettransactions')).json().items;
    expect(wallet[0]).toMatchObject({ amountRials: 1_000_000 });
    const staffView = (await call(staff, 'GET', '/payouts?status=failed')).json().items;
    expect(staffView.find((p: { userId: number | null }) => p.userId === person.userId)?.merchantName).toBeNull();
    expect(await ledgerInvariants(ctx.db)).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });
});
