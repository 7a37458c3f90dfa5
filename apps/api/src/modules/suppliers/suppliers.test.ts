import type { Page } from '@bazaar/contracts/paging';
import type { Delegation, NameCheck, SupplierDetail, SupplierSummary } from '@bazaar/contracts/suppliers';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { provinces } from '../../db/schema/geography.js';
import { merchantDelegations, merchants } from '../../db/schema/merchants.js';
import { merchantNameKey } from './merchant-name.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const inject = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
async function get<T>(url: string, status = 200): Promise<T> {
  const response = await inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return response.json() as T;
}
const q = encodeURIComponent;

describe('GET /suppliers', () => {
  it('lists at least 120 confirmed suppliers from every province', async () => {
    const page = await get<Page<SupplierSummary>>('/suppliers?pageSize=100');
    expect(page.total).toBeGreaterThanOrEqual(120);
    const all = [...page.items, ...(await get<Page<SupplierSummary>>('/suppliers?pageSize=100&page=2')).items];
    expect(new Set(all.map((s) => s.province?.id)).size).toBe(31);
  });

  it('filters by category type, province and verification, and the filters combine', async () => {
    const [tehran] = await ctx.db.select().from(provinces).where(eq(provinces.name, 'تهران'));
    const products = await get<Page<SupplierSummary>>('/suppliers?categoryType=Product&pageSize=100');
    expect(products.items.every((s) => s.categoryTypes.includes('Product'))).toBe(true);
    const both = await get<Page<SupplierSummary>>(
      `/suppliers?categoryType=Product&provinceId=${tehran?.id}&verifiedOnly=true`,
    );
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(products.total);
    for (const s of both.items) {
      expect(s.categoryTypes).toContain('Product');
      expect(s.province?.id).toBe(tehran?.id);
      expect(s.verificationLevel).not.toBe('none');
    }
  });

  it('filters by a category including its descendants', async () => {
    const menu = (await inject('/categories/menu?categoryTypes=Product')).json();
    const group = menu.subcategories[0];
    const page = await get<Page<SupplierSummary>>(`/suppliers?categoryId=${group.id}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    type Node = { id: number; subcategories: Node[] };
    const subtree = (node: Node): number[] => [node.id, ...node.subcategories.flatMap(subtree)];
    const allowed = new Set(subtree(group));
    for (const s of page.items) {
      const detail = await get<SupplierDetail>(`/suppliers/${s.id}`);
      expect(
        detail.categories.some((c) => allowed.has(c.id)),
        detail.name,
      ).toBe(true);
    }
  });

  it('searches names with Arabic letters and Latin digits the same as Persian ones', async () => {
    const [first] = (await get<Page<SupplierSummary>>('/suppliers?pageSize=1&sort=name')).items;
    if (!first) throw new Error('no suppliers');
    const arabicSpelling = first.name.replaceAll('ی', 'ي').replaceAll('ک', 'ك');
    const found = await get<Page<SupplierSummary>>(`/suppliers?q=${q(arabicSpelling)}`);
    expect(found.items.map((s) => s.id)).toContain(first.id);
  });

  it('sorts newest first and by verification level', async () => {
    const newest = await get<Page<SupplierSummary>>('/suppliers?sort=newest&pageSize=10');
    const ids = newest.items.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const verified = await get<Page<SupplierSummary>>('/suppliers?sort=verification&pageSize=100');
    const rank = { site_visit: 3, documents: 2, identity: 1, none: 0 };
    const ranks = verified.items.map((s) => rank[s.verificationLevel]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('refuses unknown sorts and types with field errors', async () => {
    const bad = await get<{ errors: { field: string }[] }>('/suppliers?sort=cheapest&categoryType=Food', 400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['query.categoryType', 'query.sort']);
  });
});

describe('GET /suppliers/{id}', () => {
  it('answers a confirmed supplier with categories, location and sale settings', async () => {
    const [first] = (await get<Page<SupplierSummary>>('/suppliers?pageSize=1')).items;
    const detail = await get<SupplierDetail>(`/suppliers/${first?.id}`);
    expect(detail).toMatchObject({ id: first?.id, name: first?.name, province: expect.any(Object) });
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(detail.saleSetting?.merchantId).toBe(first?.id);
    expect(detail.about.length).toBeGreaterThan(detail.excerpt.length - 1);
  });

  it('cuts long descriptions into excerpts at a word boundary, marked with an ellipsis', async () => {
    const page = await get<Page<SupplierSummary>>('/suppliers?pageSize=100');
    const long = page.items.filter((s) => s.excerpt.endsWith('…'));
    expect(long.length).toBeGreaterThan(0);
    for (const s of long) {
      const detail = await get<SupplierDetail>(`/suppliers/${s.id}`);
      const kept = s.excerpt.slice(0, -1);
      expect(detail.about.startsWith(kept)).toBe(true);
      expect(kept.length).toBeLessThanOrEqual(180);
      expect(detail.about[kept.length]).toMatch(/[\s،,.؛:]/u);
    }
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    await get('/suppliers/abc', 400);
    await get('/suppliers/999999', 404);
  });
});

describe('delegations, sale settings and sale cities', () => {
  it('lists a supplier’s delegations and opens one', async () => {
    const all = await get<Page<Delegation>>('/merchantdelegations?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(32);
    const first = all.items[0];
    if (!first) throw new Error('no delegations');
    const ofMerchant = await get<Page<Delegation>>(`/merchantdelegations?merchantId=${first.merchantId}`);
    expect(ofMerchant.items.every((d) => d.merchantId === first.merchantId)).toBe(true);
    expect(await get<Delegation>(`/merchantdelegations/${first.id}`)).toEqual(first);
  });

  it('answers sale settings and sale cities of a confirmed supplier', async () => {
    const [first] = (await get<Page<SupplierSummary>>('/suppliers?pageSize=1')).items;
    const setting = await get<{ saleCityCount: number }>(`/merchantsalesetting?merchantId=${first?.id}`);
    const saleCities = await get<{ id: number }[]>(`/salecities?merchantId=${first?.id}`);
    expect(saleCities).toHaveLength(setting.saleCityCount);
    expect(saleCities.length).toBeGreaterThan(0);
  });
});

describe('pending and suspended merchants are never public', () => {
  it('hides them from every public call', async () => {
    const hidden = await ctx.db
      .select({ id: merchants.id, name: merchants.name, status: merchants.status })
      .from(merchants)
      .where(inArray(merchants.status, ['pending', 'suspended']));
    expect(hidden.map((m) => m.status)).toEqual(expect.arrayContaining(['pending', 'suspended']));

    // Give one of them a delegation so the delegation calls have something to leak.
    const [delegation] = await ctx.db
      .insert(merchantDelegations)
      .values({ merchantId: hidden[0]?.id ?? 0, name: 'نمایندگی آزمایشی پنهان', slug: 'x', kind: 'agency' })
      .returning({ id: merchantDelegations.id });

    const everyPublicId = new Set<number>();
    for (let page = 1; ; page += 1) {
      const batch = await get<Page<SupplierSummary>>(`/suppliers?pageSize=100&page=${page}`);
      for (const s of batch.items) everyPublicId.add(s.id);
      if (batch.items.length < 100) break;
    }
    const delegations = await get<Page<Delegation>>('/merchantdelegations?pageSize=100');
    for (const m of hidden) {
      expect(everyPublicId.has(m.id)).toBe(false);
      expect((await get<Page<SupplierSummary>>(`/suppliers?q=${q(m.name)}`)).items.map((s) => s.id)).not.toContain(
        m.id,
      );
      await get(`/suppliers/${m.id}`, 404);
      expect((await get<Page<{ id: number }>>(`/merchants?ids[]=${m.id}`)).items).toEqual([]);
      expect(
        (await get<Page<{ id: number }>>(`/merchants/confirmed?q=${q(m.name)}`)).items.map((b) => b.id),
      ).not.toContain(m.id);
      await get(`/merchantdelegations?merchantId=${m.id}`, 404);
      await get(`/merchantsalesetting?merchantId=${m.id}`, 404);
      await get(`/salecities?merchantId=${m.id}`, 404);
      expect(delegations.items.map((d) => d.merchantId)).not.toContain(m.id);
    }
    await get(`/merchantdelegations/${delegation?.id}`, 404);
  });
});

describe('GET /merchants/is-valid-name', () => {
  const check = (name: string) => get<NameCheck>(`/merchants/is-valid-name?name=${q(name)}`);

  it('answers valid for a fresh name', async () => {
    expect(await check('صنایع نوآوران فرضی کویر')).toMatchObject({ status: 'valid', reason: null });
  });

  it('answers taken for an existing name spelled with ي/ك, other digits or ZWNJ changes', async () => {
    const [existing] = await ctx.db
      .select({ name: merchants.name })
      .from(merchants)
      .where(eq(merchants.status, 'confirmed'))
      .limit(1);
    const name = existing?.name ?? '';
    expect((await check(name)).status).toBe('taken');
    expect((await check(name.replaceAll('ی', 'ي').replaceAll('ک', 'ك'))).status).toBe('taken');
    expect((await check(name.replaceAll('\u200c', ' '))).status).toBe('taken');
    expect((await check(`شرکت ${name}`)).status).toBe('taken');
  });

  it('answers taken for a name with digits written in another script', async () => {
    const name = 'ماشین‌سازی البرز ۲۰۰۰';
    await ctx.db.insert(merchants).values({ name, nameKey: merchantNameKey(name), slug: 'x' });
    expect((await check('ماشین سازی البرز 2000')).status).toBe('taken');
    expect((await check('ماشین‌سازی البرز ۳۰۰۰')).status).toBe('valid');
  });

  it('answers taken for the name of a pending merchant too', async () => {
    const [pending] = await ctx.db
      .select({ name: merchants.name })
      .from(merchants)
      .where(eq(merchants.status, 'pending'));
    expect((await check(pending?.name ?? '')).status).toBe('taken');
  });

  it('answers forbidden with a reason for reserved words and bad characters', async () => {
    expect(await check('بازار صنعت پارس')).toMatchObject({ status: 'forbidden', reason: 'forbidden_word' });
    expect(await check('پمپ<>')).toMatchObject({ status: 'forbidden', reason: 'invalid_characters' });
    expect(await check('ab')).toMatchObject({ status: 'forbidden', reason: 'too_short' });
  });

  it('requires the name parameter', async () => {
    await get('/merchants/is-valid-name', 400);
  });
});
