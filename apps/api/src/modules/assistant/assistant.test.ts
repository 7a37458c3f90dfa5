// The assistant through the real app over the demo catalog: a need becomes filters and matching products,
// nearest products carry their differences, follow-ups refine the need, an edited need re-runs, a signed-in
// buyer's conversation is kept and listed, and nobody else reads or continues it.
import type { AssistantAnswer, AssistantConversation, AssistantConversationSummary } from '@bazaar/contracts/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
}, 300_000);
afterAll(async () => ctx?.close());

async function ask(payload: object, headers: Record<string, string> = {}, status = 200) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', payload, headers });
  expect(response.statusCode, response.body.slice(0, 400)).toBe(status);
  return response.json() as AssistantAnswer;
}

describe('POST /assistant/messages (built-in engine)', () => {
  it('turns a need into the category, filters in the property’s unit and matching products', async () => {
    const answer = await ask({ text: 'پمپ سانتریفیوژ چدنی با فشار ۱۰ بار و دبی ۳۰ متر مکعب بر ساعت در تهران' });
    expect(answer.conversationId).toBeNull();
    expect(answer.engine).toBe('builtin');
    expect(answer.need.category?.name).toBe('پمپ سانتریفیوژ');
    expect(answer.need.province?.name).toBe('تهران');
    const pressure = answer.need.filters.find((f) => f.key === 'max_pressure');
    expect(pressure).toMatchObject({ value: null, min: 10, unit: { symbol: 'bar' } });
    expect(answer.need.filters.find((f) => f.key === 'body_material')?.options.map((o) => o.key)).toEqual([
      'cast_iron',
    ]);
    expect(answer.exact).toBe(true);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const p of answer.products) {
      expect(p.categoryName).toBe('پمپ سانتریفیوژ');
      expect(p.differences).toEqual([]);
    }
    expect(answer.comparison.products.length).toBeGreaterThan(0);
    const row = answer.comparison.rows.find((r) => r.name === pressure?.name);
    expect(row).toMatchObject({ unit: 'bar', asked: true });
    expect(answer.reply).toContain('پمپ سانتریفیوژ');
  });

  it('converts units to the property’s own (psi to bar, horsepower to kW)', async () => {
    const answer = await ask({ text: 'پمپ سانتریفیوژ ۱۴۵ psi موتور ۱۵ اسب' });
    expect(answer.need.filters.find((f) => f.key === 'max_pressure')?.min).toBeCloseTo(9.9974, 3);
    expect(answer.need.filters.find((f) => f.key === 'motor_power')?.value).toBeCloseTo(11.1855, 3);
  });

  it('reads a general name as the one kind whose stored products span the values asked (decision 077)', async () => {
    // The vocabulary's product values come from the database here (base_product_values), not the seed files.
    const motor = await ask({ text: 'الکتروموتور ۱۱ کیلووات ۱۵۰۰ دور' });
    expect(motor.need.category?.name).toBe('الکتروموتور سه‌فاز');
    expect(motor.need.alternatives).toEqual([]);
    const cable = await ask({ text: 'کابل ۲۰ کیلوولت' });
    expect(cable.need.category?.name).toBe('کابل فشار متوسط');
    for (const p of cable.products) expect(p.categoryName).toBe('کابل فشار متوسط');
    // Plain and ribbed bars both hold 20 mm: the general name stays.
    expect((await ask({ text: 'میلگرد ۲۰' })).need.category?.name).toBe('میلگرد');
  });

  it('lists first the exact matches that hold the buyer’s other words («اینورتری»)', async () => {
    // Every welder of 200 A and more matches; the one the buyer described by its kind leads.
    const welder = await ask({ text: 'دستگاه جوش اینورتری ۲۰۰ آمپر' });
    expect(welder.exact).toBe(true);
    expect(welder.products.length).toBeGreaterThan(1);
    expect(welder.products[0]?.title).toContain('اینورتر');
    expect(welder.products.some((p) => !p.title.includes('اینورتر'))).toBe(true);
    // Asked for the cheapest, the price order stands.
    const cheapest = await ask({ text: 'ارزان‌ترین دستگاه جوش اینورتری ۲۰۰ آمپر' });
    const prices = cheapest.products.map((p) => p.priceRials).filter((v): v is number => v !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers the nearest products with what differs when nothing matches every filter', async () => {
    const answer = await ask({ text: 'پمپ سانتریفیوژ فشار ۶۵۰ بار' });
    expect(answer.exact).toBe(false);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products[0]?.differences[0]).toMatchObject({ property: 'حداکثر فشار کاری' });
    expect(answer.reply).toContain('نزدیک‌ترین');
  });

  it('refines the need with a follow-up and re-runs an edited need', async () => {
    const first = await ask({ text: 'کمپرسور اسکرو فشار ۱۰ بار' });
    const cheaper = await ask({ text: 'ارزان‌ترها', need: first.need });
    expect(cheaper.need.sort).toBe('price_asc');
    expect(cheaper.need.category?.name).toBe('کمپرسور اسکرو');
    const enough = await ask({ text: '۸ بار کافی است', need: cheaper.need });
    expect(enough.need.filters.find((f) => f.key === 'max_pressure')).toMatchObject({ value: null, min: 8 });
    // A chip edited in the page: the need alone, no text.
    const edited = { ...enough.need, filters: enough.need.filters.filter((f) => f.key !== 'max_pressure') };
    const rerun = await ask({ need: edited });
    expect(rerun.need.filters.some((f) => f.key === 'max_pressure')).toBe(false);
    expect(rerun.products.length).toBeGreaterThan(0);
  });

  it('asks for the kind of product when none is named', async () => {
    const answer = await ask({ text: 'سلام، یه چیزی برای کارخونه می‌خوام' });
    expect(answer.need.category).toBeNull();
    expect(answer.products).toEqual([]);
    expect(answer.reply).toContain('نوع کالا');
  });

  it('falls back to the built-in engine, saying so, when no language model is configured', async () => {
    const answer = await ask({ text: 'شیر توپی ۲ اینچ', engine: 'model' });
    expect(answer.engine).toBe('builtin');
    expect(answer.fallbackReason).toContain('پیکربندی نشده');
    expect(answer.need.category?.name).toBe('شیر توپی');
  });

  it('refuses a text longer than the limit with problem+json', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      payload: { text: 'پ'.repeat(600) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('conversations of signed-in buyers', () => {
  it('keeps the turns, lists them for the owner only, and continues only the owner’s', async () => {
    const buyer = await signIn(ctx.app, '09120000022');
    const stranger = await signIn(ctx.app, '09127777001');
    const first = await ask({ text: 'الکتروموتور سه فاز ۱۱ کیلووات' }, buyer.auth);
    expect(first.conversationId).toBeTypeOf('number');
    const second = await ask({ text: 'فقط IE3', conversationId: first.conversationId }, buyer.auth);
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.need.filters.map((f) => f.key).sort()).toEqual(['efficiency_class', 'rated_power']);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/assistant/conversations', headers: buyer.auth });
    const summaries = list.json() as AssistantConversationSummary[];
    expect(summaries[0]?.id).toBe(first.conversationId);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/assistant/conversations/${first.conversationId}`,
      headers: buyer.auth,
    });
    const conversation = one.json() as AssistantConversation;
    expect(conversation.turns.map((t) => t.role)).toEqual(['buyer', 'assistant', 'buyer', 'assistant']);
    expect(conversation.need.filters).toHaveLength(2);

    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/assistant/conversations/${first.conversationId}`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    await ask({ text: 'ارزان‌ترها', conversationId: first.conversationId }, stranger.auth, 404);
    await ask({ text: 'ارزان‌ترها', conversationId: first.conversationId }, {}, 404);
    const strangerList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/assistant/conversations',
      headers: stranger.auth,
    });
    expect(strangerList.json()).toEqual([]);
  });
});
