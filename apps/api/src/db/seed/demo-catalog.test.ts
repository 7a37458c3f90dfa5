// The demo catalog is a believable one (issues 36 and 37): every seeded offer's title agrees with its stored
// values, every value lies in its property's realistic span and is stated in one of the property's trade units,
// every supplier sells within its own trade, and prices sit in the base product's band.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { titleContradictions } from '../../modules/catalog/title-check.js';
import { tradeUnitKeys } from '../../modules/catalog/trade-units.js';
import { loadBaseProducts, loadCategoryProperties, loadMeasurementQuantities, loadSuppliers } from './datasets.js';
import { seedTitleUnits } from './demo-titles.js';

interface Row extends Record<string, unknown> {
  product_id: number;
  title: string;
  category_type: string;
  category_path: number[];
  merchant: string;
  price_rials: number | null;
  base_name: string;
  property_key: string;
  property_name: string;
  property_category: string;
  quantity: string | null;
  default_unit: string | null;
  unit: string | null;
  value: number | null;
  max_value: number | null;
  base_value: number | null;
  base_max_value: number | null;
}

let database: TestDatabase;
let rows: Row[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  rows = (
    await database.handle.db.execute<Row>(sql`
      select p.id product_id, p.title, p.category_type, p.category_path, m.name merchant, p.price_rials,
             b.name base_name, cp.key property_key, cp.name property_name, cc.name property_category,
             q.key quantity, du.key default_unit, u.key unit, v.value, v.max_value, v.base_value, v.base_max_value
      from supplier_products p
      join merchants m on m.id = p.merchant_id
      join base_products b on b.id = p.base_product_id
      left join supplier_product_values v on v.product_id = p.id
      left join category_properties cp on cp.id = v.property_id
      left join categories cc on cc.id = cp.category_id
      left join measurement_quantities q on q.id = cp.quantity_id
      left join units_of_measurement du on du.id = cp.default_unit_id
      left join units_of_measurement u on u.id = v.unit_id`)
  ).rows;
}, 120_000);
afterAll(() => database?.drop());

const byProduct = () => {
  const out = new Map<number, Row[]>();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r]);
  return out;
};

describe('the demo catalog', () => {
  it('has about two thousand offers, each with its stored values', () => {
    expect(byProduct().size).toBeGreaterThanOrEqual(2000);
  });

  it('titles agree with the stored properties (no «7.5 kW» stored as 6.74 kW)', () => {
    const units = seedTitleUnits();
    const wrong: string[] = [];
    for (const [, values] of byProduct()) {
      const measured = values.flatMap((v) =>
        v.quantity && v.base_value !== null
          ? [
              {
                name: v.property_name,
                quantity: v.quantity,
                baseValue: Number(v.base_value),
                baseMaxValue: v.base_max_value === null ? null : Number(v.base_max_value),
              },
            ]
          : [],
      );
      const title = values[0]?.title ?? '';
      for (const c of titleContradictions(title, measured, units)) wrong.push(`${title}: ${c.phrase} ≠ ${c.property}`);
    }
    expect(wrong).toEqual([]);
  });

  it('stores the nominal rating of the base product: a 7.5 kW motor is 7.5 kW, 1500 rpm, 400 V', () => {
    const motor = rows.filter((r) => r.base_name === 'الکتروموتور سه‌فاز 7.5 کیلووات 1500 دور');
    expect(new Set(motor.map((r) => r.product_id)).size).toBeGreaterThan(1);
    const value = (key: string) => [...new Set(motor.filter((r) => r.property_key === key).map((r) => r.value))];
    expect(value('rated_power')).toEqual([7.5]);
    expect(value('rated_speed')).toEqual([1500]);
    expect(value('rated_voltage')).toEqual([400]);
  });

  it('keeps every value in its property’s realistic span and in one of the property’s trade units', () => {
    const spans = new Map(
      loadCategoryProperties().flatMap((g) => g.properties.map((p) => [`${g.category}/${p.key}`, p] as const)),
    );
    const unitsOf = new Map(loadMeasurementQuantities().map((q) => [q.key, q.units.map((u) => u.key)]));
    const wrong: string[] = [];
    for (const r of rows) {
      if (!r.property_key || r.value === null) continue;
      const seed = spans.get(`${r.property_category}/${r.property_key}`);
      const sample = seed?.sample;
      const inDefault = !sample?.unit || sample.unit === seed?.defaultUnit;
      for (const v of [r.value, r.max_value])
        if (v !== null && sample && inDefault && (Number(v) < sample.min || Number(v) > sample.max))
          wrong.push(`${r.title}: ${r.property_key} = ${v} outside ${sample.min}–${sample.max}`);
      if (r.quantity) {
        const allowed = tradeUnitKeys(
          { key: r.property_key, defaultUnitKey: r.default_unit },
          unitsOf.get(r.quantity) ?? [],
        );
        if (!r.unit || !allowed.includes(r.unit)) wrong.push(`${r.title}: ${r.property_key} in ${r.unit}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('offers no MW, refrigeration ton or BTU/h for a motor’s power, no µm or km for a pump’s head', () => {
    const power = tradeUnitKeys({ key: 'motor_power', defaultUnitKey: 'kw' }, [
      'w',
      'kw',
      'mw',
      'hp',
      'btu_per_h',
      'tr',
    ]);
    expect(power).toEqual(['kw', 'hp']);
    expect(tradeUnitKeys({ key: 'head', defaultUnitKey: 'm' }, ['um', 'mm', 'm', 'km', 'inch'])).toEqual(['m']);
  });

  it('has every supplier sell within its own trade (the level-2 groups its declared categories belong to)', async () => {
    const declared = new Map(loadSuppliers().map((s) => [s.name, new Set(s.categories)]));
    const tradeOf = new Map<string, Set<number>>();
    const categoryGroups = await database.handle.db.execute<{ name: string; group_id: number }>(
      sql`select name, coalesce(ancestor_ids[2], id) group_id from categories`,
    );
    for (const c of categoryGroups.rows)
      for (const [merchant, names] of declared)
        if (names.has(c.name)) tradeOf.set(merchant, (tradeOf.get(merchant) ?? new Set()).add(Number(c.group_id)));
    expect(tradeOf.size).toBeGreaterThan(100);
    const wrong = new Set<string>();
    for (const [, values] of byProduct()) {
      const r = values[0] as Row;
      const group = Number(r.category_path[1] ?? r.category_path[0]);
      if (!tradeOf.get(r.merchant)?.has(group)) wrong.add(`${r.merchant} sells ${r.base_name}`);
    }
    expect([...wrong]).toEqual([]);
  });

  it('prices every priced offer inside its base product’s band', () => {
    const bands = new Map(loadBaseProducts().map((b) => [b.name, b.priceRange]));
    const wrong = new Set<string>();
    for (const r of rows) {
      const band = bands.get(r.base_name);
      if (r.price_rials === null || !band) continue;
      const price = Number(r.price_rials);
      if (price < band[0] - 10_000 || price > band[1] + 10_000) wrong.add(`${r.title}: ${price}`);
    }
    expect([...wrong]).toEqual([]);
  });
});
