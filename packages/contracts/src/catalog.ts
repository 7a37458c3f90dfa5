// Catalog contract: measurement units, category properties, property filters, base and supplier products.
import './zod-config';
import { z } from 'zod';
import { categoryTypeSchema, idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { fileDownloadResponses } from './files';
import { rialsQuerySchema, rialsSchema } from './money';
import { bodyIdSchema, idSchema, MAX_QUERY_ARRAY, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';
import { PRODUCT_SORTS } from './product-sorts';
import { MAX_MEASURE, propertyFilterParamSchema } from './property-filter';
import { supplierSummarySchema, verificationLevelSchema } from './suppliers';

// ---- Units ------------------------------------------------------------------------------------

export const unitSchema = z
  .object({
    id: z.number().int(),
    quantityId: z.number().int(),
    key: z.string(),
    name: z.string(),
    symbol: z.string(),
    factor: z.number().describe('base = value × factor + offset'),
    offset: z.number(),
    isBase: z.boolean(),
  })
  .meta({ id: 'UnitOfMeasurement' });
export type Unit = z.infer<typeof unitSchema>;

export const measurementQuantitySchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), baseUnitId: z.number().int() })
  .meta({ id: 'MeasurementQuantity' });
export type MeasurementQuantity = z.infer<typeof measurementQuantitySchema>;

export const unitFilterQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  quantityId: idSchema.optional(),
});

// ---- Category properties -----------------------------------------------------------------------

export const PROPERTY_TYPES = ['number', 'range', 'option', 'boolean', 'text'] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES).meta({ id: 'PropertyType' });
export type PropertyType = z.infer<typeof propertyTypeSchema>;
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  number: 'عددی',
  range: 'بازه',
  option: 'گزینه‌ای',
  boolean: 'بله/خیر',
  text: 'متنی',
};

export const propertyOptionSchema = z.object({ key: z.string(), label: z.string() });

export const categoryPropertySchema = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int().describe('The category that defines it; descendants inherit it'),
    key: z.string(),
    name: z.string(),
    type: propertyTypeSchema,
    quantity: z.object({ id: z.number().int(), key: z.string(), name: z.string() }).nullable(),
    defaultUnit: unitSchema.nullable(),
    units: z.array(unitSchema).describe('Every unit of the quantity, for a unit selector'),
    filterable: z.boolean(),
    integer: z
      .boolean()
      // Answers the web cached before the field existed read as "not a count".
      .default(false)
      .describe('A count (stages, years): number and range values must be whole numbers'),
    options: z.array(propertyOptionSchema),
    hint: z.string().nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'CategoryProperty' });
export type CategoryProperty = z.infer<typeof categoryPropertySchema>;

// ---- Supplier products ------------------------------------------------------------------------

export { PRODUCT_SORTS } from './product-sorts';
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  popular: 'پربازدیدترین',
};

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;

/** Whether the supplier can deliver now (decision 028). */
export const PRODUCT_AVAILABILITIES = ['in_stock', 'out_of_stock', 'made_to_order'] as const;
export const productAvailabilitySchema = z
  .enum(PRODUCT_AVAILABILITIES, { error: 'oneOf' })
  .meta({ id: 'ProductAvailability' });
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;
export const PRODUCT_AVAILABILITY_LABELS: Record<ProductAvailability, string> = {
  in_stock: 'موجود',
  out_of_stock: 'ناموجود',
  made_to_order: 'سفارشی',
};

export const catalogQuerySchema = pagingQuerySchema.extend({
  categoryId: idSchema.optional(),
  categoryType: categoryTypeSchema.optional(),
  merchantId: idSchema.optional(),
  baseProductId: idSchema.optional(),
  q: searchTextSchema.optional(),
  minPrice: rialsQuerySchema.optional(),
  maxPrice: rialsQuerySchema.optional(),
  filters: z.array(propertyFilterParamSchema).max(20).optional(),
  sort: productSortSchema.default('relevance'),
});
export type CatalogQueryInput = z.input<typeof catalogQuerySchema>;
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

export const propertyValueSchema = z
  .object({
    propertyId: z.number().int(),
    key: z.string(),
    name: z.string(),
    type: propertyTypeSchema,
    value: z.number().nullable().describe('As entered, in `unit`'),
    maxValue: z.number().nullable(),
    unit: z.object({ id: z.number().int(), symbol: z.string(), name: z.string() }).nullable(),
    baseValue: z.number().nullable().describe('Normalised to the base unit of the quantity'),
    baseMaxValue: z.number().nullable(),
    option: propertyOptionSchema.nullable(),
    bool: z.boolean().nullable(),
    text: z.string().nullable(),
    display: z
      .object({
        value: z.number(),
        maxValue: z.number().nullable(),
        unit: z.object({ id: z.number().int(), symbol: z.string(), name: z.string() }),
      })
      .nullable()
      // Answers the web cached before the field existed read as "no display unit", not as an error.
      .default(null)
      .describe(
        'The value in the unit the trade reads it in (kW, V, rpm…), three significant digits; null without a unit',
      ),
  })
  .meta({ id: 'PropertyValue' });
export type PropertyValue = z.infer<typeof propertyValueSchema>;

const merchantCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  verificationLevel: verificationLevelSchema,
  city: z.string().nullable(),
  province: z.string().nullable(),
});

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryType: categoryTypeSchema,
    merchant: merchantCardSchema,
    imageUrl: z.string().nullable(),
    priceRials: rialsSchema.nullable().describe('Whole Rials; null: price on inquiry'),
    minOrderQuantity: z.number().nullable(),
    salesUnit: z.string(),
    leadTimeDays: z.number().int().nullable(),
    hasCatalog: z.boolean(),
    visitCount: z.number().int(),
    highlights: z.array(propertyValueSchema),
  })
  .meta({ id: 'SupplierProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * Product listings count their matches exactly up to this many; past it the count stops (a shopper
 * refines a long list rather than reading it; counting every match of a broad filter costs the whole
 * category) and `totalCapped` says "more than `total`". Pages past it are still served.
 */
export const LISTING_COUNT_CAP = 100;

export const productPageSchema = pageOf(productSummarySchema)
  .extend({
    totalCapped: z
      .boolean()
      .describe(
        'true: there are more matches than `total` (counting stops at 100 or at the end of the page asked for)',
      ),
  })
  .meta({ id: 'SupplierProductPage' });
export type ProductPage = z.infer<typeof productPageSchema>;

/** Where a product's PDF catalogue downloads (GET /supplierproducts/{id}/catalog-file, decision 035). */
export const productCatalogueUrl = (productId: number) => `/api/v1/supplierproducts/${productId}/catalog-file`;

export const productDetailSchema = productSummarySchema
  .extend({
    description: z.string(),
    images: z.array(z.string()),
    catalogFileUrl: z
      .string()
      .nullable()
      .describe('Where the product’s PDF catalogue downloads: GET /supplierproducts/{id}/catalog-file'),
    catalogFile: z
      .object({ url: z.string(), fileName: z.string(), sizeBytes: z.number().int() })
      .nullable()
      // Answers the web cached before the field existed read as "no catalogue details".
      .default(null)
      .describe('The PDF catalogue with its name and size (decision 035); null without one'),
    availability: productAvailabilitySchema,
    model: z.string().nullable().describe('The maker’s model code, Latin'),
    baseProduct: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    properties: z.array(propertyValueSchema),
    merchant: merchantCardSchema.extend({ phones: z.array(z.string()), mobile: z.string().nullable() }),
    breadcrumb: z.array(
      z.object({ id: z.number().int(), name: z.string(), slug: z.string(), level: z.number().int() }),
    ),
    updatedAt: z.string(),
  })
  .meta({ id: 'SupplierProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const baseProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    latinName: z.string().nullable(),
    description: z.string(),
    salesUnit: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryType: categoryTypeSchema,
    offerCount: z.number().int(),
    minPriceRials: rialsSchema.nullable(),
    properties: z.array(propertyValueSchema),
  })
  .meta({ id: 'BaseProduct' });
export type BaseProduct = z.infer<typeof baseProductSchema>;

export const byProductQuerySchema = pagingQuerySchema.extend({
  baseProductId: idSchema,
  sort: productSortSchema.default('price_asc'),
});

/** `?visit=true` counts a page view (only a real visitor's page view may pass it). */
export const productVisitQuerySchema = z.object({ visit: z.enum(['true', 'false']).optional() });

export const relatedQuerySchema = z.object({
  limit: z.coerce.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(24).default(8),
});

export const itemsCountQuerySchema = z.object({
  ids: z.array(idSchema).min(1).max(MAX_QUERY_ARRAY).optional(),
  categoryType: categoryTypeSchema.optional(),
});
export const itemsCountSchema = z
  .array(z.object({ categoryId: z.number().int(), products: z.number().int(), suppliers: z.number().int() }))
  .meta({ id: 'CategoryItemsCount' });

/** Body of POST /categories/{id}/suppliers. */
export const categorySuppliersBodySchema = z.object({
  filters: z.array(propertyFilterParamSchema).max(20).default([]),
  provinceId: bodyIdSchema.optional(),
  verifiedOnly: z.boolean().optional(),
});
export const categorySuppliersQuerySchema = z.object({
  paging: z
    .object({
      page: z.coerce.number({ error: 'number' }).int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number({ error: 'number' }).int().min(1).max(100).default(20),
    })
    .default({ page: 1, pageSize: 20 }),
});

// ---- Endpoints ----------------------------------------------------------------------------------
// Spec section 7: units, category catalog views, supplier and base products, declared once for the API,
// the OpenAPI document and the web (docs/decisions/012).

const badRequest = { 400: problemSchema };
const errors = { 400: problemSchema, 404: problemSchema };
const memberErrors = { ...errors, 401: problemSchema, 403: problemSchema };
const unitTags = ['units'] as const;
const tags = ['catalog'] as const;

// ---- A supplier's own products (owner and agents of the merchant) --------------------------------

export const productStatusSchema = z.enum(PRODUCT_STATUSES).meta({ id: 'ProductStatus' });
export type ProductStatus = z.infer<typeof productStatusSchema>;

/**
 * Staff took the listing off the site after reports (decision 034): the reason its supplier reads. Only in the
 * supplier's own views, never public; cleared when the supplier publishes the listing again.
 */
export const listingModerationSchema = z
  .object({ reason: z.string(), at: z.string().describe('ISO 8601') })
  .meta({ id: 'ListingModeration' });
export type ListingModeration = z.infer<typeof listingModerationSchema>;

/** One of the signed-in member's products, in every state (drafts included): never public. */
export const ownProductSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    status: productStatusSchema,
    availability: productAvailabilitySchema,
    model: z.string().nullable(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    priceRials: rialsSchema.nullable().describe('Whole Rials; null: price on inquiry'),
    salesUnit: z.string(),
    moderation: listingModerationSchema.nullable(),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'OwnSupplierProduct' });
export type OwnProduct = z.infer<typeof ownProductSchema>;

/** The member's list, narrowed by state, availability, category (the product's own or an ancestor) and text. */
export const ownProductsQuerySchema = pagingQuerySchema.extend({
  merchantId: idSchema
    .optional()
    .describe('Only this merchant’s products (one the caller belongs to); all of the caller’s merchants without it'),
  q: searchTextSchema.optional(),
  status: productStatusSchema.optional(),
  availability: productAvailabilitySchema.optional(),
  categoryId: idSchema.optional(),
});
export type OwnProductsFilter = Pick<
  z.infer<typeof ownProductsQuerySchema>,
  'q' | 'status' | 'availability' | 'categoryId'
>;

/** A new price; `null` turns the product to «استعلام قیمت» (price on inquiry). */
export const productOfferBodySchema = z.object({ priceRials: rialsSchema.nullable() });
export type ProductOfferBody = z.infer<typeof productOfferBodySchema>;

/** One property value a supplier states for a product; which fields apply depends on the property's type. */
export const productPropertyInputSchema = z
  .object({
    propertyId: bodyIdSchema,
    value: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable().optional(),
    maxValue: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable().optional(),
    measurementUnitId: bodyIdSchema.nullable().optional(),
    optionKey: z.string().max(64).nullable().optional(),
    bool: z.boolean().nullable().optional(),
    text: z.string().trim().max(500).nullable().optional(),
  })
  .meta({ id: 'ProductPropertyInput' });
export const productPropertiesBodySchema = z.object({
  values: z.array(productPropertyInputSchema).max(100),
});
export type ProductPropertiesBody = z.infer<typeof productPropertiesBodySchema>;

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
