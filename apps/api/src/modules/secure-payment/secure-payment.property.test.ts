import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createOrderWorld, type OrderWorld, TOTAL } from '../../../test/order-world.js';
import { raceIt } from '../../../test/races.js';
import { disputes } from '../../db/schema/disputes.js';
import { orderMoney } from '../../db/schema/secure-payment.js';
import { tradeRequestEvents, tradeRequests } from '../../db/schema/trade.js';
import { ledgerAccounts } from '../../db/schema/wallet.js';

// Property (decision 039): whatever random mix of paying, shipping, delivering, confirming, disputing, staff
// decisions, cancelling, refusing and the objection window ending runs at the same time on a few orders,
// after every batch: each ledger transaction sums to zero and every balance equals its entries; an order's held
// money (its holding account) equals what was paid less what was released, commissioned and refunded, and is
// never negative; nothing was released without a confirmation, an ended window or a staff decision; a disputed
// order still holds all it was paid.
let world: OrderWorld;

beforeAll(async () => {
  world = await createOrderWorld('091712600');
}, 120_000);
afterAll(() => world?.ctx.close());

const command = fc.oneof(
  fc.constantFrom('pay', 'ship', 'deliver', 'confirm', 'dispute', 'cancel', 'refuse', 'expire' as const),
  fc.record({ decide: fc.constantFrom('release_all', 'refund_all', 'split'), share: fc.integer({ min: 1, max: 9 }) }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

async function run(order: number, c: Command) {
  const { api, who, credit, key, ship, ctx } = world;
  if (typeof c !== 'string') {
    const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.tradeRequestId, order));
    if (!dispute) return;
    await api(who.staff, 'POST', `/admin/disputes/${dispute.id}/decide`, {
      outcome: c.decide,
      ...(c.decide === 'split' ? { refundRials: (TOTAL / 10) * c.share } : {}),
      reason: 'تصمیم آزمون ویژگی بر پایهٔ مدارک طرفین.',
    });
    return;
  }
  switch (c) {
    case 'pay': {
      const asked = await api(who.buyer, 'POST', `/traderequests/${order}/pay`);
      if (asked.statusCode !== 200) return;
      await credit('buyer', asked.json().payable.amountRials);
      await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: asked.json().payable.id }, key());
      return;
    }
    case 'ship':
      await ship(order);
      return;
    case 'deliver':
      await api(who.owner, 'POST', `/traderequests/${order}/deliver`, { note: '' });
      return;
    case 'confirm':
      await api(who.buyer, 'POST', `/traderequests/${order}/confirm-receipt`);
      return;
    case 'dispute':
      await api(who.buyer, 'POST', `/traderequests/${order}/dispute`, {
        reason: 'damaged',
        text: 'بخشی از محموله آسیب‌دیده رسید.',
      });
      return;
    case 'cancel':
      await api(who.buyer, 'POST', `/traderequests/${order}/cancel`, { reason: 'نیاز برطرف شد' });
      return;
    case 'refuse':
      await api(who.agent, 'POST', `/traderequests/${order}/refuse`, { reason: 'ظرفیت پر است' });
      return;
    case 'expire':
      await ctx.db
        .update(orderMoney)
        .set({ releaseDueAt: new Date(Date.now() - 1000) })
        .where(eq(orderMoney.tradeRequestId, order));
      await world.runReleaseJob();
      return;
  }
}

async function check(orders: number[]) {
  const { ctx } = world;
  expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  const moneyRows = await ctx.db.select().from(orderMoney).where(inArray(orderMoney.tradeRequestId, orders));
  const holdings = await ctx.db
    .select({ order: ledgerAccounts.tradeRequestId, balance: ledgerAccounts.balanceRials })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'order_holding'), inArray(ledgerAccounts.tradeRequestId, orders)));
  const states = await ctx.db
    .select({ id: tradeRequests.id, state: tradeRequests.state })
    .from(tradeRequests)
    .where(inArray(tradeRequests.id, orders));
  for (const id of orders) {
    const money = moneyRows.find((m) => m.tradeRequestId === id);
    const held = holdings.find((h) => h.order === id)?.balance ?? 0;
    const state = states.find((s) => s.id === id)?.state;
    const expected = money?.paidAt
      ? money.totalRials - money.releasedRials - money.commissionRials - money.refundedRials
      : 0;
    expect(held, `order ${id}: held money`).toBe(expected);
    expect(held, `order ${id}: never negative`).toBeGreaterThanOrEqual(0);
    if (state === 'disputed') expect(held, `order ${id}: disputed money does not move`).toBe(money?.totalRials);
    if (money && money.releasedRials + money.commissionRials > 0) {
      const events = await ctx.db
        .select({ action: tradeRequestEvents.action })
        .from(tradeRequestEvents)
        .where(eq(tradeRequestEvents.tradeRequestId, id));
      const why = events.filter((e) => ['confirm_receipt', 'auto_release', 'decide_dispute'].includes(e.action));
      expect(why, `order ${id}: released only by a confirmation, the window or staff`).toHaveLength(1);
    }
  }
}

describe('secure payment over random concurrent histories', () => {
  raceIt(
    'held money is what was paid less what moved out, never negative, and leaves only for a reason',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.array(fc.record({ order: fc.integer({ min: 0, max: 2 }), command }), { minLength: 1, maxLength: 3 }),
            { minLength: 2, maxLength: 6 },
          ),
          async (batches) => {
            const orders = [await world.publishedOrder(), await world.publishedOrder(), await world.publishedOrder()];
            for (const batch of batches) {
              await Promise.all(batch.map((step) => run(orders[step.order] ?? 0, step.command)));
              await check(orders);
            }
          },
        ),
        { numRuns: 8 },
      );
    },
    240_000,
  );
});
