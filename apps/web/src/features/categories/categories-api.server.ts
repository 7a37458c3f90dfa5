// Category lookups the catalog pages need beyond the menu and the breadcrumb, kept in Next's data cache.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { categoriesEndpoints } from '@bazaar/contracts/categories';
import { cache } from 'react';
import { createCachedApiClient } from '@/lib/api.server';

// Categories change rarely; a minute is short enough for a newly (de)activated subcategory.
const categoriesApi = bind(
  createCachedApiClient({ revalidateSeconds: 60, tags: ['categories'], timeoutMs: 5_000 }),
  categoriesEndpoints,
);

/** Active direct subcategories; ApiError 404 for an unknown or inactive category. */
export const getCategoryChildren = cache((id: number) => categoriesApi.children({ params: { id } }));

/** Active categories whose names hold every word of `q` (GET /categories?q=), in tree order. */
export function searchCategories(q: string, pageSize = 12) {
  return categoriesApi.list({ query: { q, page: 1, pageSize } });
}
