// Product lists served from Next's page cache, one entry per normalised query (issue 18). The proxy
// (src/proxy.ts) reads a list's query with the category's filterable properties, and when the list is
// one of the finite "browse" kinds below, rewrites the request to
// `/products/category/{id}/{name}/cached/{key}`, an ISR page keyed by the canonical query: filters in
// property order with their options sorted, defaults and unknown parameters dropped. Everything else
// (free text, prices, number ranges, deep pages) renders per request as before, so arbitrary
// combinations cannot grow the cache: its keys are bounded by categories × option choices × sorts × pages.
import type { FilterableProperty } from '@bazaar/contracts/property-filter';
import { type ProductListState, productListSearchParams, readProductListState } from './product-list-params';

/** Path segment of the cached list route (never linked; the proxy answers 404 to it from outside). */
export const LISTING_CACHE_SEGMENT = 'cached';
/** Key of the unfiltered first page (an empty path segment is not possible). */
export const EMPTY_LISTING_KEY = '_';
export const MAX_CACHED_PAGE = 50;
export const MAX_CACHED_FILTERS = 3;

function isCacheable(state: ProductListState): boolean {
  return (
    !state.q &&
    state.minPrice === null &&
    state.maxPrice === null &&
    state.page <= MAX_CACHED_PAGE &&
    state.filters.length <= MAX_CACHED_FILTERS &&
    state.filters.every((filter) => filter.options !== undefined || filter.bool !== undefined)
  );
}

/** The canonical query of a state: filters by property id, options sorted and unique. */
export function canonicalListState(state: ProductListState): ProductListState {
  return {
    ...state,
    filters: [...state.filters]
      .sort((a, b) => a.propertyId - b.propertyId)
      .map((filter) => (filter.options ? { ...filter, options: [...new Set(filter.options)].sort() } : filter)),
  };
}

/** The cache key of a list's query, or null when the list renders per request. */
export function listingCacheKey(query: URLSearchParams, properties: readonly FilterableProperty[]): string | null {
  const state = readProductListState(query, properties);
  if (!state || !isCacheable(state)) return null;
  return productListSearchParams(canonicalListState(state), properties).toString() || EMPTY_LISTING_KEY;
}

/** The query a cache key stands for. */
export function listingQueryOfKey(key: string): URLSearchParams {
  return new URLSearchParams(key === EMPTY_LISTING_KEY ? '' : key);
}

/** Where the proxy sends a cacheable list: `{listPath}/cached/{key}`. */
export function cachedListingPath(listPath: string, key: string): string {
  return `${listPath}/${LISTING_CACHE_SEGMENT}/${encodeURIComponent(key)}`;
}
