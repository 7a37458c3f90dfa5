import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReceivable, merchantOwnedBy, receivableOf, systemBalance } from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/identity.js';
import { ledgerEntries } from '../../db/schema/wallet.js';

// The Jibit transferor adapter against a local fake of its API (never the real one; decision 038 cites the
// calls): a token from the key and secret, a batch of transfers in Rials to شبا numbers, and an inquiry per
// transfer id. A transfer the bank pays is paid out once, one it refuses comes back to the receivable once, the
// same answers asked again change nothing, and a provider that is down keeps the withdrawals for the next run.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let fake: Server;
let down = false;
let owner: Session;
let staff: Session;
let merchantId = 0;
const transfers = new Map<string, { state: string; amount: number; currency: string; destination: string }>();
const batches: { batchID: string; count: number; auth: string }[] = [];
const ACCESS = 'fake-jibit-access-token';

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
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/trf/v2/tokens/generate') {
      if (body.apiKey !== 'test-key' || body.secretKey !== 'test-secret')
        return send(401, { errors: [{ code: 'auth.invalid', message: 'bad key' }] });
      return send(200, { accessToken: ACCESS, refreshToken: 'refresh' });
    }
    if (request.headers.authorization !== `Bearer ${ACCESS}`) return send(401, { errors: [{ code: 'unauthorized' }] });
    if (url.pathname === '/trf/v2/transfers' && request.method === 'POST') {
      const list = body.transfers as { transferID: string; amount: number; currency: string; destination: string }[];
      if (list.some((t) => transfers.has(t.transferID)))
        return send(400, { fingerprint: 'f', errors: [{ code: 'transfer.already_exists', message: 'exists' }] });
      for (const t of list)
        transfers.set(t.transferID, {
          state: 'IN_PROGRESS',
          amount: t.amount,
          currency: t.currency,
          destination: t.destination,
        });
      batches.push({ batchID: String(body.batchID), count: list.length, auth: String(request.headers.authorization) });
      return send(200, { batchID: body.batchID, submittedCount: list.length });
    }
    if (url.pathname === '/trf/v2/transfers' && request.method === 'GET') {
      const id = url.searchParams.get('transferID') ?? '';
      const found = transfers.get(id);
      if (!found) return send(404, { errors: [{ code: 'transfer.not_found' }] });
      return send(200, {
        transfers: [
          { transferID: id, state: found.state, bankTransferID: found.state === 'TRANSFERRED' ? `BANK-${id}` : null },
        ],
      });
    }
    send(404, { errors: [{ code: 'handler.not_found' }] });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    seeded: false,
    env: {
      PAYOUT_PROVIDER: 'jibit',
      JIBIT_TRANSFEROR_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/trf`,
      JIBIT_TRANSFEROR_API_KEY: 'test-key',
      JIBIT_TRANSFEROR_SECRET_KEY: 'test-secret',
      PAYOUT_RUN_MS: '0',
      OTP_RESEND_SECONDS: '0',
    },
  });
  owner = await signIn(ctx.app, '09121250001');
  merchantId = await merchantOwnedBy(ctx.db, owner.userId);
  await signIn(ctx.app, '09121250004');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.phone, '09121250004'));
  staff = await signIn(ctx.app, '09121250004');
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const api = (session: Session, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...session.auth, ...headers }, payload });
const run = async () => (await api(staff, 'POST', '/payouts/run')).json();
const entries = async () => (await ctx.db.select().from(ledgerEntries)).length;
const states = async () =>
  (await api(owner, 'GET', `/merchants/${merchantId}/withdrawals`))
    .json()
    .items.map((w: { status: string }) => w.status);

async function account(sheba: string) {
  await api(owner, 'POST', `/merchants/${merchantId}/bank-accounts/code`);
  const outbox = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=5' })).json();
  const code = outbox.find((m: { to: string }) => m.to === '09121250001').code;
  const added = await api(owner, 'POST', `/merchants/${merchantId}/bank-accounts`, {
    sheba,
    holderName: 'رضا محمدی',
    code,
  });
  return added.json().id as number;
}

describe('payouts through Jibit’s transferor (a local fake)', () => {
  it('sends one batch in Rials, pays one, returns the refused one, and changes nothing when asked again', async () => {
    await creditReceivable(ctx.db, merchantId, 9_000_000);
    const paidAccount = await account('IR510170000000110203040506');
    const refusedAccount = await account('IR840120000000987654321012');
    for (const [bankAccountId, amountRials, key] of [
      [paidAccount, 2_500_005, 'jibit-a-0001'],
      [refusedAccount, 1_500_000, 'jibit-b-0001'],
    ] as const)
      expect(
        (
          await api(
            owner,
            'POST',
            `/merchants/${merchantId}/withdrawals`,
            { bankAccountId, amountRials },
            { 'idempotency-key': key },
          )
        ).statusCode,
      ).toBe(201);

    expect(await run()).toEqual({ sent: 2, paid: 0, failed: 0, waiting: 2 });
    expect(batches).toHaveLength(1);
    expect(batches[0]?.count).toBe(2);
    // Exact Rials, never rounded to tomans.
    expect([...transfers.values()].map((t) => [t.amount, t.currency, t.destination])).toEqual([
      [2_500_005, 'RIALS', 'IR510170000000110203040506'],
      [1_500_000, 'RIALS', 'IR840120000000987654321012'],
    ]);
    expect(await states()).toEqual(['sent', 'sent']);

    const [first, second] = [...transfers.values()];
    if (first) first.state = 'TRANSFERRED';
    if (second) second.state = 'FAILED';
    expect(await run()).toEqual({ sent: 0, paid: 1, failed: 1, waiting: 0 });
    expect(await states()).toEqual(['failed', 'paid']);
    expect(await receivableOf(ctx.db, merchantId)).toBe(9_000_000 - 2_500_005);
    expect(await systemBalance(ctx.db, 'payouts_paid')).toBe(2_500_005);
    const before = await entries();
    // The same answers again (a replayed status): nothing moves, nothing is sent again.
    expect(await run()).toEqual({ sent: 0, paid: 0, failed: 0, waiting: 0 });
    expect(await entries()).toBe(before);
    expect(batches).toHaveLength(1);
    const paid = (await api(owner, 'GET', `/merchants/${merchantId}/withdrawals?status=paid`)).json().items[0];
    expect(paid.bankReference).toMatch(/^BANK-po-/);
  });

  it('keeps withdrawals pending while the provider is down, and sends them on the next run', async () => {
    const bankAccountId = (await api(owner, 'GET', `/merchants/${merchantId}/bank-accounts`)).json()[0].id;
    const made = await api(
      owner,
      'POST',
      `/merchants/${merchantId}/withdrawals`,
      { bankAccountId, amountRials: 1_000_000 },
      {
        'idempotency-key': 'jibit-c-0001',
      },
    );
    expect(made.statusCode).toBe(201);
    down = true;
    expect((await api(staff, 'POST', '/payouts/run')).statusCode).toBe(200);
    expect((await states())[0]).toBe('pending');
    down = false;
    expect(await run()).toMatchObject({ sent: 1 });
    expect((await states())[0]).toBe('sent');
    expect(batches).toHaveLength(2);
  });
});
