// Typed catalog calls (spec section 7): category properties and counts, supplier products (listing,
// page, related, offers of a base product), base products and units. Every answer is parsed with the
// contract's schema, so a drift fails at the boundary instead of deep inside a page.

import {
  baseProductSchema,
  categoryPropertySchema,
  itemsCountSchema,
  type PRODUCT_SORTS,
  type PropertyFilterInput,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
  unitSchema,
} from '@bazaar/contracts/catalog';
import type { CategoryType } from '@bazaar/contracts/categories';
import { pageOf } from '@bazaar/contracts/paging';
import { supplierSummarySchema } from '@bazaar/contracts/suppliers';
import { z } from 'zod';
import type { HttpClient } from './http';

const productListSchema = z.array(productSummarySchema);
const propertyListSchema = z.array(categoryPropertySchema);
const unitListSchema = z.array(unitSchema);
const supplierPageSchema = pageOf(supplierSummarySchema);

export type ProductSortParam = (typeof PRODUCT_SORTS)[number];

export interface ProductListParams {
  merchantId?: number;
  categoryType?: CategoryType;
  /** The category or any of its descendants. */
  categoryId?: number;
  baseProductId?: number;
  q?: string;
  /** Rials. */
  minPrice?: number;
  maxPrice?: number;
  /** A lone `value` means "about this value" (±1%); value + maxValue an inclusive range; a lone maxValue "at most". */
  filters?: PropertyFilterInput[];
  sort?: ProductSortParam;
  page?: number;
  pageSize?: number;
}

export interface ByProductParams {
  baseProductId: number;
  /** Default on the API: price_asc (cheapest offer first). */
  sort?: ProductSortParam;
  page?: number;
  pageSize?: number;
}

export interface ItemsCountParams {
  /** At most 100; without ids the API counts the root categories. */
  ids?: number[];
  categoryType?: CategoryType;
}

interface CallInit {
  signal?: AbortSignal;
}

export function createCatalogApi(http: HttpClient) {
  return {
    /** Published supplier products, filtered, sorted and paged; 400 (problem+json) for filters the category refuses. */
    listProducts: (params: ProductListParams = {}, init?: CallInit) =>
      http.get('/supplierproducts/catalog', {
        query: { ...params },
        // Property filters travel as `filters[0].propertyId=12&filters[0].value=10&filters[1].options[0]=ss316`;
        // the API's query parser reads dotted keys and indexed arrays.
        queryStyle: 'dotted',
        parse: (data) => productPageSchema.parse(data),
        signal: init?.signal,
      }),

    /**
     * One published product with properties, supplier card, breadcrumb and catalog file; 404 when it is not
     * public. `visit: true` counts a page view, so only a real visitor's page view may pass it.
     */
    product: (id: number, options: { visit?: boolean } = {}, init?: CallInit) =>
      http.get(`/supplierproducts/${id}/catalog`, {
        query: { visit: options.visit ? 'true' : undefined },
        // Counting a visit is not idempotent: never repeat it.
        retry: options.visit ? false : undefined,
        parse: (data) => productDetailSchema.parse(data),
        signal: init?.signal,
      }),

    /** Same base product first, then the same category; never the product itself. */
    related: (id: number, limit = 8, init?: CallInit) =>
      http.get(`/supplierproducts/${id}/related`, {
        query: { limit },
        parse: (data) => productListSchema.parse(data),
        signal: init?.signal,
      }),

    /** Every supplier's offer of one base product; 404 for an unknown base product. */
    byProduct: (params: ByProductParams, init?: CallInit) =>
      http.get('/supplierproducts/byproduct', {
        query: { ...params },
        parse: (data) => productPageSchema.parse(data),
        signal: init?.signal,
      }),

    /** The generic item: description, typical properties, offer count and lowest price. */
    baseProduct: (id: number, init?: CallInit) =>
      http.get(`/baseproducts/${id}`, { parse: (data) => baseProductSchema.parse(data), signal: init?.signal }),

    /** Own and inherited properties of a category, with every unit of each quantity; 404 for an inactive category. */
    properties: (categoryId: number, init?: CallInit) =>
      http.get(`/categories/${categoryId}/properties`, {
        parse: (data) => propertyListSchema.parse(data),
        signal: init?.signal,
      }),

    /** Published products and suppliers per category, descendants included. */
    itemsCount: (params: ItemsCountParams = {}, init?: CallInit) =>
      http.get('/categories/items-count', {
        // `ids[]=1` even for one id, so a single id still reads as a list.
        query: { ...params },
        queryStyle: 'brackets',
        parse: (data) => itemsCountSchema.parse(data),
        signal: init?.signal,
      }),

    /** Suppliers with a downloadable catalog for products of the category. */
    suppliersWithCatalog: (categoryId: number, paging: { page?: number; pageSize?: number } = {}, init?: CallInit) =>
      http.get(`/categories/${categoryId}/suppliers-with-catalog`, {
        query: { ...paging },
        parse: (data) => supplierPageSchema.parse(data),
        signal: init?.signal,
      }),

    /** Units of one measurement quantity (e.g. every pressure unit). */
    unitsOfQuantity: (quantityId: number, init?: CallInit) =>
      http.get(`/measurementquantities/${quantityId}/units`, {
        parse: (data) => unitListSchema.parse(data),
        signal: init?.signal,
      }),
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;
