// Wire format of the delivery address and person address endpoint definitions through the generic client
// against a local server: paths, methods and bodies.
import { addressesEndpoints } from '@bazaar/contracts/addresses';
import { customersEndpoints } from '@bazaar/contracts/customers';
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

const http = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 });
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
  sharedWithCompany: false,
};
const input = {
  title: 'دفتر',
  receiverName: 'علی',
  receiverMobile: '09121234567',
  provinceId: 8,
  cityId: 301,
  postalCode: '1136937511',
  addressLine: 'خیابان آزادی',
};
const lines = () => server.requests.map((r) => `${r.method} ${r.url} ${r.body === '' ? '-' : r.body}`);

describe('delivery address calls through the endpoint definitions', () => {
  it('uses the spec paths and methods, selecting with an empty body', async () => {
    server.script(
      json(200, address),
      json(200, address),
      { status: 204 },
      json(200, { id: 3, sharedWithCompany: true }),
      json(200, []),
    );
    const api = bind(http(), addressesEndpoints);
    await api.select({ params: { id: 3 } });
    await api.update({ params: { id: 3 }, body: input });
    await api.remove({ params: { id: 3 } });
    // «مشترک با شرکت» (decision 058).
    expect(await api.sharing({ params: { id: 3 }, body: { shared: true } })).toEqual({
      id: 3,
      sharedWithCompany: true,
    });
    expect(await api.company()).toEqual([]);
    expect(lines()).toEqual([
      'POST /api/v1/deliveryaddresses/3/selected -',
      `PUT /api/v1/deliveryaddresses/3 ${JSON.stringify(input)}`,
      'DELETE /api/v1/deliveryaddresses/3 -',
      'PUT /api/v1/deliveryaddresses/3/sharing {"shared":true}',
      'GET /api/v1/deliveryaddresses/company -',
    ]);
  });

  it('names a person in the path and the address in the body for person addresses', async () => {
    server.script(json(200, address), { status: 204 });
    const api = bind(http(), customersEndpoints);
    await api.updatePersonAddress({ params: { id: 7 }, body: { ...input, addressId: 3 } });
    await api.removePersonAddress({ params: { id: 7 }, body: { addressId: 3 } });
    expect(lines()).toEqual([
      `PUT /api/v1/persons/7/addresses ${JSON.stringify({ ...input, addressId: 3 })}`,
      'DELETE /api/v1/persons/7/addresses {"addressId":3}',
    ]);
  });
});

describe('merchant agent calls through the endpoint definitions', () => {
  it('manages the team under /customers/profile/merchant-agents and answers invitations by id', async () => {
    const team = { agents: [], invitations: [] };
    const invitation = {
      id: 5,
      merchant: { id: 2, name: 'فولاد' },
      status: 'accepted',
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: null,
    };
    server.script(json(201, team), json(200, team), json(200, team), json(200, team), json(200, invitation));
    const api = bind(http(), customersEndpoints);
    await api.invite({ body: { phoneNumber: '09121234567' } });
    await api.replaceAgent({ body: { userId: 9, phoneNumber: '09121234568' } });
    await api.removeAgent({ body: { userId: 9 } });
    await api.revokeInvitation({ params: { id: 4 } });
    await api.acceptInvitation({ params: { id: 5 } });
    expect(lines()).toEqual([
      'POST /api/v1/customers/profile/merchant-agents {"phoneNumber":"09121234567"}',
      'PUT /api/v1/customers/profile/merchant-agents {"userId":9,"phoneNumber":"09121234568"}',
      'DELETE /api/v1/customers/profile/merchant-agents {"userId":9}',
      'DELETE /api/v1/customers/profile/merchant-agents/invitations/4 -',
      'POST /api/v1/customers/profile/agent-invitations/5/accept -',
    ]);
  });
});
