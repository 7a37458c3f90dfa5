import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/multipart.js';
import { signIn } from '../test/sessions.js';
import { createTestApp } from '../test/test-app.js';

// Object-level authorization: for every call that takes the id of a personal object, user B gets 403 or
// 404 for user A's object, and A's object is unchanged afterwards.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let alice: Awaited<ReturnType<typeof signIn>>;
let bob: Awaited<ReturnType<typeof signIn>>;
const owned = { address: 0, file: '' };

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, '09191110001');
  bob = await signIn(ctx.app, '09191110002');
  const province = (await ctx.app.inject({ method: 'GET', url: '/api/v1/states/filter' })).json()[0];
  const city = (await ctx.app.inject({ method: 'GET', url: `/api/v1/cities/filter?provinceId=${province.id}` })).json()
    .items[0];
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/deliveryaddresses',
    headers: alice.auth,
    payload: {
      title: 'دفتر مرکزی',
      receiverName: 'آلیس',
      receiverMobile: '09191110001',
      provinceId: province.id,
      cityId: city.id,
      postalCode: '1469693111',
      addressLine: 'خیابان آزمایش، پلاک ۱',
    },
  });
  owned.address = address.json().id;
  const upload = multipart({}, { name: 'avatar.png', content: PNG_1x1, type: 'image/png' });
  const file = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...alice.auth, ...upload.headers },
    payload: upload.payload,
  });
  owned.file = file.json().id;
});
afterAll(() => ctx?.close());

const addressBody = () => ({
  title: 'ربوده',
  receiverName: 'باب',
  receiverMobile: '09191110002',
  provinceId: 1,
  cityId: 1,
  postalCode: '1469693111',
  addressLine: 'نشانی باب',
});

const calls: [string, () => { method: 'GET' | 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object }][] = [
  [
    'GET /deliveryaddresses/{id} is not a route: list shows only own',
    () => ({ method: 'GET', url: '/api/v1/deliveryaddresses' }),
  ],
  [
    'PUT /deliveryaddresses/{id}',
    () => ({ method: 'PUT', url: `/api/v1/deliveryaddresses/${owned.address}`, payload: addressBody() }),
  ],
  ['DELETE /deliveryaddresses/{id}', () => ({ method: 'DELETE', url: `/api/v1/deliveryaddresses/${owned.address}` })],
  [
    'POST /deliveryaddresses/{id}/selected',
    () => ({ method: 'POST', url: `/api/v1/deliveryaddresses/${owned.address}/selected` }),
  ],
  ['GET /files/{id} (private)', () => ({ method: 'GET', url: `/api/v1/files/${owned.file}` })],
  [
    'POST /users/profile-picture with another user’s file',
    () => ({ method: 'POST', url: '/api/v1/users/profile-picture', payload: { fileId: owned.file } }),
  ],
];

describe('user B cannot read or change user A’s personal objects', () => {
  it.each(calls)('%s', async (_name, call) => {
    const { method, url, payload } = call();
    const response = await ctx.app.inject({ method, url, headers: bob.auth, payload });
    if (url.endsWith('/deliveryaddresses')) {
      expect(response.statusCode).toBe(200);
      expect(response.json().map((a: { id: number }) => a.id)).not.toContain(owned.address);
    } else {
      expect([403, 404]).toContain(response.statusCode);
    }
    // A's objects are intact and still A's.
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/deliveryaddresses', headers: alice.auth })
    ).json();
    expect(mine).toEqual([expect.objectContaining({ id: owned.address, title: 'دفتر مرکزی', isSelected: true })]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${owned.file}`, headers: alice.auth })).statusCode,
    ).toBe(200);
  });

  it('the owner can make her own upload her profile picture and read it back', async () => {
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile-picture',
      headers: alice.auth,
      payload: { fileId: owned.file },
    });
    expect(set.json()).toEqual({ fileId: owned.file, url: `/api/v1/files/${owned.file}` });
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile-picture', headers: alice.auth });
    expect(read.json()).toEqual({ fileId: owned.file, url: `/api/v1/files/${owned.file}` });
    const bobs = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile-picture', headers: bob.auth });
    expect(bobs.json()).toEqual({ fileId: null, url: null });
  });

  it('anonymous callers get 401 on every personal call', async () => {
    for (const [, call] of calls) {
      const { method, url, payload } = call();
      const response = await ctx.app.inject({ method, url, payload });
      expect([401, 404]).toContain(response.statusCode);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/deliveryaddresses' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/customers/profile' })).statusCode).toBe(401);
  });
});
