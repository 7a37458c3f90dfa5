// Wire format of the geography endpoint definitions through the generic client against a local server.
import { geographyEndpoints } from '@bazaar/contracts/geography';
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

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), geographyEndpoints);

describe('geography calls', () => {
  it('asks for provinces with no query and for the cities of one province as flat parameters', async () => {
    server.script(json(200, []), json(200, { items: [], total: 0, page: 1, pageSize: 100 }));
    await api().provinces();
    await api().cities({ query: { provinceId: 8, capitalsOnly: 'true', pageSize: 100 } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/states/filter',
      '/api/v1/cities/filter?provinceId=8&capitalsOnly=true&pageSize=100',
    ]);
  });

  it('rejects a city page that no longer matches the contract', async () => {
    server.script(json(200, { items: [{ id: 1, name: 'تهران' }], total: 1, page: 1, pageSize: 20 }));
    await expect(api().cities()).rejects.toThrow(/provinceId|expected/i);
  });
});
