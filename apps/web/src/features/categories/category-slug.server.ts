// id → canonical slug of a category for the proxy's 301 check (see supplier-slug.server.ts).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { categoriesEndpoints } from '@bazaar/contracts/categories';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';
import { canonicalCategorySlug } from './category-links';

const categoriesApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), categoriesEndpoints);
const slugs = createTtlCache<number, string | null>({ ttlMs: 5 * 60_000, maxEntries: 2_000 });

/** The slug the category links use (category-links.ts), or null for an unknown category. */
export function resolveCategorySlug(id: number): Promise<string | null> {
  return slugs.get(id, async () => {
    try {
      const trail = await categoriesApi.breadcrumb({ params: { id } });
      const category = trail.at(-1);
      return category ? canonicalCategorySlug(category) : null;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
}
