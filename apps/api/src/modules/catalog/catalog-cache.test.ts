// Catalog answers are reused from memory for a while; a `catalog.product.changed` event makes every
// API instance forget the product at once instead of serving it stale until the cache expires.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { supplierProducts } from '../../db/schema/catalog.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOG_CACHE_TTL_SECONDS: '600' } });
});
afterAll(() => ctx?.close());

const page = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/supplierproducts/${id}/catalog` })).json().title as string;
const listing = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/supplierproducts/catalog?pageSize=50&sort=relevance' })).json()
    .items as { id: number; title: string }[];

it('shows a changed product at once after its change event, in pages and listings', async () => {
  const [first] = await listing();
  if (!first) throw new Error('no public product in the seed');
  expect(await page(first.id)).toBe(first.title);

  const renamed = `${first.title} (ویرایش‌شده)`;
  await ctx.db.update(supplierProducts).set({ title: renamed }).where(eq(supplierProducts.id, first.id));
  // Without an event the cached answers stand: this is the cache the event must clear.
  expect(await page(first.id)).toBe(first.title);
  expect((await listing()).find((p) => p.id === first.id)?.title).toBe(first.title);

  await ctx.app.platform.uow.run((_tx, emit) => emit('catalog.product.changed', { productIds: [first.id] }));
  // Every instance follows the outbox on its own; the change must show within two seconds.
  await vi.waitFor(
    async () => {
      await ctx.drain();
      expect(await page(first.id)).toBe(renamed);
    },
    { timeout: 2_000, interval: 50 },
  );
  expect((await listing()).find((p) => p.id === first.id)?.title).toBe(renamed);
});
