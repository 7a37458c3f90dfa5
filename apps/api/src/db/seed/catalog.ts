// Seeds the catalog: units, category properties, base products with typical values, and about 2,000
// supplier offers generated deterministically from them (prices, values entered in varied units,
// images, PDF datasheets). Upserts by natural keys, so a second run leaves the same rows and ids.
import { normalizeForSearch, persianSlug } from '@bazaar/fa/normalize';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  baseProducts,
  baseProductValues,
  categoryProperties,
  measurementQuantities,
  supplierProducts,
  supplierProductValues,
  unitsOfMeasurement,
} from '../schema/catalog.js';
import { categories } from '../schema/categories.js';
import { storedFiles } from '../schema/files.js';
import { merchantCategories, merchants } from '../schema/merchants.js';
import {
  type BaseProductSeed,
  isCountProperty,
  loadBaseProducts,
  loadCategoryProperties,
  loadMeasurementQuantities,
  loadSuppliers,
  type PropertySeed,
} from './datasets.js';
import {
  GOODS_SHAPES,
  type GoodsShape,
  goodsShapeOf,
  type NonGoodsType,
  renderCataloguePdf,
  renderCategoryTypeImage,
  renderProductImage,
  seededRandom,
} from './demo-assets.js';
import { assertTitleAgrees } from './demo-titles.js';

const TARGET_OFFERS = 2100;
const DAY = 86_400_000;
const FIRST_OFFER_AT = Date.UTC(2025, 0, 1);

interface UnitRow {
  id: number;
  key: string;
  quantityId: number;
  factor: number;
  offset: number;
  symbol: string;
}
interface PropertyRow {
  id: number;
  categoryId: number;
  key: string;
  type: PropertySeed['type'];
  quantityId: number | null;
  defaultUnitId: number | null;
  seed: PropertySeed;
}
type ValueInsert = typeof supplierProductValues.$inferInsert;

async function chunked<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

async function seedUnits(db: Database): Promise<Map<string, UnitRow>> {
  for (const [index, q] of loadMeasurementQuantities().entries()) {
    const [quantity] = await db
      .insert(measurementQuantities)
      .values({ key: q.key, name: q.name, sortOrder: index + 1 })
      .onConflictDoUpdate({ target: measurementQuantities.key, set: { name: q.name, sortOrder: index + 1 } })
      .returning({ id: measurementQuantities.id });
    if (!quantity) throw new Error(`seed: quantity ${q.key}`);
    await db
      .insert(unitsOfMeasurement)
      .values(
        q.units.map((u, i) => ({
          quantityId: quantity.id,
          key: u.key,
          name: u.name,
          symbol: u.symbol,
          factor: u.factor,
          offset: u.offset ?? 0,
          isBase: u.key === q.baseUnit,
          sortOrder: i + 1,
          searchKey: normalizeForSearch(`${u.name} ${u.symbol} ${u.key}`),
        })),
      )
      .onConflictDoUpdate({
        target: unitsOfMeasurement.key,
        set: {
          name: sql`excluded.name`,
          symbol: sql`excluded.symbol`,
          factor: sql`excluded.factor`,
          offset: sql`excluded.offset`,
        },
      });
  }
  const rows = await db
    .select({
      id: unitsOfMeasurement.id,
      key: unitsOfMeasurement.key,
      quantityId: unitsOfMeasurement.quantityId,
      factor: unitsOfMeasurement.factor,
      offset: unitsOfMeasurement.offset,
      symbol: unitsOfMeasurement.symbol,
    })
    .from(unitsOfMeasurement);
  return new Map(rows.map((r) => [r.key, r]));
}

async function categoryIdsByName(db: Database) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      categoryType: categories.categoryType,
      ancestorIds: categories.ancestorIds,
    })
    .from(categories);
  const byName = new Map(rows.map((r) => [`${r.categoryType}/${r.name}`, r]));
  const lookup = (type: string, name: string) => {
    const row = byName.get(`${type}/${name}`);
    if (!row) throw new Error(`seed: unknown category "${name}" (${type})`);
    return row;
  };
  return Object.assign(lookup, { has: (type: string, name: string) => byName.has(`${type}/${name}`) });
}

async function seedProperties(
  db: Database,
  units: Map<string, UnitRow>,
  category: Awaited<ReturnType<typeof categoryIdsByName>>,
) {
  const quantityIds = new Map(
    (await db.select({ id: measurementQuantities.id, key: measurementQuantities.key }).from(measurementQuantities)).map(
      (q) => [q.key, q.id],
    ),
  );
  for (const group of loadCategoryProperties()) {
    const categoryId = category(group.categoryType, group.category).id;
    for (const [index, p] of group.properties.entries()) {
      const values = {
        categoryId,
        key: p.key,
        name: p.name,
        type: p.type,
        quantityId: p.quantity ? (quantityIds.get(p.quantity) ?? null) : null,
        defaultUnitId: p.defaultUnit ? (units.get(p.defaultUnit)?.id ?? null) : null,
        filterable: p.filterable,
        integer: isCountProperty(p),
        options: p.options ?? [],
        hint: p.hint ?? null,
        sortOrder: index + 1,
      };
      await db
        .insert(categoryProperties)
        .values(values)
        .onConflictDoUpdate({ target: [categoryProperties.categoryId, categoryProperties.key], set: values });
    }
  }
  const rows = await db
    .select({
      id: categoryProperties.id,
      categoryId: categoryProperties.categoryId,
      key: categoryProperties.key,
      type: categoryProperties.type,
      quantityId: categoryProperties.quantityId,
      defaultUnitId: categoryProperties.defaultUnitId,
    })
    .from(categoryProperties);
  const seeds = new Map(
    loadCategoryProperties().flatMap((g) =>
      g.properties.map((p) => [`${category(g.categoryType, g.category).id}/${p.key}`, p] as const),
    ),
  );
  return rows.map((r) => ({ ...r, seed: seeds.get(`${r.categoryId}/${r.key}`) as PropertySeed }));
}

/** Properties that apply to a category: its own and its ancestors'. */
function applicable(properties: PropertyRow[], lineage: number[]) {
  const byKey = new Map<string, PropertyRow>();
  for (const id of lineage) for (const p of properties) if (p.categoryId === id) byKey.set(p.key, p);
  return byKey;
}

/** A stored value: entered in `unit` (or the default unit), normalised to the quantity's base unit. */
function toValueRow(
  property: PropertyRow,
  raw: BaseProductSeed['values'][string],
  unitsById: Map<number, UnitRow>,
  enteredUnit?: UnitRow,
): Omit<ValueInsert, 'productId'> | undefined {
  const base = { propertyId: property.id };
  if (property.type === 'option' && typeof raw === 'string') return { ...base, optionKey: raw };
  if (property.type === 'boolean' && typeof raw === 'boolean') return { ...base, boolValue: raw };
  if (property.type === 'text' && typeof raw === 'string') return { ...base, textValue: raw };
  if (property.type !== 'number' && property.type !== 'range') return undefined;
  const [rawLow, rawHigh] = Array.isArray(raw) ? raw : [raw, undefined];
  if (typeof rawLow !== 'number') return undefined;
  const low = asListed(property.seed, rawLow);
  const high = typeof rawHigh === 'number' ? asListed(property.seed, rawHigh) : undefined;
  const defaultUnit = property.defaultUnitId !== null ? unitsById.get(property.defaultUnitId) : undefined;
  const unit = enteredUnit ?? defaultUnit;
  // Values arrive in the default unit; when another unit is chosen, restate them in it.
  const restate = (v: number) =>
    unit && defaultUnit && unit !== defaultUnit
      ? round((v * defaultUnit.factor + defaultUnit.offset - unit.offset) / unit.factor)
      : v;
  const value = restate(low);
  const maxValue = typeof high === 'number' ? restate(high) : null;
  const toBase = (v: number) => (unit ? v * unit.factor + unit.offset : v);
  return {
    ...base,
    value,
    maxValue,
    unitId: unit?.id ?? null,
    baseValue: toBase(value),
    baseMaxValue: maxValue === null ? null : toBase(maxValue),
  };
}

/**
 * A value as a listing states it: a count is a whole number (no «۵٫۶۵ طبقه»), a value with a sample step
 * sits on that step (colour temperature by 100 K), and every value stays within the realistic sample span.
 */
function asListed(seed: PropertySeed | undefined, v: number): number {
  if (!seed) return v;
  const sample = seed.sample;
  const inDefaultUnit = !sample?.unit || sample.unit === seed.defaultUnit;
  let out = v;
  if (sample?.step && inDefaultUnit) out = round(Math.round(out / sample.step) * sample.step);
  if (isCountProperty(seed)) out = Math.round(out);
  if (sample && inDefaultUnit) out = Math.min(Math.max(out, sample.min), sample.max);
  return out;
}

/** Rounds to three significant digits, as a supplier would write a rating. */
function round(v: number): number {
  return Number(v.toPrecision(3));
}

async function storeFile(
  db: Database,
  id: string,
  fileName: string,
  mimeType: string,
  content: Uint8Array,
  isPublic = true,
) {
  await db
    .insert(storedFiles)
    .values({ id, fileName, mimeType, sizeBytes: content.byteLength, content, isPublic })
    // A datasheet seeded public before decision 035 becomes private: it is read through its product.
    .onConflictDoUpdate({ target: storedFiles.id, set: { isPublic } });
}

/**
 * A demo شناسه کالا/خدمت (decision 050): 13 digits in the GTIN-13 shape the product-ID system uses, starting
 * with 2, then the base product and the merchant, then the GS1 check digit. Credible in form only (the official
 * ranges were not available); derived, not drawn, so the seed's random sequence is unchanged.
 */
export function demoTaxCode(baseId: number, merchantId: number): string {
  const body = `2${String(baseId % 100_000).padStart(5, '0')}${String(merchantId % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
export async function seedCatalog(db: Database): Promise<Record<string, number>> {
  const units = await seedUnits(db);
  const unitsById = new Map([...units.values()].map((u) => [u.id, u]));
  const category = await categoryIdsByName(db);
  const properties = await seedProperties(db, units, category);

  // Base products with their typical values.
  const bases: { id: number; seed: BaseProductSeed; categoryId: number; lineage: number[] }[] = [];
  for (const seed of loadBaseProducts()) {
    const cat = category(seed.categoryType, seed.category);
    const values = {
      categoryId: cat.id,
      name: seed.name,
      slug: persianSlug(seed.name),
      latinName: seed.latinName,
      description: seed.description,
      salesUnit: seed.unit,
    };
    const [row] = await db
      .insert(baseProducts)
      .values(values)
      .onConflictDoUpdate({ target: baseProducts.name, set: values })
      .returning({ id: baseProducts.id });
    if (!row) throw new Error(`seed: base product ${seed.name}`);
    const lineage = [...cat.ancestorIds, cat.id];
    const props = applicable(properties, lineage);
    const rows = Object.entries(seed.values).flatMap(([key, raw]) => {
      const property = props.get(key);
      const value = property && toValueRow(property, raw, unitsById);
      return value ? [{ ...value, baseProductId: row.id }] : [];
    });
    if (rows.length) await db.insert(baseProductValues).values(rows).onConflictDoNothing();
    bases.push({ id: row.id, seed, categoryId: cat.id, lineage });
  }

  // Demo images per root type and group, and a datasheet for the first products of each group.
  // Goods get a picture of their kind too (goodsShapeOf: a valve body, a motor, a control panel…), in three tints.
  const imageIds: string[] = [];
  const shapeImageIds = new Map<GoodsShape, string[]>();
  for (const [s, shape] of GOODS_SHAPES.entries()) {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = `demo-image-${shape}-${i}`;
      const hue = (s * 53 + i * 120) % 360;
      await storeFile(db, id, `${id}.webp`, 'image/webp', await renderProductImage(i, hue, shape));
      ids.push(id);
    }
    shapeImageIds.set(shape, ids);
    imageIds.push(...ids);
  }
  // Services and documents get pictures of their own kind: pages for a standard, tools for a workshop.
  const typeImageIds = new Map<string, string[]>([['Product', imageIds]]);
  for (const type of ['IndustrialService', 'ConsultingService', 'ElectronicDocument'] as NonGoodsType[]) {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const id = `demo-image-${type}-${i}`;
      await storeFile(db, id, `${id}.webp`, 'image/webp', await renderCategoryTypeImage(type, i, (i * 83 + 200) % 360));
      ids.push(id);
    }
    typeImageIds.set(type, ids);
  }

  // Which merchants serve which categories, from the supplier seed itself (not from the table, which
  // this function also writes to), so a second run sees exactly what the first one saw.
  const merchantRows = await db
    .select({ id: merchants.id, name: merchants.name, status: merchants.status })
    .from(merchants)
    .where(inArray(merchants.status, ['confirmed', 'suspended']));
  const merchantIdByName = new Map(merchantRows.map((m) => [m.name, m.id]));
  const served = loadSuppliers().flatMap((supplier) => {
    const merchantId = merchantIdByName.get(supplier.name);
    if (merchantId === undefined) return [];
    return supplier.categories.flatMap((name) => {
      const type = supplier.categoryTypes.find((t) => category.has(t, name));
      if (!type) return [];
      const row = category(type, name);
      // The level-2 group the category belongs to (itself when it is one).
      const group = [...row.ancestorIds, row.id][1] ?? row.id;
      return [{ merchantId, categoryId: row.id, group, name: supplier.latinName }];
    });
  });
  const confirmed = await db
    .select({ id: merchants.id, types: merchants.categoryTypes, name: merchants.latinName })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(merchants.id);
  const latinNames = new Map(confirmed.map((m) => [m.id, m.name ?? '']));
  for (const s of served) latinNames.set(s.merchantId, s.name ?? '');
  const extraServices: { merchantId: number; categoryId: number }[] = [];
  const confirmedIds = new Set(confirmed.map((m) => m.id));
  /**
   * Merchants that serve the category; topped up only from merchants of the same trade (serving another item
   * of its level-2 group: a motor maker may offer a servo motor, never a crane), so a supplier's range matches
   * its name.
   */
  const servingMerchants = (lineage: number[], wanted: number, salt: number) => {
    const own = [...new Set(served.filter((s) => lineage.includes(s.categoryId)).map((s) => s.merchantId))];
    const group = lineage[1] ?? lineage[0];
    const sameTrade = [
      ...new Set(
        served.filter((s) => s.group === group && confirmedIds.has(s.merchantId) && !own.includes(s.merchantId)),
      ),
    ].map((s) => ({ id: s.merchantId }));
    for (let i = 0; own.length < wanted && i < sameTrade.length; i += 1) {
      const merchant = sameTrade[(salt + i * 7) % sameTrade.length];
      if (!merchant || own.includes(merchant.id)) continue;
      own.push(merchant.id);
      // The merchant now offers this item, so it serves the item's group (level 2) too.
      extraServices.push({ merchantId: merchant.id, categoryId: lineage[1] ?? (lineage[0] as number) });
    }
    return own;
  };

  const perBase = Math.max(3, Math.ceil(TARGET_OFFERS / Math.max(1, bases.length)));
  const offers: (typeof supplierProducts.$inferInsert & { values: Omit<ValueInsert, 'productId'>[] })[] = [];
  let datasheets = 0;
  for (const [b, base] of bases.entries()) {
    // Each base product draws from its own sequence, so a change to one leaves the others' offers as they are.
    const random = seededRandom(1405_000 + b);
    const candidates = servingMerchants(base.lineage, perBase, b);
    if (candidates.length === 0) continue;
    const props = applicable(properties, base.lineage);
    const count = Math.min(candidates.length, perBase);
    const start = Math.floor(random() * candidates.length);
    for (let k = 0; k < count; k += 1) {
      const merchantId = candidates[(start + k) % candidates.length] as number;
      const model = `${String.fromCharCode(65 + ((b + k) % 26))}${String.fromCharCode(65 + (merchantId % 26))}-${100 + Math.floor(random() * 900)}`;
      const title = `${base.seed.name} مدل ${model}`;
      const [lowPrice, highPrice] = base.seed.priceRange ?? [0, 0];
      const priced = base.seed.priceRange && random() > 0.15;
      // The nominal ratings of the base product, in the property's default unit: a «7.5 kW» motor stores 7.5 kW
      // (issue 36), and the title (made from the same values) is checked against them.
      const values = Object.entries(base.seed.values).flatMap(([key, raw]) => {
        const property = props.get(key);
        const row = property && toValueRow(property, raw, unitsById);
        return row ? [row] : [];
      });
      assertTitleAgrees(title, values, properties);
      let catalogFileId: string | null = null;
      if (k < 2 && random() < 0.6) {
        catalogFileId = `demo-datasheet-${base.id}-${k}`;
        const rows: [string, string][] = values
          .filter((v) => v.value !== null && v.value !== undefined)
          .map((v) => {
            const p = properties.find((x) => x.id === v.propertyId);
            const unit = v.unitId ? unitsById.get(v.unitId)?.symbol : '';
            const range = v.maxValue !== null && v.maxValue !== undefined ? `${v.value} - ${v.maxValue}` : `${v.value}`;
            return [p?.key.replaceAll('_', ' ') ?? '', `${range} ${unit ?? ''}`.trim()];
          });
        await storeFile(
          db,
          catalogFileId,
          `${persianSlug(base.seed.latinName) || 'datasheet'}-${model}.pdf`,
          'application/pdf',
          await renderCataloguePdf({
            title: `${base.seed.latinName} ${model}`,
            supplier: latinNames.get(merchantId) ?? '',
            rows,
          }),
          // Private: downloaded through GET /supplierproducts/{id}/catalog-file, so a draft's stays unseen.
          false,
        );
        datasheets += 1;
      }
      const price = priced ? Math.round((lowPrice + random() * (highPrice - lowPrice)) / 10_000) * 10_000 : null;
      offers.push({
        merchantId,
        baseProductId: base.id,
        categoryId: base.categoryId,
        categoryType: base.seed.categoryType,
        categoryPath: base.lineage,
        title,
        slug: persianSlug(title),
        description: `${base.seed.description} عرضه‌شده با ضمانت کیفیت و پشتیبانی فنی فروشنده.`,
        images: ((pool) => [pool[(b * 3 + k) % pool.length] as string, pool[(b * 3 + k + 5) % pool.length] as string])(
          base.seed.categoryType === 'Product'
            ? (shapeImageIds.get(goodsShapeOf(base.seed.category)) ?? imageIds)
            : (typeImageIds.get(base.seed.categoryType) ?? imageIds),
        ),
        priceRials: price,
        // Goods have a minimum order; a service or a document is bought one at a time (issue 20). A document
        // is a file, delivered at once; a service takes its lead time.
        ...((moq, lead) => ({
          minOrderQuantity: base.seed.categoryType === 'Product' ? moq : null,
          leadTimeDays: base.seed.categoryType === 'ElectronicDocument' ? 0 : lead,
        }))(
          [1, 1, 2, 5, 10, 20, 50, 100][Math.floor(random() * 8)] ?? 1,
          [1, 3, 7, 10, 14, 21, 30, 45][Math.floor(random() * 8)] ?? 7,
        ),
        salesUnit: base.seed.unit,
        catalogFileId,
        taxCode: demoTaxCode(base.id, merchantId),
        status: random() < 0.04 ? 'draft' : 'published',
        visitCount: Math.floor(random() * 2000),
        searchText: normalizeForSearch(`${title} ${base.seed.latinName} ${model} ${base.seed.description}`),
        createdAt: new Date(FIRST_OFFER_AT + offers.length * (DAY / 8)),
        values,
      });
    }
  }

  if (extraServices.length) await db.insert(merchantCategories).values(extraServices).onConflictDoNothing();
  await chunked(offers, 200, async (chunk) => {
    const rows = await db
      .insert(supplierProducts)
      .values(chunk.map(({ values: _values, ...offer }) => offer))
      .onConflictDoUpdate({
        target: [supplierProducts.merchantId, supplierProducts.title],
        set: {
          priceRials: sql`excluded.price_rials`,
          status: sql`excluded.status`,
          images: sql`excluded.images`,
          catalogFileId: sql`excluded.catalog_file_id`,
          taxCode: sql`excluded.tax_code`,
          categoryPath: sql`excluded.category_path`,
          searchText: sql`excluded.search_text`,
        },
      })
      .returning({ id: supplierProducts.id, merchantId: supplierProducts.merchantId, title: supplierProducts.title });
    const ids = new Map(rows.map((r) => [`${r.merchantId}/${r.title}`, r.id]));
    const values = chunk.flatMap((offer) => {
      const productId = ids.get(`${offer.merchantId}/${offer.title}`);
      return productId === undefined ? [] : offer.values.map((v) => ({ ...v, productId }));
    });
    await chunked(values, 1000, (part) => db.insert(supplierProductValues).values(part).onConflictDoNothing());
  });

  return {
    quantities: loadMeasurementQuantities().length,
    units: units.size,
    properties: properties.length,
    baseProducts: bases.length,
    supplierProducts: offers.length,
    datasheets,
  };
}
