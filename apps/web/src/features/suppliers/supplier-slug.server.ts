// id → canonical slug of a public supplier for the proxy's 301 check. The proxy runs before rendering,
// where Next's data cache does not apply, hence the small in-process cache.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { suppliersEndpoints } from '@bazaar/contracts/suppliers';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';
import { canonicalSupplierSlug } from './supplier-links';

// A short timeout: a slow API must not hold every supplier request at the door for long.
const suppliersApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), suppliersEndpoints);
const slugs = createTtlCache<number, string | null>({ ttlMs: 5 * 60_000, maxEntries: 2_000 });

/** The canonical slug, or null when the supplier is not public (unknown, pending, suspended). */
export function resolveSupplierSlug(id: number): Promise<string | null> {
  return slugs.get(id, async () => {
    // The brief merchant list is the lightest call that knows the slug; it lists public merchants only.
    const { items } = await suppliersApi.merchants({ query: { ids: [id], pageSize: 1 } }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return { items: [] };
      throw error;
    });
    const merchant = items.find((item) => item.id === id);
    return merchant ? canonicalSupplierSlug(merchant) : null;
  });
}
