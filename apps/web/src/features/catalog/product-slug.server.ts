// id → canonical slug of a public product or base product for the proxy's 301 check (see
// supplier-slug.server.ts). A product's slug follows its title, which suppliers edit, so it is kept for a
// minute only: a renamed product's new URL must not be redirected back to the old one for long.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';
import { canonicalBaseProductSlug, canonicalProductSlug } from './product-links';

const catalogApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), catalogEndpoints);
const productSlugs = createTtlCache<number, string | null>({ ttlMs: 60_000, maxEntries: 5_000 });
const baseProductSlugs = createTtlCache<number, string | null>({ ttlMs: 5 * 60_000, maxEntries: 2_000 });

function nullOn404(error: unknown): null {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
}

/** The canonical slug, or null when the product is not public (unknown, draft, archived, hidden supplier). */
export function resolveProductSlug(id: number): Promise<string | null> {
  // The product page call is the only one that names a product by id; without ?visit it counts nothing.
  return productSlugs.get(id, () => catalogApi.product({ params: { id } }).then(canonicalProductSlug, nullOn404));
}

export function resolveBaseProductSlug(id: number): Promise<string | null> {
  return baseProductSlugs.get(id, () =>
    catalogApi.baseProduct({ params: { id } }).then(canonicalBaseProductSlug, nullOn404),
  );
}
