// Wire format of the typed delivery address calls against a local server: paths, methods and bodies.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAddressesApi } from './addresses';
import { createHttpClient } from './http';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const http = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 });

describe('typed delivery address calls', () => {
  const address = {
    id: 3,
    title: 'دفتر',
    receiverName: 'علی',
    receiverMobile: '09121234567',
    province: { id: 8, name: 'تهران' },
    city: { id: 301, name: 'تهران' },
    postalCode: '1136937511',
    addressLine: 'خیابان آزادی',
    latitude: null,
    longitude: null,
    isSelected: true,
  };

  it('uses the spec paths and methods, selecting with an empty body', async () => {
    server.script(json(200, address), json(200, address), { status: 204 });
    const api = createAddressesApi(http());
    await api.select(3);
    await api.update(3, {
      title: 'دفتر',
      receiverName: 'علی',
      receiverMobile: '09121234567',
      provinceId: 8,
      cityId: 301,
      postalCode: '1136937511',
      addressLine: 'خیابان آزادی',
    });
    await api.remove(3);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body === '' ? '-' : 'body'}`)).toEqual([
      'POST /api/v1/deliveryaddresses/3/selected -',
      'PUT /api/v1/deliveryaddresses/3 body',
      'DELETE /api/v1/deliveryaddresses/3 -',
    ]);
  });
});
