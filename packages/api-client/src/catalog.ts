// Typed catalog calls. For now only the supplier-product listing the supplier pages need
// (GET /supplierproducts/catalog); the catalog issue adds product pages, base products and units here.

import { type PRODUCT_SORTS, type PropertyFilterInput, productSummarySchema } from '@bazaar/contracts/catalog';
import type { CategoryType } from '@bazaar/contracts/categories';
import { pageOf } from '@bazaar/contracts/paging';
import type { HttpClient } from './http';

const productPageSchema = pageOf(productSummarySchema);

export interface ProductListParams {
  merchantId?: number;
  categoryType?: CategoryType;
  /** The category or any of its descendants. */
  categoryId?: number;
  baseProductId?: number;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  filters?: PropertyFilterInput[];
  sort?: (typeof PRODUCT_SORTS)[number];
  page?: number;
  pageSize?: number;
}

export function createCatalogApi(http: HttpClient) {
  return {
    /** Published supplier products, filtered, sorted and paged. */
    listProducts: (params: ProductListParams = {}, init?: { signal?: AbortSignal }) =>
      http.get('/supplierproducts/catalog', {
        query: { ...params },
        // Property filters travel as `filters[0].propertyId=12&filters[0].value=10`.
        queryStyle: 'dotted',
        parse: (data) => productPageSchema.parse(data),
        signal: init?.signal,
      }),
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;
