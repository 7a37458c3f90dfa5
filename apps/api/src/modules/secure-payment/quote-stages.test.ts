import type { QuoteStage } from '@bazaar/contracts/trade-quotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplyCategory, unclaimedMerchants } from '../../../test/catalog-fixtures.js';
import {
  createOrderWorld,
  type OrderWorld,
  type Session,
  SHIPPING,
  tehranDay,
  UNIT,
} from '../../../test/order-world.js';
import { signIn } from '../../../test/sessions.js';
import { merchantMembers } from '../../db/schema/customers.js';

// Stages proposed inside a quote (decision 056): a supplier answering a request for quotation proposes
// milestones (amount, deliverable, days after acceptance); the buyer reads them in the quote; accepting the quote
// makes the order with exactly those stages, paid and released stage by stage as decision 040 says.
let world: OrderWorld;
let ctx: OrderWorld['ctx'];
let who: OrderWorld['who'];
let api: OrderWorld['api'];
let rival: Session;

beforeAll(async () => {
  world = await createOrderWorld('091712750');
  ({ ctx, who, api } = world);
  // A second supplier of the category, who quotes too.
  rival = await signIn(ctx.app, '09171275009');
  const [rivalMerchant = 0] = await unclaimedMerchants(ctx.db, world.product.merchantId, 1);
  await supplyCategory(ctx.db, rivalMerchant, world.product.categoryId);
  await ctx.db.insert(merchantMembers).values({ merchantId: rivalMerchant, userId: rival.userId, role: 'owner' });
}, 120_000);
afterAll(() => ctx?.close());

// 4 × 12,000,000 = 48,000,000 goods; shipping 2,000,000 with the first stage; 10 % VAT on each stage.
const STAGES = [
  { title: 'ساخت و آزمون کارخانه‌ای', amountRials: 12_000_000, deliverable: 'گزارش آزمون FAT', days: 10 },
  { title: 'تحویل در محل', amountRials: 24_000_000, deliverable: 'بارنامه و صورت‌جلسهٔ تحویل', days: 20 },
  { title: 'نصب و راه‌اندازی', amountRials: 12_000_000, deliverable: 'صورت‌جلسهٔ راه‌اندازی', days: 30 },
];
const [S1, S2, S3] = STAGES as [QuoteStage, QuoteStage, QuoteStage];
const STAGE_TOTALS = [15_400_000, 26_400_000, 13_200_000];

async function openRequest() {
  const created = await api(who.buyer, 'POST', '/traderequests/direct-order', {
    items: [{ productId: world.product.id, quantity: 4, unit: world.product.unit }],
    paymentTerms: 'cash',
    description: 'پروژهٔ ایستگاه پمپاژ؛ پیشنهاد با پرداخت مرحله‌ای',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const opened = await api(who.buyer, 'POST', `/traderequests/${id}/open-to-quotes`);
  expect(opened.statusCode, opened.body).toBe(200);
  return id;
}
async function quoteBody(id: number, as: Session, stages: object[] = STAGES, price = UNIT) {
  const request = (await api(as, 'GET', `/traderequests/${id}`)).json();
  return {
    items: request.items.map((i: { id: number; unit: string }) => ({
      itemId: i.id,
      unitPriceRials: price,
      unit: i.unit,
    })),
    leadTimeDays: 30,
    shippingRials: SHIPPING,
    validUntil: tehranDay(10),
    notes: 'پرداخت در سه مرحله',
    stages,
  };
}
type FieldError = { field: string; message: string };
const fields = (res: Awaited<ReturnType<typeof api>>) =>
  (res.json().errors as FieldError[]).map((e) => [e.field, e.message]);

describe('a quote with stages', () => {
  it('the buyer reads the proposed stages; accepting the quote makes the order with the same stages, paid stage by stage', async () => {
    const id = await openRequest();
    const sent = await api(who.agent, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.agent));
    expect(sent.statusCode, sent.body).toBe(201);
    const plain = await api(rival, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, rival, [], 11_000_000));
    expect(plain.statusCode, plain.body).toBe(201);
    const seen = (await api(who.buyer, 'GET', `/traderequests/${id}`)).json();
    const staged = seen.quotes.find((q: { id: number }) => q.id === sent.json().id);
    expect(staged).toMatchObject({ totalRials: 48_000_000, stages: STAGES });
    expect(seen.quotes.find((q: { id: number }) => q.id === plain.json().id).stages).toEqual([]);
    // The rival supplier sees neither the other quote nor its stages.
    const rivals = (await api(rival, 'GET', `/traderequests/${id}`)).json();
    expect(rivals.quotes.map((q: { id: number }) => q.id)).toEqual([plain.json().id]);

    const accepted = await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId: sent.json().id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'supplier_confirmed', totalRials: 48_000_000 });
    const money = await world.money(id);
    expect(
      money.stages.map((s: Record<string, unknown>) => [s.title, s.amountRials, s.deliverable, s.dueOn, s.state]),
    ).toEqual(STAGES.map((s) => [s.title, s.amountRials, s.deliverable, tehranDay(s.days), 'unpaid']));
    expect(money.stages.map((s: { totalRials: number }) => s.totalRials)).toEqual(STAGE_TOTALS);
    expect(money.stages[0]).toMatchObject({ shippingRials: SHIPPING, vatRials: 1_400_000 });
    // The supplier reads the same stages on its order.
    expect((await world.money(id, who.owner)).stages).toHaveLength(3);

    // The order's «pay» pays the first stage (publishing the confirmed order on the way).
    const asked = await api(who.buyer, 'POST', `/traderequests/${id}/pay`);
    expect(asked.statusCode, asked.body).toBe(200);
    const payable = asked.json().payable;
    // The first stage's total, and the publishing fee of the buyer's plan as its line (decision 049).
    expect(payable.amountRials - money.feeRials).toBe(STAGE_TOTALS[0]);
    await world.credit('buyer', payable.amountRials);
    const paid = await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: payable.id }, world.key());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await world.stateOf(id)).toBe('paid');
    expect(await world.money(id)).toMatchObject({ heldRials: STAGE_TOTALS[0] });
    expect((await world.money(id)).stages.map((s: { state: string }) => s.state)).toEqual(['held', 'unpaid', 'unpaid']);
    expect(await world.invariants()).toEqual({ unbalanced: [], drifted: [], negative: [], paidTwice: [] });
  });

  it('a quote without stages is accepted as a whole order, as before', async () => {
    const id = await openRequest();
    const sent = await api(who.agent, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.agent, []));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId: sent.json().id })).statusCode,
    ).toBe(200);
    expect((await world.money(id)).stages).toEqual([]);
  });
});

describe('invalid stages in a quote', () => {
  it('are refused with Persian field errors, and nothing is stored', async () => {
    const id = await openRequest();
    const send = async (stages: object[]) =>
      api(who.agent, 'POST', `/traderequests/${id}/quotes`, await quoteBody(id, who.agent, stages));
    const wrongSum = await send([S1, { ...S2, amountRials: 20_000_000 }, S3]);
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().code).toBe('VALIDATION_FAILED');
    expect(fields(wrongSum)).toEqual([
      ['body.stages', expect.stringMatching(/^جمع مبلغ ۳ مرحله .* باید با بهای کالای این پیشنهاد .* برابر باشد\.$/)],
    ]);
    const one = await send([{ ...S1, amountRials: 48_000_000 }]);
    expect(one.statusCode).toBe(400);
    expect(fields(one)).toEqual([['body.stages', expect.stringMatching(/دست‌کم دو مرحله/)]]);
    const noDeliverable = await send([S1, { ...S2, deliverable: '   ' }, S3]);
    expect(noDeliverable.statusCode).toBe(400);
    expect(fields(noDeliverable)).toEqual([['body.stages.1.deliverable', 'این فیلد الزامی است']]);
    const fraction = await send([{ ...S1, amountRials: 12_000_000.5 }, S2, S3]);
    expect(fraction.statusCode).toBe(400);
    expect(fields(fraction)).toEqual([['body.stages.0.amountRials', 'فقط عدد صحیح وارد کنید']]);
    const negative = await send([{ ...S1, amountRials: -12_000_000 }, S2, S3]);
    expect(negative.statusCode).toBe(400);
    expect(fields(negative)[0]?.[0]).toBe('body.stages.0.amountRials');
    expect(fields(negative)[0]?.[1]).toMatch(/[\u0600-\u06FF]/);
    const text = await send([{ ...S1, amountRials: 'دوازده میلیون' }, S2, S3]);
    expect(text.statusCode).toBe(400);
    expect(fields(text)).toEqual([['body.stages.0.amountRials', 'فقط عدد وارد کنید']]);
    // None of these made a quote.
    expect((await api(who.buyer, 'GET', `/traderequests/${id}`)).json().quotes).toEqual([]);
  });
});

describe('who proposes and who accepts', () => {
  it('only a quoting supplier proposes stages, only for its own quote; only the request’s buyer accepts', async () => {
    const id = await openRequest();
    const body = await quoteBody(id, who.agent);
    // The buyer and staff do not quote; a stranger does not even see the request.
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/quotes`, body)).statusCode).toBe(403);
    expect((await api(who.staff, 'POST', `/traderequests/${id}/quotes`, body)).statusCode).toBe(403);
    expect((await api(who.stranger, 'POST', `/traderequests/${id}/quotes`, body)).statusCode).toBe(404);
    const sent = await api(who.agent, 'POST', `/traderequests/${id}/quotes`, body);
    expect(sent.statusCode, sent.body).toBe(201);
    const quoteId = sent.json().id;
    // Another supplier cannot put stages into this quote.
    const rewrite = await api(rival, 'PUT', `/tradequotes/${quoteId}`, await quoteBody(id, rival, []));
    expect(rewrite.statusCode).toBe(404);
    const stages = (await api(who.buyer, 'GET', `/traderequests/${id}`)).json().quotes[0].stages;
    expect(stages).toEqual(STAGES);
    // Neither supplier, staff nor a stranger accepts it; the buyer does.
    for (const as of [who.owner, rival, who.staff])
      expect((await api(as, 'POST', `/traderequests/${id}/accept-quote`, { quoteId })).statusCode).toBe(403);
    expect((await api(who.stranger, 'POST', `/traderequests/${id}/accept-quote`, { quoteId })).statusCode).toBe(404);
    expect((await world.money(id, who.buyer)).stages ?? []).toEqual([]);
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/accept-quote`, { quoteId })).statusCode).toBe(200);
    expect((await world.money(id)).stages).toHaveLength(3);
  });
});
