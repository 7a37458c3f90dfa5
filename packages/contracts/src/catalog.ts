// Catalog contract: measurement units, category properties, property filters, base and supplier products.
import './zod-config';
import { z } from 'zod';
import {
  baseProductSchema,
  byProductQuerySchema,
  catalogQuerySchema,
  categorySuppliersBodySchema,
  categorySuppliersQuerySchema,
  itemsCountQuerySchema,
  itemsCountSchema,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
  productVisitQuerySchema,
  relatedQuerySchema,
} from './catalog-products';
import {
  categoryPropertySchema,
  measurementQuantitySchema,
  unitFilterQuerySchema,
  unitSchema,
} from './catalog-properties';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { fileDownloadResponses } from './files';
import {
  ownProductSchema,
  ownProductsQuerySchema,
  productOfferBodySchema,
  productPropertiesBodySchema,
} from './own-products';
import { pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { supplierSummarySchema } from './suppliers';

// ---- Endpoints ----------------------------------------------------------------------------------
// Spec section 7: units, category catalog views, supplier and base products, declared once for the API,
// the OpenAPI document and the web (docs/decisions/012).

const badRequest = { 400: problemSchema };
const errors = { 400: problemSchema, 404: problemSchema };
const memberErrors = { ...errors, 401: problemSchema, 403: problemSchema };
const unitTags = ['units'] as const;
const tags = ['catalog'] as const;

export const catalogEndpoints = {
  quantities: defineEndpoint({
    method: 'GET',
    path: '/measurementquantities',
    summary: 'Measurement quantities (pressure, flow rate, ...)',
    tags: unitTags,
    access: 'public',
    responses: { 200: z.array(measurementQuantitySchema) },
  }),
  /** Units of one measurement quantity (e.g. every pressure unit). */
  unitsOfQuantity: defineEndpoint({
    method: 'GET',
    path: '/measurementquantities/:id/units',
    summary: 'Units of one quantity',
    tags: unitTags,
    access: 'public',
    object: 'measurementQuantity',
    params: idParamSchema,
    responses: { 200: z.array(unitSchema), ...errors },
  }),
  units: defineEndpoint({
    method: 'GET',
    path: '/unitofmeasurements',
    summary: 'All units of measurement',
    tags: unitTags,
    access: 'public',
    query: pagingQuerySchema,
    responses: { 200: pageOf(unitSchema), ...badRequest },
  }),
  filterUnits: defineEndpoint({
    method: 'GET',
    path: '/unitofmeasurements/filter',
    summary: 'Units by name or symbol, optionally of one quantity',
    tags: unitTags,
    access: 'public',
    query: unitFilterQuerySchema,
    responses: { 200: pageOf(unitSchema), ...badRequest },
  }),

  /** Own and inherited properties of a category, with every unit of each quantity; 404 for an inactive category. */
  properties: defineEndpoint({
    method: 'GET',
    path: '/categories/:id/properties',
    summary: 'Properties of a category, including those inherited from its ancestors',
    tags,
    access: 'public',
    object: 'category',
    params: idParamSchema,
    responses: { 200: z.array(categoryPropertySchema), ...errors },
  }),
  /** `ids[]=1` even for one id, so a single id still reads as a list. */
  itemsCount: defineEndpoint({
    method: 'GET',
    path: '/categories/items-count',
    summary: 'Published products and suppliers per category, counting descendants (default: the roots)',
    tags,
    access: 'public',
    query: itemsCountQuerySchema,
    queryStyle: 'brackets',
    responses: { 200: itemsCountSchema, ...badRequest },
  }),
  suppliersWithCatalog: defineEndpoint({
    method: 'GET',
    path: '/categories/:id/suppliers-with-catalog',
    summary: 'Suppliers with a downloadable catalog for products in the category',
    tags,
    access: 'public',
    object: 'category',
    params: idParamSchema,
    query: pagingQuerySchema,
    responses: { 200: pageOf(supplierSummarySchema), ...errors },
  }),
  suppliersInCategory: defineEndpoint({
    method: 'POST',
    path: '/categories/:id/suppliers',
    summary: 'Suppliers offering products in the category that match property filters',
    description: 'Filters in the body; paging in the query with dotted keys: `?paging.page=2&paging.pageSize=20`.',
    tags,
    access: 'public',
    object: 'category',
    params: idParamSchema,
    query: categorySuppliersQuerySchema,
    queryStyle: 'dotted',
    body: categorySuppliersBodySchema,
    responses: { 200: pageOf(supplierSummarySchema), ...errors },
  }),

  /** Published supplier products, filtered, sorted and paged; 400 (problem+json) for filters the category refuses. */
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/catalog',
    summary: 'Filtered, sorted, paged listing of published supplier products',
    description:
      'Property filters as `filters[0].propertyId=12&filters[0].value=10&filters[0].measurementUnitId=3`; ' +
      'a lone value matches within ±1%, value + maxValue is an inclusive range; option filters use ' +
      '`filters[1].options[]=cast_iron`, yes/no filters `filters[2].bool=true`.',
    tags,
    access: 'public',
    query: catalogQuerySchema,
    // `filters[0].propertyId=12&filters[0].value=10&filters[1].options[0]=ss316`: the API's query parser
    // reads dotted keys and indexed arrays.
    queryStyle: 'dotted',
    responses: { 200: productPageSchema, ...errors },
  }),
  /** Every supplier's offer of one base product (default order: cheapest first); 404 for an unknown base product. */
  byProduct: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/byproduct',
    summary: 'Every supplier offer of one base product',
    tags,
    access: 'public',
    query: byProductQuerySchema,
    responses: { 200: productPageSchema, ...errors },
  }),
  /**
   * One published product; 404 when it is not public. `visit: 'true'` counts a page view and is not
   * idempotent: a caller passing it also passes `{ retry: false }`.
   */
  product: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/:id/catalog',
    summary: 'One supplier product with properties, supplier card, breadcrumb and catalog file',
    tags,
    access: 'public',
    object: 'supplierProduct',
    params: idParamSchema,
    query: productVisitQuerySchema,
    responses: { 200: productDetailSchema, ...errors },
  }),
  /**
   * The product's PDF catalogue (decision 035): anyone's while the product is public, its merchant's
   * members' only while it is a draft or archived (404 to everyone else), so a draft's file is never public.
   */
  productCatalogue: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/:id/catalog-file',
    summary: 'Download the PDF catalogue of a product (public products; drafts for their merchant’s members)',
    tags,
    access: 'agent',
    signInOptional: true,
    object: 'productCatalogue',
    params: idParamSchema,
    produces: '*/*',
    responses: fileDownloadResponses,
  }),
  /** Same base product first, then the same category; never the product itself. */
  related: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/:id/related',
    summary: 'Products related to one: same base product first, then the same category',
    tags,
    access: 'public',
    object: 'supplierProduct',
    params: idParamSchema,
    query: relatedQuerySchema,
    responses: { 200: z.array(productSummarySchema), ...errors },
  }),
  /** Products of every merchant the caller owns or represents, drafts included; 403 for a non-member. */
  ownProducts: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/mine',
    summary: 'Products of the merchants the signed-in user owns or is an agent of, in every state',
    tags,
    access: 'agent',
    query: ownProductsQuerySchema,
    responses: { 200: pageOf(ownProductSchema), ...memberErrors },
  }),
  /** Changes a product's price; public pages and listings show it within seconds (event `catalog.product.changed`). */
  updateOffer: defineEndpoint({
    method: 'PUT',
    path: '/supplierproducts/:id/offer',
    summary: 'Change the price of one of the caller’s merchant’s products',
    description:
      'Owner or agent of the product’s merchant only; 404 for anyone else (whether the product exists is not told). `priceRials: null` shows «استعلام قیمت».',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    body: productOfferBodySchema,
    responses: { 200: ownProductSchema, ...memberErrors },
  }),
  /** States property values of a product; values of other properties stay as they are. */
  updateProductProperties: defineEndpoint({
    method: 'PUT',
    path: '/supplierproducts/:id/properties',
    summary: 'Set property values of one of the caller’s merchant’s products',
    description:
      'Owner or agent of the product’s merchant only; 404 for anyone else. Each value is checked against its property: it must apply to the product’s category, match the type, use a unit of the property’s quantity, and be a whole number for a count (`integer`). `value: null` (and no option, yes/no or text) removes the value.',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    body: productPropertiesBodySchema,
    responses: { 200: ownProductSchema, ...memberErrors },
  }),
  /** The generic item: description, typical properties, offer count and lowest price. */
  baseProduct: defineEndpoint({
    method: 'GET',
    path: '/baseproducts/:id',
    summary: 'A base product (the generic item) with its typical property values and offer count',
    tags,
    access: 'public',
    object: 'baseProduct',
    params: idParamSchema,
    responses: { 200: baseProductSchema, ...errors },
  }),
};
