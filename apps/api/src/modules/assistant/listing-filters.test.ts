// The assistant and the listing speak one filter (issue 29): the filters the assistant understands for a need,
// written as the listing's URL (the spec's `/products/category/{id}/{name}?f.…` address), read back as the same
// filters, and that listing asked of the API finds the products the assistant answered.
import type { AssistantAnswer } from '@bazaar/contracts/assistant';
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { Page } from '@bazaar/contracts/paging';
import { filterablePropertiesOf, propertyFilterToParam } from '@bazaar/contracts/property-filter';
import { propertyFiltersFromUrl, propertyFiltersToUrl } from '@bazaar/contracts/property-filter-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { toPropertyFilters } from './catalog-matcher.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
}, 300_000);
afterAll(async () => ctx?.close());

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await ctx.app.inject({ method, url: `/api/v1${url}`, payload });
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json() as T;
}

describe('the assistant’s filters on the listing', () => {
  it('reach the listing’s address and the listing as the same filters, finding the same products', async () => {
    const answer = await call<AssistantAnswer>('POST', '/assistant/messages', {
      text: 'پمپ سانتریفیوژ چدنی با فشار ۱۰ بار',
    });
    const category = answer.need.category;
    expect(category?.name).toBe('پمپ سانتریفیوژ');
    expect(answer.exact).toBe(true);
    const properties = filterablePropertiesOf(
      await call<CategoryProperty[]>('GET', `/categories/${category?.id}/properties`),
    );
    const filters = toPropertyFilters(answer.need.filters, properties);
    const pressure = properties.find((p) => p.name === 'حداکثر فشار کاری');
    const material = properties.find((p) => p.name === 'جنس بدنه');
    expect(filters).toEqual([
      { propertyId: material?.id, value: null, maxValue: null, measurementUnitId: null, options: ['cast_iron'] },
      { propertyId: pressure?.id, value: 10, maxValue: null, measurementUnitId: null },
    ]);

    // The address the site writes for them, and what the site reads back from it.
    const query = propertyFiltersToUrl(filters, properties);
    expect(decodeURIComponent(query.toString())).toBe(`f.${material?.id}=cast_iron&f.${pressure?.id}=10~`);
    expect(propertyFiltersFromUrl(new URLSearchParams(query.toString()), properties)).toEqual(filters);

    // The listing's API asked with them, as the page asks it.
    const params = propertyFiltersFromUrl(query, properties)
      .map(propertyFilterToParam)
      .flatMap((param, i) =>
        Object.entries(param).flatMap(([name, value]) =>
          value === undefined
            ? []
            : Array.isArray(value)
              ? value.map((item, j) => `filters[${i}].${name}[${j}]=${encodeURIComponent(item)}`)
              : [`filters[${i}].${name}=${encodeURIComponent(String(value))}`],
        ),
      );
    const listing = await call<Page<ProductSummary>>(
      'GET',
      `/supplierproducts/catalog?categoryId=${category?.id}&${params.join('&')}&pageSize=100`,
    );
    const listed = new Set(listing.items.map((p) => p.id));
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(listed.has(product.id), product.title).toBe(true);
  });
});
