import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { disputes } from '../../db/schema/disputes.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations, messages } from '../../db/schema/messaging.js';
import { tradeRequestEvents, tradeRequests } from '../../db/schema/trade.js';
import { trustFigures } from '../../db/schema/trust.js';
import { measureTrust } from './measure-trust.js';

// The trust job on a fixed history (decision 043): messages and orders written with their own timestamps, the
// expected figures worked out by hand below, the window of 90 days, the minimum of 3 cases.
type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
const now = new Date();
const MIN = 60_000;
const DAY = 86_400_000;
const ago = (days: number, plusMinutes = 0) => new Date(now.getTime() - days * DAY + plusMinutes * MIN);
const ids = { a: 0, b: 0, c: 0, b1: 0, b2: 0, b3: 0 };
let subjects = 0;

async function merchant(name: string, joinedDaysAgo: number) {
  const [row] = await ctx.db
    .insert(merchants)
    .values({ name, nameKey: name, slug: name, status: 'confirmed', createdAt: ago(joinedDaysAgo) })
    .returning({ id: merchants.id });
  return row?.id ?? 0;
}
async function buyer(phone: string, firstName: string) {
  const [row] = await ctx.db.insert(users).values({ phone, firstName }).returning({ id: users.id });
  return row?.id ?? 0;
}
/** A buyer's conversation: their first message at `asked`, the merchant's first answer `answerAfter` minutes on. */
async function conversation(merchantId: number, buyerUserId: number, asked: Date, answerAfter?: number) {
  const [c] = await ctx.db
    .insert(conversations)
    .values({ buyerUserId, merchantId, subjectType: 'product', subjectId: ++subjects })
    .returning({ id: conversations.id });
  const conversationId = c?.id ?? 0;
  await ctx.db
    .insert(messages)
    .values({ conversationId, side: 'buyer', authorUserId: buyerUserId, body: 'موجودی دارید؟', createdAt: asked });
  if (answerAfter !== undefined)
    await ctx.db.insert(messages).values({
      conversationId,
      side: 'merchant',
      authorUserId: buyerUserId,
      body: 'بله',
      createdAt: new Date(asked.getTime() + answerAfter * MIN),
    });
}
type Step = [action: (typeof tradeRequestEvents.$inferInsert)['action'], to: string, at: Date, party?: string];
async function order(merchantId: number, buyerUserId: number, leadDays: number | null, steps: Step[]) {
  const last = steps.at(-1)?.[1] ?? 'draft';
  const [r] = await ctx.db
    .insert(tradeRequests)
    .values({ buyerUserId, merchantId, state: last as 'draft', supplierLeadTimeDays: leadDays })
    .returning({ id: tradeRequests.id });
  const id = r?.id ?? 0;
  for (const [action, to, at, party] of steps)
    await ctx.db.insert(tradeRequestEvents).values({
      tradeRequestId: id,
      action,
      toState: to as 'draft',
      actorParty: party ?? 'buyer',
      createdAt: at,
    });
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seeded: false });
  ids.a = await merchant('صنایع پمپ مهر', 3 * 365 + 40);
  ids.b = await merchant('شیرآلات خاموش', 400);
  ids.c = await merchant('تازه‌وارد صنعت', 10);
  ids.b1 = await buyer('09350000001', 'مریم');
  ids.b2 = await buyer('09350000002', 'رضا');
  ids.b3 = await buyer('09350000003', 'سارا');

  // A's messages: answered after 30, 90 and 10 minutes; one a day old unanswered (a case); one two hours old
  // unanswered (not yet a case); one before the window. 4 cases, 3 answered: 75 %, median 30 minutes.
  await conversation(ids.a, ids.b1, ago(10), 30);
  await conversation(ids.a, ids.b2, ago(20), 90);
  await conversation(ids.a, ids.b3, ago(30), 10);
  await conversation(ids.a, ids.b1, ago(5));
  await conversation(ids.a, ids.b2, ago(0, -120));
  await conversation(ids.a, ids.b3, ago(100), 5);
  // B's: two unanswered, fewer than 3 cases: no number.
  await conversation(ids.b, ids.b1, ago(10));
  await conversation(ids.b, ids.b2, ago(3));

  // A's orders. o1: answered in 60 min, paid, lead 7 days, delivered after 5 (on time), completed by b1.
  await order(ids.a, ids.b1, 7, [
    ['request_confirmation', 'awaiting_supplier', ago(40)],
    ['supplier_confirm', 'supplier_confirmed', ago(40, 60), 'supplier'],
    ['publish', 'published', ago(39)],
    ['pay', 'paid', ago(39, 60)],
    ['deliver', 'delivered', ago(34, 60), 'supplier'],
    ['confirm_receipt', 'completed', ago(33)],
  ]);
  // o2: answered in 180 min, lead 5, delivered after 8 (late), disputed, staff released all; b1 again.
  const o2 = await order(ids.a, ids.b1, 5, [
    ['request_confirmation', 'awaiting_supplier', ago(30)],
    ['supplier_confirm', 'supplier_confirmed', ago(30, 180), 'supplier'],
    ['publish', 'published', ago(29)],
    ['pay', 'paid', ago(29)],
    ['deliver', 'delivered', ago(21), 'supplier'],
    ['open_dispute', 'disputed', ago(20)],
    ['decide_dispute', 'completed', ago(15), 'system'],
  ]);
  await ctx.db.insert(disputes).values({
    tradeRequestId: o2,
    reason: 'damaged',
    text: 'یک پمپ ترک داشت',
    supplierAnswerDueAt: ago(17),
    outcome: 'release_all',
    refundRials: 0,
    releaseRials: 1,
    decisionReason: 'تعویض شد',
    decidedAt: ago(15),
  });
  // o3: rejected after 30 min. o4: sent 10 days ago, never answered.
  await order(ids.a, ids.b2, null, [
    ['request_confirmation', 'awaiting_supplier', ago(20)],
    ['supplier_reject', 'supplier_rejected', ago(20, 30), 'supplier'],
  ]);
  await order(ids.a, ids.b3, null, [['request_confirmation', 'awaiting_supplier', ago(10)]]);
  // o5: answered in 120 min, lead 10, delivered after 4 days (on time), completed by b2.
  await order(ids.a, ids.b2, 10, [
    ['request_confirmation', 'awaiting_supplier', ago(50)],
    ['supplier_confirm', 'supplier_confirmed', ago(50, 120), 'supplier'],
    ['publish', 'published', ago(49)],
    ['pay', 'paid', ago(49)],
    ['deliver', 'delivered', ago(45), 'supplier'],
    ['confirm_receipt', 'completed', ago(44)],
  ]);

  // b3's orders to B: paid after 1 day (on time), after 5 (late), never in 10 days (late), published a day ago
  // with 3 days left (not yet a case); the third cancelled after B confirmed.
  const sent = (days: number): Step[] => [
    ['request_confirmation', 'awaiting_supplier', ago(days)],
    ['supplier_confirm', 'supplier_confirmed', ago(days, 30), 'supplier'],
    ['publish', 'published', ago(days - 0.1)],
  ];
  await order(ids.b, ids.b3, 3, [...sent(30), ['pay', 'paid', ago(29)]]);
  await order(ids.b, ids.b3, 3, [...sent(25), ['pay', 'paid', ago(20)]]);
  await order(ids.b, ids.b3, 3, [...sent(10), ['cancel', 'cancelled', ago(8)]]);
  await order(ids.b, ids.b3, 3, sent(1));
}, 120_000);
afterAll(() => ctx?.close());

const figuresOf = async (merchantId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/suppliers/${merchantId}/trust` })).json();

describe('the trust job on a fixed history', () => {
  it('measures each supplier figure with the cases behind it', async () => {
    await measureTrust(ctx.db, { now, minCases: 3, payDays: 3 });
    const a = await figuresOf(ids.a);
    expect(a.figures).toEqual({
      messageResponseRate: { value: 3 / 4, cases: 4 },
      messageResponseMinutes: { value: 30, cases: 3 },
      // o1…o5 were sent: four answered (60, 180, 30, 120 minutes: median 90), three confirmed.
      orderResponseRate: { value: 4 / 5, cases: 5 },
      orderResponseMinutes: { value: 90, cases: 4 },
      quoteResponseMinutes: { value: null, cases: 0 },
      orderConfirmRate: { value: 3 / 5, cases: 5 },
      // o1 and o5 within their lead time, o2 three days late.
      onTimeRate: { value: 2 / 3, cases: 3 },
      // o1, o2, o5 ended in the window; o2 was disputed.
      disputeRate: { value: 1 / 3, cases: 3 },
      // b1 (twice) and b2: two buyers, fewer than 3: no number.
      repeatBuyerRate: { value: null, cases: 2 },
    });
    expect(a.disputeEndings).toEqual({ release_all: 1, refund_all: 0, split: 0, open: 0 });
    expect(a.yearsOnSite).toBe(3);
  });

  it('shows no number below the minimum, and a new supplier starts at the site mean, not at zero', async () => {
    const b = await figuresOf(ids.b);
    expect(b.figures.messageResponseRate).toEqual({ value: null, cases: 2 });
    const c = await figuresOf(ids.c);
    expect(Object.values(c.figures).every((f) => (f as { value: null }).value === null)).toBe(true);
    expect(c.yearsOnSite).toBe(0);
    const a = await figuresOf(ids.a);
    // Three suppliers' scores: the newcomer's is all prior, so it sits between the others, above zero.
    expect(c.score).toBeGreaterThan(0);
    expect(b.score).toBeLessThan(c.score);
    expect(a.score).toBeGreaterThan(b.score);
  });

  it('measures buyers: paid on time, cancelled after confirmation', async () => {
    const [row] = await ctx.db
      .select()
      .from(trustFigures)
      .where(eq(trustFigures.subjectId, ids.b3))
      .then((rows) => rows.filter((r) => r.subjectKind === 'buyer'));
    expect(row?.figures).toEqual({
      paidOnTimeRate: { value: 1 / 3, cases: 3 },
      cancelledAfterConfirmRate: { value: 1 / 4, cases: 4 },
    });
  });

  it('writes the same figures when it runs again over the same history', async () => {
    const before = await ctx.db.select().from(trustFigures);
    await measureTrust(ctx.db, { now, minCases: 3, payDays: 3 });
    const after = await ctx.db.select().from(trustFigures);
    const strip = (rows: typeof before) =>
      rows
        .map(({ computedAt: _, ...r }) => r)
        .sort((x, y) => `${x.subjectKind}${x.subjectId}`.localeCompare(`${y.subjectKind}${y.subjectId}`));
    expect(after).toHaveLength(before.length);
    expect(strip(after)).toEqual(strip(before));
  });
});
