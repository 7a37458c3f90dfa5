import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { payables } from '../../db/schema/wallet.js';
import { createWalletRepo } from './wallet.repo.js';

// Property: whatever random mix of top-ups (paid or abandoned at the bank, verified too early, the payer
// returning or not), wallet payments, cancels (and the bank paying after all), staff credits and debits (sent
// once or twice with one key) and replayed callbacks runs at the same time, after every batch and a
// reconciliation each transaction sums to zero, no wallet is negative, every balance equals the sum of its
// entries, no payable is fulfilled twice, and each wallet holds exactly what the bank and staff moved.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: Session;
const people: { session: Session; phone: string }[] = [];
const expected = new Map<number, number>();
const authorities: string[] = [];

const api = (
  session: Session | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  money: boolean | string = false,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(session?.auth ?? {}),
      ...(money ? { 'idempotency-key': money === true ? randomUUID() : money } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const add = (userId: number, amount: number) => expected.set(userId, (expected.get(userId) ?? 0) + amount);

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', PAYMENT_RECONCILE_MS: '0' } });
  staff = await signIn(ctx.app, '09120000001');
  for (const phone of ['09171250001', '09171250002', '09171250003']) {
    people.push({ session: await signIn(ctx.app, phone), phone });
  }
});
afterAll(() => ctx?.close());

const amount = fc.integer({ min: 1, max: 50 }).map((n) => n * 100_000);
const person = fc.integer({ min: 0, max: 2 });
const operation = fc.oneof(
  fc.record({
    op: fc.constant('topup' as const),
    who: person,
    amount,
    pay: fc.boolean(),
    early: fc.boolean(),
    returns: fc.boolean(),
  }),
  fc.record({ op: fc.constant('walletPay' as const), who: person, amount }),
  fc.record({ op: fc.constant('cancel' as const), who: person, amount, bankPays: fc.boolean() }),
  fc.record({ op: fc.constant('staff' as const), who: person, amount, credit: fc.boolean(), twice: fc.boolean() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function run(o: Operation) {
  if (o.op === 'replay') {
    const authority = authorities[o.pick % Math.max(authorities.length, 1)];
    if (authority) await api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority });
    return;
  }
  const { session, phone } = people[o.who] as (typeof people)[number];
  if (o.op === 'topup' || o.op === 'cancel') {
    const res = await api(
      session,
      'POST',
      '/wallettransactions/charge',
      { amountRials: o.amount, gateway: 'sandbox' },
      true,
    );
    const { payment, redirectUrl } = res.json();
    const authority = redirectUrl.split('/').pop() as string;
    authorities.push(authority);
    const verify = () => api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority });
    if (o.op === 'cancel') {
      await api(session, 'POST', `/payments/${payment.id}/cancel`);
      // The bank may take the money after all: it reaches the wallet by the batch's reconciliation.
      if (o.bankPays) {
        await api(null, 'POST', '/gateways/sandbox/complete', { authority, outcome: 'paid' });
        add(session.userId, o.amount);
      }
      return;
    }
    if (o.early) expect((await verify()).json().status).toBe('redirected');
    await api(null, 'POST', '/gateways/sandbox/complete', { authority, outcome: o.pay ? 'paid' : 'cancelled' });
    // Whether the payer's browser returns or not, money the bank took is credited once.
    if (o.returns) expect((await verify()).json().status).toBe(o.pay ? 'paid' : 'failed');
    if (o.pay) add(session.userId, o.amount);
    return;
  }
  if (o.op === 'walletPay') {
    const [row] = await ctx.db
      .insert(payables)
      .values({ userId: session.userId, kind: 'membership_plan', title: 'کارمزد', amountRials: o.amount })
      .returning({ id: payables.id });
    const res = await api(session, 'POST', '/payments/wallet-pay', { payableId: row?.id }, true);
    if (res.statusCode === 200) add(session.userId, -o.amount);
    else expect(res.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    return;
  }
  const idempotencyKey = randomUUID();
  const send = () =>
    api(
      staff,
      'POST',
      '/wallettransactions/charge-by-user',
      {
        phoneNumber: phone,
        direction: o.credit ? 'credit' : 'debit',
        amountRials: o.amount,
        reason: 'آزمون خاصیت‌محور',
      },
      idempotencyKey,
    );
  // Sent twice with one key (a retry on a flaky link), it moves the money once and answers alike.
  // (A refused attempt keeps no answer, so its repeat runs again and may pass if a credit came meanwhile.)
  const answers = await Promise.all(o.twice ? [send(), send()] : [send()]);
  const moved = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().transactionId));
  for (const a of answers) if (a.statusCode !== 201) expect(a.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
  expect(moved.size).toBeLessThanOrEqual(1);
  if (moved.size === 1) add(session.userId, o.credit ? o.amount : -o.amount);
}

describe('the ledger under random concurrent operations', () => {
  raceIt(
    'keeps every invariant after every batch',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(operation, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
          async (batches) => {
            for (const batch of batches) {
              await Promise.all(batch.map(run));
              expect((await api(staff, 'POST', '/payments/reconcile')).statusCode).toBe(200);
              expect(await createWalletRepo(ctx.db).invariants()).toEqual({
                unbalanced: [],
                drifted: [],
                negative: [],
                paidTwice: [],
              });
              for (const { session } of people) {
                const balance = (await api(session, 'GET', '/wallettransactions/credit/byuser')).json().balanceRials;
                expect(balance).toBe(expected.get(session.userId) ?? 0);
              }
            }
          },
        ),
        { numRuns: 25 },
      );
    },
    300_000,
  );
});
