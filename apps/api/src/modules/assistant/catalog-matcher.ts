// From an understood need to the catalog's answer, through the catalog's own listing (the same property
// filters, units and tolerances as /products/category/{id}): exact matches, or the nearest products with what
// differs, the suppliers selling in the province, and a comparison of the top offers in one unit per row.
import type { AssistantProduct, Comparison, Need, NeedFilter } from '@bazaar/contracts/assistant';
import type { ProductDetail, ProductSummary } from '@bazaar/contracts/catalog-products';
import {
  type FilterableProperty,
  type PropertyFilter,
  type PropertyFilterParam,
  propertyFilterToParam,
  SINGLE_VALUE_TOLERANCE,
} from '@bazaar/contracts/property-filter';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { CatalogService } from '../catalog/catalog.service.js';
import { isFiller, stem } from './category-words.js';
import { NUMBER_WORDS } from './need-tokens.js';
import { tokenize, type Vocabulary } from './vocabulary.js';

const RESULTS = 8;
const COMPARED = 4;

/**
 * One understood property as the catalog's filter model: «about 10» is 10 as both bounds, the unit is left out
 * when it is the property's default (as the listing's URL writes it).
 */
export function toPropertyFilter(f: NeedFilter, defaultUnitId: number | null): PropertyFilter {
  const unitId = f.unit ? Number(f.unit.id) : null;
  const filter: PropertyFilter = {
    propertyId: Number(f.propertyId),
    value: f.value ?? f.min,
    maxValue: f.value ?? f.max,
    measurementUnitId: unitId === defaultUnitId ? null : unitId,
  };
  if (f.type === 'option') return { ...filter, value: null, maxValue: null, options: f.options.map((o) => o.key) };
  if (f.type === 'boolean')
    return { ...filter, value: null, maxValue: null, ...(f.bool === null ? {} : { bool: f.bool }) };
  return filter;
}

/** Whether a filter narrows anything (a chip without a value does not). */
const narrows = (f: PropertyFilter) =>
  f.options ? f.options.length > 0 : f.bool !== undefined || f.value !== null || f.maxValue !== null;

/** The need's filters as the listing takes them (values in the property's unit, named by id). */
export function toPropertyFilters(
  filters: NeedFilter[],
  properties: readonly Pick<FilterableProperty, 'id' | 'defaultUnitId'>[],
): PropertyFilter[] {
  const defaultUnitOf = (id: number) => properties.find((p) => p.id === id)?.defaultUnitId ?? null;
  return filters.map((f) => toPropertyFilter(f, defaultUnitOf(Number(f.propertyId)))).filter(narrows);
}

/** The need filter in words: «۱۰ bar», «حداقل ۱۰ bar», «۵ تا ۱۰ bar», «چدن یا برنز», «بله». */
export function describeFilter(f: NeedFilter): string {
  const unit = f.unit ? ` ${f.unit.symbol}` : '';
  const n = (v: number) => formatNumberFa(Number(v.toPrecision(4)));
  if (f.type === 'option') return f.options.map((o) => toPersianDigitsInText(o.label)).join(' یا ');
  if (f.type === 'boolean') return f.bool ? 'بله' : 'خیر';
  if (f.value !== null) return `${n(f.value)}${unit}`;
  if (f.min !== null && f.max !== null) return `${n(f.min)} تا ${n(f.max)}${unit}`;
  if (f.min !== null) return `حداقل ${n(f.min)}${unit}`;
  if (f.max !== null) return `حداکثر ${n(f.max)}${unit}`;
  return '';
}

/**
 * Words of the buyer's text that name no category, property, value, unit, place or filler, as the catalog writes
 * them (synonyms folded, stemmed): «اینورتری» of «دستگاه جوش اینورتری ۲۰۰ آمپر». Offers whose title holds one are
 * listed first among the exact matches, so the inverter welder leads the welders of 200 A and more. At most two.
 */
export function preferredWords(vocab: Vocabulary, text: string, need: Need): string[] {
  const named = new Set<string>();
  const add = (phrase: string | null | undefined) => {
    if (phrase) for (const t of vocab.canonical(tokenize(phrase))) named.add(stem(t));
  };
  add(need.category?.name);
  for (const f of need.filters) {
    add(f.name);
    for (const o of f.options) add(o.label);
  }
  add(need.city?.name);
  add(need.province?.name);
  const out: string[] = [];
  for (const token of vocab.canonical(tokenize(text))) {
    if (
      !/^\p{L}{3,}$/u.test(token) ||
      isFiller(token) ||
      token in NUMBER_WORDS ||
      vocab.unitPhrases.has(token) ||
      vocab.places.has(token)
    )
      continue;
    const word = stem(token);
    if (word.length >= 3 && !named.has(word) && !out.includes(word)) out.push(word);
  }
  return out.slice(0, 2);
}

type PropertyValue = ProductDetail['properties'][number];

export function createCatalogMatcher(deps: {
  catalog: CatalogService;
  listSuppliers: (
    categoryId: number,
    filters: PropertyFilterParam[],
    provinceId?: number,
  ) => Promise<SupplierSummary[]>;
}) {
  const { catalog } = deps;

  /** The value in the unit of the need's filter (or the property's default unit), from the stored base value. */
  function inUnit(vocab: Vocabulary, base: number | null, unitId: number | null): number | null {
    if (base === null) return null;
    const unit = unitId !== null ? vocab.units.get(unitId) : undefined;
    return unit ? (base - unit.offset) / unit.factor : base;
  }

  function satisfies(vocab: Vocabulary, need: NeedFilter, v: PropertyValue | undefined): boolean {
    if (!v) return false;
    const defaultUnitId = vocab.properties.find((p) => p.id === v.propertyId)?.defaultUnitId ?? null;
    const f = toPropertyFilter(need, defaultUnitId);
    if (need.type === 'option') return !!v.option && (f.options ?? []).includes(v.option.key);
    if (need.type === 'boolean') return v.bool === (f.bool ?? null);
    const unitId = f.measurementUnitId ?? (need.unit ? defaultUnitId : null);
    const low = inUnit(vocab, v.baseValue, unitId);
    const high = inUnit(vocab, v.baseMaxValue ?? v.baseValue, unitId);
    if (low === null || high === null) return false;
    const tolerance = (x: number) => Math.abs(x) * SINGLE_VALUE_TOLERANCE;
    if (f.value !== null && f.value === f.maxValue) {
      return f.value >= low - tolerance(f.value) && f.value <= high + tolerance(f.value);
    }
    const okMin = f.value === null || (v.type === 'number' ? low : high) >= f.value - tolerance(f.value);
    const okMax = f.maxValue === null || low <= f.maxValue + tolerance(f.maxValue);
    return okMin && okMax;
  }

  function formatValue(vocab: Vocabulary, v: PropertyValue | undefined, unitId: number | null): string | null {
    if (!v) return null;
    if (v.option) return toPersianDigitsInText(v.option.label);
    if (v.bool !== null) return v.bool ? 'بله' : 'خیر';
    if (v.text) return v.text;
    const low = inUnit(vocab, v.baseValue, unitId);
    const high = inUnit(vocab, v.baseMaxValue, unitId);
    if (low === null) return null;
    const n = (x: number) => formatNumberFa(Number(x.toPrecision(4)));
    return high !== null && Math.abs(high - low) > 1e-9 ? `${n(low)} تا ${n(high)}` : n(low);
  }

  async function details(ids: number[]): Promise<ProductDetail[]> {
    const found = await Promise.all(ids.map((id) => catalog.getProduct(id).catch(() => null)));
    return found.filter((d): d is ProductDetail => d !== null);
  }

  return {
    async match(vocab: Vocabulary, need: Need, prefer: readonly string[] = []) {
      if (!need.category) {
        return {
          exact: false,
          products: [] as AssistantProduct[],
          suppliers: [] as SupplierSummary[],
          comparison: { products: [], rows: [] } as Comparison,
        };
      }
      const categoryId = Number(need.category.id);
      const filters = toPropertyFilters(need.filters, vocab.properties);
      const listing = (fs: PropertyFilter[], withPrice = true, q?: string) =>
        catalog.listProducts({
          categoryId,
          q,
          filters: fs.map(propertyFilterToParam),
          minPrice: withPrice ? (need.minPriceRials ?? undefined) : undefined,
          maxPrice: withPrice ? (need.maxPriceRials ?? undefined) : undefined,
          sort: need.sort,
          page: 1,
          pageSize: RESULTS,
        });
      let items: ProductSummary[] = (await listing(filters)).items;
      const exact = items.length > 0;
      if (exact && need.sort === 'relevance' && prefer.length > 0) {
        // The offers whose title holds the buyer's other words («اینورتری») first, then the rest as listed. A word
        // only in a description («شده», «سیستم») reorders nothing.
        const first = new Map<number, ProductSummary>();
        for (const word of prefer)
          for (const p of (await listing(filters, true, word)).items)
            if (vocab.canonical(tokenize(p.title)).some((t) => stem(t) === word)) first.set(p.id, p);
        items = [...first.values(), ...items.filter((p) => !first.has(p.id))];
      }
      if (!exact) {
        // Nearest: the listing with one filter (or the price) left out at a time, then the category alone.
        const seen = new Map<number, ProductSummary>();
        const tries: (() => ReturnType<typeof listing>)[] = filters.map(
          (_, k) => () => listing(filters.filter((__, j) => j !== k)),
        );
        if (need.minPriceRials !== null || need.maxPriceRials !== null) tries.push(() => listing(filters, false));
        for (const run of tries) for (const p of (await run()).items) if (!seen.has(p.id)) seen.set(p.id, p);
        if (seen.size === 0) for (const p of (await listing([], false)).items) seen.set(p.id, p);
        items = [...seen.values()];
      }
      const full = new Map((await details(items.slice(0, RESULTS).map((p) => p.id))).map((d) => [d.id, d]));
      const products: AssistantProduct[] = items.slice(0, RESULTS).map((p) => {
        const detail = full.get(p.id);
        const differences = exact
          ? []
          : need.filters.flatMap((f) => {
              const v = detail?.properties.find((x) => x.propertyId === Number(f.propertyId));
              if (satisfies(vocab, f, v)) return [];
              const unitId = f.unit ? Number(f.unit.id) : null;
              const actual = formatValue(vocab, v, unitId);
              return [
                {
                  property: f.name,
                  wanted: describeFilter(f),
                  actual:
                    actual === null
                      ? 'نامشخص'
                      : `${actual}${f.unit && v?.baseValue != null ? ` ${f.unit.symbol}` : ''}`,
                },
              ];
            });
        const priceOff =
          !exact &&
          p.priceRials !== null &&
          ((need.maxPriceRials !== null && p.priceRials > need.maxPriceRials) ||
            (need.minPriceRials !== null && p.priceRials < need.minPriceRials));
        if (priceOff)
          differences.push({
            property: 'قیمت',
            wanted:
              need.maxPriceRials !== null ? `حداکثر ${formatNumberFa(need.maxPriceRials / 10)} تومان` : 'بازهٔ قیمت',
            actual: `${formatNumberFa((p.priceRials as number) / 10)} تومان`,
          });
        return { ...p, differences, inProvince: !!need.province && p.merchant.province === need.province.name };
      });
      // Nearest first; within as good, suppliers in the province first.
      products.sort(
        (a, b) => a.differences.length - b.differences.length || Number(b.inProvince) - Number(a.inProvince),
      );
      const suppliers = await deps
        .listSuppliers(
          categoryId,
          exact ? filters.map(propertyFilterToParam) : [],
          need.province ? Number(need.province.id) : undefined,
        )
        .catch(() => []);

      const top = products.slice(0, COMPARED).flatMap((p) => full.get(p.id) ?? []);
      const asked = new Set(need.filters.map((f) => Number(f.propertyId)));
      const propertyOrder: { propertyId: number; name: string; unitId: number | null }[] = [];
      for (const f of need.filters)
        propertyOrder.push({
          propertyId: Number(f.propertyId),
          name: f.name,
          unitId: f.unit ? Number(f.unit.id) : null,
        });
      for (const d of top)
        for (const v of d.properties)
          if (!propertyOrder.some((r) => r.propertyId === v.propertyId) && propertyOrder.length < 10) {
            const property = vocab.properties.find((x) => x.id === v.propertyId);
            propertyOrder.push({ propertyId: v.propertyId, name: v.name, unitId: property?.defaultUnitId ?? null });
          }
      const comparison: Comparison = {
        products: top.map((d) => ({
          id: d.id,
          title: d.title,
          slug: d.slug,
          priceRials: d.priceRials,
          salesUnit: d.salesUnit,
          minOrderQuantity: d.minOrderQuantity,
          merchant: {
            id: d.merchant.id,
            name: d.merchant.name,
            slug: d.merchant.slug,
            verificationLevel: d.merchant.verificationLevel,
            city: d.merchant.city,
            province: d.merchant.province,
          },
        })),
        rows: propertyOrder.map((r) => ({
          propertyId: r.propertyId,
          name: r.name,
          unit: r.unitId !== null ? (vocab.units.get(r.unitId)?.symbol ?? null) : null,
          values: top.map((d) =>
            formatValue(
              vocab,
              d.properties.find((v) => v.propertyId === r.propertyId),
              r.unitId,
            ),
          ),
          asked: asked.has(r.propertyId),
        })),
      };
      return { exact, products, suppliers, comparison };
    },
  };
}

export type CatalogMatcher = ReturnType<typeof createCatalogMatcher>;
