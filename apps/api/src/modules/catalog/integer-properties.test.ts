import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  baseProductValues,
  categoryProperties,
  supplierProducts,
  supplierProductValues,
} from '../../db/schema/catalog.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { loadCategoryProperties } from '../../db/seed/datasets.js';

// Issue 20, item 2: a count (pump stages, years of experience) is declared integer on the property, a
// supplier cannot state «۵٫۶۵ طبقه», and the demo listings state whole, realistic values.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let stranger: Session;
let stages = 0;
let pump = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signIn(ctx.app, '09201140001');
  stranger = await signIn(ctx.app, '09201140002');
  const [property] = await ctx.db
    .select({ id: categoryProperties.id, categoryId: categoryProperties.categoryId })
    .from(categoryProperties)
    .where(eq(categoryProperties.key, 'stages'));
  if (!property) throw new Error('the seed has no pump-stages property');
  stages = property.id;
  const [product] = await ctx.db
    .select({ id: supplierProducts.id, merchantId: supplierProducts.merchantId })
    .from(supplierProducts)
    .where(sql`${property.categoryId} = any(${supplierProducts.categoryPath})`)
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  if (!product) throw new Error('the seed has no multistage pump');
  pump = product.id;
  await ctx.db.insert(merchantMembers).values({ merchantId: product.merchantId, userId: owner.userId, role: 'owner' });
});
afterAll(async () => {
  await ctx?.close();
});

const put = (session: Session | null, id: number, values: object[]) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/supplierproducts/${id}/properties`,
    headers: session?.auth ?? {},
    payload: { values },
  });
const shown = async (id: number, key: string) => {
  const product = (await ctx.app.inject({ method: 'GET', url: `/api/v1/supplierproducts/${id}/catalog` })).json();
  return product.properties.find((p: { key: string }) => p.key === key);
};

describe('integer properties', () => {
  it('declares counts as integer and measured or fractional values as not', async () => {
    const rows = await ctx.db
      .select({ key: categoryProperties.key, integer: categoryProperties.integer })
      .from(categoryProperties);
    const integer = new Map(rows.map((r) => [r.key, r.integer]));
    expect(integer.get('stages')).toBe(true);
    expect(rows.filter((r) => r.integer).length).toBeGreaterThan(10);
    expect(integer.get('motor_power')).toBe(false);
    // The category API tells a form which properties take whole numbers.
    const [stagesRow] = await ctx.db
      .select({ categoryId: categoryProperties.categoryId })
      .from(categoryProperties)
      .where(eq(categoryProperties.id, stages));
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/categories/${stagesRow?.categoryId}/properties`,
    });
    const described = answer.json().find((p: { id: number }) => p.id === stages);
    expect(described).toMatchObject({ key: 'stages', integer: true });
  });

  it('refuses a fractional count with a Persian message on the field, and keeps the old value', async () => {
    const before = await shown(pump, 'stages');
    const response = await put(owner, pump, [{ propertyId: stages, value: 5.65 }]);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'values.0.value', code: 'integer', message: '«تعداد طبقات» باید عدد صحیح باشد.' }],
    });
    expect(await shown(pump, 'stages')).toEqual(before);
  });

  it('stores a whole count and shows it on the public product', async () => {
    const response = await put(owner, pump, [{ propertyId: stages, value: 6 }]);
    expect(response.statusCode).toBe(200);
    expect(await shown(pump, 'stages')).toMatchObject({ value: 6, unit: null });
  });

  it('refuses a unit of another quantity and a property of another category', async () => {
    const [years] = await ctx.db
      .select({ id: categoryProperties.id })
      .from(categoryProperties)
      .where(eq(categoryProperties.key, 'experience_years'));
    const response = await put(owner, pump, [{ propertyId: years?.id ?? 0, value: 3 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'values.0.propertyId', code: 'unknownProperty' });
  });

  it('answers 404 to someone who is not a member of the product’s supplier', async () => {
    await ctx.db
      .insert(merchantMembers)
      .values({ merchantId: (await otherMerchant()) ?? 0, userId: stranger.userId, role: 'owner' });
    const response = await put(stranger, pump, [{ propertyId: stages, value: 7 }]);
    expect(response.statusCode).toBe(404);
    expect(await shown(pump, 'stages')).toMatchObject({ value: 6 });
  });
});

async function otherMerchant() {
  const [row] = await ctx.db
    .select({ id: supplierProducts.merchantId })
    .from(supplierProducts)
    .where(
      sql`${supplierProducts.id} <> ${pump} and ${supplierProducts.merchantId} <> (select merchant_id from supplier_products where id = ${pump})`,
    )
    .limit(1);
  return row?.id;
}

describe('demo listings look real', () => {
  it('states every count as a whole number, in products and in base products', async () => {
    for (const table of [supplierProductValues, baseProductValues]) {
      const fractional = await ctx.db
        .select({ value: table.value, maxValue: table.maxValue })
        .from(table)
        .innerJoin(categoryProperties, eq(categoryProperties.id, table.propertyId))
        .where(
          and(
            eq(categoryProperties.integer, true),
            sql`(${table.value} <> trunc(${table.value}) or ${table.maxValue} <> trunc(${table.maxValue}))`,
          ),
        );
      expect(fractional).toEqual([]);
    }
  });

  it('keeps values entered in the default unit within the property’s realistic span', async () => {
    const spans = new Map(
      loadCategoryProperties().flatMap((g) =>
        g.properties.flatMap((p) =>
          p.sample && !p.sample.unit ? [[`${g.category}/${p.key}`, p.sample] as const] : [],
        ),
      ),
    );
    const rows = await ctx.db.execute<{ category: string; key: string; value: number; unit_is_default: boolean }>(sql`
      select c.name as category, p.key, v.value, (v.unit_id is not distinct from p.default_unit_id) as unit_is_default
        from supplier_product_values v
        join category_properties p on p.id = v.property_id
        join categories c on c.id = p.category_id
       where v.value is not null`);
    const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
    let checked = 0;
    for (const row of list as unknown as { category: string; key: string; value: number; unit_is_default: boolean }[]) {
      const span = spans.get(`${row.category}/${row.key}`);
      if (!span || !row.unit_is_default) continue;
      checked += 1;
      expect(row.value, `${row.category}/${row.key}`).toBeGreaterThanOrEqual(span.min);
      expect(row.value, `${row.category}/${row.key}`).toBeLessThanOrEqual(span.max);
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
