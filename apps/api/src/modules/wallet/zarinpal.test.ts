import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';

// The Zarinpal adapter against a local fake of Zarinpal's REST v4 (never the real one): request, verify
// with codes 100 and 101, a gateway that is down while the payer returns, and the reconciliation that
// settles the payment once the gateway answers again. Forged amounts and foreign authorities change nothing.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let fake: Server;
let down = false;
const issued = new Map<string, { amount: number; paid: boolean; verified: boolean; merchant: string }>();
const calls: { path: string; body: Record<string, unknown> }[] = [];
const MERCHANT = '00000000-0000-0000-0000-000000000042';

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await readJson(request);
    calls.push({ path: request.url ?? '', body });
    const answer = (data: object, errors: object | unknown[] = []) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, errors }));
    if (down) return response.writeHead(502).end('bad gateway');
    if (request.url === '/pg/v4/payment/request.json') {
      const authority = `A${String(issued.size + 1).padStart(35, '0')}`;
      issued.set(authority, {
        amount: Number(body.amount),
        paid: false,
        verified: false,
        merchant: String(body.merchant_id),
      });
      return answer({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
    }
    if (request.url === '/pg/v4/payment/verify.json') {
      const payment = issued.get(String(body.authority));
      if (!payment || payment.merchant !== body.merchant_id) return answer([], { code: -11, message: 'not found' });
      if (payment.amount !== Number(body.amount)) return answer([], { code: -50, message: 'amount mismatch' });
      if (!payment.paid) return answer([], { code: -51, message: 'not paid' });
      const code = payment.verified ? 101 : 100;
      payment.verified = true;
      return answer({ code, message: 'Verified', ref_id: 201, card_pan: '502229******5995' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    env: {
      ZARINPAL_MERCHANT_ID: MERCHANT,
      ZARINPAL_API_URL: url,
      ZARINPAL_STARTPAY_URL: 'https://www.zarinpal.com/pg/StartPay/',
      PUBLIC_SITE_URL: 'https://bazaar.example',
      GATEWAY_TIMEOUT_MS: '2000',
      PAYMENT_RECONCILE_MS: '0',
    },
  });
  buyer = await signIn(ctx.app, '09171240001');
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake.close(resolve));
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...buyer.auth, ...headers },
    ...(payload ? { payload } : {}),
  });
const balance = async () => (await api('GET', '/wallettransactions/credit/byuser')).json().balanceRials as number;

async function topUp(amountRials: number) {
  const res = await api(
    'POST',
    '/wallettransactions/charge',
    { amountRials, gateway: 'zarinpal' },
    {
      'idempotency-key': randomUUID(),
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const { redirectUrl, payment } = res.json();
  const authority = decodeURIComponent(redirectUrl.split('/').pop());
  return { redirectUrl: redirectUrl as string, paymentId: payment.id as number, authority };
}
let staff: Session | undefined;
const staffSession = async () => {
  staff ??= await signIn(ctx.app, '09120000001');
  return staff;
};
const callback = (authority: string, status = 'OK') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/onlinepayments/verify',
    payload: { gateway: 'zarinpal', authority, status },
  });

describe('Zarinpal', () => {
  it('is listed as a gateway, sends the exact amount in Rials and our return address, and StartPays', async () => {
    const gateways = (await ctx.app.inject({ url: '/api/v1/gateways' })).json();
    expect(gateways.map((g: { code: string }) => g.code)).toContain('zarinpal');
    const { redirectUrl, authority } = await topUp(12_345_670);
    expect(redirectUrl).toBe(`https://www.zarinpal.com/pg/StartPay/${authority}`);
    const sent = calls.find((c) => c.path === '/pg/v4/payment/request.json' && c.body.amount === 12_345_670);
    expect(sent?.body).toMatchObject({
      merchant_id: MERCHANT,
      currency: 'IRR',
      callback_url: 'https://bazaar.example/payment/callback?gateway=zarinpal',
    });
  });

  it('credits after verify (code 100); the same callback again (code 101) credits nothing more', async () => {
    const before = await balance();
    const { authority } = await topUp(5_000_000);
    const entry = issued.get(authority);
    if (entry) entry.paid = true;
    const first = await callback(authority);
    expect(first.json()).toMatchObject({ status: 'paid', referenceId: '201' });
    // A replay after settlement is answered from our records; a fresh verify at Zarinpal would say 101.
    for (let i = 0; i < 3; i += 1) expect((await callback(authority)).json().status).toBe('paid');
    expect(await balance()).toBe(before + 5_000_000);
  });

  it('an unpaid return (NOK) leaves the payment waiting; paid later, reconciliation credits it', async () => {
    const before = await balance();
    const { authority, paymentId } = await topUp(1_000_000);
    const res = await callback(authority, 'NOK');
    expect(res.json().status).toBe('redirected');
    expect(await balance()).toBe(before);
    // The payer went back to the bank's page (or paid in another tab) and paid after all.
    const entry = issued.get(authority);
    if (entry) entry.paid = true;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/payments/reconcile', headers: (await staffSession()).auth });
    expect((await api('GET', `/onlinepayments/by-paymentid?paymentId=${paymentId}`)).json().status).toBe('paid');
    expect(await balance()).toBe(before + 1_000_000);
  });

  it('a gateway that is down leaves the payment pending with a Persian message; reconciliation settles it later', async () => {
    const before = await balance();
    const { authority, paymentId } = await topUp(2_000_000);
    const entry = issued.get(authority);
    if (entry) entry.paid = true; // the payer paid, then the gateway went down before our verify
    down = true;
    const pending = await callback(authority);
    expect(pending.json().status).toBe('redirected');
    expect(pending.json().message).toMatch(/خودکار بررسی/);
    const staff = await staffSession();
    const stillDown = await ctx.app.inject({ method: 'POST', url: '/api/v1/payments/reconcile', headers: staff.auth });
    const outcome = stillDown.json();
    down = false;
    // Every payment waiting at the gateway was asked about; none could be settled while it was down.
    expect(outcome.paid).toBe(0);
    expect(outcome.pending).toBe(outcome.checked);
    expect(await balance()).toBe(before);
    const settled = await ctx.app.inject({ method: 'POST', url: '/api/v1/payments/reconcile', headers: staff.auth });
    expect(settled.json()).toMatchObject({ paid: 1 });
    expect(await balance()).toBe(before + 2_000_000);
    const payment = await api('GET', `/onlinepayments/by-paymentid?paymentId=${paymentId}`);
    expect(payment.json()).toMatchObject({ status: 'paid', referenceId: '201' });
  });

  it('a forged amount at the gateway and a foreign authority change nothing', async () => {
    const before = await balance();
    const { authority } = await topUp(3_000_000);
    const entry = issued.get(authority);
    if (entry) {
      entry.paid = true;
      entry.amount = 30_000; // the gateway holds a different amount than we asked: verify must not pass
    }
    expect((await callback(authority)).json().status).toBe('failed');
    expect((await callback('A999999999999999999999999999999999999')).statusCode).toBe(404);
    expect(await balance()).toBe(before);
  });

  it('starting a payment while the gateway is down answers 503 in Persian and the payment can be retried', async () => {
    down = true;
    const res = await api(
      'POST',
      '/wallettransactions/charge',
      { amountRials: 1_000_000, gateway: 'zarinpal' },
      {
        'idempotency-key': randomUUID(),
      },
    );
    down = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().title).toBe('درگاه پرداخت پاسخ نمی‌دهد');
    const retryable = (await api('GET', '/payments/for-retry-pay')).json() as { id: number; status: string }[];
    const failed = retryable.find((p) => p.status === 'failed');
    expect(failed).toBeDefined();
    const retried = await api(
      'POST',
      '/onlinepayments/retry-request',
      { paymentId: failed?.id },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(retried.statusCode).toBe(201);
  });
});
