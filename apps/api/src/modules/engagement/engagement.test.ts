import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { pages } from '../../db/schema/content.js';
import { userFavorites } from '../../db/schema/engagement.js';
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
  ctx = await createTestApp();
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
