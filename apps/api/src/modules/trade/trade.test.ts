import { randomUUID } from 'node:crypto';
import {
  type QUOTE_ACTIONS,
  TRADE_ACTIONS,
  TRADE_REQUEST_STATES,
  TRADE_TRANSITIONS,
  type TradeAction,
  type TradeEventAction,
  type TradeRequestState,
} from '@bazaar/contracts/trade-states';
import { toPersianDigits } from '@bazaar/fa/digits';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct, supplyCategory, unclaimedMerchants } from '../../../test/catalog-fixtures.js';
import { uploadFile } from '../../../test/multipart.js';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { smsOutbox, users } from '../../db/schema/identity.js';
import { liveEvents } from '../../db/schema/live.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeQuotes, tradeRequestEvents, tradeRequests } from '../../db/schema/trade.js';
import { membershipPlans, merchantMemberships, payables } from '../../db/schema/wallet.js';

// Trade requests as their parties meet them: every state × action × party, races between confirmations, the
// fee paid exactly once (wallet and gateway, failures retryable), and who may see a request at all.
type Session = Awaited<ReturnType<typeof signIn>>;
type Party = 'buyer' | 'owner' | 'agent' | 'stranger' | 'staff';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const who = {} as Record<Party | 'payer' | 'otherSupplier', Session>;
let product = { id: 0, unit: '', merchantId: 0, categoryId: 0 };
let otherMerchantId = 0;
let payerMerchantId = 0;
const FEE = 150_000;

const key = () => ({ 'idempotency-key': randomUUID() });
async function api(
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = {},
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(session?.auth ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const order = (extra: object = {}) => ({
  items: [{ productId: product.id, quantity: 4, unit: product.unit, targetPriceRials: 900_000 }],
  paymentTerms: 'cash',
  description: 'سفارش آزمایشی',
  ...extra,
});

const phones: Record<keyof typeof who, string> = {
  buyer: '09171240001',
  owner: '09171240002',
  agent: '09171240003',
  stranger: '09171240004',
  staff: '09120000001',
  payer: '09171240005',
  otherSupplier: '09171240006',
};
beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', PAYMENT_RECONCILE_MS: '0', RELEASE_CHECK_MS: '0' } });
  for (const [name, phone] of Object.entries(phones)) who[name as keyof typeof who] = await signIn(ctx.app, phone);
  product = await firstPublicProduct(ctx.db);
  [otherMerchantId = 0, payerMerchantId = 0] = await unclaimedMerchants(ctx.db, product.merchantId, 2);
  // The other supplier also supplies the product's category: it may quote on open requests of it.
  await supplyCategory(ctx.db, otherMerchantId, product.categoryId);
  await ctx.db.insert(merchantMembers).values([
    { merchantId: product.merchantId, userId: who.owner.userId, role: 'owner' },
    { merchantId: product.merchantId, userId: who.agent.userId, role: 'agent' },
    { merchantId: otherMerchantId, userId: who.otherSupplier.userId, role: 'owner' },
    { merchantId: payerMerchantId, userId: who.payer.userId, role: 'owner' },
  ]);
  // The table below publishes many requests: the base plan's monthly allowance must not get in its way.
  await ctx.db.update(membershipPlans).set({ requestsPerMonth: 10_000 }).where(eq(membershipPlans.isBase, true));
  // The payer's merchant is on a plan that charges a fee per published request.
  const [plan] = await ctx.db
    .insert(membershipPlans)
    .values({
      name: 'طرح کارمزددار',
      priceRials: 1_000_000,
      periodDays: 30,
      requestsPerMonth: 50,
      feePerRequestRials: FEE,
    })
    .returning({ id: membershipPlans.id });
  await ctx.db.insert(merchantMemberships).values({
    merchantId: payerMerchantId,
    planId: plan?.id ?? 0,
    startsAt: new Date(Date.now() - 86_400_000),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    paymentId: 900_000_001,
  });
}, 120_000);
afterAll(() => ctx?.close());

async function create(buyer: Session = who.buyer) {
  const res = await api(buyer, 'POST', '/traderequests/direct-order', order());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const confirmBody = async (id: number) => {
  const request = (await api(who.owner, 'GET', `/traderequests/${id}`)).json();
  return {
    items: request.items.map((i: { id: number }) => ({ itemId: i.id, unitPriceRials: 1_200_000 })),
    leadTimeDays: 14,
    notes: 'تحویل از انبار تهران',
  };
};

const quoteBody = async (id: number, as: Session, price = 1_000_000, extra: object = {}) => {
  const request = (await api(as, 'GET', `/traderequests/${id}`)).json();
  return {
    items: (request.items ?? [{ id: 0, unit: product.unit }]).map((i: { id: number; unit: string }) => ({
      itemId: i.id,
      unitPriceRials: price,
      unit: i.unit,
    })),
    leadTimeDays: 9,
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    notes: 'قیمت با حمل',
    ...extra,
  };
};
const activeQuoteOf = async (id: number) =>
  (
    await ctx.db
      .select({ id: tradeQuotes.id })
      .from(tradeQuotes)
      .where(and(eq(tradeQuotes.tradeRequestId, id), eq(tradeQuotes.status, 'active')))
  )[0]?.id;

/** Calls one action on a request as a party. */
async function act(action: TradeAction | (typeof QUOTE_ACTIONS)[number], id: number, as: Session) {
  switch (action) {
    case 'open_to_quotes':
      return api(as, 'POST', `/traderequests/${id}/open-to-quotes`);
    case 'accept_quote': {
      // The other supplier's quote (requestIn('open_for_quotes') has it sent).
      const quoteId = (await activeQuoteOf(id)) ?? 999_999;
      return api(as, 'POST', `/traderequests/${id}/accept-quote`, { quoteId });
    }
    case 'quote':
    case 'revise_quote':
      return api(as, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.owner));
    case 'withdraw_quote': {
      const quoteId = await activeQuoteOf(id);
      return api(as, 'POST', `/tradequotes/${quoteId ?? 999_999}/withdraw`);
    }
    case 'edit':
      return api(as, 'PUT', `/traderequests/direct-order/${id}`, order({ description: 'ویرایش‌شده' }));
    case 'request_confirmation':
      return api(as, 'POST', `/traderequests/${id}/request-confirmation`);
    case 'supplier_confirm':
      return api(as, 'POST', `/traderequests/${id}/supplier-confirm`, await confirmBody(id));
    case 'supplier_reject':
      return api(as, 'POST', `/traderequests/${id}/supplier-reject`, { reason: 'ظرفیت تولید پر است' });
    case 'publish':
      return api(as, 'POST', `/traderequests/${id}/confirm-and-publish`);
    case 'start':
      return api(as, 'POST', `/traderequests/${id}/start`, { note: '' });
    case 'deliver':
      return api(as, 'POST', `/traderequests/${id}/deliver`, { note: 'بارنامهٔ ۱۲۳' });
    case 'cancel':
      return api(as, 'POST', `/traderequests/${id}/cancel`, { reason: 'دیگر نیاز نیست' });
    case 'pay': {
      // The buyer's payable for the order, paid from a wallet that staff credited with exactly its amount.
      const asked = await api(as, 'POST', `/traderequests/${id}/pay`);
      if (asked.statusCode !== 200) return asked;
      const payable = asked.json().payable as { id: number; amountRials: number };
      const phone = Object.entries(who).find(([, s]) => s === as)?.[0] as keyof typeof who;
      const credit = {
        phoneNumber: phones[phone],
        direction: 'credit',
        amountRials: payable.amountRials,
        reason: 'شارژ آزمایشی سفارش',
      };
      expect((await api(who.staff, 'POST', '/wallettransactions/charge-by-user', credit, key())).statusCode).toBe(201);
      return api(as, 'POST', '/payments/wallet-pay', { payableId: payable.id }, key());
    }
    case 'ship':
      return api(as, 'POST', `/traderequests/${id}/ship`, {
        method: 'tipax',
        trackingNumber: 'TPX-4821907',
        shippedOn: new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10),
      });
    case 'confirm_receipt':
      return api(as, 'POST', `/traderequests/${id}/confirm-receipt`);
    case 'open_dispute':
      return api(as, 'POST', `/traderequests/${id}/dispute`, {
        reason: 'damaged',
        text: 'دو قلم از محموله با بستهٔ شکسته و قطعات آسیب‌دیده رسید.',
      });
    case 'refuse':
      return api(as, 'POST', `/traderequests/${id}/refuse`, { reason: 'ظرفیت تولید این ماه پر شد' });
  }
}

/** The path from a new draft to each state, by the legal actions of the right parties. */
const PUBLISHED: [TradeAction, Party][] = [
  ['request_confirmation', 'buyer'],
  ['supplier_confirm', 'owner'],
  ['publish', 'buyer'],
];
const PAID: [TradeAction, Party][] = [...PUBLISHED, ['pay', 'buyer']];
const SHIPPED: [TradeAction, Party][] = [...PAID, ['ship', 'agent']];
const PATHS: Record<TradeRequestState, [TradeAction, Party][]> = {
  draft: [],
  awaiting_supplier: [['request_confirmation', 'buyer']],
  supplier_confirmed: [
    ['request_confirmation', 'buyer'],
    ['supplier_confirm', 'owner'],
  ],
  supplier_rejected: [
    ['request_confirmation', 'buyer'],
    ['supplier_reject', 'agent'],
  ],
  published: PUBLISHED,
  paid: PAID,
  in_progress: [...PAID, ['start', 'agent']],
  shipped: SHIPPED,
  delivered: [...SHIPPED, ['deliver', 'owner']],
  completed: [...SHIPPED, ['confirm_receipt', 'buyer']],
  disputed: [...SHIPPED, ['open_dispute', 'buyer']],
  // …then staff refund it all (requestIn).
  refunded: [...SHIPPED, ['open_dispute', 'buyer']],
  cancelled: [['cancel', 'buyer']],
  open_for_quotes: [['open_to_quotes', 'buyer']],
};
async function requestIn(state: TradeRequestState) {
  const id = await create();
  for (const [action, party] of PATHS[state]) {
    const res = await act(action, id, who[party]);
    expect(res.statusCode, `${action} by ${party}: ${res.body}`).toBe(action === 'open_dispute' ? 201 : 200);
  }
  if (state === 'refunded') {
    const dispute = (await api(who.staff, 'GET', `/traderequests/${id}/dispute`)).json();
    const decided = await api(who.staff, 'POST', `/admin/disputes/${dispute.id}/decide`, {
      outcome: 'refund_all',
      reason: 'تصاویر خریدار آسیب محموله را نشان می‌دهد.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  if (state === 'open_for_quotes') {
    // An open request has a quote from the other supplier (the buyer's accept_quote takes it).
    const sent = await api(
      who.otherSupplier,
      'POST',
      `/traderequests/${id}/quotes`,
      await quoteBody(id, who.otherSupplier),
    );
    expect(sent.statusCode, sent.body).toBe(201);
  }
  const [row] = await ctx.db.select({ state: tradeRequests.state }).from(tradeRequests).where(eq(tradeRequests.id, id));
  expect(row?.state).toBe(state);
  return id;
}
const eventsOf = (id: number) =>
  ctx.db
    .select()
    .from(tradeRequestEvents)
    .where(eq(tradeRequestEvents.tradeRequestId, id))
    .orderBy(asc(tradeRequestEvents.id));

describe('every state × action × party', () => {
  it('the transition table is the one decision 021 writes down', () => {
    const legal = TRADE_REQUEST_STATES.flatMap((state) =>
      TRADE_ACTIONS.filter((action) => TRADE_TRANSITIONS[action].from.includes(state)).map(
        (action) => `${state} ${action} by ${TRADE_TRANSITIONS[action].party} → ${TRADE_TRANSITIONS[action].to}`,
      ),
    );
    expect(legal).toEqual([
      'draft edit by buyer → draft',
      'draft request_confirmation by buyer → awaiting_supplier',
      'draft cancel by buyer → cancelled',
      'draft open_to_quotes by buyer → open_for_quotes',
      'awaiting_supplier edit by buyer → draft',
      'awaiting_supplier supplier_confirm by supplier → supplier_confirmed',
      'awaiting_supplier supplier_reject by supplier → supplier_rejected',
      'awaiting_supplier cancel by buyer → cancelled',
      'supplier_confirmed edit by buyer → draft',
      'supplier_confirmed publish by buyer → published',
      'supplier_confirmed cancel by buyer → cancelled',
      'supplier_confirmed pay by buyer → paid',
      'supplier_rejected edit by buyer → draft',
      'supplier_rejected cancel by buyer → cancelled',
      'published cancel by buyer → cancelled',
      'published pay by buyer → paid',
      'published refuse by supplier → cancelled',
      'in_progress deliver by supplier → delivered',
      'in_progress cancel by buyer → cancelled',
      'in_progress ship by supplier → shipped',
      'delivered confirm_receipt by buyer → completed',
      'delivered open_dispute by buyer → disputed',
      'open_for_quotes cancel by buyer → cancelled',
      'open_for_quotes accept_quote by buyer → supplier_confirmed',
      'paid start by supplier → in_progress',
      'paid cancel by buyer → cancelled',
      'paid ship by supplier → shipped',
      'paid refuse by supplier → cancelled',
      'shipped deliver by supplier → delivered',
      'shipped confirm_receipt by buyer → completed',
      'shipped open_dispute by buyer → disputed',
    ]);
  });

  it('lets exactly the legal transitions through, each with one event, and refuses the rest with the right code', async () => {
    const failures: string[] = [];
    const parties: Party[] = ['buyer', 'owner', 'agent', 'stranger', 'staff'];
    for (const state of TRADE_REQUEST_STATES) {
      const shared = await requestIn(state); // refused calls must leave it as it is
      for (const action of TRADE_ACTIONS) {
        const rule = TRADE_TRANSITIONS[action];
        for (const party of parties) {
          const side = party === 'buyer' ? 'buyer' : party === 'owner' || party === 'agent' ? 'supplier' : null;
          const legal = side === rule.party && rule.from.includes(state);
          const id = legal ? await requestIn(state) : shared;
          const before = (await eventsOf(id)).length;
          const res = await act(action, id, who[party]);
          const label = `${action} in ${state} by ${party}: ${res.statusCode} ${res.body.slice(0, 160)}`;
          const [row] = await ctx.db
            .select({ state: tradeRequests.state })
            .from(tradeRequests)
            .where(eq(tradeRequests.id, id));
          const events = await eventsOf(id);
          if (legal) {
            const ok = action === 'open_dispute' ? 201 : 200;
            if (res.statusCode !== ok || row?.state !== rule.to) failures.push(`${label} (should move to ${rule.to})`);
            // Paying a confirmed order publishes it first, in the same unit of work (decision 049).
            const steps = action === 'pay' && state === 'supplier_confirmed' ? ['publish', 'pay'] : [action];
            const added = events.slice(before);
            if (added.map((e) => e.action).join() !== steps.join() || added[0]?.fromState !== state)
              failures.push(`${label}: expected ${steps.join(', ')} event(s) from ${state}`);
            continue;
          }
          const expected =
            party === 'stranger'
              ? [404, 'NOT_FOUND']
              : side !== rule.party
                ? [403, 'TRADE_WRONG_PARTY']
                : [409, 'TRADE_ILLEGAL_TRANSITION'];
          if (res.statusCode !== expected[0] || res.json().code !== expected[1])
            failures.push(`${label} (should be ${expected.join(' ')})`);
          if (!String(res.headers['content-type']).startsWith('application/problem+json'))
            failures.push(`${label}: not problem+json`);
          if (res.statusCode < 500 && !/[\u0600-\u06FF]/.test(String(res.json().detail)))
            failures.push(`${label}: detail is not Persian`);
          if (row?.state !== state || events.length !== before) failures.push(`${label} changed the request`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('quotes: only a supplier of the category, only while the request is open; the buyer and staff never', async () => {
    const failures: string[] = [];
    const parties: Party[] = ['buyer', 'owner', 'agent', 'stranger', 'staff'];
    for (const state of TRADE_REQUEST_STATES) {
      const shared = await requestIn(state);
      for (const party of parties) {
        const side = party === 'owner' || party === 'agent' ? 'supplier' : party === 'buyer' ? 'buyer' : null;
        const legal = side === 'supplier' && state === 'open_for_quotes';
        const id = legal ? await requestIn(state) : shared;
        const before = (await eventsOf(id)).length;
        const res = await act('quote', id, who[party]);
        const label = `quote in ${state} by ${party}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        const events = await eventsOf(id);
        if (legal) {
          if (res.statusCode !== 201) failures.push(label);
          if (events.length !== before + 1 || events.at(-1)?.action !== 'quote')
            failures.push(`${label}: one quote event`);
          continue;
        }
        const expected =
          party === 'stranger'
            ? [404, 'NOT_FOUND']
            : side !== 'supplier'
              ? [403, 'TRADE_WRONG_PARTY']
              : [409, 'TRADE_ILLEGAL_TRANSITION'];
        if (res.statusCode !== expected[0] || res.json().code !== expected[1])
          failures.push(`${label} (should be ${expected.join(' ')})`);
        if (events.length !== before) failures.push(`${label} wrote an event`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('races', () => {
  it('two parallel confirmations (owner and agent) produce one transition and one event', async () => {
    const id = await requestIn('awaiting_supplier');
    const body = await confirmBody(id);
    const results = await Promise.all(
      [who.owner, who.agent, who.owner, who.agent].map((s) =>
        api(s, 'POST', `/traderequests/${id}/supplier-confirm`, body),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('TRADE_ILLEGAL_TRANSITION');
    const confirmations = (await eventsOf(id)).filter((e) => e.action === 'supplier_confirm');
    expect(confirmations).toHaveLength(1);
  });

  it('a confirmation racing the buyer’s cancel: exactly one of them wins', async () => {
    const id = await requestIn('awaiting_supplier');
    const body = await confirmBody(id);
    const [confirm, cancel] = await Promise.all([
      api(who.owner, 'POST', `/traderequests/${id}/supplier-confirm`, body),
      api(who.buyer, 'POST', `/traderequests/${id}/cancel`, { reason: 'منصرف شدم' }),
    ]);
    const events = (await eventsOf(id)).filter((e) => e.fromState === 'awaiting_supplier');
    expect(events).toHaveLength(1);
    // The cancel may also win after the confirmation (cancel is legal from supplier_confirmed): then both pass.
    expect([confirm.statusCode, cancel.statusCode]).toContain(200);
  });
});

describe('the publishing fee, a line of the order’s one payable (decision 049)', () => {
  async function confirmedForPayer() {
    const id = await create(who.payer);
    expect((await act('request_confirmation', id, who.payer)).statusCode).toBe(200);
    expect((await act('supplier_confirm', id, who.owner)).statusCode).toBe(200);
    return id;
  }
  const stateOf = async (id: number) =>
    (await ctx.db.select({ state: tradeRequests.state }).from(tradeRequests).where(eq(tradeRequests.id, id)))[0]?.state;
  const balance = async () =>
    (await api(who.payer, 'GET', '/wallettransactions/credit/byuser')).json().balanceRials as number;

  it('membership-and-price tells the buyer its plan’s fee and what is left this month', async () => {
    const id = await confirmedForPayer();
    const res = await api(who.payer, 'GET', `/traderequests/${id}/membership-and-price`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      feeRials: FEE,
      requestsPerMonth: 50,
      merchantId: payerMerchantId,
      canPublish: true,
    });
    const supplier = await api(who.owner, 'GET', `/traderequests/${id}/membership-and-price`);
    expect(supplier.statusCode).toBe(403);
  });

  const money = async (id: number) => (await api(who.payer, 'GET', `/traderequests/${id}/money`)).json();
  const charge = async (amountRials: number) =>
    expect(
      (
        await api(
          who.staff,
          'POST',
          '/wallettransactions/charge-by-user',
          { phoneNumber: '09171240005', direction: 'credit', amountRials, reason: 'شارژ آزمایشی سفارش' },
          key(),
        )
      ).statusCode,
    ).toBe(201);

  it('the fee is a line of the order’s one payable: a failed wallet payment charges nothing; parallel payments charge once', async () => {
    const id = await confirmedForPayer();
    const quoted = await money(id);
    expect(quoted).toMatchObject({ state: 'awaiting_payment', feeRials: FEE });
    expect(quoted.totalRials).toBe(quoted.goodsRials + quoted.shippingRials + quoted.vatRials + FEE);
    const first = await api(who.payer, 'POST', `/traderequests/${id}/pay`);
    expect(first.statusCode, first.body).toBe(200);
    const payable = first.json().payable;
    // One payable: goods, shipping, VAT and the fee; asking for it published the order (quota counted).
    expect(payable).toMatchObject({ kind: 'trade_order', amountRials: quoted.totalRials, status: 'open' });
    expect(payable.title).toContain('کارمزد انتشار');
    expect(await stateOf(id)).toBe('published');
    // Asking again answers the same payable, never a second one.
    const again = await api(who.payer, 'POST', `/traderequests/${id}/pay`);
    expect(again.json().payable.id).toBe(payable.id);

    const poor = await api(who.payer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, key());
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await stateOf(id)).toBe('published');

    await charge(payable.amountRials);
    const before = await balance();
    const paid = await Promise.all(
      Array.from({ length: 5 }, () => api(who.payer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, key())),
    );
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balance()).toBe(before - payable.amountRials);
    expect(await stateOf(id)).toBe('paid');
    const actions = (await eventsOf(id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'publish')).toHaveLength(1);
    expect(actions.filter((a) => a === 'pay')).toHaveLength(1);
    // The fee went to the marketplace; the holding account holds the deal's money only.
    const held = await money(id);
    expect(held).toMatchObject({ state: 'held', feeRials: FEE, heldRials: payable.amountRials - FEE });
    const asked = await ctx.db
      .select({ kind: payables.kind })
      .from(payables)
      .where(sql`${payables.subject}->>'tradeRequestId' = ${String(id)}`);
    expect(asked.map((p) => p.kind)).toEqual(['trade_order']);
    const after = await api(who.payer, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(after.json().code).toBe('TRADE_ILLEGAL_TRANSITION');
  });

  it('publishing alone charges nothing and fixes the fee; the order’s payment carries it once', async () => {
    const id = await confirmedForPayer();
    const before = await balance();
    const published = await api(who.payer, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payable).toBeNull();
    expect(await stateOf(id)).toBe('published');
    expect(await balance()).toBe(before);
    const payable = (await api(who.payer, 'POST', `/traderequests/${id}/pay`)).json().payable;
    const m = await money(id);
    expect(payable.amountRials).toBe(m.goodsRials + m.shippingRials + m.vatRials + FEE);
  });

  it('through a gateway: cancelled at the bank stays unpaid and retryable; paid moves the order once', async () => {
    const id = await confirmedForPayer();
    const payable = (await api(who.payer, 'POST', `/traderequests/${id}/pay`)).json().payable;
    const start = await api(
      who.payer,
      'POST',
      '/onlinepayments/request',
      { payableId: payable.id, gateway: 'sandbox' },
      key(),
    );
    expect(start.statusCode, start.body).toBe(201);
    const authority = start.json().redirectUrl.split('/').pop();
    await api(null, 'POST', '/gateways/sandbox/complete', { authority, outcome: 'cancelled' });
    const failed = await api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority, status: 'NOK' });
    expect(failed.json().status).toBe('failed');
    expect(await stateOf(id)).toBe('published');

    const retry = await api(
      who.payer,
      'POST',
      '/onlinepayments/retry-request',
      { paymentId: start.json().payment.id },
      key(),
    );
    expect(retry.statusCode, retry.body).toBe(201);
    const second = retry.json().redirectUrl.split('/').pop();
    await api(null, 'POST', '/gateways/sandbox/complete', { authority: second, outcome: 'paid' });
    const verified = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(null, 'POST', '/onlinepayments/verify', { gateway: 'sandbox', authority: second, status: 'OK' }),
      ),
    );
    for (const v of verified) expect(v.json().status).toBe('paid');
    expect(await stateOf(id)).toBe('paid');
    expect((await eventsOf(id)).filter((e) => e.action === 'pay')).toHaveLength(1);
    expect((await money(id)).heldRials).toBe(payable.amountRials - FEE);
    const [row] = await ctx.db.select({ status: payables.status }).from(payables).where(eq(payables.id, payable.id));
    expect(row?.status).toBe('paid');
  });

  it('a payable left open when the buyer cancels cannot be paid any more, and nothing is charged', async () => {
    const id = await confirmedForPayer();
    const payable = (await api(who.payer, 'POST', `/traderequests/${id}/pay`)).json().payable;
    expect((await act('cancel', id, who.payer)).statusCode).toBe(200);
    const before = await balance();
    const pay = await api(who.payer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, key());
    expect(pay.json().code).toBe('WALLET_PAYABLE_CANCELLED');
    expect(await balance()).toBe(before);
    expect(await stateOf(id)).toBe('cancelled');
  });
});

describe('who sees a request (IDOR)', () => {
  it('the buyer, the supplier’s owner and agents and staff see it, its events and documents; nobody else', async () => {
    const uploaded = await uploadFile(ctx.app, who.buyer.auth, {
      name: 'drawing.png',
      content: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().id as string;
    // Someone else's file cannot be attached.
    const foreign = await api(
      who.stranger,
      'POST',
      '/traderequests/direct-order',
      order({ documents: [{ fileId, documentTypeId: 1 }] }),
    );
    expect(foreign.statusCode).toBe(400);
    const created = await api(
      who.buyer,
      'POST',
      '/traderequests/direct-order',
      order({ documents: [{ fileId, documentTypeId: 1 }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().documents[0]).toMatchObject({ fileId, documentTypeName: 'نقشهٔ فنی' });

    // A draft is the buyer's own: not yet in the supplier's inbox.
    const inboxIds = async (s: Session) =>
      ((await api(s, 'GET', '/traderequests/by-supplier')).json().items as { id: number }[]).map((i) => i.id);
    expect(await inboxIds(who.owner)).not.toContain(id);
    expect((await act('request_confirmation', id, who.buyer)).statusCode).toBe(200);
    expect(await inboxIds(who.owner)).toContain(id);
    expect(await inboxIds(who.agent)).toContain(id);
    expect(await inboxIds(who.otherSupplier)).not.toContain(id);
    expect(await inboxIds(who.stranger)).not.toContain(id);

    for (const [party, allowed] of [
      ['buyer', true],
      ['owner', true],
      ['agent', true],
      ['staff', true],
      ['stranger', false],
      ['otherSupplier', false],
    ] as const) {
      const s = who[party];
      const calls = [
        await api(s, 'GET', `/traderequests/${id}`),
        await api(s, 'GET', `/traderequestevents?tradeRequestId=${id}`),
        await api(s, 'GET', `/traderequests/${id}/documents?fileId=${fileId}`),
      ];
      for (const res of calls) {
        expect(res.statusCode, `${party}: ${res.body.slice(0, 120)}`).toBe(allowed ? 200 : 404);
        if (!allowed) expect(res.body).not.toContain('drawing');
      }
    }
    expect((await api(null, 'GET', `/traderequests/${id}`)).statusCode).toBe(401);
    // The file itself stays the buyer's: the supplier reads it only through the request.
    expect((await api(who.owner, 'GET', `/files/${fileId}`)).statusCode).toBe(404);
    // The buyer's list has it; the stranger's does not.
    const mine = (await api(who.buyer, 'GET', '/traderequests/mine?state=awaiting_supplier')).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toContain(id);
    const strangers = (await api(who.stranger, 'GET', '/traderequests/mine')).json();
    expect(strangers.items.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('each transition reaches the other party’s live stream', async () => {
    const id = await requestIn('awaiting_supplier');
    await ctx.drain();
    const rows = await ctx.db
      .select({ userId: liveEvents.userId, data: liveEvents.data })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'trade.request.changed'));
    const forRequest = rows.filter((r) => (r.data as { tradeRequestId?: number }).tradeRequestId === id);
    const users = new Set(forRequest.map((r) => r.userId));
    expect(users).toContain(who.owner.userId);
    expect(users).toContain(who.agent.userId);
    expect(users).toContain(who.buyer.userId);
  });
});

describe('the buyer’s company on a direct order (issue 20)', () => {
  it('the request carries the buyer’s company for the official invoice, for the buyer and the supplier', async () => {
    const id = await create(who.payer);
    expect((await api(who.payer, 'GET', `/traderequests/${id}`)).json().buyerCompany).toBeNull();
    const saved = await api(who.payer, 'PUT', '/customers/company', {
      name: 'شرکت خریدار نمونه',
      nationalId: '10380284790',
      economicCode: '411111111111',
      registrationNumber: '9876',
      address: 'اصفهان، شهرک صنعتی، خیابان ۵',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const company = {
      name: 'شرکت خریدار نمونه',
      nationalId: '10380284790',
      economicCode: '411111111111',
      registrationNumber: '9876',
      address: 'اصفهان، شهرک صنعتی، خیابان 5',
    };
    expect((await api(who.payer, 'GET', `/traderequests/${id}`)).json().buyerCompany).toEqual(company);
    // The supplier sees it once the request reaches them.
    expect((await api(who.payer, 'POST', `/traderequests/${id}/request-confirmation`)).statusCode).toBeLessThan(300);
    expect((await api(who.owner, 'GET', `/traderequests/${id}`)).json().buyerCompany).toEqual(company);
  });
});

describe('the company on a published order is the one it was published with', () => {
  it('keeps the company of publication on the order while a draft follows the profile', async () => {
    const first = {
      name: 'شرکت صنایع ثبت‌شده',
      nationalId: '10380284790',
      economicCode: '411111111111',
      registrationNumber: '1111',
      address: 'تهران، خیابان اول',
    };
    expect((await api(who.buyer, 'PUT', '/customers/company', first)).statusCode).toBe(200);
    const published = await requestIn('published');
    const draft = await create();
    const renamed = { ...first, name: 'شرکت تغییرنام‌داده', address: 'کرج، خیابان دوم' };
    expect((await api(who.buyer, 'PUT', '/customers/company', renamed)).statusCode).toBe(200);

    // The official record: for the buyer and for the supplier, as on the printed report.
    expect((await api(who.buyer, 'GET', `/traderequests/${published}`)).json().buyerCompany).toEqual(first);
    expect((await api(who.owner, 'GET', `/traderequests/${published}`)).json().buyerCompany).toEqual(first);
    // A request not yet published shows the profile as it is now.
    expect((await api(who.buyer, 'GET', `/traderequests/${draft}`)).json().buyerCompany).toEqual(renamed);
  });
});

describe('validation', () => {
  it('refuses a unit the product is not sold in, a product of a second supplier, and one’s own product', async () => {
    const wrongUnit = await api(who.buyer, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 1, unit: 'کیلوگرم‌نامعتبر' }],
    });
    expect(wrongUnit.statusCode).toBe(400);
    expect(wrongUnit.json().code).toBe('TRADE_PRODUCT_NOT_AVAILABLE');
    const own = await api(who.owner, 'POST', '/traderequests/direct-order', order());
    expect(own.json().code).toBe('TRADE_OWN_PRODUCT');
    const [elsewhere] = await ctx.db
      .select({ id: supplierProducts.id, unit: supplierProducts.salesUnit, least: supplierProducts.minOrderQuantity })
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .where(
        and(
          eq(supplierProducts.status, 'published'),
          eq(merchants.status, 'confirmed'),
          sql`${supplierProducts.merchantId} <> ${product.merchantId}`,
        ),
      )
      .limit(1);
    const mixed = await api(who.buyer, 'POST', '/traderequests/direct-order', {
      items: [
        { productId: product.id, quantity: 1, unit: product.unit },
        // Its own minimum order (decision 052), so only the second supplier is wrong with the line.
        { productId: elsewhere?.id, quantity: Number(elsewhere?.least ?? 1), unit: elsewhere?.unit },
      ],
    });
    expect(mixed.json().code).toBe('TRADE_ONE_SUPPLIER_PER_REQUEST');
  });

  it('lists trade document types by category type through a dotted query', async () => {
    const all = (await api(null, 'GET', '/tradedocumenttypes')).json();
    const consulting = (await api(null, 'GET', '/tradedocumenttypes?filter.categoryType=ConsultingService')).json();
    expect(all.length).toBeGreaterThan(consulting.length);
    expect(consulting.map((t: { key: string }) => t.key)).not.toContain('technical_drawing');
    expect((await api(null, 'GET', '/tradedocumenttypes?filter.categoryType=Nope')).statusCode).toBe(400);
  });
});

describe('requests for quotation (decision 023)', () => {
  async function openRequest() {
    const id = await create();
    const res = await act('open_to_quotes', id, who.buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'open_for_quotes', categoryId: product.categoryId });
    return id;
  }

  it('an opened request reaches the live stream of every supplier of its category, not of others', async () => {
    const id = await openRequest();
    await ctx.drain();
    const rows = await ctx.db
      .select({ userId: liveEvents.userId, data: liveEvents.data })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'trade.request.changed'));
    const users = new Set(
      rows.filter((r) => (r.data as { tradeRequestId?: number }).tradeRequestId === id).map((r) => r.userId),
    );
    expect(users).toContain(who.agent.userId);
    expect(users).toContain(who.otherSupplier.userId);
    expect(users).not.toContain(who.stranger.userId);
  });

  it('an open request gets two quotes from two suppliers, the buyer compares them and accepts one', async () => {
    const id = await openRequest();
    // Both suppliers of the category find it in their open inbox.
    for (const supplier of [who.agent, who.otherSupplier]) {
      const inbox = (await api(supplier, 'GET', '/traderequests/open?pageSize=100')).json();
      expect(inbox.items.map((r: { id: number }) => r.id)).toContain(id);
    }
    const a = await api(who.agent, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.agent, 1_100_000));
    expect(a.statusCode, a.body).toBe(201);
    const b = await api(
      who.otherSupplier,
      'POST',
      `/traderequests/${id}/quotes`,
      await quoteBody(id, who.otherSupplier, 950_000),
    );
    expect(b.statusCode, b.body).toBe(201);
    // The owner revises its merchant's quote (the agent's): same quote, new price, a revise event.
    const revised = await api(
      who.owner,
      'PUT',
      `/tradequotes/${a.json().id}`,
      await quoteBody(id, who.owner, 1_000_000),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ id: a.json().id, items: [{ unitPriceRials: 1_000_000 }] });

    const seen = (await api(who.buyer, 'GET', `/traderequests/${id}`)).json();
    expect(seen.quotes).toHaveLength(2);
    expect(seen.quotes.map((q: { totalRials: number }) => q.totalRials).sort()).toEqual([3_800_000, 4_000_000]);

    const accepted = await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId: b.json().id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: 'supplier_confirmed',
      merchantId: otherMerchantId,
      supplierLeadTimeDays: 9,
      items: [{ unitPriceRials: 950_000 }],
      totalRials: 3_800_000,
    });
    const statuses = (await api(who.buyer, 'GET', `/traderequests/${id}`))
      .json()
      .quotes.map((q: { id: number; status: string }) => [q.id === b.json().id ? 'b' : 'a', q.status]);
    expect(statuses.sort()).toEqual([
      ['a', 'not_chosen'],
      ['b', 'accepted'],
    ]);
    const actions = (await eventsOf(id)).map((e) => e.action as TradeEventAction);
    expect(actions).toEqual(['edit', 'open_to_quotes', 'quote', 'quote', 'revise_quote', 'accept_quote']);
    // The chosen supplier now acts on the order; the losing one is told on its live stream.
    await ctx.drain();
    const told = await ctx.db
      .select()
      .from(liveEvents)
      .where(
        sql`${liveEvents.data}->>'tradeRequestId' = ${String(id)} and ${liveEvents.data}->>'action' = 'not_chosen'`,
      );
    expect(told.map((e) => e.userId)).toContain(who.owner.userId);
    expect(told.map((e) => e.userId)).not.toContain(who.buyer.userId);
    // A second acceptance is refused; the buyer goes on to publish the confirmed order.
    const again = await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId: a.json().id });
    expect(again.json().code).toBe('TRADE_ILLEGAL_TRANSITION');
    expect((await act('publish', id, who.buyer)).statusCode).toBe(200);
  });

  it('a supplier never sees another supplier’s quote (IDOR), nor the quote events of others', async () => {
    const id = await openRequest();
    const mine = await api(who.owner, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.owner, 1_234_000));
    const theirs = await api(
      who.otherSupplier,
      'POST',
      `/traderequests/${id}/quotes`,
      await quoteBody(id, who.otherSupplier, 987_000, { notes: 'یادداشت-محرمانه-رقیب' }),
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    for (const [session, own, foreign] of [
      [who.owner, mine, theirs],
      [who.agent, mine, theirs],
      [who.otherSupplier, theirs, mine],
    ] as const) {
      const res = await api(session, 'GET', `/traderequests/${id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.quotes.map((q: { id: number }) => q.id)).toEqual([own.json().id]);
      expect(res.body).not.toContain(String(foreign.json().items[0].unitPriceRials));
      expect(body.events.some((e: { action: string; actorName: string }) => e.action === 'quote' && !own)).toBe(false);
      const quoteEvents = body.events.filter((e: { action: string }) => e.action === 'quote');
      expect(quoteEvents.length).toBeLessThanOrEqual(1);
      // Revising, withdrawing or downloading the other's quote: as if it did not exist.
      const foreignId = foreign.json().id;
      expect((await api(session, 'PUT', `/tradequotes/${foreignId}`, await quoteBody(id, session))).statusCode).toBe(
        404,
      );
      expect((await api(session, 'POST', `/tradequotes/${foreignId}/withdraw`)).statusCode).toBe(404);
      expect((await api(session, 'GET', `/tradequotes/${foreignId}/documents?fileId=x`)).statusCode).toBe(404);
    }
    expect((await api(who.owner, 'GET', `/traderequests/${id}`)).body).not.toContain('یادداشت-محرمانه-رقیب');
    // A stranger sees nothing of it; the buyer and staff see both quotes.
    expect((await api(who.stranger, 'GET', `/traderequests/${id}`)).statusCode).toBe(404);
    expect((await api(who.buyer, 'GET', `/traderequests/${id}`)).json().quotes).toHaveLength(2);
    expect((await api(who.staff, 'GET', `/traderequests/${id}`)).json().quotes).toHaveLength(2);
    // Withdrawn: the buyer cannot accept it; the supplier may send it again (a revision).
    expect((await api(who.otherSupplier, 'POST', `/tradequotes/${theirs.json().id}/withdraw`)).statusCode).toBe(200);
    const refused = await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId: theirs.json().id });
    expect(refused.json().code).toBe('TRADE_QUOTE_CLOSED');
  });

  it('converts a price in another unit of the same quantity, and refuses one that does not convert', async () => {
    const id = await openRequest();
    const body = await quoteBody(id, who.otherSupplier, 5_000);
    const res = await api(who.otherSupplier, 'POST', `/traderequests/${id}/quotes`, {
      ...body,
      items: body.items.map((i: object) => ({ ...i, unit: 'لیتر' })),
    });
    // The product's unit is not a volume: a price per litre cannot be compared with it.
    if (!['لیتر', 'میلی‌لیتر'].includes(product.unit)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe('body.items.0.unit');
    }
  });

  raceIt(
    'monthly quotas hold under races: parallel opens and quotes at the limit, exactly the allowed number pass',
    async () => {
      const limit = 2;
      const [plan] = await ctx.db
        .insert(membershipPlans)
        .values({
          name: 'طرح سهمیهٔ آزمایشی',
          priceRials: 1,
          periodDays: 30,
          requestsPerMonth: limit,
          feePerRequestRials: 0,
        })
        .returning({ id: membershipPlans.id });
      // The other supplier's merchant is on it: it may send `limit` quotes this month.
      await ctx.db.insert(merchantMemberships).values({
        merchantId: otherMerchantId,
        planId: plan?.id ?? 0,
        startsAt: new Date(Date.now() - 86_400_000),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
        paymentId: 900_000_002,
      });
      await ctx.db.delete(tradeQuotes).where(eq(tradeQuotes.merchantId, otherMerchantId));
      const open = await Promise.all([1, 2, 3, 4].map(() => openRequest()));
      const quotes = await Promise.all(
        open.map(async (id) =>
          api(who.otherSupplier, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.otherSupplier)),
        ),
      );
      expect(quotes.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
      expect(
        quotes.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'TRADE_QUOTE_LIMIT_REACHED'),
      ).toBe(true);
      // A revision of a quote already sent does not count.
      const sentOn = open[quotes.findIndex((r) => r.statusCode === 201)] ?? 0;
      const revision = await api(
        who.otherSupplier,
        'POST',
        `/traderequests/${sentOn}/quotes`,
        await quoteBody(sentOn, who.otherSupplier, 2),
      );
      expect(revision.statusCode).toBe(200);

      // The buyer: `limit` more publications this month, four tried at once (two opens, two publishes).
      const buyer = await signIn(ctx.app, '09171240007');
      await ctx.db.insert(merchantMembers).values({ merchantId: otherMerchantId, userId: buyer.userId, role: 'agent' });
      const drafts = await Promise.all([1, 2, 3, 4].map(() => create(buyer)));
      for (const id of drafts.slice(2)) {
        expect((await act('request_confirmation', id, buyer)).statusCode).toBe(200);
        expect((await act('supplier_confirm', id, who.owner)).statusCode).toBe(200);
      }
      const tries = await Promise.all([
        act('open_to_quotes', drafts[0] ?? 0, buyer),
        act('open_to_quotes', drafts[1] ?? 0, buyer),
        act('publish', drafts[2] ?? 0, buyer),
        act('publish', drafts[3] ?? 0, buyer),
      ]);
      expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
      expect(
        tries.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'TRADE_MONTHLY_LIMIT_REACHED'),
      ).toBe(true);
      const used = await api(buyer, 'GET', `/traderequests/${drafts[0]}/membership-and-price`);
      expect(used.json()).toMatchObject({ requestsPerMonth: limit, publishedThisMonth: limit, canPublish: false });
      // The other supplier goes back to the base plan for the tests after this one.
      await ctx.db.delete(merchantMemberships).where(eq(merchantMemberships.paymentId, 900_000_002));
    },
    120_000,
  );
});

describe('SMS to the other party (decision 023)', () => {
  const textsTo = async (session: Session, id: number) =>
    (
      await ctx.db
        .select({ text: smsOutbox.text })
        .from(smsOutbox)
        .innerJoin(users, eq(users.phone, smsOutbox.to))
        .where(eq(users.id, session.userId))
    )
      .map((m) => m.text)
      .filter((text) => text.includes(`شمارهٔ ${toPersianDigits(id)} `));

  it('each transition texts the other side, never the actor; a losing quoter hears it was not chosen', async () => {
    const id = await create();
    expect((await act('request_confirmation', id, who.buyer)).statusCode).toBe(200);
    expect((await act('supplier_confirm', id, who.owner)).statusCode).toBe(200);
    await ctx.drain();
    expect(await textsTo(who.agent, id)).toEqual([expect.stringContaining('ارسال برای تأمین‌کننده')]);
    expect(await textsTo(who.owner, id)).toEqual([expect.stringContaining('ارسال برای تأمین‌کننده')]);
    expect(await textsTo(who.buyer, id)).toEqual([expect.stringContaining('تأیید با قیمت')]);
    // Nothing about the price or notes goes into an SMS.
    for (const text of await textsTo(who.buyer, id)) expect(text).not.toMatch(/تحویل از انبار|۱٬?۲۰۰٬?۰۰۰/);

    const open = await create();
    expect((await act('open_to_quotes', open, who.buyer)).statusCode).toBe(200);
    const lost = await api(who.owner, 'POST', `/traderequests/${open}/quotes`, await quoteBody(open, who.owner));
    const won = await api(
      who.otherSupplier,
      'POST',
      `/traderequests/${open}/quotes`,
      await quoteBody(open, who.otherSupplier),
    );
    expect([lost.statusCode, won.statusCode]).toEqual([201, 201]);
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${open}/accept-quote`, { quoteId: won.json().id })).statusCode,
    ).toBe(200);
    await ctx.drain();
    expect(await textsTo(who.agent, open)).toEqual([expect.stringContaining('انتخاب نشد')]);
    expect(await textsTo(who.otherSupplier, open)).toEqual([expect.stringContaining('پذیرش پیشنهاد')]);
    expect((await textsTo(who.buyer, open)).filter((t) => t.includes('ارسال پیشنهاد قیمت'))).toHaveLength(2);
  });
});
