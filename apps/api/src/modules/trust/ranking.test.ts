import { normalizeForSearch } from '@bazaar/fa/normalize';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations, messages } from '../../db/schema/messaging.js';
import { trustSuppliers } from '../../db/seed/trust.js';
import { measureTrust } from './measure-trust.js';

// The ranking's trust term (decision 043) on a test catalogue, and the demo data the trust seed leaves.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
const TITLE = 'گیربکس حلزونی آزمایشی ریحان';

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

describe('ranking by measured trust', () => {
  it('at equal relevance, the responsive supplier’s offer ranks above the silent one’s', async () => {
    // Two offers of two suppliers nobody represents: the same title, verification, age and visits.
    const pair = await ctx.db
      .select({ id: supplierProducts.id, merchantId: supplierProducts.merchantId })
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .where(
        and(
          eq(supplierProducts.status, 'published'),
          eq(merchants.status, 'confirmed'),
          sql`not exists (select 1 from merchant_members m where m.merchant_id = ${merchants.id})`,
          sql`not exists (select 1 from trade_requests r where r.merchant_id = ${merchants.id})`,
        ),
      )
      .orderBy(asc(supplierProducts.merchantId), asc(supplierProducts.id));
    const first = pair[0];
    const second = pair.find((p) => p.merchantId !== first?.merchantId);
    if (!first || !second) throw new Error('the seed has too few suppliers without orders');
    // The responsive one holds the lower id: on a tie (`id desc`) the silent one would come first.
    const [responsive, silent] = [first, second];
    const createdAt = new Date(Date.now() - 30 * 86_400_000);
    // Both in one category, so its listing (decision 051) shows them side by side at equal visits.
    const [place] = await ctx.db
      .select({
        categoryId: supplierProducts.categoryId,
        categoryPath: supplierProducts.categoryPath,
        categoryType: supplierProducts.categoryType,
      })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, responsive.id));
    if (!place) throw new Error('the responsive offer vanished');
    await ctx.db
      .update(supplierProducts)
      .set({ title: TITLE, createdAt, visitCount: 7, ...place })
      .where(inArray(supplierProducts.id, [responsive.id, silent.id]));
    await ctx.db
      .update(merchants)
      .set({ verificationLevel: 'identity' })
      .where(inArray(merchants.id, [responsive.merchantId, silent.merchantId]));
    const order = async () =>
      ((await get(`/searches?q=${encodeURIComponent(TITLE)}`)).json().products.items as { id: number }[])
        .map((p) => p.id)
        .filter((id) => id === responsive.id || id === silent.id);

    // The category's listing in its default order, where a visitor lands.
    const listing = async () => {
      const body = (await get(`/supplierproducts/catalog?categoryId=${place.categoryId}&pageSize=100`)).json();
      return (body.items as { id: number }[]).map((p) => p.id).filter((id) => id === responsive.id || id === silent.id);
    };

    await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 });
    expect(await order()).toEqual([silent.id, responsive.id]);
    expect(await listing()).toEqual([silent.id, responsive.id]);

    // Five buyers write to each: the responsive one answers within the hour, the silent one never.
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) {
      const [buyer] = await ctx.db
        .insert(users)
        .values({ phone: `0935111000${i}`, firstName: 'خریدار' })
        .returning({ id: users.id });
      for (const merchant of [responsive, silent]) {
        const [c] = await ctx.db
          .insert(conversations)
          .values({
            buyerUserId: buyer?.id ?? 0,
            merchantId: merchant.merchantId,
            subjectType: 'product',
            subjectId: merchant.id,
          })
          .returning({ id: conversations.id });
        const asked = new Date(now - (10 + i) * 86_400_000);
        await ctx.db.insert(messages).values({
          conversationId: c?.id ?? 0,
          side: 'buyer',
          authorUserId: buyer?.id ?? 0,
          body: 'قیمت؟',
          createdAt: asked,
        });
        if (merchant === responsive)
          await ctx.db.insert(messages).values({
            conversationId: c?.id ?? 0,
            side: 'merchant',
            authorUserId: buyer?.id ?? 0,
            body: 'اعلام شد',
            createdAt: new Date(asked.getTime() + 40 * 60_000),
          });
      }
    }
    const measured = await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 });
    expect(await order()).toEqual([responsive.id, silent.id]);
    expect(await listing()).toEqual([responsive.id, silent.id]);
    expect(measured.reranked).toBeGreaterThan(0);
    // A rerun over the same history changes no score, so it rewrites no product.
    expect((await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 })).reranked).toBe(0);
    // «Most visited» stays what it says: visits only, the tie broken by the newer offer.
    const popular = (
      await get(`/supplierproducts/catalog?categoryId=${place.categoryId}&pageSize=100&sort=popular`)
    ).json();
    expect(
      (popular.items as { id: number }[]).map((p) => p.id).filter((id) => id === responsive.id || id === silent.id),
    ).toEqual([silent.id, responsive.id]);
    const [a, b] = await Promise.all([
      get(`/suppliers/${responsive.merchantId}/trust`),
      get(`/suppliers/${silent.merchantId}/trust`),
    ]);
    expect(a.json().figures.messageResponseRate).toEqual({ value: 1, cases: 5 });
    expect(b.json().figures.messageResponseRate).toEqual({ value: 0, cases: 5 });
  });
});

describe('supplier lists by measured trust', () => {
  it('at equal relevance, the responsive supplier ranks above the silent one in supplier search and the supplier list', async () => {
    // Two suppliers nobody represents, with no orders and no conversations, each with a published offer.
    const candidates = await ctx.db
      .selectDistinct({ merchantId: merchants.id })
      .from(merchants)
      .innerJoin(supplierProducts, eq(supplierProducts.merchantId, merchants.id))
      .where(
        and(
          eq(merchants.status, 'confirmed'),
          eq(supplierProducts.status, 'published'),
          sql`not exists (select 1 from merchant_members m where m.merchant_id = ${merchants.id})`,
          sql`not exists (select 1 from trade_requests r where r.merchant_id = ${merchants.id})`,
          sql`not exists (select 1 from conversations c where c.merchant_id = ${merchants.id})`,
        ),
      )
      .orderBy(asc(merchants.id))
      .limit(2);
    const [low, high] = candidates.map((c) => c.merchantId);
    if (low === undefined || high === undefined) throw new Error('the seed has too few suppliers without history');
    // Every tie in these lists goes to the lower id: the responsive one holds the higher.
    const [silent, responsive] = [low, high];
    // Alike in everything either list weighs: name (so the text scores match), verification, last update.
    const name = 'صنایع آزمایشی زروانتک';
    await ctx.db
      .update(merchants)
      .set({
        name,
        latinName: 'Zarvantek Test Works',
        searchText: normalizeForSearch(`${name} Zarvantek Test Works`),
        verificationLevel: 'identity',
        updatedAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .where(inArray(merchants.id, [silent, responsive]));
    const ours = (ids: number[]) => ids.filter((id) => id === silent || id === responsive);
    const searched = async () =>
      ours(
        ((await get(`/searches?q=${encodeURIComponent(name)}`)).json().suppliers.items as { id: number }[]).map(
          (s) => s.id,
        ),
      );
    const listed = async () =>
      ours(
        ((await get(`/suppliers?q=${encodeURIComponent(name)}&pageSize=100`)).json().items as { id: number }[]).map(
          (s) => s.id,
        ),
      );

    await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 });
    expect(await searched()).toEqual([silent, responsive]);
    expect(await listed()).toEqual([silent, responsive]);

    // Five buyers write to each about one of its offers: the responsive one answers within the hour, the other never.
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) {
      const [buyer] = await ctx.db
        .insert(users)
        .values({ phone: `0935222000${i}`, firstName: 'خریدار' })
        .returning({ id: users.id });
      for (const merchantId of [silent, responsive]) {
        const [offer] = await ctx.db
          .select({ id: supplierProducts.id })
          .from(supplierProducts)
          .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'published')))
          .limit(1);
        const [c] = await ctx.db
          .insert(conversations)
          .values({ buyerUserId: buyer?.id ?? 0, merchantId, subjectType: 'product', subjectId: offer?.id ?? 0 })
          .returning({ id: conversations.id });
        const asked = new Date(now - (10 + i) * 86_400_000);
        await ctx.db.insert(messages).values({
          conversationId: c?.id ?? 0,
          side: 'buyer',
          authorUserId: buyer?.id ?? 0,
          body: 'موجود است؟',
          createdAt: asked,
        });
        if (merchantId === responsive)
          await ctx.db.insert(messages).values({
            conversationId: c?.id ?? 0,
            side: 'merchant',
            authorUserId: buyer?.id ?? 0,
            body: 'بله',
            createdAt: new Date(asked.getTime() + 25 * 60_000),
          });
      }
    }
    await measureTrust(ctx.db, { now: new Date(), minCases: 3, payDays: 3 });
    expect(await searched()).toEqual([responsive, silent]);
    expect(await listed()).toEqual([responsive, silent]);
    // Other orders of the list stay what they say: by name, the tie goes to the lower id as before.
    const byName = (await get(`/suppliers?q=${encodeURIComponent(name)}&pageSize=100&sort=name`)).json();
    expect(ours((byName.items as { id: number }[]).map((s) => s.id))).toEqual([silent, responsive]);
  });
});

describe('the demo data', () => {
  it('has completed orders with reviews and answers, and suppliers whose measured behaviour differs', async () => {
    const suppliers = await trustSuppliers(ctx.db);
    if (!suppliers) throw new Error('the trust seed found no suppliers');
    const [fast, slow] = await Promise.all([
      get(`/suppliers/${suppliers.responsive}/trust`).then((r) => r.json()),
      get(`/suppliers/${suppliers.slow}/trust`).then((r) => r.json()),
    ]);
    expect(fast.figures.onTimeRate.value).toBe(1);
    expect(slow.figures.onTimeRate.value).toBeLessThan(0.5);
    expect(fast.figures.messageResponseRate.value).toBe(1);
    expect(slow.figures.messageResponseRate.value).toBeLessThan(0.5);
    expect(slow.figures.disputeRate.value).toBeGreaterThan(0);
    expect(fast.score).toBeGreaterThan(slow.score);
    const reviews = (await get(`/suppliers/${suppliers.responsive}/reviews?pageSize=50`)).json();
    expect(reviews.items.length).toBeGreaterThanOrEqual(4);
    expect(reviews.items.some((r: { answer: unknown }) => r.answer !== null)).toBe(true);
    // The hidden review (a third party's phone number, no order detail) neither shows nor counts.
    expect(reviews.items.some((r: { overall: number }) => r.overall === 1)).toBe(false);
    expect(reviews.summary.count).toBe(reviews.total);
    const others = await ctx.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.status, 'confirmed'), ne(merchants.id, suppliers.responsive)))
      .limit(1);
    expect((await get(`/suppliers/${others[0]?.id}/trust`)).statusCode).toBe(200);
  });
});
