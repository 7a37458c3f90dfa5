import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { payables } from '../../db/schema/wallet.js';
import { createWalletRepo } from './wallet.repo.js';

// Property: whatever random mix of top-ups (paid or abandoned at the bank), wallet payments, cancels, staff
// credits and debits and replayed callbacks runs at the same time, after every batch each transaction sums
// to zero, no wallet is negative, every balance equals the sum of its entries, no payable is fulfilled
// twice, and each wallet holds exactly what the successful operations say it should.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: Session;
const people: { session: Session; phone: string }[] = [];
const expected = new Map<number, number>();
const authorities: string[] = [];

const api = (session: Session | null, method: 'GET' | 'POST', url: string, payload?: object, money = false) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(session?.auth ?? {}), ...(money ? { 'idempotency-key': randomUUID() } : {}) },
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
  fc.record({ op: fc.constant('topup' as const), who: person, amount, pay: fc.boolean() }),
  fc.record({ op: fc.constant('walletPay' as const), who: person, amount }),
  fc.record({ op: fc.constant('cancel' as const), who: person, amount }),
  fc.record({ op: fc.constant('staff' as const), who: person, amount, credit: fc.boolean() }),
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
    if (o.op === 'cancel') {
      await api(session, 'POST', `/payments/${payment.id}/cancel`);
      return;
    }
    await api(null, 'POST', '/gateways/sandbox/complete', { authority, outcome: o.pay ? 'paid' : 'cancelled' });
    const verified = await api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority });
    if (verified.json().status === 'paid') add(session.userId, o.amount);
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
  const res = await api(
    staff,
    'POST',
    '/wallettransactions/charge-by-user',
    { phoneNumber: phone, direction: o.credit ? 'credit' : 'debit', amountRials: o.amount, reason: 'آزمون خاصیت‌محور' },
    true,
  );
  if (res.statusCode === 201) add(session.userId, o.credit ? o.amount : -o.amount);
  else expect(res.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
}

describe('the ledger under random concurrent operations', () => {
  it('keeps every invariant after every batch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          for (const batch of batches) {
            await Promise.all(batch.map(run));
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
  }, 300_000);
});
