// Looks the demo catalog up through the API instead of hard-coding ids: a Product category whose
// products can be narrowed by two numeric properties, with bounds taken from the real values.
import type { ProductDetail, ProductSummary } from '@bazaar/contracts/catalog-products';
import type { CategoryProperty, Unit } from '@bazaar/contracts/catalog-properties';
import type { CategoryMenuNode } from '@bazaar/contracts/categories';
import type { Page as ResultPage } from '@bazaar/contracts/paging';
import { type APIRequestContext, expect } from '@playwright/test';

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return response.json();
}

/** The first product category of the menu and its first listed product: the pages most specs open. */
export async function firstCategoryAndProduct(request: APIRequestContext) {
  const root = await apiGet<CategoryMenuNode>(request, '/categories/menu?categoryTypes=Product');
  const category = root.subcategories[0];
  if (!category) throw new Error('the demo data has no product category');
  const { items } = await apiGet<ResultPage<ProductSummary>>(
    request,
    `/supplierproducts/catalog?categoryId=${category.id}&pageSize=1`,
  );
  const product = items[0];
  if (!product) throw new Error(`no product in category ${category.id}`);
  return { category, product };
}

export interface NumericBound {
  property: CategoryProperty;
  /** The unit the bounds are typed in. */
  unit: Unit;
  min: number;
  max: number;
}

export interface FilterPlan {
  category: CategoryMenuNode;
  /** In the property's default unit. */
  first: NumericBound;
  /** In another unit of its quantity. */
  second: NumericBound;
  /** The API's answer for exactly these filters (what the page must show). */
  expected: ResultPage<ProductSummary>;
  /** The API query string of the filters. */
  filterQuery: string;
}

const MIN_PRODUCTS = 30;
const SAMPLE_SIZE = 60;

const fromBase = (base: number, unit: Unit) => (base - unit.offset) / unit.factor;
/** Rounds outward to three significant digits, so the typed bound is short and still includes the value. */
function roundOut(value: number, direction: 'down' | 'up'): number {
  if (value === 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  const rounded = (direction === 'down' ? Math.floor(value / step) : Math.ceil(value / step)) * step;
  return Number(rounded.toPrecision(3));
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round((sorted.length - 1) * q)))] ?? 0;
}

function boundFor(property: CategoryProperty, unit: Unit, bases: number[]): NumericBound {
  const sorted = bases.map((base) => fromBase(base, unit)).sort((a, b) => a - b);
  return { property, unit, min: roundOut(quantile(sorted, 0.1), 'down'), max: roundOut(quantile(sorted, 0.9), 'up') };
}

/** A unit other than the default whose numbers stay readable for these values. */
function otherUnit(property: CategoryProperty, bases: number[]): Unit | undefined {
  const typical = bases[Math.floor(bases.length / 2)] ?? 1;
  return property.units.find((unit) => {
    if (unit.id === property.defaultUnit?.id) return false;
    const value = Math.abs(fromBase(typical, unit));
    return value >= 0.5 && value <= 50_000;
  });
}

export function filterQueryOf(plan: Pick<FilterPlan, 'first' | 'second'>, categoryId: number): string {
  const parts = [`categoryId=${categoryId}`];
  [plan.first, plan.second].forEach((bound, index) => {
    parts.push(
      `filters[${index}].propertyId=${bound.property.id}`,
      `filters[${index}].value=${bound.min}`,
      `filters[${index}].maxValue=${bound.max}`,
      `filters[${index}].measurementUnitId=${bound.unit.id}`,
    );
  });
  return parts.join('&');
}

/** The first second-level Product category (in menu order) that two numeric filters narrow but do not empty. */
export async function planPropertyFilters(request: APIRequestContext): Promise<FilterPlan> {
  const root = await apiGet<CategoryMenuNode>(request, '/categories/menu?categoryTypes=Product');
  for (const category of root.subcategories) {
    const properties = await apiGet<CategoryProperty[]>(request, `/categories/${category.id}/properties`);
    const numeric = properties.filter(
      (p) => p.filterable && (p.type === 'number' || p.type === 'range') && p.defaultUnit && p.units.length > 1,
    );
    if (numeric.length < 2) continue;
    const list = await apiGet<ResultPage<ProductSummary>>(
      request,
      `/supplierproducts/catalog?categoryId=${category.id}&pageSize=${SAMPLE_SIZE}&sort=newest`,
    );
    if (list.total < MIN_PRODUCTS) continue;
    const details = await Promise.all(
      list.items.map((item) => apiGet<ProductDetail>(request, `/supplierproducts/${item.id}/catalog`)),
    );
    const basesOf = (property: CategoryProperty) =>
      details.flatMap((detail) => {
        const value = detail.properties.find((v) => v.propertyId === property.id)?.baseValue;
        return value == null ? [] : [value];
      });
    const candidates = numeric
      .map((property) => ({ property, bases: basesOf(property) }))
      .filter((c) => c.bases.length >= MIN_PRODUCTS / 2)
      .sort((a, b) => b.bases.length - a.bases.length);
    const [firstCandidate, ...rest] = candidates;
    if (!firstCandidate?.property.defaultUnit) continue;
    for (const secondCandidate of rest) {
      const unit = otherUnit(secondCandidate.property, secondCandidate.bases);
      if (!unit) continue;
      const first = boundFor(firstCandidate.property, firstCandidate.property.defaultUnit, firstCandidate.bases);
      const second = boundFor(secondCandidate.property, unit, secondCandidate.bases);
      const filterQuery = filterQueryOf({ first, second }, category.id);
      const expected = await apiGet<ResultPage<ProductSummary> & { totalCapped: boolean }>(
        request,
        `/supplierproducts/catalog?${filterQuery}&pageSize=24`,
      );
      // An exact count (under the API's cap), so the page's count and pages can be checked.
      if (expected.total > 0 && !expected.totalCapped) return { category, first, second, expected, filterQuery };
    }
  }
  throw new Error('no Product category with two numeric filters that leave products in the seed');
}
