import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizeForSearch } from '@bazaar/fa/normalize';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { merchants } from '../../db/schema/merchants.js';

// A supplier's owner and agents change their products' prices; the change reaches the public product
// answer at once (API caches evicted by the event) and every web instance is told which pages to expire.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let stranger: Session;
let buyer: Session;
let product = 0;
let draft = 0;
let strangersProduct = 0;
const DRAFT_TITLE = 'پمپ پیش‌نویس آزمایشی';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
let web: Server;
const received: { auth: string | undefined; body: { tags: string[] } }[] = [];
/** Answers a few requests with 503 before it accepts (a web instance restarting). */
let refuseNext = 0;

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  web = createServer(async (request, response) => {
    if (request.url !== '/internal/revalidate' || request.method !== 'POST') return response.writeHead(404).end();
    const body = await readBody(request);
    if (refuseNext > 0) {
      refuseNext -= 1;
      return response.writeHead(503).end();
    }
    received.push({ auth: request.headers.authorization, body });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    env: { PROXY_SECRET: SECRET, WEB_REVALIDATE_URLS: webUrl, EVENTS_POLL_MS: '100', JOBS_RETRY_DELAY_SECONDS: '1' },
  });
  owner = await signIn(ctx.app, '09201130001');
  agent = await signIn(ctx.app, '09201130002');
  stranger = await signIn(ctx.app, '09201130003');
  buyer = await signIn(ctx.app, '09201130004');
  const [own, other] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(2);
  if (!own || !other) throw new Error('the seed has too few confirmed merchants');
  await ctx.db.insert(merchantMembers).values([
    { merchantId: own.id, userId: owner.userId, role: 'owner' },
    { merchantId: own.id, userId: agent.userId, role: 'agent' },
    { merchantId: other.id, userId: stranger.userId, role: 'owner' },
  ]);
  const ofMerchant = (merchantId: number) =>
    ctx.db
      .select()
      .from(supplierProducts)
      .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'published')))
      .orderBy(asc(supplierProducts.id))
      .limit(1);
  const [ownRow] = await ofMerchant(own.id);
  const [otherRow] = await ofMerchant(other.id);
  if (!ownRow || !otherRow) throw new Error('the merchants have no published products');
  product = ownRow.id;
  strangersProduct = otherRow.id;
  const { id: _id, facets: _f, visitCount: _v, createdAt: _c, updatedAt: _u, ...copy } = ownRow;
  const [draftRow] = await ctx.db
    .insert(supplierProducts)
    .values({
      ...copy,
      title: DRAFT_TITLE,
      slug: 'draft-pump',
      status: 'draft',
      searchText: normalizeForSearch(DRAFT_TITLE),
    })
    .returning({ id: supplierProducts.id });
  draft = draftRow?.id ?? 0;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => web?.close(resolve));
});

const call = (session: Session | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });
const setPrice = (session: Session | null, id: number, priceRials: unknown) =>
  call(session, 'PUT', `/supplierproducts/${id}/offer`, { priceRials });
const publicPrice = async (id: number) =>
  (await call(null, 'GET', `/supplierproducts/${id}/catalog`)).json().priceRials;

describe('a supplier’s own products', () => {
  it('lists every state of the member’s merchant, drafts included, and nothing of another merchant', async () => {
    const response = await call(owner, 'GET', '/supplierproducts/mine?pageSize=100');
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((p: { id: number }) => p.id);
    expect(ids).toContain(product);
    expect(ids).toContain(draft);
    expect(ids).not.toContain(strangersProduct);
    const statuses = response.json().items.map((p: { status: string }) => p.status);
    expect(statuses).toContain('draft');
    // An agent sees the same merchant's products.
    const agents = (await call(agent, 'GET', '/supplierproducts/mine?pageSize=100')).json();
    expect(agents.total).toBe(response.json().total);
  });

  it('finds products by Persian text with Arabic ي and ك typed in', async () => {
    const found = (await call(owner, 'GET', `/supplierproducts/mine?q=${encodeURIComponent('پيش‌نويس')}`)).json();
    expect(found.items.map((p: { id: number }) => p.id)).toEqual([draft]);
  });

  it('refuses a signed-in person who belongs to no supplier with a machine code, and anonymous callers', async () => {
    const response = await call(buyer, 'GET', '/supplierproducts/mine');
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('CATALOG_NOT_A_SUPPLIER');
    expect((await call(null, 'GET', '/supplierproducts/mine')).statusCode).toBe(401);
  });
});

describe('changing a price', () => {
  it('shows the new price on the public product answer as soon as the change is committed', async () => {
    const before = await publicPrice(product); // now in the API's product cache
    const response = await setPrice(owner, product, 12_340_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product, priceRials: 12_340_000, status: 'published' });
    await ctx.drain();
    expect(before).not.toBe(12_340_000);
    expect(await publicPrice(product)).toBe(12_340_000);
  });

  it('tells every web instance to expire the catalog pages, with the shared secret', async () => {
    received.length = 0;
    await setPrice(agent, product, 9_990_000);
    await ctx.drain();
    expect(received).toEqual([{ auth: `Bearer ${SECRET}`, body: { tags: ['catalog', `product-${product}`] } }]);
  });

  it('retries the web notice until a restarting web instance accepts it', async () => {
    received.length = 0;
    refuseNext = 1;
    await setPrice(owner, product, 9_000_000);
    await ctx.drain(30_000);
    expect(refuseNext).toBe(0);
    expect(received.map((r) => r.body.tags)).toEqual([['catalog', `product-${product}`]]);
  });

  it('turns a product to «price on inquiry» with null', async () => {
    expect((await setPrice(owner, product, null)).json().priceRials).toBeNull();
    await ctx.drain();
    expect(await publicPrice(product)).toBeNull();
  });

  it('answers another merchant’s product exactly like a missing one and leaves it unchanged', async () => {
    const price = await publicPrice(strangersProduct);
    const refused = await setPrice(owner, strangersProduct, 1_000);
    const missing = await setPrice(owner, 2_000_000_000, 1_000);
    expect(refused.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(refused.json().detail).toBe(missing.json().detail);
    await ctx.drain();
    expect(await publicPrice(strangersProduct)).toBe(price);
    expect((await setPrice(buyer, product, 1_000)).json().code).toBe('CATALOG_NOT_A_SUPPLIER');
  });

  it('refuses fractions, negatives and amounts past the bound with a field error, writing nothing', async () => {
    const [row] = await ctx.db
      .select({ price: supplierProducts.priceRials })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, product));
    for (const bad of [12.5, -1, 1e16, '1000', true]) {
      const response = await setPrice(owner, product, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors[0].field).toBe('body.priceRials');
    }
    const [after] = await ctx.db
      .select({ price: supplierProducts.priceRials })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.id, product), ne(supplierProducts.status, 'archived')));
    expect(after?.price).toBe(row?.price);
  });
});
