// Supplier products for the web, kept briefly in Next's data cache.
import 'server-only';
import { createCatalogApi, type ProductListParams } from '@bazaar/api-client/catalog';
import { createCachedApiClient } from '@/lib/api.server';

export const CATALOG_TAG = 'catalog';

const catalogApi = createCatalogApi(
  createCachedApiClient({ revalidateSeconds: 300, tags: [CATALOG_TAG], timeoutMs: 8_000 }),
);

export function listProducts(params: ProductListParams) {
  return catalogApi.listProducts(params);
}
