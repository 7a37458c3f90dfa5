import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { merchants } from '../../db/schema/merchants.js';
import { idempotencyKeys, payables, payments } from '../../db/schema/wallet.js';
import { createWalletRepo } from './wallet.repo.js';

// The wallet as its users meet it: top-ups through the sandbox gateway, retries, cancels, staff adjustments,
// wallet payments under concurrency, idempotency keys, and membership plans bought from the wallet.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let other: Session;
let staff: Session;
let owner: Session;
let merchantId = 0;

const key = () => ({ 'idempotency-key': randomUUID() });

async function api(session: Session | null, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(session?.auth ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const balanceOf = async (s: Session) =>
  (await api(s, 'GET', '/wallettransactions/credit/byuser')).json().balanceRials as number;

async function credit(session: Session, phone: string, amountRials: number) {
  const res = await api(
    staff,
    'POST',
    '/wallettransactions/charge-by-user',
    { phoneNumber: phone, direction: 'credit', amountRials, reason: 'شارژ آزمایشی برای آزمون' },
    key(),
  );
  expect(res.statusCode, res.body).toBe(201);
  void session;
}

/** Starts a top-up and answers its sandbox authority. */
async function startTopUp(session: Session, amountRials: number) {
  const res = await api(session, 'POST', '/wallettransactions/charge', { amountRials, gateway: 'sandbox' }, key());
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  expect(body.redirectUrl).toMatch(/^\/payment\/sandbox\/SBX/);
  return { paymentId: body.payment.id as number, authority: body.redirectUrl.split('/').pop() as string };
}
const decide = (authority: string, outcome: 'paid' | 'cancelled') =>
  api(null, 'POST', '/gateways/sandbox/complete', { authority, outcome });
const verify = (authority: string) =>
  api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority, status: 'OK' });

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', PAYMENT_RECONCILE_MS: '0' } });
  buyer = await signIn(ctx.app, '09171230001');
  other = await signIn(ctx.app, '09171230002');
  staff = await signIn(ctx.app, '09120000001');
  owner = await signIn(ctx.app, '09171230003');
  const [merchant] = await ctx.db.select({ id: merchants.id }).from(merchants).limit(1);
  merchantId = merchant?.id ?? 0;
  await ctx.db.insert(merchantMembers).values({ merchantId, userId: owner.userId, role: 'owner' });
});
afterAll(() => ctx?.close());

describe('top-up through the sandbox gateway', () => {
  it('credits the wallet once the gateway confirms, and a replayed callback credits nothing more', async () => {
    expect(await balanceOf(buyer)).toBe(0);
    const { paymentId, authority } = await startTopUp(buyer, 2_500_000);
    // Before paying, the return page finds nothing paid.
    const page = await api(null, 'GET', `/gateways/sandbox/payment?authority=${authority}`);
    expect(page.json()).toMatchObject({ amountRials: 2_500_000, state: 'pending' });
    expect((await decide(authority, 'paid')).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(authority)));
    for (const r of results) expect(r.json()).toMatchObject({ status: 'paid', paymentId, amountRials: 2_500_000 });
    expect(results[0]?.json().message).toContain('شماره پیگیری');
    expect(await balanceOf(buyer)).toBe(2_500_000);
    const list = (await api(buyer, 'GET', '/wallettransactions')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'topup',
      amountRials: 2_500_000,
      balanceAfterRials: 2_500_000,
      paymentId,
    });
  });

  it('refuses amounts below the minimum with a Persian field error', async () => {
    const res = await api(
      buyer,
      'POST',
      '/wallettransactions/charge',
      { amountRials: 5_000, gateway: 'sandbox' },
      key(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0].field).toBe('body.amountRials');
  });

  it('refuses a money call without an idempotency key', async () => {
    const res = await api(buyer, 'POST', '/wallettransactions/charge', { amountRials: 1_000_000, gateway: 'sandbox' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('idempotency-key');
  });

  it('a payment cancelled at the bank fails, is listed for retry, and a retry succeeds', async () => {
    const before = await balanceOf(other);
    const { paymentId, authority } = await startTopUp(other, 1_000_000);
    await decide(authority, 'cancelled');
    expect((await verify(authority)).json().status).toBe('failed');
    const retryable = (await api(other, 'GET', '/payments/for-retry-pay')).json() as { id: number; status: string }[];
    expect(retryable.map((p) => [p.id, p.status])).toContainEqual([paymentId, 'failed']);
    const retried = await api(other, 'POST', '/onlinepayments/retry-request', { paymentId }, key());
    expect(retried.statusCode, retried.body).toBe(201);
    const again = retried.json().redirectUrl.split('/').pop();
    await decide(again, 'paid');
    expect((await verify(again)).json().status).toBe('paid');
    expect(await balanceOf(other)).toBe(before + 1_000_000);
    expect((await api(other, 'GET', '/payments/for-retry-pay')).json()).toEqual([]);
  });

  it('a pending payment can be cancelled; if the bank still took the money, it lands in the wallet', async () => {
    const before = await balanceOf(other);
    const { paymentId, authority } = await startTopUp(other, 3_000_000);
    const cancelled = await api(other, 'POST', `/payments/${paymentId}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await api(other, 'POST', `/payments/${paymentId}/cancel`)).statusCode).toBe(409);
    await decide(authority, 'paid');
    expect((await verify(authority)).json().status).toBe('paid');
    expect(await balanceOf(other)).toBe(before + 3_000_000);
    const entries = (await api(other, 'GET', '/wallettransactions?kind=overpayment')).json();
    expect(entries.items[0]).toMatchObject({ kind: 'overpayment', amountRials: 3_000_000 });
  });

  it('a callback with an authority nobody issued changes nothing', async () => {
    const res = await api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority: 'SBXFORGED000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a payment the bank may still settle (issue 28, finding 1)', () => {
  const reconcile = () => api(staff, 'POST', '/payments/reconcile');
  const statusOf = async (session: Session, paymentId: number) =>
    (await api(session, 'GET', `/onlinepayments/by-paymentid?paymentId=${paymentId}`)).json().status as string;

  it('a verify before the payer pays changes nothing; paid later with the tab closed, reconciliation credits it', async () => {
    const payer = await signIn(ctx.app, '09171230021');
    const { paymentId, authority } = await startTopUp(payer, 1_300_000);
    // Anyone who knows the authority asks too early, with the gateway's «NOK» typed in: nothing is written.
    const rowOf = async () => (await ctx.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
    const before = await rowOf();
    const early = await api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority, status: 'NOK' });
    expect(early.json()).toMatchObject({ status: 'redirected' });
    expect(early.json().message).toMatch(/هنوز/);
    expect(await rowOf()).toEqual(before);
    // The payer pays at the bank and closes the tab: no callback ever comes.
    await decide(authority, 'paid');
    expect((await reconcile()).statusCode).toBe(200);
    expect(await statusOf(payer, paymentId)).toBe('paid');
    expect(await balanceOf(payer)).toBe(1_300_000);
    // Asking again settles nothing more.
    await reconcile();
    expect((await verify(authority)).json().status).toBe('paid');
    expect(await balanceOf(payer)).toBe(1_300_000);
  });

  it('a payment cancelled on the site, then paid at the bank without returning, reaches the wallet', async () => {
    const payer = await signIn(ctx.app, '09171230022');
    const { paymentId, authority } = await startTopUp(payer, 2_200_000);
    expect((await api(payer, 'POST', `/payments/${paymentId}/cancel`)).json().status).toBe('cancelled');
    await decide(authority, 'paid');
    await reconcile();
    expect(await balanceOf(payer)).toBe(2_200_000);
    const entries = (await api(payer, 'GET', '/wallettransactions?kind=overpayment')).json();
    expect(entries.items[0]).toMatchObject({ kind: 'overpayment', amountRials: 2_200_000, paymentId });
  });

  it('an unpaid payment waits until its expiry, then expires; paid late, it is still credited', async () => {
    const payer = await signIn(ctx.app, '09171230023');
    const { paymentId, authority } = await startTopUp(payer, 1_100_000);
    await reconcile();
    expect(await statusOf(payer, paymentId)).toBe('redirected');
    // Its time at the gateway (PAYMENT_EXPIRE_MINUTES, 30 by default) runs out.
    await ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, paymentId));
    await reconcile();
    expect(await statusOf(payer, paymentId)).toBe('expired');
    // The bank still confirms it later, and the payer's browser comes back: the money is credited once.
    await decide(authority, 'paid');
    expect((await verify(authority)).json().status).toBe('paid');
    await reconcile();
    expect(await balanceOf(payer)).toBe(1_100_000);
  });

  it('a payment the bank refused for good fails at once and is not asked about again', async () => {
    const payer = await signIn(ctx.app, '09171230024');
    const { paymentId, authority } = await startTopUp(payer, 1_000_000);
    await decide(authority, 'cancelled');
    expect((await verify(authority)).json().status).toBe('failed');
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.gatewayClosedAt).toBeInstanceOf(Date);
    const retried = await api(payer, 'POST', '/onlinepayments/retry-request', { paymentId }, key());
    expect(retried.statusCode, retried.body).toBe(201);
  });
});

describe('idempotency keys', () => {
  raceIt('the same key sent 10 times in parallel starts one payment and answers the same to all', async () => {
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(buyer, 'POST', '/wallettransactions/charge', { amountRials: 1_200_000, gateway: 'sandbox' }, headers),
      ),
    );
    const ids = new Set(answers.map((a) => a.json().payment?.id));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const rows = await ctx.db.select().from(payments).where(eq(payments.id, id));
    expect(rows).toHaveLength(1);
  });

  it('the same key with another body is refused', async () => {
    const headers = key();
    await api(buyer, 'POST', '/wallettransactions/charge', { amountRials: 1_000_000, gateway: 'sandbox' }, headers);
    const res = await api(
      buyer,
      'POST',
      '/wallettransactions/charge',
      { amountRials: 9_000_000, gateway: 'sandbox' },
      headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('WALLET_IDEMPOTENCY_KEY_REUSED');
  });

  raceIt('a staff credit repeated with its key credits once', async () => {
    const headers = key();
    const body = { phoneNumber: '09171230002', direction: 'credit', amountRials: 700_000, reason: 'جبران تأخیر ارسال' };
    const before = await balanceOf(other);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api(staff, 'POST', '/wallettransactions/charge-by-user', body, headers)),
    );
    expect(new Set(answers.map((a) => a.json().transactionId)).size).toBe(1);
    expect(await balanceOf(other)).toBe(before + 700_000);
  });
});

describe('idempotency records commit with the money (issue 28, finding 10)', () => {
  it('a staff credit whose answer could not be stored is rolled back, and its retry credits once', async () => {
    const headers = key();
    const marker = headers['idempotency-key'];
    // The store of this key's answer fails once, after the money was written (a lost connection, say).
    await ctx.db.execute(sql.raw('create sequence if not exists key_answer_failures'));
    await ctx.db.execute(
      sql.raw(`create or replace function fail_key_answer_once() returns trigger language plpgsql as $$
      begin
        if new.key = '${marker}' and new.response_status is not null and nextval('key_answer_failures') = 1 then
          raise exception 'the answer could not be stored';
        end if;
        return new;
      end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger fail_key_answer_once before update on idempotency_keys
        for each row execute function fail_key_answer_once()`),
    );
    try {
      const body = {
        phoneNumber: '09171230002',
        direction: 'credit',
        amountRials: 450_000,
        reason: 'جبران کسری ارسال',
      };
      const before = await balanceOf(other);
      const first = await api(staff, 'POST', '/wallettransactions/charge-by-user', body, headers);
      expect(first.statusCode).toBeGreaterThanOrEqual(500);
      const retry = await api(staff, 'POST', '/wallettransactions/charge-by-user', body, headers);
      expect(retry.statusCode, retry.body).toBe(201);
      const again = await api(staff, 'POST', '/wallettransactions/charge-by-user', body, headers);
      expect(again.json().transactionId).toBe(retry.json().transactionId);
      expect(await balanceOf(other)).toBe(before + 450_000);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_key_answer_once on idempotency_keys'));
    }
  });

  it('a key left claimed by a crashed attempt is taken over once its claim runs out', async () => {
    const headers = key();
    const body = { phoneNumber: '09171230002', direction: 'credit', amountRials: 320_000, reason: 'بازگشت هزینهٔ حمل' };
    // What a crash between claiming the key and storing the answer leaves behind, ten minutes ago.
    await ctx.db.insert(idempotencyKeys).values({
      userId: staff.userId,
      operation: 'charge-by-user',
      key: headers['idempotency-key'],
      requestHash: 'crashed-attempt',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const before = await balanceOf(other);
    const res = await api(staff, 'POST', '/wallettransactions/charge-by-user', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(other)).toBe(before + 320_000);
  });
});

describe('wallet payments', () => {
  async function openPayable(session: Session, amountRials: number) {
    const [row] = await ctx.db
      .insert(payables)
      .values({ userId: session.userId, kind: 'membership_plan', title: 'پرداخت آزمایشی', amountRials })
      .returning({ id: payables.id });
    return row?.id ?? 0;
  }

  raceIt('100 concurrent payments against a balance that covers 10: exactly 10 succeed', async () => {
    const payer = await signIn(ctx.app, '09171230010');
    await credit(payer, '09171230010', 10 * 400_000);
    const ids = await Promise.all(Array.from({ length: 100 }, () => openPayable(payer, 400_000)));
    const answers = await Promise.all(
      ids.map((payableId) => api(payer, 'POST', '/payments/wallet-pay', { payableId }, key())),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await balanceOf(payer)).toBe(0);
    expect(await createWalletRepo(ctx.db).invariants()).toEqual({
      unbalanced: [],
      drifted: [],
      negative: [],
      paidTwice: [],
    });
  });

  it('a payable is paid once, and never from someone else’s wallet', async () => {
    await credit(buyer, '09171230001', 2_000_000);
    const payableId = await openPayable(buyer, 500_000);
    const stranger = await api(other, 'POST', '/payments/wallet-pay', { payableId }, key());
    expect(stranger.statusCode).toBe(404);
    const first = await api(buyer, 'POST', '/payments/wallet-pay', { payableId }, key());
    expect(first.statusCode, first.body).toBe(200);
    const second = await api(buyer, 'POST', '/payments/wallet-pay', { payableId }, key());
    expect(second.json().code).toBe('WALLET_ALREADY_PAID');
  });

  it('nobody reads or cancels another person’s payment', async () => {
    const { paymentId } = await startTopUp(buyer, 1_000_000);
    expect((await api(other, 'GET', `/onlinepayments/by-paymentid?paymentId=${paymentId}`)).statusCode).toBe(404);
    expect((await api(other, 'POST', `/payments/${paymentId}/cancel`)).statusCode).toBe(404);
    expect((await api(buyer, 'GET', `/onlinepayments/by-paymentid?paymentId=${paymentId}`)).json().status).toBe(
      'redirected',
    );
  });

  it('staff can debit, never below zero, and only staff may adjust', async () => {
    const body = {
      phoneNumber: '09171230002',
      direction: 'debit',
      amountRials: 10_000_000_000,
      reason: 'برداشت بیش از موجودی',
    };
    const res = await api(staff, 'POST', '/wallettransactions/charge-by-user', body, key());
    expect(res.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    const notStaff = await api(buyer, 'POST', '/wallettransactions/charge-by-user', { ...body, amountRials: 1 }, key());
    expect(notStaff.statusCode).toBe(403);
  });

  it('filters the statement by kind and Jalali dates, and explains a bad date in Persian', async () => {
    const all = (await api(buyer, 'GET', '/wallettransactions?pageSize=100')).json();
    expect(all.items.length).toBeGreaterThan(1);
    const today = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(new Date())
      .replace(/[^\d/]/g, '');
    const [m, d, y] = today.split('/');
    const jalali = `${y}/${m}/${d}`;
    const todays = (
      await api(buyer, 'GET', `/wallettransactions?pageSize=100&from=${encodeURIComponent(jalali)}`)
    ).json();
    expect(todays.total).toBe(all.total);
    const none = (await api(buyer, 'GET', `/wallettransactions?to=${encodeURIComponent('1400/01/01')}`)).json();
    expect(none.total).toBe(0);
    const bad = await api(buyer, 'GET', '/wallettransactions?from=1405/13/40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/تاریخ/);
  });
});

describe('membership plans', () => {
  it('every supplier starts on the free base plan; the owner buys a plan from the wallet and it shows', async () => {
    const plans = (await api(null, 'GET', '/membershipplans')).json();
    expect(plans[0]).toMatchObject({ isBase: true, priceRials: 0 });
    const current = (await api(owner, 'GET', `/membershipplans/current?merchantId=${merchantId}`)).json();
    expect(current).toMatchObject({ plan: { isBase: true }, expiresAt: null });

    const created = await api(staff, 'POST', '/membershipplans', {
      name: 'طلایی',
      priceRials: 20_000_000,
      periodDays: 90,
      requestsPerMonth: 100,
      feePerRequestRials: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect((await api(owner, 'POST', '/membershipplans', { ...plan, name: 'نقره‌ای' })).statusCode).toBe(403);

    const payable = await api(owner, 'POST', '/membershipplans/buy', { merchantId, planId: plan.id });
    expect(payable.statusCode, payable.body).toBe(201);
    const short = await api(owner, 'POST', '/payments/wallet-pay', { payableId: payable.json().id }, key());
    expect(short.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    await credit(owner, '09171230003', 20_000_000);
    const paid = await api(owner, 'POST', '/payments/wallet-pay', { payableId: payable.json().id }, key());
    expect(paid.statusCode, paid.body).toBe(200);
    const now = (await api(owner, 'GET', `/membershipplans/current?merchantId=${merchantId}`)).json();
    expect(now.plan.id).toBe(plan.id);
    const days = (new Date(now.expiresAt).getTime() - new Date(now.startedAt).getTime()) / 86_400_000;
    expect(days).toBe(90);
    expect(await balanceOf(owner)).toBe(0);
    const base = plans[0].id;
    expect((await api(owner, 'POST', '/membershipplans/buy', { merchantId, planId: base })).json().code).toBe(
      'WALLET_PLAN_IS_FREE',
    );
    // Someone who does not own the supplier cannot buy for it or read its plan.
    expect((await api(buyer, 'POST', '/membershipplans/buy', { merchantId, planId: plan.id })).statusCode).toBe(404);
    expect((await api(buyer, 'GET', `/membershipplans/current?merchantId=${merchantId}`)).statusCode).toBe(404);
  });
});
