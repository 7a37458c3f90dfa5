import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { createOrderWorld, type OrderWorld } from '../../../test/order-world.js';
import { raceIt } from '../../../test/races.js';
import { tradeRequestItems } from '../../db/schema/trade.js';
import { reviews } from '../../db/schema/trust.js';

// Reviews as the parties of an order meet them (decision 043): only from a completed order, by its buyer of the
// supplier and by the supplier of the buyer, once per side (also when submits race), editable for 14 days,
// answered once by the other side, hidden by staff with a reason the author reads and then not counted.
let world: OrderWorld;
let api: OrderWorld['api'];
let who: OrderWorld['who'];
let product: OrderWorld['product'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const stars = (overall: number, text = '') => ({
  overall,
  quality: overall,
  onTime: overall,
  communication: overall,
  asDescribed: overall,
  text,
});
const put = (session: OrderWorld['who']['buyer'], url: string, payload: object) =>
  world.ctx.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: session.auth, payload });

async function completedOrder() {
  const id = await world.deliveredOrder();
  const confirmed = await api(who.buyer, 'POST', `/traderequests/${id}/confirm-receipt`);
  expect(confirmed.json().state).toBe('completed');
  return id;
}

beforeAll(async () => {
  world = await createOrderWorld('091712600');
  ({ api, who, product } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('nobody reviews without a completed order of that pair', () => {
  it('refuses every party and path before completion, and every non-party after it', async () => {
    const delivered = await world.deliveredOrder();
    const early = await api(who.buyer, 'POST', `/traderequests/${delivered}/reviews/supplier`, stars(5));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TRUST_ORDER_NOT_COMPLETED' });
    expect(early.json().detail).toMatch(/تکمیل|تسویه/);
    const earlyBuyer = await api(who.owner, 'POST', `/traderequests/${delivered}/reviews/buyer`, {
      overall: 4,
      paidOnTime: 4,
      clearRequirements: 4,
    });
    expect(earlyBuyer.statusCode).toBe(409);

    const id = await completedOrder();
    // A stranger learns nothing; the supplier's side and staff may not write the buyer's review, nor the buyer
    // the supplier's; an edit of a review that does not exist is 404.
    expect((await api(who.stranger, 'POST', `/traderequests/${id}/reviews/supplier`, stars(1))).statusCode).toBe(404);
    expect((await api(who.owner, 'POST', `/traderequests/${id}/reviews/supplier`, stars(5))).statusCode).toBe(403);
    expect((await api(who.agent, 'POST', `/traderequests/${id}/reviews/supplier`, stars(5))).statusCode).toBe(403);
    expect((await api(who.staff, 'POST', `/traderequests/${id}/reviews/supplier`, stars(1))).statusCode).toBe(403);
    const buyerAsSupplier = await api(who.buyer, 'POST', `/traderequests/${id}/reviews/buyer`, {
      overall: 5,
      paidOnTime: 5,
      clearRequirements: 5,
    });
    expect(buyerAsSupplier.statusCode).toBe(403);
    expect((await put(who.buyer, `/traderequests/${id}/reviews/supplier`, stars(2))).statusCode).toBe(404);
    expect((await api(null, 'POST', `/traderequests/${id}/reviews/supplier`, stars(1))).statusCode).toBe(401);
    const count = await world.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(inArray(reviews.tradeRequestId, [delivered, id]));
    expect(count[0]?.n).toBe(0);

    // The database refuses a writer that skipped the checks: an order not completed, or parties not its own.
    const insert = (tradeRequestId: number, buyerUserId: number) =>
      world.ctx.db.insert(reviews).values({
        tradeRequestId,
        subject: 'supplier',
        merchantId: product.merchantId,
        buyerUserId,
        overall: 5,
        quality: 5,
        onTime: 5,
        communication: 5,
        asDescribed: 5,
        editableUntil: new Date(),
      });
    await expect(insert(delivered, who.buyer.userId)).rejects.toThrow();
    await expect(insert(id, who.stranger.userId)).rejects.toThrow();
  });
});

describe('one review per order and side', () => {
  raceIt('concurrent submits of one side make one review; the other side still writes its own', async () => {
    const id = await completedOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api(who.buyer, 'POST', `/traderequests/${id}/reviews/supplier`, stars(5 - (i % 2), `بار ${i}`)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('TRUST_ALREADY_REVIEWED');
    const ofBuyer = await api(who.agent, 'POST', `/traderequests/${id}/reviews/buyer`, {
      overall: 5,
      paidOnTime: 5,
      clearRequirements: 4,
      text: 'پرداخت بی‌درنگ و مشخصات روشن',
    });
    expect(ofBuyer.statusCode, ofBuyer.body).toBe(201);
    const rows = await world.ctx.db.select().from(reviews).where(eq(reviews.tradeRequestId, id));
    expect(rows.map((r) => r.subject).sort()).toEqual(['buyer', 'supplier']);
  });
});

describe('writing, editing, answering', () => {
  it('the buyer writes with a photo, edits within 14 days, then cannot; the supplier answers once', async () => {
    const id = await completedOrder();
    const privateFile = await uploadFile(world.ctx.app, who.buyer.auth, { name: 'x.png', content: PNG });
    const refused = await api(who.buyer, 'POST', `/traderequests/${id}/reviews/supplier`, {
      ...stars(4),
      fileIds: [privateFile.json().id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'body.fileIds.0' });
    expect(refused.json().errors[0].message).toMatch(/عمومی/);
    const photo = await uploadFile(
      world.ctx.app,
      who.buyer.auth,
      { name: 'pump.png', content: PNG },
      { public: 'true' },
    );
    const written = await api(who.buyer, 'POST', `/traderequests/${id}/reviews/supplier`, {
      ...stars(4, 'پمپ سالم رسید ولي بسته‌بندی ضعیف بود'),
      fileIds: [photo.json().id],
    });
    expect(written.statusCode, written.body).toBe(201);
    const review = written.json();
    // Persian normalisation of what the buyer typed (ي → ی), the photo as a public link.
    expect(review.text).toBe('پمپ سالم رسید ولی بسته‌بندی ضعیف بود');
    expect(review.photos).toEqual([{ fileId: photo.json().id, fileName: 'pump.png', url: expect.any(String) }]);
    expect(review.buyerName).not.toMatch(/\d/);
    const days = (new Date(review.editableUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const edited = await put(who.buyer, `/traderequests/${id}/reviews/supplier`, stars(5, 'پس از تماس مشکل حل شد'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ overall: 5, text: 'پس از تماس مشکل حل شد' });

    // Fifteen days later the review is fixed.
    await world.ctx.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000), editableUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(reviews.id, review.id));
    const late = await put(who.buyer, `/traderequests/${id}/reviews/supplier`, stars(1));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TRUST_EDIT_WINDOW_PASSED');
    const mine = (await api(who.buyer, 'GET', `/traderequests/${id}/reviews`)).json();
    expect(mine).toMatchObject({ mayReview: false, mayEdit: false, viewer: 'buyer', ofSupplier: { overall: 5 } });

    // The buyer cannot answer their own review; the supplier answers once, in public.
    expect(
      (await api(who.buyer, 'POST', `/traderequests/${id}/reviews/supplier/answer`, { text: 'پاسخ' })).statusCode,
    ).toBe(403);
    const supplierSide = (await api(who.agent, 'GET', `/traderequests/${id}/reviews`)).json();
    expect(supplierSide).toMatchObject({ mayAnswer: true, mayReview: true, viewer: 'supplier' });
    const answer = await api(who.agent, 'POST', `/traderequests/${id}/reviews/supplier/answer`, {
      text: 'از صبوری شما سپاسگزاریم؛ بسته‌بندی را تقویت کردیم.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().answer.text).toMatch(/بسته‌بندی/);
    const again = await api(who.owner, 'POST', `/traderequests/${id}/reviews/supplier/answer`, { text: 'پاسخ دوم' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRUST_ALREADY_ANSWERED');
    const page = (await api(null, 'GET', `/suppliers/${product.merchantId}/reviews?productId=${product.id}`)).json();
    expect(page.items.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      answer: { text: expect.stringMatching(/سپاسگزاریم/) },
      hidden: null,
    });
  });
});

describe('staff hide a review', () => {
  it('its author reads the reason; it leaves the public list and the averages', async () => {
    const wrote: number[] = [];
    for (const overall of [5, 4, 5, 1]) {
      const id = await completedOrder();
      const res = await api(who.buyer, 'POST', `/traderequests/${id}/reviews/supplier`, stars(overall));
      expect(res.statusCode).toBe(201);
      wrote.push(res.json().id);
    }
    const publicReviews = () => api(null, 'GET', `/suppliers/${product.merchantId}/reviews?pageSize=100`);
    const before = (await publicReviews()).json();
    const visible = await world.ctx.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`sum(overall)::int` })
      .from(reviews)
      .where(and(eq(reviews.subject, 'supplier'), eq(reviews.merchantId, product.merchantId), sql`hidden_at is null`));
    const n = visible[0]?.n ?? 0;
    const sum = visible[0]?.sum ?? 0;
    expect(before.summary.count).toBe(n);
    expect(before.summary.overall).toBe(Math.round((sum / n) * 10) / 10);

    const target = wrote[3] ?? 0;
    expect((await api(who.owner, 'POST', `/admin/reviews/${target}/hide`, { reason: 'توهین' })).statusCode).toBe(403);
    const hidden = await api(who.staff, 'POST', `/admin/reviews/${target}/hide`, {
      reason: 'متن نظر شامل ناسزا به کارکنان تأمین‌کننده است.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = (await publicReviews()).json();
    expect(after.items.map((r: { id: number }) => r.id)).not.toContain(target);
    expect(after.summary.count).toBe(n - 1);
    expect(after.summary.overall).toBe(Math.round(((sum - 1) / (n - 1)) * 10) / 10);

    const order = hidden.json().tradeRequestId;
    const author = (await api(who.buyer, 'GET', `/traderequests/${order}/reviews`)).json();
    expect(author.ofSupplier.hidden.reason).toMatch(/ناسزا/);
    // The supplier does not see the hidden review, nor may it answer it.
    const supplier = (await api(who.owner, 'GET', `/traderequests/${order}/reviews`)).json();
    expect(supplier).toMatchObject({ ofSupplier: null, mayAnswer: false });
    const staffList = (await api(who.staff, 'GET', '/admin/reviews?hidden=true&pageSize=100')).json();
    expect(staffList.items.map((r: { id: number }) => r.id)).toContain(target);
    expect(staffList.items.every((r: { hidden: unknown }) => r.hidden !== null)).toBe(true);
  });
});

describe('a supplier considering an order reads its buyer', () => {
  it('suppliers’ reviews of the buyer reach the supplier and staff, not the buyer', async () => {
    const id = await completedOrder();
    const res = await api(who.owner, 'POST', `/traderequests/${id}/reviews/buyer`, {
      overall: 4,
      paidOnTime: 5,
      clearRequirements: 3,
      text: 'نقشه‌ها دیر رسید ولی پرداخت به‌موقع بود',
    });
    expect(res.statusCode, res.body).toBe(201);
    const next = await world.publishedOrder();
    const read = await api(who.agent, 'GET', `/traderequests/${next}/buyer-trust`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().reviews[0]).toMatchObject({
      subject: 'buyer',
      aspects: { paidOnTime: 5, clearRequirements: 3 },
    });
    expect(read.json().trust.completedOrders).toBeGreaterThan(0);
    const [item] = await world.ctx.db
      .select({ title: tradeRequestItems.productTitle })
      .from(tradeRequestItems)
      .where(eq(tradeRequestItems.tradeRequestId, id));
    expect(read.json().reviews[0].orderTitle).toBe(item?.title);
    expect((await api(who.buyer, 'GET', `/traderequests/${next}/buyer-trust`)).statusCode).toBe(403);
    expect((await api(who.stranger, 'GET', `/traderequests/${next}/buyer-trust`)).statusCode).toBe(404);
    // The buyer answers the supplier's review of them once.
    const answer = await api(who.buyer, 'POST', `/traderequests/${id}/reviews/buyer/answer`, {
      text: 'نقشه‌ها منتظر تأیید مشاور بود.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('measured figures follow the orders', () => {
  it('a recorded delivery shows in the supplier’s on-time figure without waiting for the hourly run', async () => {
    const merchantId = (await api(who.buyer, 'GET', `/traderequests/${await world.paidOrder()}`)).json()
      .merchantId as number;
    const onTimeCases = async () =>
      (await api(who.stranger, 'GET', `/suppliers/${merchantId}/trust`)).json().figures.onTimeRate.cases as number;
    // The figures as of now, measured once by hand (as the hourly run would).
    await world.ctx.app.platform.jobs.send('trust.measure', {}, {});
    await world.ctx.drain();
    const before = await onTimeCases();
    // Within the minute: at once if it is the minute's first step, else by the run at the minute's end.
    await world.deliveredOrder();
    await expect.poll(onTimeCases, { timeout: 75_000, interval: 1_000 }).toBe(before + 1);
    await world.deliveredOrder();
    await expect.poll(onTimeCases, { timeout: 75_000, interval: 1_000 }).toBe(before + 2);
  }, 200_000);
});
