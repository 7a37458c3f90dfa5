import { toPersianDigits } from '@bazaar/fa/digits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWorld, type OrderWorld, TOTAL, tehranDay } from '../../../test/order-world.js';
import { raceIt } from '../../../test/races.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { smsOutbox } from '../../db/schema/identity.js';
import { liveEvents } from '../../db/schema/live.js';
import { orderStages } from '../../db/schema/secure-payment.js';

// Milestones (decision 040) as their parties meet them: an order of 48,000,000 goods and 2,000,000 shipping
// split by its supplier into three stages, each paid into holding, delivered with evidence, confirmed or
// released by the job, and released less commission on its own; cancel refunds only what stages still hold.
let world: OrderWorld;
let ctx: OrderWorld['ctx'];
let who: OrderWorld['who'];
let api: OrderWorld['api'];

beforeAll(async () => {
  world = await createOrderWorld('091712700');
  ({ ctx, who, api } = world);
}, 120_000);
afterAll(() => ctx?.close());

// 12M + 2M shipping + 10 % VAT = 15.4M; 24M + 2.4M = 26.4M; 12M + 1.2M = 13.2M: together the order's 55M.
const STAGE_TOTALS = [15_400_000, 26_400_000, 13_200_000] as const;
const plan = (over: object[] = []) => ({
  stages: [
    { title: 'ساخت و تست کارخانه‌ای', amountRials: 12_000_000, deliverable: 'گزارش تست FAT', dueOn: tehranDay(10) },
    { title: 'تحویل تابلوها در محل', amountRials: 24_000_000, deliverable: 'بارنامه', dueOn: tehranDay(20) },
    { title: 'نصب و راه‌اندازی', amountRials: 12_000_000, deliverable: 'صورت‌جلسهٔ راه‌اندازی', dueOn: tehranDay(30) },
  ].map((s, i) => ({ ...s, ...(over[i] ?? {}) })),
});

async function stagedOrder() {
  const id = await world.publishedOrder();
  const planned = await api(who.agent, 'PUT', `/traderequests/${id}/stages`, plan());
  expect(planned.statusCode, planned.body).toBe(200);
  return id;
}
async function payStage(id: number, stage: number) {
  const asked = await api(who.buyer, 'POST', `/traderequests/${id}/stages/pay`, { stage });
  expect(asked.statusCode, asked.body).toBe(200);
  const payable = asked.json().payable;
  await world.credit('buyer', payable.amountRials);
  const paid = await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, world.key());
  expect(paid.statusCode, paid.body).toBe(200);
  return payable;
}
const deliver = (id: number, stage: number) =>
  api(who.owner, 'POST', `/traderequests/${id}/stages/deliver`, { stage, note: 'گزارش آزمون کارخانه پیوست است.' });
const confirm = (id: number, stage: number) => api(who.buyer, 'POST', `/traderequests/${id}/stages/confirm`, { stage });
const stagesOf = async (id: number) => (await world.money(id)).stages as Record<string, unknown>[];

describe('an order paid and released stage by stage', () => {
  it('each stage is paid into holding, delivered, confirmed or released by the job, less commission, on its own', async () => {
    const id = await stagedOrder();
    const before = await world.money(id);
    expect(before).toMatchObject({ state: 'awaiting_payment', totalRials: TOTAL, heldRials: 0 });
    expect(before.stages.map((s: { totalRials: number }) => s.totalRials)).toEqual(STAGE_TOTALS);
    expect(before.stages[0]).toMatchObject({ shippingRials: 2_000_000, vatRials: 1_400_000, state: 'unpaid' });

    // The order-level «pay» pays the next stage; stages are paid in order.
    const first = (await api(who.buyer, 'POST', `/traderequests/${id}/pay`)).json().payable;
    expect(first).toMatchObject({ amountRials: STAGE_TOTALS[0], status: 'open' });
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/stages/pay`, { stage: 2 })).statusCode).toBe(409);
    await payStage(id, 1);
    expect(await world.stateOf(id)).toBe('paid');
    expect(await world.money(id)).toMatchObject({ state: 'held', heldRials: STAGE_TOTALS[0] });
    // A staged order is never shipped or confirmed whole.
    expect((await world.ship(id)).statusCode).toBe(409);
    expect((await confirm(id, 1)).statusCode).toBe(409); // not delivered yet

    const delivered = await deliver(id, 1);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const due = new Date(delivered.json().stages[0].releaseDueAt).getTime();
    expect(Math.abs(due - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const receivable0 = await world.receivable();
    const confirmed = await confirm(id, 1);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Stage 1's commission is the rate (3 % of 14M = 420,000): the plan's minimum is the order's, topped up last.
    expect(await world.receivable()).toBe(receivable0 + STAGE_TOTALS[0] - 420_000);
    expect((await confirm(id, 1)).statusCode).toBe(409);

    await payStage(id, 2);
    expect((await deliver(id, 2)).statusCode).toBe(200);
    await ctx.db
      .update(orderStages)
      .set({ releaseDueAt: new Date(Date.now() - 60_000) })
      .where(and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, 2)));
    await payStage(id, 3);
    await world.runReleaseJob();
    await world.runReleaseJob();
    expect(await world.receivable()).toBe(receivable0 + STAGE_TOTALS[0] + STAGE_TOTALS[1] - 420_000 - 720_000);
    expect((await stagesOf(id)).map((s) => s.state)).toEqual(['released', 'released', 'held']);
    expect(await world.stateOf(id)).toBe('paid');
    expect(await world.money(id)).toMatchObject({ heldRials: STAGE_TOTALS[2] });

    expect((await deliver(id, 3)).statusCode).toBe(200);
    expect((await confirm(id, 3)).statusCode).toBe(200);
    expect(await world.stateOf(id)).toBe('completed');
    // Three stages pay the commission the order would have paid whole: 3 % of 50M.
    expect(await world.money(id, who.owner)).toMatchObject({
      state: 'released',
      heldRials: 0,
      commissionRials: 1_500_000,
      releasedRials: TOTAL - 1_500_000,
    });
    const statement = (
      await api(who.owner, 'GET', `/traderequests/settlements?merchantId=${world.product.merchantId}`)
    ).json();
    const line = statement.page.items.find((m: { tradeRequestId: number }) => m.tradeRequestId === id);
    expect(line.stages.map((s: { commissionRials: number }) => s.commissionRials)).toEqual([420_000, 720_000, 360_000]);
    expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });

  it('reminds the buyer by SMS a day before a stage releases, once, naming the stage; the money stays held', async () => {
    const id = await stagedOrder();
    await payStage(id, 1);
    expect((await deliver(id, 1)).statusCode).toBe(200);
    await ctx.db
      .update(orderStages)
      .set({ releaseDueAt: new Date(Date.now() + 12 * 3_600_000) })
      .where(and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, 1)));
    await world.runReleaseJob();
    await world.runReleaseJob(); // a second run sends nothing more
    const texts = await ctx.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, world.phones.buyer));
    const reminders = texts.filter((t) => t.text.includes(`مرحلهٔ ۱ سفارش شمارهٔ ${toPersianDigits(id)} `));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('فردا به پایان می‌رسد');
    expect((await stagesOf(id))[0]?.state).toBe('delivered'); // delivered, its money still held
  });

  it('staff see a staged order’s held money per stage; strangers see nothing and cannot act on it', async () => {
    const id = await stagedOrder();
    await payStage(id, 1);
    expect((await api(who.stranger, 'GET', `/traderequests/${id}/money`)).statusCode).toBe(404);
    expect((await api(who.stranger, 'POST', `/traderequests/${id}/stages/confirm`, { stage: 1 })).statusCode).toBe(404);
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${id}/stages/deliver`, { stage: 1, note: 'تحویل شد' })).statusCode,
    ).toBe(403);
    const held = (await api(who.staff, 'GET', '/admin/held-orders?pageSize=100')).json();
    const row = held.items.find((h: { tradeRequestId: number }) => h.tradeRequestId === id);
    expect(row.heldRials).toBe(STAGE_TOTALS[0]);
    expect(row.stages.map((s: { state: string; heldRials: number }) => [s.state, s.heldRials])).toEqual([
      ['held', STAGE_TOTALS[0]],
      ['unpaid', 0],
      ['unpaid', 0],
    ]);
  });
});

describe('planning stages', () => {
  it('refuses amounts that do not sum to the goods, an empty title and a past due date, in Persian fields', async () => {
    const id = await world.publishedOrder();
    const put = (body: object, as = who.owner) => api(as, 'PUT', `/traderequests/${id}/stages`, body);
    const fields = (res: Awaited<ReturnType<typeof api>>) =>
      (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]);
    const wrongSum = await put(plan([{ amountRials: 10_000_000 }]));
    expect(wrongSum.statusCode).toBe(400);
    expect(fields(wrongSum)).toEqual([['body.stages', expect.stringMatching(/جمع مبلغ مرحله‌ها .* برابر باشد/)]]);
    const emptyTitle = await put(plan([{ title: '  ' }]));
    expect(emptyTitle.statusCode).toBe(400);
    expect(fields(emptyTitle)).toEqual([['body.stages.0.title', 'این فیلد الزامی است']]);
    const past = await put(plan([{}, { dueOn: tehranDay(-1) }]));
    expect(past.statusCode).toBe(400);
    expect(fields(past)).toEqual([['body.stages.1.dueOn', expect.stringMatching(/سررسید مرحلهٔ ۲ گذشته است/)]]);
    const one = await put({ stages: [plan().stages[0]] });
    expect(one.statusCode).toBe(400);
    expect((await put(plan(), who.buyer)).statusCode).toBe(403);
    expect((await stagesOf(id)).length).toBe(0);
  });

  it('a whole payment asked for is dropped by a plan; once a stage is paid the plan no longer changes', async () => {
    const id = await world.publishedOrder();
    const whole = (await api(who.buyer, 'POST', `/traderequests/${id}/pay`)).json().payable;
    expect((await api(who.owner, 'PUT', `/traderequests/${id}/stages`, plan())).statusCode).toBe(200);
    await world.credit('buyer', TOTAL);
    const late = await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: whole.id }, world.key());
    expect(late.json().code).toBe('WALLET_PAYABLE_CANCELLED');
    await payStage(id, 1);
    expect((await api(who.owner, 'PUT', `/traderequests/${id}/stages`, plan())).statusCode).toBe(409);
  });
});

describe('a dispute on one stage', () => {
  it('freezes that stage’s money alone until staff decide; the other stages are paid and released meanwhile', async () => {
    const id = await stagedOrder();
    await payStage(id, 1);
    // No dispute on a stage not delivered, nor on the whole staged order.
    const text = 'گزارش آزمون کارخانه با منحنی برگهٔ مشخصات نمی‌خواند.';
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${id}/dispute`, { reason: 'not_as_described', text, stage: 1 }))
        .statusCode,
    ).toBe(409);
    expect((await deliver(id, 1)).statusCode).toBe(200);
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${id}/dispute`, { reason: 'not_as_described', text })).statusCode,
    ).toBe(409);
    const opened = await api(who.buyer, 'POST', `/traderequests/${id}/dispute`, {
      reason: 'not_as_described',
      text,
      stage: 1,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ stage: 1, heldRials: STAGE_TOTALS[0], status: 'open' });
    expect(await world.stateOf(id)).toBe('paid');
    expect((await confirm(id, 1)).statusCode).toBe(409);
    await ctx.db
      .update(orderStages)
      .set({ releaseDueAt: new Date(Date.now() - 60_000) })
      .where(and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, 1)));
    const receivable0 = await world.receivable();
    await world.runReleaseJob();
    expect(await world.receivable()).toBe(receivable0);
    // Stage 2 goes on: paid, delivered, confirmed, released.
    await payStage(id, 2);
    expect((await deliver(id, 2)).statusCode).toBe(200);
    expect((await confirm(id, 2)).statusCode).toBe(200);
    expect(await world.receivable()).toBe(receivable0 + STAGE_TOTALS[1] - 720_000);
    expect((await stagesOf(id)).map((s) => s.state)).toEqual(['in_dispute', 'released', 'unpaid']);
    // Staff split the stage's 15.4M: 5.4M back to the buyer, the rest released less commission; once.
    const disputeId = opened.json().id;
    const wallet0 = await world.walletOf(who.buyer);
    const decide = () =>
      api(who.staff, 'POST', `/admin/disputes/${disputeId}/decide`, {
        outcome: 'split',
        refundRials: 5_400_000,
        reason: 'آزمون دوباره نشان داد دو پمپ از ده پمپ کمتر از منحنی کار می‌کنند.',
      });
    const tooMuch = await api(who.staff, 'POST', `/admin/disputes/${disputeId}/decide`, {
      outcome: 'split',
      refundRials: STAGE_TOTALS[0] + STAGE_TOTALS[1],
      reason: 'بازگشت بیش از مبلغ همین مرحله پذیرفته نیست.',
    });
    expect(tooMuch.statusCode).toBe(400);
    const [first, second] = await Promise.all([decide(), decide()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await world.walletOf(who.buyer)).toBe(wallet0 + 5_400_000);
    // 10M of the stage released: 3 % of its goods-and-shipping share is the commission.
    const stage1 = (await stagesOf(id))[0];
    expect(stage1).toMatchObject({ state: 'split', refundedRials: 5_400_000, heldRials: 0 });
    expect(await world.stateOf(id)).toBe('paid');
    expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });
});

describe('cancelling a staged order', () => {
  it('refunds what undelivered stages hold, keeps what was released, and waits for a delivered stage', async () => {
    const id = await stagedOrder();
    await payStage(id, 1);
    expect((await deliver(id, 1)).statusCode).toBe(200);
    const cancel = () => api(who.buyer, 'POST', `/traderequests/${id}/cancel`, { reason: 'پروژه متوقف شد' });
    expect((await cancel()).statusCode).toBe(409);
    expect((await confirm(id, 1)).statusCode).toBe(200);
    await payStage(id, 2);
    const wallet0 = await world.walletOf(who.buyer);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await world.walletOf(who.buyer)).toBe(wallet0 + STAGE_TOTALS[1]);
    expect((await stagesOf(id)).map((s) => s.state)).toEqual(['released', 'refunded', 'unpaid']);
    expect(await world.money(id)).toMatchObject({ heldRials: 0, refundedRials: STAGE_TOTALS[1] });
    expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });
});

describe('live refresh on a stage’s step (decision 056)', () => {
  type Change = { tradeRequestId: number; action: string; stage?: number };
  /** Who received each `trade.request.changed` of order `id`, as «action:stage» → user ids. */
  async function heard(id: number) {
    await ctx.drain();
    const rows = await ctx.db
      .select({ userId: liveEvents.userId, data: liveEvents.data })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'trade.request.changed'));
    const byStep = new Map<string, Set<number>>();
    for (const { userId, data } of rows) {
      const change = data as Change;
      if (change.tradeRequestId !== id) continue;
      const step = `${change.action}:${change.stage ?? ''}`;
      byStep.set(step, (byStep.get(step) ?? new Set()).add(userId));
    }
    return byStep;
  }
  /** The buyer and every member of the supplier's merchant (the owner, the agent, and the demo's own owner). */
  const both = async () => {
    const members = await ctx.db
      .select({ userId: merchantMembers.userId })
      .from(merchantMembers)
      .where(eq(merchantMembers.merchantId, world.product.merchantId));
    const ids = [who.buyer.userId, ...members.map((m) => m.userId)];
    expect(ids).toEqual(expect.arrayContaining([who.owner.userId, who.agent.userId]));
    return [...new Set(ids)].sort((a, b) => a - b);
  };
  const expectBoth = async (id: number, step: string) =>
    expect(
      [...((await heard(id)).get(step) ?? [])].sort((a, b) => a - b),
      step,
    ).toEqual(await both());

  it('every stage step reaches the buyer’s and the supplier’s open pages; a refused step publishes nothing', async () => {
    const id = await world.publishedOrder();
    const four = {
      stages: [1, 2, 3, 4].map((n) => ({ ...plan().stages[0], title: `مرحلهٔ ${n}`, dueOn: tehranDay(n * 5) })),
    };
    expect((await api(who.owner, 'PUT', `/traderequests/${id}/stages`, four)).statusCode).toBe(200);
    await expectBoth(id, 'plan_stages:');
    // A refused step rolls back with its transaction: its event is never published.
    expect((await confirm(id, 1)).statusCode).toBe(409);
    expect((await heard(id)).has('confirm_stage:1')).toBe(false);

    await payStage(id, 1); // the first payment moves the order: its event is the order's `pay`
    await expectBoth(id, 'pay:');
    expect((await deliver(id, 1)).statusCode).toBe(200);
    await expectBoth(id, 'deliver_stage:1');
    expect((await confirm(id, 1)).statusCode).toBe(200);
    await expectBoth(id, 'confirm_stage:1');

    await payStage(id, 2);
    await expectBoth(id, 'pay_stage:2');
    expect((await deliver(id, 2)).statusCode).toBe(200);
    const opened = await api(who.buyer, 'POST', `/traderequests/${id}/dispute`, {
      reason: 'damaged',
      text: 'دو پمپ از ده پمپ با بدنهٔ ترک‌خورده رسید.',
      stage: 2,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    await expectBoth(id, 'dispute_stage:2');

    await payStage(id, 3);
    expect((await deliver(id, 3)).statusCode).toBe(200);
    await ctx.db
      .update(orderStages)
      .set({ releaseDueAt: new Date(Date.now() - 60_000) })
      .where(and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, 3)));
    await world.runReleaseJob();
    await expectBoth(id, 'release_stage:3');

    const decided = await api(who.staff, 'POST', `/admin/disputes/${opened.json().id}/decide`, {
      outcome: 'refund_all',
      reason: 'عکس‌های بارنامه آسیب پیش از تحویل را نشان می‌دهد.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await expectBoth(id, 'decide_stage:2');

    // The last stage settled moves the order to completed: its event is the order's `confirm_receipt`.
    await payStage(id, 4);
    expect((await deliver(id, 4)).statusCode).toBe(200);
    expect((await confirm(id, 4)).statusCode).toBe(200);
    await expectBoth(id, 'confirm_receipt:');
    expect((await heard(id)).has('confirm_stage:4')).toBe(false);
    // The other party hears of a stage's step by SMS too, naming the stage.
    const texts = await ctx.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, world.phones.buyer));
    expect(texts.map((t) => t.text)).toContain(
      `بازار صنعت: درخواست خرید شمارهٔ ${toPersianDigits(id)} — مرحلهٔ ۲: ثبت تحویل.\nجزئیات در حساب کاربری شما.`,
    );
  });
});

describe('races', () => {
  raceIt('the buyer’s confirmation and the release job on one stage release it once', async () => {
    const id = await stagedOrder();
    await payStage(id, 1);
    expect((await deliver(id, 1)).statusCode).toBe(200);
    await ctx.db
      .update(orderStages)
      .set({ releaseDueAt: new Date(Date.now() - 60_000) })
      .where(and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, 1)));
    const receivable0 = await world.receivable();
    await Promise.all([confirm(id, 1), confirm(id, 1), world.runReleaseJob()]);
    expect(await world.receivable()).toBe(receivable0 + STAGE_TOTALS[0] - 420_000);
    expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });
});
