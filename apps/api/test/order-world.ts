// A small world of trade orders for secure-payment tests (decision 039): a buyer, the supplier's owner and
// agent, a stranger and staff; orders taken to each step through the API, as their parties would.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { merchantMembers } from '../src/db/schema/customers.js';
import { tradeRequests } from '../src/db/schema/trade.js';
import { membershipPlans } from '../src/db/schema/wallet.js';
import { createWalletRepo } from '../src/modules/wallet/wallet.repo.js';
import { firstPublicProduct } from './catalog-fixtures.js';
import { signIn } from './sessions.js';
import { createTestApp } from './test-app.js';

export type Session = Awaited<ReturnType<typeof signIn>>;
export type Who = 'buyer' | 'owner' | 'agent' | 'stranger' | 'staff';

// 4 × 12,000,000 + shipping 2,000,000 = 50,000,000; VAT 10 % = 5,000,000; total 55,000,000 Rials.
export const UNIT = 12_000_000;
export const SHIPPING = 2_000_000;
export const TOTAL = 55_000_000;
/** The base plan's commission: 3 % of goods and shipping (not VAT), above its 500,000 minimum. */
export const COMMISSION = 1_500_000;

export const tehranDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000 + 3.5 * 3_600_000).toISOString().slice(0, 10);

export async function createOrderWorld(phonePrefix: string, env: Record<string, string> = {}) {
  const ctx = await createTestApp({
    env: { OTP_RESEND_SECONDS: '0', PAYMENT_RECONCILE_MS: '0', RELEASE_CHECK_MS: '0', ...env },
  });
  const phones: Record<Who, string> = {
    buyer: `${phonePrefix}01`,
    owner: `${phonePrefix}02`,
    agent: `${phonePrefix}03`,
    stranger: `${phonePrefix}04`,
    staff: '09120000001',
  };
  const who = {} as Record<Who, Session>;
  for (const [name, phone] of Object.entries(phones)) who[name as Who] = await signIn(ctx.app, phone);
  const product = await firstPublicProduct(ctx.db);
  await ctx.db.insert(merchantMembers).values([
    { merchantId: product.merchantId, userId: who.owner.userId, role: 'owner' },
    { merchantId: product.merchantId, userId: who.agent.userId, role: 'agent' },
  ]);
  await ctx.db.update(membershipPlans).set({ requestsPerMonth: 10_000 }).where(eq(membershipPlans.isBase, true));

  const key = () => ({ 'idempotency-key': randomUUID() });
  const api = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(session?.auth ?? {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const stateOf = async (id: number) =>
    (await ctx.db.select({ state: tradeRequests.state }).from(tradeRequests).where(eq(tradeRequests.id, id)))[0]?.state;

  /** Staff credit a person's wallet (as the demo's top-up would), so a payment from it can succeed. */
  async function credit(as: Who, amountRials: number) {
    const res = await api(
      who.staff,
      'POST',
      '/wallettransactions/charge-by-user',
      { phoneNumber: phones[as], direction: 'credit', amountRials, reason: 'شارژ آزمایشی برای سفارش' },
      key(),
    );
    expect(res.statusCode, res.body).toBe(201);
  }

  /** A published order whose supplier confirmed 4 items at UNIT with SHIPPING. */
  async function publishedOrder() {
    const created = await api(who.buyer, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 4, unit: product.unit }],
      paymentTerms: 'cash',
      description: 'سفارش آزمایشی پرداخت امن',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/request-confirmation`)).statusCode).toBe(200);
    const items = (await api(who.owner, 'GET', `/traderequests/${id}`)).json().items as { id: number }[];
    const confirmed = await api(who.owner, 'POST', `/traderequests/${id}/supplier-confirm`, {
      items: items.map((i) => ({ itemId: i.id, unitPriceRials: UNIT })),
      leadTimeDays: 7,
      shippingRials: SHIPPING,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const published = await api(who.buyer, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(published.statusCode, published.body).toBe(200);
    return id;
  }

  async function paidOrder() {
    const id = await publishedOrder();
    const asked = await api(who.buyer, 'POST', `/traderequests/${id}/pay`);
    expect(asked.statusCode, asked.body).toBe(200);
    const payable = asked.json().payable;
    await credit('buyer', payable.amountRials);
    const paid = await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, key());
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }

  const ship = (id: number, body: object = {}, as: Session = who.agent) =>
    api(as, 'POST', `/traderequests/${id}/ship`, {
      method: 'tipax',
      trackingNumber: 'TPX-55012',
      shippedOn: tehranDay(),
      ...body,
    });

  async function deliveredOrder() {
    const id = await paidOrder();
    expect((await ship(id)).statusCode).toBe(200);
    expect((await api(who.owner, 'POST', `/traderequests/${id}/deliver`, { note: '' })).statusCode).toBe(200);
    return id;
  }

  return {
    ctx,
    who,
    phones,
    product,
    key,
    api,
    stateOf,
    credit,
    publishedOrder,
    paidOrder,
    ship,
    deliveredOrder,
    walletOf: async (s: Session) => (await api(s, 'GET', '/wallettransactions/credit/byuser')).json().balanceRials,
    receivable: async () =>
      (await api(who.owner, 'GET', `/traderequests/settlements?merchantId=${product.merchantId}`)).json()
        .receivableRials as number,
    money: async (id: number, as: Session = who.buyer) => (await api(as, 'GET', `/traderequests/${id}/money`)).json(),
    invariants: () => createWalletRepo(ctx.db).invariants(),
    runReleaseJob: async () => {
      await ctx.app.platform.jobs.send('secure-payment.release-due', {});
      await ctx.drain();
    },
  };
}
export type OrderWorld = Awaited<ReturnType<typeof createOrderWorld>>;
