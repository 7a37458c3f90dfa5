import type { DeliveryAddress } from '@bazaar/contracts/addresses';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { outboxEvents } from '../../db/schema/platform.js';
import { createAddressesRepo } from './addresses.repo.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signIn>>;
let place: { provinceId: number; cityId: number; otherProvinceCityId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signIn(ctx.app, '09181110001');
  const provinces = (await ctx.app.inject({ method: 'GET', url: '/api/v1/states/filter' })).json();
  const cityOf = async (provinceId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/cities/filter?provinceId=${provinceId}` })).json().items[0].id;
  place = {
    provinceId: provinces[0].id,
    cityId: await cityOf(provinces[0].id),
    otherProvinceCityId: await cityOf(provinces[1].id),
  };
});
afterAll(() => ctx?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'انبار',
  receiverName: 'رضا كريمی',
  receiverMobile: '۰۹۱۲۱۲۳۴۵۶۷',
  provinceId: place.provinceId,
  cityId: place.cityId,
  postalCode: '۱۴۶۹۶-۹۳۱۱۱',
  addressLine: 'شهرک صنعتی، خیابان دوم',
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.auth, payload });
const list = async () => (await call('GET', '/deliveryaddresses')).json() as DeliveryAddress[];

describe('delivery addresses', () => {
  it('says a person without addresses has no default, by its own code', async () => {
    const newcomer = await signIn(ctx.app, '09181110002');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/deliveryaddresses/default',
      headers: newcomer.auth,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'ADDRESSES_NO_DEFAULT', title: 'نشانی پیش‌فرض ندارید' });
  });

  it('adds addresses, normalising Persian input; the first becomes the default', async () => {
    const first = await call('POST', '/deliveryaddresses', body());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      receiverName: 'رضا کریمی',
      receiverMobile: '09121234567',
      postalCode: '1469693111',
      isSelected: true,
    });
    const second = await call('POST', '/deliveryaddresses', body({ title: 'دفتر' }));
    expect(second.json().isSelected).toBe(false);
    expect((await call('GET', '/deliveryaddresses/default')).json().id).toBe(first.json().id);
  });

  it('names each invalid field', async () => {
    const response = await call(
      'POST',
      '/deliveryaddresses',
      body({ receiverMobile: '021555', postalCode: '123', cityId: place.otherProvinceCityId }),
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.cityId', 'body.postalCode', 'body.receiverMobile']);
    const missing = await call('POST', '/deliveryaddresses', { title: '' });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.title', 'body.addressLine']),
    );
  });

  it('says a text is too long, not missing, past its contract length', async () => {
    const response = await call('POST', '/deliveryaddresses', body({ title: 'ا'.repeat(61) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'body.title', message: 'حداکثر ۶۰ کاراکتر مجاز است' }),
    ]);
  });

  it('refuses ids beyond the database’s int4 and fractions as field errors (issue 17)', async () => {
    const response = await call('POST', '/deliveryaddresses', body({ provinceId: 2 ** 31, cityId: 1.5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'body.provinceId', code: 'max' }),
      expect.objectContaining({ field: 'body.cityId', code: 'integer' }),
    ]);
  });

  it('edits and deletes; deleting the default promotes another', async () => {
    const [defaultAddress, other] = await list();
    const edited = await call('PUT', `/deliveryaddresses/${other?.id}`, body({ title: 'دفتر تهران' }));
    expect(edited.json().title).toBe('دفتر تهران');
    expect((await call('DELETE', `/deliveryaddresses/${defaultAddress?.id}`)).statusCode).toBe(204);
    const after = await list();
    expect(after.map((a) => a.id)).toEqual([other?.id]);
    expect(after[0]?.isSelected).toBe(true);
    expect((await call('DELETE', `/deliveryaddresses/${defaultAddress?.id}`)).statusCode).toBe(404);
  });

  raceIt('keeps exactly one default even under concurrent selections', async () => {
    for (let i = 0; i < 4; i += 1) await call('POST', '/deliveryaddresses', body({ title: `شعبه ${i}` }));
    const ids = (await list()).map((a) => a.id);
    const results = await Promise.all(
      ids.flatMap((id) => [
        call('POST', `/deliveryaddresses/${id}/selected`),
        call('POST', `/deliveryaddresses/${id}/selected`),
      ]),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await list()).filter((a) => a.isSelected)).toHaveLength(1);
  });

  it('announces a new default to its owner in the same transaction as the change', async () => {
    const other = (await list()).find((a) => !a.isSelected);
    await call('POST', `/deliveryaddresses/${other?.id}/selected`);
    const [event] = await ctx.db
      .select({ payload: outboxEvents.payload, audience: outboxEvents.audience })
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'addresses.default.changed'),
          sql`${outboxEvents.payload}->>'addressId' = ${String(other?.id)}`,
        ),
      );
    expect(event).toEqual({ payload: { userId: user.userId, addressId: other?.id }, audience: [user.userId] });
  });

  it('keeps the old default when a change of default fails half-way', async () => {
    const before = (await list()).find((a) => a.isSelected);
    const target = (await list()).find((a) => !a.isSelected);
    const failing = ctx.app.platform.uow.run(async (tx) => {
      const addresses = createAddressesRepo(tx);
      await addresses.lockOwner(user.userId);
      await addresses.clearSelection(user.userId);
      if (target) await addresses.markSelected(target.id);
      throw new Error('the event could not be written');
    });
    await expect(failing).rejects.toThrow();
    const after = await list();
    expect(after.filter((a) => a.isSelected).map((a) => a.id)).toEqual([before?.id]);
  });
});
