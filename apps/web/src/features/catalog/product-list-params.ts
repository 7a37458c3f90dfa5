// Everything a product list shows, read from and written to its URL:
// `?f.12=10~20@psi&f.15=cast_iron,ss316&min=1000000&max=90000000&q=پمپ&sort=price_asc&page=2`
// (property filters: the contract's grammar, @bazaar/contracts/property-filter-url; min/max: price in tomans;
// q: text search).
import type { catalogEndpoints } from '@bazaar/contracts/catalog';
import type { EndpointInput } from '@bazaar/contracts/endpoint';
import { PRODUCT_SORTS, type ProductSort, SEARCH_TEXT_MAX_LENGTH } from '@bazaar/contracts/product-sorts';
import { type FilterableProperty, propertyFilterToParam } from '@bazaar/contracts/property-filter-model';
import type { QueryInput } from '@bazaar/contracts/property-filter-url';
import { parseTomansToRials, RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { firstParam, parsePageParam, type SearchParamsRecord } from '@/lib/route-params';
import type { CategoryPropertyFilter } from './category-filter-state';
import { filtersToSearchParams, searchParamsToFilters } from './product-filter-url';

/** Query of GET /supplierproducts/catalog, typed from its endpoint definition. */
export type ProductListQuery = NonNullable<EndpointInput<typeof catalogEndpoints.listProducts>['query']>;

export const DEFAULT_PRODUCT_SORT: ProductSort = 'relevance';
/** Products per page of every product list. */
export const PRODUCT_PAGE_SIZE = 24;
/** Longest search text the API accepts (the contract's search text rule). */
const MAX_QUERY_LENGTH = SEARCH_TEXT_MAX_LENGTH;

export interface ProductListState {
  filters: CategoryPropertyFilter[];
  /** Tomans, as every price on the site is shown (the API is asked in Rials). */
  minPrice: number | null;
  maxPrice: number | null;
  /** Free text, '' for none. */
  q: string;
  sort: ProductSort;
  page: number;
}

const isSort = (value: string | undefined): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** Whole tomans as typed in the price filter, or null (left out) when blank or unreadable. */
function readPrice(value: string | string[] | undefined): number | null {
  const price = parseTomansToRials(firstParam(value) ?? '');
  return price.ok ? price.rials / RIALS_PER_TOMAN : null;
}

function recordOf(query: QueryInput): SearchParamsRecord {
  if (!(query instanceof URLSearchParams)) return query;
  const record: SearchParamsRecord = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    record[name] = values.length === 1 ? values[0] : values;
  }
  return record;
}

/**
 * Reads a list's URL leniently (unknown sort → default, unreadable price or filter → left out), except the
 * page number: a page that cannot exist is null, which the page answers with 404.
 */
export function readProductListState(
  query: QueryInput,
  properties: readonly FilterableProperty[],
): ProductListState | null {
  const params = recordOf(query);
  const page = parsePageParam(params.page);
  if (page === null) return null;
  const sort = firstParam(params.sort);
  return {
    filters: searchParamsToFilters(query, properties),
    minPrice: readPrice(params.min),
    maxPrice: readPrice(params.max),
    q: normalizePersian(firstParam(params.q) ?? '').slice(0, MAX_QUERY_LENGTH),
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page,
  };
}

/** The URL query of a state, defaults left out, in a stable order (filters, price, text, sort, page). */
export function productListSearchParams(
  state: ProductListState,
  properties: readonly FilterableProperty[] = [],
): URLSearchParams {
  const params = filtersToSearchParams(state.filters, properties);
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.q) params.set('q', state.q);
  if (state.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `pathname` plus the query of `state`. */
export function productListHref(
  pathname: string,
  state: ProductListState,
  properties: readonly FilterableProperty[] = [],
): string {
  const query = productListSearchParams(state, properties).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether anything narrows the list (sort and page do not). */
export function hasProductFilters(state: ProductListState): boolean {
  return state.filters.length > 0 || state.minPrice !== null || state.maxPrice !== null || state.q !== '';
}

/** How many narrowings the filter button counts: each property filter, the price range as one. */
export function activeFilterCount(state: ProductListState): number {
  return state.filters.length + (state.minPrice !== null || state.maxPrice !== null ? 1 : 0);
}

/**
 * The API query of a state (GET /supplierproducts/catalog). Filters keep their order, so the API's
 * `query.filters.{i}` errors point back at `state.filters[i]`.
 */
export function productListQuery(state: ProductListState): ProductListQuery {
  return {
    filters: state.filters.length > 0 ? state.filters.map(propertyFilterToParam) : undefined,
    minPrice: state.minPrice === null ? undefined : state.minPrice * RIALS_PER_TOMAN,
    maxPrice: state.maxPrice === null ? undefined : state.maxPrice * RIALS_PER_TOMAN,
    q: state.q || undefined,
    sort: state.sort,
    page: state.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}
