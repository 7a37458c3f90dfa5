// The proxy's side of cached product lists (listing-cache.ts): the category's filterable properties,
// remembered for a minute (the proxy cannot use Next's data cache), and the rewrite target of a request.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { type FilterableProperty, filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import { resolveCategorySlug } from '@/features/categories/category-slug.server';
import { apiBaseUrl } from '@/lib/api.server';
import { parsePublicId, safeDecodeSegment } from '@/lib/route-params';
import { createTtlCache } from '@/lib/ttl-cache';
import { cachedListingPath, LISTING_CACHE_SEGMENT, listingCacheKey, listingQueryOfKey } from './listing-cache';

const catalogApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), catalogEndpoints);
const schemas = createTtlCache<number, FilterableProperty[] | null>({ ttlMs: 60_000, maxEntries: 2_000 });

function filterableOf(categoryId: number): Promise<FilterableProperty[] | null> {
  return schemas.get(categoryId, async () => {
    try {
      return filterablePropertiesOf(await catalogApi.properties({ params: { id: categoryId } }));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
}

/**
 * The cached route a category's product list request goes to, or null to render it per request (not a
 * cacheable query, unknown category, API trouble: the page itself then decides).
 */
export async function cachedListingTarget(url: URL, categoryId: number): Promise<URL | null> {
  let properties: FilterableProperty[] | null;
  try {
    properties = await filterableOf(categoryId);
  } catch {
    return null;
  }
  if (!properties) return null;
  const key = listingCacheKey(url.searchParams, properties);
  if (key === null) return null;
  const target = new URL(url);
  target.pathname = cachedListingPath(url.pathname, key);
  target.search = '';
  // Next's own marker of a client navigation's payload request survives the rewrite.
  const rsc = url.searchParams.get('_rsc');
  if (rsc !== null) target.searchParams.set('_rsc', rsc);
  return target;
}

const CACHED_PATH = new RegExp(`^/products/category/([^/]+)/([^/]+)/${LISTING_CACHE_SEGMENT}/([^/]+)$`);

/**
 * Whether `url` is an address the rewrite above makes: a known category under its canonical slug and a key
 * that is the canonical key of its own query. Anything else answers 404, so the cache holds only the keys
 * the proxy would make (Next runs the proxy once more on the rewritten address).
 */
export async function isCanonicalCachedListing(url: URL): Promise<boolean> {
  const [, idSegment, slugSegment = '', keySegment = ''] = CACHED_PATH.exec(url.pathname) ?? [];
  const categoryId = parsePublicId(idSegment);
  const key = safeDecodeSegment(keySegment);
  if (categoryId === null || key === null) return false;
  try {
    const [slug, properties] = await Promise.all([resolveCategorySlug(categoryId), filterableOf(categoryId)]);
    if (slug === null || properties === null || safeDecodeSegment(slugSegment) !== slug) return false;
    return listingCacheKey(listingQueryOfKey(key), properties) === key;
  } catch {
    return false;
  }
}
