import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { pages } from '../../db/schema/content.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { userFavorites, userLastVisits, visitDays } from '../../db/schema/engagement.js';
import { merchants } from '../../db/schema/merchants.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let other: Session;
let product = 0;
let productTitle = '';
let draftProduct = 0;
let supplier = 0;
let article = 0;

beforeAll(async () => {
  // Views written at once here; the buffered writing has its own tests (visit-buffer.test.ts).
  ctx = await createTestApp({ env: { VISIT_FLUSH_MS: '0' } });
  buyer = await signIn(ctx.app, '09201140001');
  other = await signIn(ctx.app, '09201140002');
  const [p] = await ctx.db
    .select({ id: supplierProducts.id, title: supplierProducts.title, merchantId: supplierProducts.merchantId })
    .from(supplierProducts)
    .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
    .where(and(eq(supplierProducts.status, 'published'), eq(merchants.status, 'confirmed')))
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  const [d] = await ctx.db
    .select({ id: supplierProducts.id })
    .from(supplierProducts)
    .where(eq(supplierProducts.status, 'draft'))
    .limit(1);
  const [a] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.status, 'published')).limit(1);
  if (!p || !a) throw new Error('seed has no published product or article');
  product = p.id;
  productTitle = p.title;
  supplier = p.merchantId;
  article = a.id;
  draftProduct = d?.id ?? 0;
});
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });

describe('favourites', () => {
  it('adds a product once, says so by object, lists it with its public title, and removes it', async () => {
    const added = await call(buyer, 'POST', '/userfavorites', { objectType: 'product', objectId: product });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ objectType: 'product', objectId: product, object: { title: productTitle } });
    const again = await call(buyer, 'POST', '/userfavorites', { objectType: 'product', objectId: product });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added.json().id);

    const state = await call(buyer, 'GET', `/userfavorites/by-object-id?objectType=product&objectId=${product}`);
    expect(state.json()).toEqual({ favoriteId: added.json().id });
    const othersState = await call(other, 'GET', `/userfavorites/by-object-id?objectType=product&objectId=${product}`);
    expect(othersState.json()).toEqual({ favoriteId: null });

    const byType = (await call(buyer, 'GET', '/userfavorites/by-type?type=product')).json();
    expect(byType.items.map((f: { id: number }) => f.id)).toEqual([added.json().id]);
    expect((await call(buyer, 'GET', '/userfavorites/by-type?type=supplier')).json().total).toBe(0);

    expect((await call(other, 'DELETE', `/userfavorites/${added.json().id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', `/userfavorites/${added.json().id}`)).statusCode).toBe(204);
    expect((await call(buyer, 'GET', '/userfavorites')).json().total).toBe(0);
  });

  it('keeps one row when the same favourite is added ten times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(buyer, 'POST', '/userfavorites', { objectType: 'supplier', objectId: supplier }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await ctx.db.select().from(userFavorites).where(eq(userFavorites.userId, buyer.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an object that is not public, with the field named', async () => {
    for (const ref of [
      { objectType: 'product', objectId: 2_000_000_000 },
      ...(draftProduct ? [{ objectType: 'product', objectId: draftProduct }] : []),
      { objectType: 'content', objectId: 2_000_000_000 },
    ]) {
      const response = await call(buyer, 'POST', '/userfavorites', ref);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].field).toBe('body.objectId');
    }
    expect((await call(buyer, 'POST', '/userfavorites', { objectType: 'shop', objectId: 1 })).statusCode).toBe(400);
    expect((await call(null, 'GET', '/userfavorites')).statusCode).toBe(401);
  });
});

describe('notes', () => {
  it('writes, reads, edits and deletes a private note; Arabic letters are normalised', async () => {
    const created = await call(buyer, 'POST', '/notes', {
      objectType: 'content',
      objectId: article,
      body: '  براي تماس با مدير فروش  ',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ objectType: 'content', objectId: article, body: 'برای تماس با مدیر فروش' });
    expect(note.object.id).toBe(article);

    const onObject = (await call(buyer, 'GET', `/notes/by-object-id?objectType=content&objectId=${article}`)).json();
    expect(onObject.map((n: { id: number }) => n.id)).toEqual([note.id]);
    expect((await call(other, 'GET', `/notes/by-object-id?objectType=content&objectId=${article}`)).json()).toEqual([]);

    expect((await call(other, 'GET', `/notes/${note.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/notes/${note.id}`, { body: 'ربوده' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);

    const edited = await call(buyer, 'PUT', `/notes/${note.id}`, { body: 'قیمت عمده را بپرسم' });
    expect(edited.json().body).toBe('قیمت عمده را بپرسم');
    expect((await call(buyer, 'GET', `/notes/${note.id}`)).json().body).toBe('قیمت عمده را بپرسم');

    const mine = (await call(buyer, 'GET', '/notes/byuser?type=content')).json();
    expect(mine.items.map((n: { id: number }) => n.id)).toEqual([note.id]);
    expect((await call(buyer, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
    expect((await call(buyer, 'GET', `/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty note and one over 2,000 characters with Persian field errors', async () => {
    const empty = await call(buyer, 'POST', '/notes', { objectType: 'product', objectId: product, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.body');
    const long = await call(buyer, 'POST', '/notes', {
      objectType: 'product',
      objectId: product,
      body: 'ا'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('visits', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  const visit = (session: Session | null, objectType: string, objectId: number, agent = BROWSER) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pagevisits/visit-count',
      headers: { ...(session?.auth ?? {}), 'user-agent': agent },
      payload: { objectType, objectId },
    });
  const productViews = async (id: number) =>
    (
      await ctx.db.select({ n: supplierProducts.visitCount }).from(supplierProducts).where(eq(supplierProducts.id, id))
    )[0]?.n;
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts a view once per visitor and day, never for a bot, and keeps a daily total', async () => {
    const before = await productViews(product);
    const first = await visit(null, 'product', product);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ counted: true });
    expect((await visit(null, 'product', product)).json()).toEqual({ counted: false });
    expect((await visit(null, 'product', product, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).json()).toEqual({
      counted: false,
    });
    // Another visitor (signed in) counts again.
    expect((await visit(other, 'product', product)).json()).toEqual({ counted: true });
    expect(await productViews(product)).toBe((before ?? 0) + 2);
    const [day] = await ctx.db
      .select({ views: visitDays.views, merchantId: visitDays.merchantId })
      .from(visitDays)
      .where(and(eq(visitDays.objectType, 'product'), eq(visitDays.objectId, product), eq(visitDays.day, today())));
    expect(day).toEqual({ views: 2, merchantId: supplier });
    expect((await visit(null, 'product', 2_000_000_000)).statusCode).toBe(404);
  });

  it('remembers what a signed-in person saw last, newest first, at most 50 per type', async () => {
    const ids = (
      await ctx.db
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .where(and(eq(supplierProducts.status, 'published'), eq(merchants.status, 'confirmed')))
        .orderBy(asc(supplierProducts.id))
        .limit(53)
    ).map((r) => r.id);
    for (const id of ids) expect((await visit(buyer, 'product', id)).statusCode).toBe(202);
    await visit(buyer, 'supplier', supplier);
    const products = (await call(buyer, 'GET', '/pagevisits/last-visits?type=product&limit=50')).json();
    expect(products).toHaveLength(50);
    expect(products[0].objectId).toBe(ids.at(-1));
    expect(products[0].object.title).toBeTruthy();
    expect(products.map((v: { objectId: number }) => v.objectId)).not.toContain(ids[0]);
    const stored = await ctx.db.select().from(userLastVisits).where(eq(userLastVisits.userId, buyer.userId));
    expect(stored.filter((r) => r.objectType === 'product')).toHaveLength(50);
    const all = (await call(buyer, 'GET', '/pagevisits/last-visits?limit=1')).json();
    expect(all.map((v: { objectType: string }) => v.objectType)).toEqual(['supplier']);
    expect((await call(other, 'GET', '/pagevisits/last-visits?type=supplier')).json()).toEqual([]);
  });

  it('draws a supplier’s chart from the stored daily counts, for its members and staff only', async () => {
    const owner = await signIn(ctx.app, '09201140003');
    await ctx.db.insert(merchantMembers).values({ merchantId: supplier, userId: owner.userId, role: 'owner' });
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const url = `/visitorlogs/byfilter-for-chart?merchantId=${supplier}&from=${from}&to=${today()}`;
    const chart = (await call(owner, 'GET', url)).json();
    expect(chart.days).toHaveLength(7);
    expect(chart.days.at(-1).date).toBe(today());
    const stored = await ctx.db
      .select({ type: visitDays.objectType, views: visitDays.views })
      .from(visitDays)
      .where(eq(visitDays.merchantId, supplier));
    const sumOf = (type: string) => stored.filter((r) => r.type === type).reduce((n, r) => n + r.views, 0);
    expect(chart.totals).toEqual({
      supplierViews: sumOf('supplier'),
      productViews: sumOf('product'),
      contentViews: sumOf('content'),
    });
    expect(chart.totals.productViews).toBeGreaterThan(0);
    expect((await call(buyer, 'GET', url)).statusCode).toBe(404);
    const reversed = await call(
      owner,
      'GET',
      `/visitorlogs/byfilter-for-chart?merchantId=${supplier}&from=${today()}&to=${from}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe('query.to');
    const tooLong = await call(
      owner,
      'GET',
      `/visitorlogs/byfilter-for-chart?merchantId=${supplier}&from=2024-01-01&to=${today()}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});
