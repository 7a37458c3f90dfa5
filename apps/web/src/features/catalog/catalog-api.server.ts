// Catalog data for the web pages, and how long it may be served from cache.
//
// Caching: hot pages that depend only on their path (category, product, base product, category
// properties) are ISR pages (`export const revalidate = 15` + an empty generateStaticParams): the HTML is
// served from Next's cache and re-rendered in the background at most every 15 s. Every catalog fetch carries
// the `catalog` tag (a product page also `product-{id}`): when a supplier changes a product, the API's
// `catalog.product.changed` subscriber posts those tags to /internal/revalidate on every web instance, which
// expires them, so the next visitor sees the change (about 1–2 s after the edit) instead of after the window.
// A category's product list with a finite "browse" query (sort, page, option and yes/no filters) is an ISR
// page per normalised query (features/catalog/listing-cache.ts, reached through the proxy's rewrite);
// other lists render per request. The fetch cache is keyed by the full API URL, so one filter's answer
// can never be served for another. Only the finite queries are cached; free text, price and number
// filters go uncached, so arbitrary combinations cannot fill the cache.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { CATALOG_CACHE_TAG as CATALOG_TAG, productCacheTag } from '@bazaar/contracts/web-cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { api, createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePublicId } from '@/lib/route-params';
import { type ProductListErrors, productListErrorsOf } from './filter-errors';
import { type ProductListQuery, type ProductListState, productListQuery } from './product-list-params';
/** Seconds a catalog answer may be served before it is fetched again. */
export const CATALOG_REVALIDATE_SECONDS = 15;

const cachedClient = (tags: string[], revalidateSeconds = CATALOG_REVALIDATE_SECONDS) =>
  bind(createCachedApiClient({ revalidateSeconds, tags: [CATALOG_TAG, ...tags], timeoutMs: 8_000 }), catalogEndpoints);

const browseApi = cachedClient([]);
const uncachedApi = bind(api, catalogEndpoints);

/** Finite queries: no text, no price, only option and yes/no filters (number bounds are free numbers). */
function isBrowseQuery(query: ProductListQuery): boolean {
  return (
    !query.q &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    (query.filters ?? []).every((filter) => filter.options !== undefined || filter.bool !== undefined)
  );
}

/** Published products; ApiError 400 (problem+json with field errors) for filters the API refuses. */
export function listProducts(query: ProductListQuery) {
  return (isBrowseQuery(query) ? browseApi : uncachedApi).listProducts({ query });
}

/**
 * The products of a list state within `scope` (category, supplier, type). A query the API refuses (400)
 * comes back as messages for the controls instead of an error page.
 */
export async function loadProductList(state: ProductListState, scope: ProductListQuery) {
  try {
    const result = await listProducts({ ...productListQuery(state), ...scope });
    return { result, errors: null as ProductListErrors | null };
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      return { result: null, errors: productListErrorsOf(error.problem, state.filters) };
    }
    throw error;
  }
}

/** One public product (no visit counted; the page's beacon does that). ApiError 404 when not public. */
export const getProduct = cache((id: number) => cachedClient([productCacheTag(id)]).product({ params: { id } }));

/** The product of a `{productId}` segment; renders 404 for a malformed id or one the API does not show. */
export async function getProductOrNotFound(productIdSegment: string) {
  const id = parsePublicId(productIdSegment);
  if (id === null) notFound();
  return orNotFound(getProduct(id));
}

export function listRelatedProducts(id: number, limit = 8) {
  return cachedClient([productCacheTag(id)]).related({ params: { id }, query: { limit } });
}

export const getBaseProduct = cache((id: number) =>
  cachedClient([`base-product-${id}`]).baseProduct({ params: { id } }),
);

export async function getBaseProductOrNotFound(segment: string) {
  const id = parsePublicId(segment);
  if (id === null) notFound();
  return orNotFound(getBaseProduct(id));
}

export function listOffers(baseProductId: number, page: number, pageSize: number) {
  return cachedClient([`base-product-${baseProductId}`]).byProduct({
    query: { baseProductId, sort: 'price_asc', page, pageSize },
  });
}

/** Own and inherited properties of a category; ApiError 404 for an unknown or inactive category. */
export const getCategoryProperties = cache((categoryId: number) =>
  cachedClient([`category-${categoryId}`], 60).properties({ params: { id: categoryId } }),
);

/**
 * Ids per items-count call. The contract allows 100, but the API's query parser keeps at most 21 array
 * items (spec section 9: array index up to 20) and answers 400 beyond that.
 */
const ITEMS_COUNT_CHUNK = 20;

/** Products and suppliers per category (descendants included), for any number of ids. */
export async function getItemsCounts(ids: readonly number[]) {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += ITEMS_COUNT_CHUNK) {
    chunks.push(ids.slice(start, start + ITEMS_COUNT_CHUNK));
  }
  const answers = await Promise.all(
    chunks.map((chunk) => cachedClient(['items-count'], 60).itemsCount({ query: { ids: chunk } })),
  );
  return new Map(answers.flat().map((count) => [count.categoryId, count]));
}
