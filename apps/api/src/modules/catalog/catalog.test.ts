import {
  LISTING_COUNT_CAP,
  type ProductDetail,
  type ProductPage,
  type ProductSummary,
} from '@bazaar/contracts/catalog-products';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { CategoryType } from '@bazaar/contracts/categories';
import type { Page } from '@bazaar/contracts/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { visitTimes } from '../../../test/visits.js';
import {
  categoryProperties,
  measurementQuantities,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchants } from '../../db/schema/merchants.js';
import { createCatalogRepo } from './catalog.repo.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const inject = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
async function get<T>(url: string, status = 200): Promise<T> {
  const response = await inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 400)}`).toBe(status);
  return response.json() as T;
}

/**
 * A category of our own with one property of each filterable type, and products whose values we
 * choose, so the filter rules are shown on known data. Units come from the seeded unit table.
 */
const fixture = {
  path: [] as number[],
  group: 0,
  leaf: 0,
  merchant: 0,
  hiddenMerchant: 0,
  pressure: 0,
  flow: 0,
  material: 0,
  atex: 0,
  note: 0,
  unit: {} as Record<string, number>,
  products: {} as Record<string, number>,
};

async function unitId(key: string) {
  const [row] = await ctx.db
    .select({ id: unitsOfMeasurement.id })
    .from(unitsOfMeasurement)
    .where(eq(unitsOfMeasurement.key, key));
  if (!row) throw new Error(`unit ${key} not seeded`);
  return row.id;
}

async function unitRow(key: string) {
  const [row] = await ctx.db.select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.key, key));
  if (!row) throw new Error(`unit ${key} not seeded`);
  return row;
}

/**
 * The demo family (level 2) with the most stored values of one filterable number: that property, its family and
 * type, its lowest value and the values at two percentiles (a band of its middle values), and how many it stores.
 */
async function busiestNumber(low: number, high: number) {
  const picked = await ctx.db.execute<{
    property_id: number;
    family: number;
    type: CategoryType;
    min: number;
    lo: number;
    hi: number;
    n: number;
  }>(sql`
    select cp.id as property_id, cp.category_id as family, c.category_type as type, count(*)::int as n,
           min(v.base_value) as min,
           percentile_cont(${low}::float8) within group (order by v.base_value) as lo,
           percentile_cont(${high}::float8) within group (order by v.base_value) as hi
    from category_properties cp
    join categories c on c.id = cp.category_id and c.level = 2
    join supplier_product_values v on v.property_id = cp.id
    where cp.filterable and cp.type = 'number'
    group by cp.id, c.category_type order by count(*) desc limit 1`);
  const pick = picked.rows[0];
  if (!pick) throw new Error('no numeric filterable property in the demo data');
  return pick;
}

async function addProduct(
  title: string,
  values: { pressure?: [number, string]; flow?: [number, number, string]; material?: string; atex?: boolean },
  extra: Partial<typeof supplierProducts.$inferInsert> = {},
) {
  const [product] = await ctx.db
    .insert(supplierProducts)
    .values({
      merchantId: fixture.merchant,
      categoryId: fixture.leaf,
      categoryType: 'Product',
      categoryPath: [...fixture.path, fixture.leaf],
      title,
      slug: title,
      salesUnit: 'دستگاه',
      status: 'published',
      priceRials: 500_000_000,
      ...extra,
    })
    .returning({ id: supplierProducts.id });
  const productId = product?.id ?? 0;
  const rows: (typeof supplierProductValues.$inferInsert)[] = [];
  if (values.pressure) {
    const [v, key] = values.pressure;
    const u = await unitRow(key);
    rows.push({ productId, propertyId: fixture.pressure, value: v, unitId: u.id, baseValue: v * u.factor + u.offset });
  }
  if (values.flow) {
    const [lo, hi, key] = values.flow;
    const u = await unitRow(key);
    rows.push({
      productId,
      propertyId: fixture.flow,
      value: lo,
      maxValue: hi,
      unitId: u.id,
      baseValue: lo * u.factor + u.offset,
      baseMaxValue: hi * u.factor + u.offset,
    });
  }
  if (values.material) rows.push({ productId, propertyId: fixture.material, optionKey: values.material });
  if (values.atex !== undefined) rows.push({ productId, propertyId: fixture.atex, boolValue: values.atex });
  if (rows.length) await ctx.db.insert(supplierProductValues).values(rows);
  fixture.products[title] = productId;
  return productId;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.db;
  const [productRoot] = await db.select().from(categories).where(eq(categories.categoryType, 'Product')).limit(1);
  if (!productRoot) throw new Error('no Product root');
  const [group] = await db
    .insert(categories)
    .values({
      categoryType: 'Product',
      parentId: productRoot.id,
      ancestorIds: [productRoot.id],
      name: 'گروه آزمایشی پمپ',
      slug: 'g',
      level: 2,
    })
    .returning();
  const [leaf] = await db
    .insert(categories)
    .values({
      categoryType: 'Product',
      parentId: group?.id,
      ancestorIds: [productRoot.id, group?.id ?? 0],
      name: 'پمپ آزمایشی',
      slug: 'l',
      level: 3,
    })
    .returning();
  fixture.group = group?.id ?? 0;
  fixture.leaf = leaf?.id ?? 0;
  fixture.path = [productRoot.id, fixture.group];

  const quantity = async (unitKey: string) => (await unitRow(unitKey)).quantityId;
  const [pressure, flow, material, atex, note] = await db
    .insert(categoryProperties)
    .values([
      // Defined on the group: the leaf inherits them.
      {
        categoryId: fixture.group,
        key: 'pressure',
        name: 'حداکثر فشار',
        type: 'number',
        quantityId: await quantity('bar'),
        defaultUnitId: await unitId('bar'),
        filterable: true,
        sortOrder: 1,
      },
      {
        categoryId: fixture.group,
        key: 'flow',
        name: 'دبی',
        type: 'range',
        quantityId: await quantity('m3_per_h'),
        defaultUnitId: await unitId('m3_per_h'),
        filterable: true,
        sortOrder: 2,
      },
      {
        categoryId: fixture.leaf,
        key: 'material',
        name: 'جنس بدنه',
        type: 'option',
        filterable: true,
        sortOrder: 3,
        options: [
          { key: 'cast_iron', label: 'چدن' },
          { key: 'ss316', label: 'فولاد ضدزنگ ۳۱۶' },
        ],
      },
      { categoryId: fixture.leaf, key: 'atex', name: 'ضدانفجار', type: 'boolean', filterable: true, sortOrder: 4 },
      { categoryId: fixture.leaf, key: 'note', name: 'توضیح', type: 'text', filterable: false, sortOrder: 5 },
    ])
    .returning({ id: categoryProperties.id });
  Object.assign(fixture, {
    pressure: pressure?.id,
    flow: flow?.id,
    material: material?.id,
    atex: atex?.id,
    note: note?.id,
  });
  for (const key of ['bar', 'psi', 'kpa', 'm3_per_h', 'l_per_min', 'kw']) fixture.unit[key] = await unitId(key);

  const [merchant] = await db
    .insert(merchants)
    .values({ name: 'پمپ آزمون', nameKey: 'pump-test', slug: 'p', status: 'confirmed' })
    .returning();
  const [hidden] = await db
    .insert(merchants)
    .values({ name: 'پمپ پنهان', nameKey: 'pump-hidden', slug: 'h', status: 'suspended' })
    .returning();
  fixture.merchant = merchant?.id ?? 0;
  fixture.hiddenMerchant = hidden?.id ?? 0;

  await addProduct('پمپ ۱۴۵ psi', {
    pressure: [145, 'psi'],
    flow: [20, 60, 'm3_per_h'],
    material: 'cast_iron',
    atex: false,
  });
  await addProduct('پمپ ۱۶ بار', {
    pressure: [16, 'bar'],
    flow: [500, 1500, 'l_per_min'],
    material: 'ss316',
    atex: true,
  });
  await addProduct('پمپ ۱۰ بار استیل', {
    pressure: [10, 'bar'],
    flow: [5, 15, 'm3_per_h'],
    material: 'ss316',
    atex: true,
  });
  await addProduct('پمپ ۶۰۰ کیلوپاسکال', { pressure: [600, 'kpa'], material: 'cast_iron', atex: false });
  await addProduct('پمپ پیش‌نویس', { pressure: [10, 'bar'] }, { status: 'draft' });
  await addProduct('پمپ فروشنده تعلیق', { pressure: [10, 'bar'] }, { merchantId: fixture.hiddenMerchant });
}, 60_000);
afterAll(() => ctx?.close());

const titles = (page: Page<ProductSummary>) => page.items.map((p) => p.title).sort();
const filterUrl = (filters: Record<string, string | number>[], extra = '') => {
  const parts = filters.flatMap((f, i) =>
    Object.entries(f).map(([k, v]) => `filters[${i}].${k}=${encodeURIComponent(String(v))}`),
  );
  return `/supplierproducts/catalog?categoryId=${fixture.leaf}&${parts.join('&')}${extra}`;
};

describe('GET /categories/{id}/properties', () => {
  it('lists the category’s own properties after those inherited from its ancestors, with units', async () => {
    const props = await get<CategoryProperty[]>(`/categories/${fixture.leaf}/properties`);
    expect(props.map((p) => p.key)).toEqual(['pressure', 'flow', 'material', 'atex', 'note']);
    const pressure = props[0];
    expect(pressure?.categoryId).toBe(fixture.group);
    expect(pressure?.defaultUnit?.key).toBe('bar');
    // The trade's units for a pressure, in the order it uses them; no mmHg or atm for a pump (issue 37).
    expect(pressure?.units.map((u) => u.key)).toEqual(['bar', 'psi', 'kgf_per_cm2', 'mpa']);
    expect(props[2]?.options.map((o) => o.key)).toEqual(['cast_iron', 'ss316']);
  });

  it('answers 404 for an unknown category', async () => {
    await get('/categories/999999/properties', 404);
  });
});

describe('GET /supplierproducts/catalog with property filters', () => {
  it('finds a pump rated 145 psi with a 10 bar filter', async () => {
    const page = await get<Page<ProductSummary>>(
      filterUrl([{ propertyId: fixture.pressure, value: 10, measurementUnitId: fixture.unit.bar ?? 0 }]),
    );
    expect(titles(page)).toEqual(['پمپ ۱۰ بار استیل', 'پمپ ۱۴۵ psi'].sort());
  });

  it('gives each listed product its card: price, supplier and the first three filterable values as entered', async () => {
    const page = await get<ProductPage>(
      filterUrl([{ propertyId: fixture.pressure, value: 145, measurementUnitId: fixture.unit.psi ?? 0 }]),
    );
    const card = page.items.find((p) => p.title === 'پمپ ۱۴۵ psi');
    expect(card).toMatchObject({
      priceRials: 500_000_000,
      categoryId: fixture.leaf,
      categoryName: 'پمپ آزمایشی',
      hasCatalog: false,
      merchant: { id: fixture.merchant, name: 'پمپ آزمون' },
    });
    expect(card?.highlights.map((h) => h.key)).toEqual(['pressure', 'flow', 'material']);
    expect(card?.highlights[0]).toMatchObject({ value: 145, unit: { symbol: 'psi' } });
    expect(card?.highlights[1]).toMatchObject({ value: 20, maxValue: 60 });
    expect(card?.highlights[2]?.option).toEqual({ key: 'cast_iron', label: 'چدن' });
  });

  it('puts the property the visitor filtered on first on each card, then the category’s order (issue 37)', async () => {
    const page = await get<ProductPage>(filterUrl([{ propertyId: fixture.atex, bool: 'true' }]));
    expect(page.items.length).toBeGreaterThan(0);
    for (const card of page.items) {
      expect(card.highlights[0]).toMatchObject({ key: 'atex', bool: true });
      expect(card.highlights.length).toBeLessThanOrEqual(3);
    }
  });

  it('matches a range given in another unit against values stored in any unit', async () => {
    // 580–1000 kPa = 5.8–10 bar: the 600 kPa, 10 bar and 145 psi pumps, not the 16 bar one.
    const page = await get<Page<ProductSummary>>(
      filterUrl([
        { propertyId: fixture.pressure, value: 580, maxValue: 1000, measurementUnitId: fixture.unit.kpa ?? 0 },
      ]),
    );
    expect(titles(page)).toEqual(['پمپ ۱۰ بار استیل', 'پمپ ۱۴۵ psi', 'پمپ ۶۰۰ کیلوپاسکال'].sort());
  });

  it('matches range properties by overlap, across units', async () => {
    // 1000 L/min = 60 m³/h: overlaps 20–60 m³/h and 500–1500 L/min, not 5–15 m³/h.
    const page = await get<Page<ProductSummary>>(
      filterUrl([{ propertyId: fixture.flow, value: 1000, measurementUnitId: fixture.unit.l_per_min ?? 0 }]),
    );
    expect(titles(page)).toEqual(['پمپ ۱۴۵ psi', 'پمپ ۱۶ بار'].sort());
  });

  it('combines ranges, option lists and yes/no filters', async () => {
    const page = await get<Page<ProductSummary>>(
      filterUrl([
        { propertyId: fixture.pressure, value: 9, maxValue: 20 },
        { propertyId: fixture.material, 'options[]': 'ss316' },
        { propertyId: fixture.atex, bool: 'true' },
      ]),
    );
    expect(titles(page)).toEqual(['پمپ ۱۰ بار استیل', 'پمپ ۱۶ بار'].sort());
    const narrower = await get<Page<ProductSummary>>(
      filterUrl([
        { propertyId: fixture.pressure, value: 9, maxValue: 12 },
        { propertyId: fixture.material, 'options[]': 'ss316' },
      ]),
    );
    expect(titles(narrower)).toEqual(['پمپ ۱۰ بار استیل']);
  });

  it('never lists drafts or products of merchants that are not confirmed', async () => {
    const page = await get<Page<ProductSummary>>(`/supplierproducts/catalog?categoryId=${fixture.leaf}&pageSize=100`);
    expect(page.total).toBe(4);
    expect(titles(page)).not.toContain('پمپ پیش‌نویس');
    expect(titles(page)).not.toContain('پمپ فروشنده تعلیق');
  });

  it('counts products per category from the data, including descendants', async () => {
    const counts = await get<{ categoryId: number; products: number; suppliers: number }[]>(
      `/categories/items-count?ids[]=${fixture.leaf}&ids[]=${fixture.group}`,
    );
    expect(counts).toEqual(
      expect.arrayContaining([
        { categoryId: fixture.leaf, products: 4, suppliers: 1 },
        { categoryId: fixture.group, products: 4, suppliers: 1 },
      ]),
    );
  });

  it('sorts by price and pages through results', async () => {
    await ctx.db
      .update(supplierProducts)
      .set({ priceRials: 900_000_000 })
      .where(eq(supplierProducts.id, fixture.products['پمپ ۱۶ بار'] ?? 0));
    const cheapestLast = await get<Page<ProductSummary>>(
      `/supplierproducts/catalog?categoryId=${fixture.leaf}&sort=price_desc&pageSize=2`,
    );
    expect(cheapestLast.items[0]?.title).toBe('پمپ ۱۶ بار');
    expect(cheapestLast.total).toBe(4);
    const second = await get<Page<ProductSummary>>(
      `/supplierproducts/catalog?categoryId=${fixture.leaf}&sort=price_desc&pageSize=2&page=2`,
    );
    expect(second.items).toHaveLength(2);
    expect(second.items.map((p) => p.id)).not.toContain(cheapestLast.items[0]?.id);
  });
});

describe('listing counts and facets', () => {
  it('counts exactly up to 500 matches and says "more than" past it, on every page', async () => {
    const first = await get<ProductPage>('/supplierproducts/catalog?pageSize=20&sort=newest');
    expect(first).toMatchObject({ total: LISTING_COUNT_CAP, totalCapped: true });
    expect(first.items).toHaveLength(20);
    // Past the cap the list goes on, newest first, and the count grows with the page asked for.
    const deep = await get<ProductPage>('/supplierproducts/catalog?pageSize=20&sort=newest&page=30');
    expect(deep).toMatchObject({ total: 600, totalCapped: true });
    expect(deep.items).toHaveLength(20);
    expect(deep.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
    const small = await get<ProductPage>(`/supplierproducts/catalog?categoryId=${fixture.leaf}`);
    expect(small).toMatchObject({ total: 4, totalCapped: false });
  });

  it('gives, below the cap, the same count as the stored values (demo data, a numeric filter in base units)', async () => {
    // A demo family with a filterable number: the listing must agree with a count made from
    // supplier_product_values directly, the table the facets are derived from.
    const picked = await ctx.db.execute<{ property_id: number; family: number; unit_id: number; median: number }>(sql`
      select cp.id as property_id, cp.category_id as family, u.id as unit_id,
             percentile_cont(0.5) within group (order by v.base_value) as median
      from category_properties cp
      join categories c on c.id = cp.category_id and c.level = 2
      join units_of_measurement u on u.quantity_id = cp.quantity_id and u.is_base
      join supplier_product_values v on v.property_id = cp.id
      where cp.filterable and cp.type = 'number'
      group by cp.id, u.id order by count(*) desc limit 1`);
    const pick = picked.rows[0];
    if (!pick) throw new Error('no numeric filterable property in the demo data');
    const median = Number(pick.median);
    const expected = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from supplier_products p
      join merchants m on m.id = p.merchant_id and m.status = 'confirmed'
      join categories c on c.id = p.category_id and c.active
      where p.status = 'published' and p.category_path @> array[${Number(pick.family)}]::int[]
        and exists (select 1 from supplier_product_values v where v.product_id = p.id
                    and v.property_id = ${Number(pick.property_id)} and v.base_value <= ${median * 1.005})`);
    const n = Number(expected.rows[0]?.n);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(LISTING_COUNT_CAP);
    const page = await get<ProductPage>(
      `/supplierproducts/catalog?categoryId=${pick.family}&filters[0].propertyId=${pick.property_id}` +
        `&filters[0].maxValue=${median}&filters[0].measurementUnitId=${pick.unit_id}&pageSize=100`,
    );
    expect(page).toMatchObject({ total: n, totalCapped: false });
  });

  it('answers a narrow filter exactly when the ordered walk runs out of budget before finding enough', async () => {
    // A walk of 2 products cannot hold the 4 public pumps: the unbounded statement must give the answer.
    const repo = createCatalogRepo(ctx.db, { walkBudget: 2 });
    const filters = [{ propertyId: fixture.material, kind: 'option' as const, options: ['cast_iron'] }];
    const scope = { categoryPath: [...fixture.path, fixture.leaf], patterns: [], filters };
    for (const sort of ['newest', 'price_asc', 'popular'] as const) {
      const page = await repo.listProducts(scope, sort, 1, 20);
      expect(page).toMatchObject({ total: 2, totalCapped: false });
      expect(titles(page)).toEqual(['پمپ ۱۴۵ psi', 'پمپ ۶۰۰ کیلوپاسکال'].sort());
    }
    const unfiltered = await repo.listProducts({ ...scope, filters: [] }, 'newest', 2, 3);
    expect(unfiltered).toMatchObject({ total: 4, totalCapped: false });
    expect(unfiltered.items).toHaveLength(1);
  });

  it('finds a narrow band of a number from its stored values: the same pages, order and count as the walk (decision 079)', async () => {
    // The demo family with the most stored values of one filterable number: a band of its middle values (a narrow
    // listing), alone and with a second number's bound; the walk (bandLimit 0) is the reference.
    const pick = await busiestNumber(0.3, 0.7);
    const [family] = await ctx.db
      .select({ path: categories.ancestorIds })
      .from(categories)
      .where(eq(categories.id, Number(pick.family)));
    const band = {
      propertyId: Number(pick.property_id),
      kind: 'number' as const,
      min: Number(pick.lo),
      max: Number(pick.hi),
    };
    const scope = { categoryPath: [...(family?.path ?? []), Number(pick.family)], patterns: [], filters: [band] };
    const walk = createCatalogRepo(ctx.db, { bandLimit: 0 });
    const byValue = createCatalogRepo(ctx.db);
    const onePropertyOnly = createCatalogRepo(ctx.db, { bandLimit: Math.floor(Number(pick.n) / 2) });
    let compared = 0;
    for (const filters of [
      [band],
      [band, { ...band, max: Number(pick.lo) + (Number(pick.hi) - Number(pick.lo)) / 3 }],
    ]) {
      for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] as const) {
        for (const page of [1, 2]) {
          const expected = await walk.listProducts({ ...scope, filters }, sort, page, 5);
          const found = await byValue.listProducts({ ...scope, filters }, sort, page, 5);
          expect(
            found.items.map((p) => p.id),
            `${sort} page ${page}`,
          ).toEqual(expected.items.map((p) => p.id));
          expect(found).toMatchObject({ total: expected.total, totalCapped: expected.totalCapped });
          const mixed = await onePropertyOnly.listProducts({ ...scope, filters }, sort, page, 5);
          expect(mixed.items.map((p) => p.id)).toEqual(expected.items.map((p) => p.id));
          compared += expected.items.length;
        }
      }
    }
    // The band holds offers beyond the first page: paging and order were compared, not two empty answers.
    expect(compared).toBeGreaterThan(20);
  });

  it('finds a narrow band after broad ones, in every scope a listing has: the same pages and counts as the walk (decision 098)', async () => {
    // The demo family with the most stored values of one filterable number, as above; bounds on it listed before the
    // narrow band: a one-sided one (probed last) and a broad two-sided one (probed first), and a second narrow band.
    // The probe reads the broad band, takes the first narrow one and skips the rest; the offers are then read by id
    // under each scope's own conditions.
    const pick = await busiestNumber(0.4, 0.6);
    const propertyId = Number(pick.property_id);
    const band = { propertyId, kind: 'number' as const, min: Number(pick.lo), max: Number(pick.hi) };
    const atLeast = { propertyId, kind: 'number' as const, min: Number(pick.min) };
    const broad = { ...band, min: Number(pick.min) };
    const inner = { ...band, max: Number(pick.lo) + (Number(pick.hi) - Number(pick.lo)) / 2 };
    const count = async (min: number, max = Number.POSITIVE_INFINITY) =>
      Number(
        (
          await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from supplier_product_values
            where property_id = ${propertyId} and base_value >= ${min} and base_value <= ${max}`)
        ).rows[0]?.n,
      );
    // A limit the band stays within and the broad bounds exceed: the probe must go past the broad band.
    const limit = await count(band.min, band.max);
    expect(await count(broad.min, broad.max)).toBeGreaterThan(limit);
    expect(await count(atLeast.min)).toBeGreaterThan(limit);
    const [family] = await ctx.db
      .select({ path: categories.ancestorIds })
      .from(categories)
      .where(eq(categories.id, Number(pick.family)));
    const lineage = [...(family?.path ?? []), Number(pick.family)];
    const inBand = await ctx.db.execute<{ merchant_id: number }>(sql`
      select p.merchant_id from supplier_products p join supplier_product_values v on v.product_id = p.id
      where v.property_id = ${propertyId} and v.base_value between ${band.min} and ${band.max}
      group by 1 order by count(*) desc limit 1`);
    const scopes = {
      family: { categoryPath: lineage },
      root: { categoryPath: lineage.slice(0, 1) },
      type: { categoryType: pick.type },
      supplier: { merchantId: Number(inBand.rows[0]?.merchant_id), categoryPath: lineage },
    };
    const walk = createCatalogRepo(ctx.db, { bandLimit: 0 });
    const byValue = createCatalogRepo(ctx.db, { bandLimit: limit });
    let compared = 0;
    for (const [name, scope] of Object.entries(scopes)) {
      for (const filters of [
        [atLeast, broad, band],
        [broad, atLeast, band, inner],
        [broad, inner, band],
      ]) {
        for (const sort of ['relevance', 'newest', 'price_asc'] as const) {
          for (const page of [1, 2]) {
            const listing = { ...scope, patterns: [], filters };
            const expected = await walk.listProducts(listing, sort, page, 4);
            const found = await byValue.listProducts(listing, sort, page, 4);
            const label = `${name}, ${filters.length} bounds, ${sort} page ${page}`;
            expect(
              found.items.map((p) => p.id),
              label,
            ).toEqual(expected.items.map((p) => p.id));
            expect(found, label).toMatchObject({ total: expected.total, totalCapped: expected.totalCapped });
            compared += expected.items.length;
          }
        }
      }
    }
    // Pages with offers were compared in every scope, not empty answers.
    expect(compared).toBeGreaterThan(60);
  });

  it("finds by value only public offers of the scope: a draft and a suspended supplier's offer in the band stay out", async () => {
    const byValue = createCatalogRepo(ctx.db);
    const tenBar = (await unitRow('bar')).factor * 10;
    const filters = [
      { propertyId: fixture.pressure, kind: 'number' as const, min: tenBar * 0.995, max: tenBar * 1.005 },
    ];
    const page = await byValue.listProducts(
      { categoryPath: [...fixture.path, fixture.leaf], patterns: [], filters },
      'newest',
      1,
      20,
    );
    // 145 psi is 9.997 bar: within the band; the draft and the suspended supplier's 10 bar are not.
    expect(titles(page)).toEqual(['پمپ ۱۰ بار استیل', 'پمپ ۱۴۵ psi'].sort());
    expect(page).toMatchObject({ total: 2, totalCapped: false });
  });

  it("follows edits of a product's values: a changed value is found, a deleted one no longer matches", async () => {
    const id = await addProduct('پمپ ویرایش‌شده', { pressure: [3, 'bar'], material: 'cast_iron' });
    const tenBar = filterUrl([{ propertyId: fixture.pressure, value: 10, measurementUnitId: fixture.unit.bar ?? 0 }]);
    const castIron = filterUrl([{ propertyId: fixture.material, 'options[]': 'cast_iron' }]);
    try {
      expect(titles(await get<ProductPage>(tenBar))).not.toContain('پمپ ویرایش‌شده');
      const bar = await unitRow('bar');
      await ctx.db
        .update(supplierProductValues)
        .set({ value: 10, unitId: bar.id, baseValue: 10 * bar.factor + bar.offset })
        .where(and(eq(supplierProductValues.productId, id), eq(supplierProductValues.propertyId, fixture.pressure)));
      expect(titles(await get<ProductPage>(tenBar))).toContain('پمپ ویرایش‌شده');
      expect(titles(await get<ProductPage>(castIron))).toContain('پمپ ویرایش‌شده');
      await ctx.db
        .delete(supplierProductValues)
        .where(and(eq(supplierProductValues.productId, id), eq(supplierProductValues.propertyId, fixture.material)));
      expect(titles(await get<ProductPage>(castIron))).not.toContain('پمپ ویرایش‌شده');
      expect(titles(await get<ProductPage>(tenBar))).toContain('پمپ ویرایش‌شده');
    } finally {
      await ctx.db.delete(supplierProducts).where(eq(supplierProducts.id, id));
    }
  });
});

describe('bad filters are refused with a field-level 400', () => {
  const problem = async (url: string) => {
    const body = await get<{ code: string; errors: { field: string; code: string; message: string }[] }>(url, 400);
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.errors;
  };

  it('names an unknown property', async () => {
    expect(await problem(filterUrl([{ propertyId: 987654, value: 1 }]))).toEqual([
      expect.objectContaining({ field: 'query.filters.0.propertyId', code: 'unknownProperty' }),
    ]);
  });

  it('names a property of another category', async () => {
    const [other] = await ctx.db
      .select({ id: categoryProperties.id })
      .from(categoryProperties)
      .where(inArray(categoryProperties.categoryId, [fixture.group]))
      .limit(1);
    const url = `/supplierproducts/catalog?categoryId=${fixture.group}&filters[0].propertyId=${fixture.material}&filters[0].options[]=ss316`;
    expect(other).toBeDefined();
    expect((await problem(url))[0]?.field).toBe('query.filters.0.propertyId');
  });

  it('names a unit of the wrong quantity', async () => {
    expect(
      await problem(filterUrl([{ propertyId: fixture.pressure, value: 10, measurementUnitId: fixture.unit.kw ?? 0 }])),
    ).toEqual([expect.objectContaining({ field: 'query.filters.0.measurementUnitId', code: 'wrongUnit' })]);
  });

  it('names a minimum above the maximum', async () => {
    expect(await problem(filterUrl([{ propertyId: fixture.pressure, value: 20, maxValue: 10 }]))).toEqual([
      expect.objectContaining({ field: 'query.filters.0.maxValue', code: 'minAboveMax' }),
    ]);
  });

  it('names a non-numeric value and an unknown option', async () => {
    const errors = await problem(filterUrl([{ propertyId: fixture.pressure, value: 'ده' }]));
    expect(errors[0]).toMatchObject({ field: 'query.filters.0.value', code: 'number', message: 'فقط عدد وارد کنید' });
    expect((await problem(filterUrl([{ propertyId: fixture.material, 'options[]': 'gold' }])))[0]).toMatchObject({
      field: 'query.filters.0.options',
      code: 'oneOf',
    });
  });

  it('names a price range upside down', async () => {
    expect((await problem('/supplierproducts/catalog?minPrice=10&maxPrice=5'))[0]?.field).toBe('query.maxPrice');
  });

  it('refuses prices that are not whole Rials within bounds, and huge measured values (issue 17)', async () => {
    for (const [value, code] of [
      ['1.5', 'integer'],
      ['1e308', 'max'],
      ['9223372036854775808', 'max'],
      ['-1', 'min'],
    ]) {
      expect(await problem(`/supplierproducts/catalog?minPrice=${value}`)).toEqual([
        expect.objectContaining({ field: 'query.minPrice', code }),
      ]);
      expect((await problem(`/supplierproducts/catalog?maxPrice=${value}`))[0]?.field).toBe('query.maxPrice');
    }
    expect((await problem(filterUrl([{ propertyId: fixture.pressure, value: '1e308' }])))[0]).toMatchObject({
      field: 'query.filters.0.value',
      code: 'max',
    });
  });
});

describe('product pages', () => {
  it('shows a product with its properties in the units entered and normalised', async () => {
    const detail = await get<ProductDetail>(`/supplierproducts/${fixture.products['پمپ ۱۴۵ psi']}/catalog`);
    const pressure = detail.properties.find((p) => p.key === 'pressure');
    expect(pressure).toMatchObject({
      value: 145,
      unit: expect.objectContaining({ symbol: expect.stringMatching(/psi/i) }),
    });
    const bar = await unitRow('bar');
    expect((pressure?.baseValue ?? 0) / bar.factor).toBeCloseTo(9.997, 2);
    expect(detail.breadcrumb.map((b) => b.id)).toEqual([...fixture.path, fixture.leaf]);
    expect(detail.merchant.id).toBe(fixture.merchant);
  });

  it('counts a visit only when asked to', async () => {
    const id = fixture.products['پمپ ۱۶ بار'];
    const before = (await get<ProductDetail>(`/supplierproducts/${id}/catalog`)).visitCount;
    await get(`/supplierproducts/${id}/catalog?visit=true`);
    expect((await get<ProductDetail>(`/supplierproducts/${id}/catalog`)).visitCount).toBe(before + 1);
  });

  it('counts a visitor once a day however often the visit is repeated; two visitors twice', async () => {
    const id = fixture.products['پمپ ۱۶ بار'];
    const product = { method: 'GET' as const, url: `/api/v1/supplierproducts/${id}/catalog?visit=true` };
    const count = async () => (await get<ProductDetail>(`/supplierproducts/${id}/catalog`)).visitCount;
    const before = await count();
    const repeats = await visitTimes(ctx.app, product, { ip: '10.60.0.1' }, 100);
    // Repeats answer as usual, with the count as it stands.
    expect(repeats.every((r) => r.json<ProductDetail>().id === id)).toBe(true);
    expect(await count()).toBe(before + 1);
    await visitTimes(ctx.app, product, { ip: '10.60.0.2' }, 3);
    expect(await count()).toBe(before + 2);
    await visitTimes(ctx.app, product, { ip: '10.60.0.2', userAgent: 'Mozilla/5.0 (another browser)' });
    expect(await count()).toBe(before + 3);
  });

  it('answers 404 for drafts, hidden merchants, unknown ids; 400 for non-numeric ids', async () => {
    await get(`/supplierproducts/${fixture.products['پمپ پیش‌نویس']}/catalog`, 404);
    await get(`/supplierproducts/${fixture.products['پمپ فروشنده تعلیق']}/catalog`, 404);
    await get('/supplierproducts/99999999/catalog', 404);
    await get('/supplierproducts/abc/catalog', 400);
  });

  it('lists related products without the product itself', async () => {
    const id = fixture.products['پمپ ۱۰ بار استیل'] ?? 0;
    const related = await get<ProductSummary[]>(`/supplierproducts/${id}/related?limit=5`);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.id)).not.toContain(id);
  });
});

describe('demo catalog', () => {
  it('holds at least 2,000 published supplier products over 300 base products with datasheets', async () => {
    const [published] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supplierProducts)
      .where(eq(supplierProducts.status, 'published'));
    expect(published?.n).toBeGreaterThanOrEqual(1900);
    const listed = await get<Page<ProductSummary>>('/supplierproducts/catalog?pageSize=100');
    const sheet = listed.items.find((p) => p.hasCatalog);
    expect(sheet).toBeTruthy();
    const [row] = await ctx.db
      .select({ file: supplierProducts.catalogFileId })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, sheet?.id ?? 0));
    // Datasheets are private files, downloaded through their product (decision 035).
    expect((await inject(`/files/${row?.file}`)).statusCode).toBe(404);
    const file = await inject(`/supplierproducts/${sheet?.id}/catalog-file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('offers the same base product from several suppliers', async () => {
    const [offer] = (await get<Page<ProductSummary>>('/supplierproducts/catalog?pageSize=1&categoryType=Product'))
      .items;
    const detail = await get<ProductDetail>(`/supplierproducts/${offer?.id}/catalog`);
    const base = detail.baseProduct;
    expect(base).not.toBeNull();
    const offers = await get<Page<ProductSummary>>(`/supplierproducts/byproduct?baseProductId=${base?.id}`);
    expect(offers.total).toBeGreaterThanOrEqual(1);
    expect(offers.items.map((p) => p.id)).toContain(offer?.id);
    const baseProduct = await get<{ offerCount: number }>(`/baseproducts/${base?.id}`);
    expect(baseProduct.offerCount).toBe(offers.total);
  });

  it('serves demo images inline and answers 404 for unknown files', async () => {
    const [offer] = (await get<Page<ProductSummary>>('/supplierproducts/catalog?pageSize=1')).items;
    const image = await ctx.app.inject({ method: 'GET', url: offer?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    await get('/files/not-a-real-file-id', 404);
  });
});

describe('units and shared type models', () => {
  it('lists quantities with their units and filters units by name', async () => {
    const quantities = await get<{ id: number; key: string }[]>('/measurementquantities');
    expect(quantities.length).toBeGreaterThanOrEqual(12);
    const pressure = quantities.find((q) => q.key === 'pressure');
    const units = await get<{ key: string }[]>(`/measurementquantities/${pressure?.id}/units`);
    expect(units.map((u) => u.key)).toEqual(expect.arrayContaining(['bar', 'psi']));
    const all = await get<Page<{ id: number }>>('/unitofmeasurements?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(45);
    const found = await get<Page<{ key: string }>>(`/unitofmeasurements/filter?q=${encodeURIComponent('بار')}`);
    expect(found.items.map((u) => u.key)).toContain('bar');
    await get('/measurementquantities/99999/units', 404);
    const [count] = await ctx.db.select({ id: measurementQuantities.id }).from(measurementQuantities);
    expect(count).toBeDefined();
  });

  it('answers enums with Persian labels and JSON Schemas of models', async () => {
    const enums = await get<Record<string, { value: string; label: string }[]>>('/shared/typemodels/enums');
    expect(enums.CategoryType?.map((m) => m.value)).toEqual([
      'IndustrialService',
      'Product',
      'ConsultingService',
      'ElectronicDocument',
    ]);
    expect(await get('/shared/typemodels/enums/verificationlevel')).toEqual(enums.VerificationLevel);
    await get('/shared/typemodels/enums/Nope', 404);
    const model = await get<{ $defs: Record<string, { properties: Record<string, unknown> }> }>(
      '/shared/typemodels/SupplierProductSummary',
    );
    expect(Object.keys(model.$defs.SupplierProductSummary?.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'priceRials', 'merchant']),
    );
    await get('/shared/typemodels/Nope', 404);
  });
});
