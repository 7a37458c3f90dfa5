// Wire format of the catalog endpoint definitions through the generic client against a local server:
// query strings the API's parser reads (dotted filters, bracket id lists) and answers checked against the
// contract. Behaviour is the API's tests.
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bind } from './endpoint-client';
import { createHttpClient } from './http';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), catalogEndpoints);
// A product page as the API answers it (counts are capped: `totalCapped`).
const emptyPage = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 };

describe('catalog calls', () => {
  it('writes property filters with dotted keys and indexed option lists', async () => {
    server.script(json(200, emptyPage));
    await api().listProducts({
      query: {
        categoryId: 85,
        filters: [
          { propertyId: 3, value: 5, maxValue: 20, measurementUnitId: 17 },
          { propertyId: 6, options: ['cast_iron', 'ss316'] },
          { propertyId: 20, bool: true },
        ],
        sort: 'price_asc',
        page: 2,
      },
    });
    expect(server.requests[0]?.url).toBe(
      '/api/v1/supplierproducts/catalog?categoryId=85' +
        '&filters[0].propertyId=3&filters[0].value=5&filters[0].maxValue=20&filters[0].measurementUnitId=17' +
        '&filters[1].propertyId=6&filters[1].options[0]=cast_iron&filters[1].options[1]=ss316' +
        '&filters[2].propertyId=20&filters[2].bool=true&sort=price_asc&page=2',
    );
  });

  it('asks for a visit count only when told to, and then never repeats that request', async () => {
    server.script(json(503, {}), json(200, {}));
    await expect(
      api().product({ params: { id: 16 }, query: { visit: 'true' } }, { retry: false }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/supplierproducts/16/catalog?visit=true']);

    server.reset();
    server.script(json(200, {}));
    await expect(api().product({ params: { id: 16 } })).rejects.toThrow(); // the body is not a product
    expect(server.requests[0]?.url).toBe('/api/v1/supplierproducts/16/catalog');
  });

  it('lists category ids for the counts in bracket notation, so a single id still reads as a list', async () => {
    server.script(json(200, [{ categoryId: 85, products: 34, suppliers: 18 }]));
    expect(await api().itemsCount({ query: { ids: [85] } })).toEqual([{ categoryId: 85, products: 34, suppliers: 18 }]);
    expect(server.requests[0]?.url).toBe('/api/v1/categories/items-count?ids[]=85');
  });

  it('pages the offers of a base product and asks for related products with a limit', async () => {
    server.script(json(200, emptyPage), json(200, []));
    await api().byProduct({ query: { baseProductId: 3, sort: 'price_asc', page: 2 } });
    await api().related({ params: { id: 16 }, query: { limit: 8 } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/supplierproducts/byproduct?baseProductId=3&sort=price_asc&page=2',
      '/api/v1/supplierproducts/16/related?limit=8',
    ]);
  });

  it('sends the paging of suppliers in a category with dotted keys and the filters as JSON', async () => {
    server.script(json(200, { items: [], total: 0, page: 2, pageSize: 10 }));
    await api().suppliersInCategory({
      params: { id: 85 },
      query: { paging: { page: 2, pageSize: 10 } },
      body: { filters: [{ propertyId: 3, value: 5 }], verifiedOnly: true },
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/categories/85/suppliers?paging.page=2&paging.pageSize=10',
      body: JSON.stringify({ filters: [{ propertyId: 3, value: 5 }], verifiedOnly: true }),
    });
  });

  it('rejects category properties that no longer match the contract', async () => {
    server.script(json(200, [{ id: 1, name: 'بدون نوع' }]));
    await expect(api().properties({ params: { id: 85 } })).rejects.toThrow(/type|expected/i);
  });
});
