// Catalog: published supplier products as buyers see them: sorts, availability, the listing's query, cards,
// pages, a product's detail, base products and the category's supplier lists (spec section 3).
import './zod-config';
import { z } from 'zod';
import { propertyOptionSchema, propertyTypeSchema } from './catalog-properties';
import { categoryTypeSchema } from './categories';
import { rialsQuerySchema, rialsSchema } from './money';
import { bodyIdSchema, idSchema, MAX_QUERY_ARRAY, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { quantityPricingSchema } from './price-tiers';
import { PRODUCT_SORTS } from './product-sorts';
import { propertyFilterParamSchema } from './property-filter';
import { verificationLevelSchema } from './suppliers';

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
    quantityPricing: quantityPricingSchema
      // Answers the web cached before the field existed read as "one price, any quantity, no samples".
      .default({ priceTiers: [], orderMultiple: null, samplePriceRials: null })
      .describe('Price tiers by quantity, the order multiple and the sample (decision 045)'),
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
    vatBasisPoints: z
      .number()
      .int()
      .default(1000)
      .describe('VAT secure payment adds (VAT_BASIS_POINTS), for comparing offers on delivered cost (decision 045)'),
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
