// Wire format of the supplier endpoint definitions through the generic client against a local server:
// what the query strings look like and that an answer drifting from the contract fails at the boundary.
// (The API's own tests cover behaviour.)
import { suppliersEndpoints } from '@bazaar/contracts/suppliers';
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

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), suppliersEndpoints);
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

describe('supplier calls', () => {
  it('sends list filters as flat query parameters and leaves out the ones not given', async () => {
    server.script(json(200, emptyPage));
    await api().list({ query: { q: 'پمپ آب', categoryType: 'Product', provinceId: 8, verifiedOnly: true, page: 2 } });
    expect(server.requests[0]?.url).toBe(
      `/api/v1/suppliers?q=${encodeURIComponent('پمپ آب')}&categoryType=Product&provinceId=8&verifiedOnly=true&page=2`,
    );
  });

  it('asks for merchants by ids in bracket notation, so a single id still reads as a list', async () => {
    server.script(json(200, emptyPage));
    await api().merchants({ query: { ids: [7] } });
    await api().confirmedMerchants({ query: { ids: [7, 9], pageSize: 1 } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/merchants?ids[]=7',
      '/api/v1/merchants/confirmed?ids[]=7&ids[]=9&pageSize=1',
    ]);
  });

  it('puts ids in the path', async () => {
    server.script(json(200, {}));
    await api()
      .delegation({ params: { id: 12 } })
      .catch(() => undefined);
    expect(server.requests[0]?.url).toBe('/api/v1/merchantdelegations/12');
  });

  it('rejects an answer that no longer matches the contract instead of passing it on', async () => {
    server.script(json(200, { id: 1, name: 'بدون بقیه فیلدها' }));
    await expect(api().get({ params: { id: 1 } })).rejects.toThrow(/slug|expected/i);
  });

  it('passes the optional province of sale cities only when given', async () => {
    server.script(json(200, []));
    await api().saleCities({ query: { merchantId: 3 } });
    await api().saleCities({ query: { merchantId: 3, provinceId: 8 } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/salecities?merchantId=3',
      '/api/v1/salecities?merchantId=3&provinceId=8',
    ]);
  });
});
