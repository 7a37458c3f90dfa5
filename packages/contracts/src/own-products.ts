// A supplier's own products (owner and agents of the merchant): the list, its moderation, the price and the
// stated property values.
import './zod-config';
import { z } from 'zod';
import { PRODUCT_STATUSES, productAvailabilitySchema } from './catalog-products';
import { rialsSchema } from './money';
import { bodyIdSchema, idSchema, pagingQuerySchema, searchTextSchema } from './paging';
import { MAX_MEASURE } from './property-filter';

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
