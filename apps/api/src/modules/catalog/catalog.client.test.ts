import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { geographyEndpoints } from '@bazaar/contracts/geography';
import { suppliersEndpoints } from '@bazaar/contracts/suppliers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// The generic client over the geography, supplier and catalog endpoint definitions against the real API
// over HTTP on the seeded database: both sides are made from the same definitions, so the query styles the
// client writes (bracket id lists, dotted filters) are the ones the API reads, and every answer parses.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let geography: ReturnType<typeof bind<typeof geographyEndpoints>>;
let suppliers: ReturnType<typeof bind<typeof suppliersEndpoints>>;
let catalog: ReturnType<typeof bind<typeof catalogEndpoints>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const http = createHttpClient({ baseUrl: `${address}/api/v1`, retryDelayMs: 0 });
  geography = bind(http, geographyEndpoints);
  suppliers = bind(http, suppliersEndpoints);
  catalog = bind(http, catalogEndpoints);
});
afterAll(() => ctx?.close());

describe('typed geography, supplier and catalog clients over HTTP', () => {
  it('lists the provinces and the cities of one of them', async () => {
    const provinces = await geography.provinces();
    expect(provinces).toHaveLength(31);
    const province = provinces[0];
    if (!province) throw new Error('no provinces');
    const cities = await geography.cities({ query: { provinceId: province.id, pageSize: 100 } });
    expect(cities.items.length).toBeGreaterThan(0);
    expect(cities.items.every((city) => city.provinceId === province.id)).toBe(true);
  });

  it('finds a supplier by one id in the merchant list (bracket notation) and opens it', async () => {
    const { items } = await suppliers.list({ query: { pageSize: 2 } });
    const [first, second] = items;
    if (!first || !second) throw new Error('no suppliers');
    const one = await suppliers.merchants({ query: { ids: [second.id], pageSize: 1 } });
    expect(one.items.map((m) => [m.id, m.slug])).toEqual([[second.id, second.slug]]);
    const two = await suppliers.confirmedMerchants({ query: { ids: [first.id, second.id] } });
    expect(two.items.map((m) => m.id).sort()).toEqual([first.id, second.id].sort());
    expect((await suppliers.get({ params: { id: first.id } })).name).toBe(first.name);
    expect(
      (await suppliers.delegations({ query: { merchantId: first.id } })).items.every((d) => d.merchantId === first.id),
    ).toBe(true);
  });

  it('sends property filters with dotted keys that the API reads, and counts per category in brackets', async () => {
    const page = await catalog.listProducts({ query: { categoryType: 'Product', pageSize: 1 } });
    const product = page.items[0];
    if (!product) throw new Error('no products');
    const properties = await catalog.properties({ params: { id: product.categoryId } });
    const option = properties.find((p) => p.type === 'option' && p.filterable && p.options.length > 0);
    if (!option) throw new Error(`no option property in category ${product.categoryId}`);
    const filtered = await catalog.listProducts({
      query: {
        categoryId: product.categoryId,
        filters: [{ propertyId: option.id, options: option.options.map((o) => o.key) }],
      },
    });
    expect(filtered.items.every((item) => item.categoryId === product.categoryId)).toBe(true);

    const [count] = await catalog.itemsCount({ query: { ids: [product.categoryId] } });
    expect(count?.categoryId).toBe(product.categoryId);
    expect(count?.products).toBeGreaterThan(0);

    const detail = await catalog.product({ params: { id: product.id } });
    expect(detail.id).toBe(product.id);
    const related = await catalog.related({ params: { id: product.id }, query: { limit: 3 } });
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((r) => r.id)).not.toContain(product.id);
  });

  it('surfaces a refused filter as an ApiError naming the field', async () => {
    const error = await catalog
      .listProducts({ query: { filters: [{ propertyId: 1, value: 'many' as never }] } })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(400);
    expect(error.problem?.errors?.map((e) => e.field)).toContain('query.filters.0.value');
  });
});
