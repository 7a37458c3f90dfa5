import type { City, Country, Province, UrbanArea } from '@bazaar/contracts/geography';
import type { Page } from '@bazaar/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { createGeographyRepo } from './geography.repo.js';
import { createGeographyService } from './geography.service.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function get<T>(url: string, status = 200): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
const q = encodeURIComponent;

describe('GET /states/filter', () => {
  it('lists all 31 provinces of Iran with their cities counted', async () => {
    const provinces = await get<Province[]>('/states/filter');
    expect(provinces).toHaveLength(31);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(31);
    expect(provinces.reduce((sum, p) => sum + p.cityCount, 0)).toBeGreaterThanOrEqual(300);
    expect(provinces.every((p) => p.cityCount >= 1)).toBe(true);
  });

  it('matches names typed with Arabic letters or ZWNJ differences', async () => {
    const byArabicKaf = await get<Province[]>(`/states/filter?q=${q('كرمانشاه')}`);
    expect(byArabicKaf.map((p) => p.name)).toEqual(['کرمانشاه']);
    const byLatin = await get<Province[]>('/states/filter?q=tehran');
    expect(byLatin.map((p) => p.name)).toContain('تهران');
  });
});

describe('GET /cities/filter', () => {
  it('lists a province’s cities with the capital first', async () => {
    const [isfahan] = await get<Province[]>(`/states/filter?q=${q('اصفهان')}`);
    const page = await get<Page<City>>(`/cities/filter?provinceId=${isfahan?.id}&pageSize=100`);
    expect(page.items[0]).toMatchObject({ name: 'اصفهان', isCapital: true, provinceName: 'اصفهان' });
    expect(page.items.map((c) => c.name)).toEqual(expect.arrayContaining(['کاشان', 'نجف‌آباد']));
    expect(page.total).toBe(isfahan?.cityCount);
  });

  it('finds a city whatever ی/ک or spacing the user types, and pages results', async () => {
    const typed = await get<Page<City>>(`/cities/filter?q=${q('نجف آباد')}`);
    expect(typed.items.map((c) => c.name)).toContain('نجف‌آباد');
    const first = await get<Page<City>>('/cities/filter?pageSize=5&page=1');
    const second = await get<Page<City>>('/cities/filter?pageSize=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items.map((c) => c.id)).not.toEqual(expect.arrayContaining(first.items.map((c) => c.id)));
  });

  it('refuses a non-numeric province and an oversized page', async () => {
    const bad = await get<{ errors: { field: string }[] }>('/cities/filter?provinceId=abc', 400);
    expect(bad.errors[0]?.field).toBe('query.provinceId');
    await get('/cities/filter?pageSize=1000', 400);
  });
});

describe('GET /countries/filter', () => {
  it('puts Iran first and finds countries by Persian or English name', async () => {
    const all = await get<Page<Country>>('/countries/filter?pageSize=10');
    expect(all.items[0]).toMatchObject({ alpha2: 'IR', name: 'ایران' });
    expect(all.total).toBeGreaterThanOrEqual(245);
    const germany = await get<Page<Country>>(`/countries/filter?q=${q('آلمان')}`);
    expect(germany.items.map((c) => c.alpha2)).toContain('DE');
    const china = await get<Page<Country>>('/countries/filter?q=china');
    expect(china.items.map((c) => c.alpha2)).toContain('CN');
  });
});

describe('GET /urbanareas', () => {
  it('lists the 22 municipal districts of Tehran', async () => {
    const [tehran] = (await get<Page<City>>(`/cities/filter?q=${q('تهران')}`)).items.filter((c) => c.name === 'تهران');
    const areas = await get<UrbanArea[]>(`/urbanareas?cityId=${tehran?.id}`);
    expect(areas.filter((a) => a.kind === 'district')).toHaveLength(22);
  });

  it('answers 400 without a city and 404 for an unknown one', async () => {
    const missing = await get<{ errors: { field: string; code: string }[] }>('/urbanareas', 400);
    expect(missing.errors[0]).toMatchObject({ field: 'query.cityId', code: 'required' });
    await get('/urbanareas?cityId=999999', 404);
  });
});

describe('geography answers are reused', () => {
  it('answers a repeated question, typed either way, from memory and refetches after the time limit', async () => {
    const repo = createGeographyRepo(ctx.db);
    const calls: string[] = [];
    const counted = new Proxy(repo, {
      get(target, name: string) {
        const original = target[name as keyof typeof target] as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          calls.push(name);
          return original.apply(target, args);
        };
      },
    });
    let now = 0;
    const service = createGeographyService(counted, 60_000, () => now);
    const first = await service.filterCities({ q: 'كرج' }, 1, 20);
    const again = await service.filterCities({ q: 'کرج' }, 1, 20); // Persian kaf: the same normalised question
    expect(again).toEqual(first);
    expect(first.items.map((c) => c.name)).toContain('کرج');
    expect(calls).toEqual(['filterCities']);
    await service.filterCities({ q: 'کرج' }, 2, 20); // another page is another question
    expect(calls).toHaveLength(2);
    now = 60_001;
    await service.filterCities({ q: 'کرج' }, 1, 20);
    expect(calls).toHaveLength(3);
  });

  it('does not remember an unknown city as found', async () => {
    const service = createGeographyService(createGeographyRepo(ctx.db));
    await expect(service.listUrbanAreas(999_999, undefined)).rejects.toMatchObject({ status: 404 });
    await expect(service.listUrbanAreas(999_999, undefined)).rejects.toMatchObject({ status: 404 });
  });
});
