// The supplier workspace: the product editor (a product's fields, images and property values) and the
// merchants a member works for.
import './zod-config';
import { toLatinDigits } from '@bazaar/fa/digits';
import { z } from 'zod';
import { PRODUCT_STATUSES, productAvailabilitySchema } from './catalog-products';
import { propertyTypeSchema } from './catalog-properties';
import { categoryTypeSchema } from './categories';
import { fileIdSchema, memberRoleSchema } from './identity';
import { rialsSchema } from './money';
import { listingModerationSchema } from './own-products';
import { bodyIdSchema } from './paging';
import { quantityPricingInputSchema, quantityPricingSchema } from './price-tiers';
import { registrationStateSchema, text } from './supplier-registration';

// ---- Product editor ----------------------------------------------------------------------------------

/** One property value as the editor sends it; which fields count depends on the property's type. */
export const propertyValueInputSchema = z.object({
  propertyId: bodyIdSchema,
  value: z.number().min(-1e15).max(1e15).nullable().optional(),
  maxValue: z.number().min(-1e15).max(1e15).nullable().optional(),
  unitId: bodyIdSchema.nullable().optional(),
  optionKey: z.string().max(80).nullable().optional(),
  boolValue: z.boolean().nullable().optional(),
  textValue: z.string().trim().max(300).nullable().optional(),
});
export type PropertyValueInput = z.infer<typeof propertyValueInputSchema>;

export const productImageInputSchema = z.object({ fileId: fileIdSchema, alt: z.string().trim().max(150).default('') });

/**
 * شناسه کالا/خدمت of the tax system (سامانه مودیان): 13 digits, typed in Persian, Arabic-Indic or Latin digits
 * (spaces and dashes between groups are dropped), kept as Latin digits; empty or null: none; absent: unchanged.
 */
export const productTaxCodeSchema = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const code = toLatinDigits(v).replace(/[\s\-\u200c]/g, '');
      return code === '' ? null : code;
    },
    z
      .string()
      .regex(/^[0-9]{13}$/, { error: 'productTaxCode' })
      .nullable(),
  )
  .optional()
  .describe('شناسه کالا/خدمت of the tax system (سامانه مودیان): 13 digits; null removes it, absent keeps it');

export const productEditorBodySchema = z.object({
  merchantId: bodyIdSchema,
  categoryId: bodyIdSchema,
  baseProductId: bodyIdSchema.nullable().optional(),
  title: text(150),
  model: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\x20-\x7E]*$/, { error: 'latin' })
    .nullable()
    .optional()
    .describe('The maker’s model code in Latin letters and digits, e.g. CPm 158'),
  taxCode: productTaxCodeSchema,
  description: z.string().trim().max(5000).default(''),
  priceRials: rialsSchema.min(1).nullable().describe('Whole Rials; null: «استعلام قیمت»'),
  availability: productAvailabilitySchema.default('in_stock'),
  minOrderQuantity: z.number().positive().max(1e9).nullable().optional(),
  salesUnit: text(30),
  /** Quantity prices, the order multiple and the sample (decision 045); checked by `tierProblems`. */
  ...quantityPricingInputSchema.shape,
  images: z.array(productImageInputSchema).max(10).default([]),
  catalogFileId: fileIdSchema
    .nullable()
    .optional()
    .describe('The product’s PDF catalogue: a private PDF the caller uploaded; null removes it; absent keeps it'),
  values: z.array(propertyValueInputSchema).max(60).default([]),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type ProductEditorBody = z.input<typeof productEditorBodySchema>;

export const productStateBodySchema = z.object({ status: z.enum(PRODUCT_STATUSES) });

export const editableValueSchema = z.object({
  propertyId: z.number().int(),
  type: propertyTypeSchema,
  value: z.number().nullable(),
  maxValue: z.number().nullable(),
  unitId: z.number().int().nullable(),
  optionKey: z.string().nullable(),
  boolValue: z.boolean().nullable(),
  textValue: z.string().nullable(),
});

export const editableProductSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    baseProductId: z.number().int().nullable(),
    title: z.string(),
    model: z.string().nullable(),
    taxCode: z.string().nullable().describe('شناسه کالا/خدمت (13 Latin digits) or null'),
    slug: z.string(),
    description: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    availability: productAvailabilitySchema,
    priceRials: rialsSchema.nullable(),
    minOrderQuantity: z.number().nullable(),
    salesUnit: z.string(),
    ...quantityPricingSchema.shape,
    images: z.array(z.object({ fileId: z.string(), alt: z.string(), url: z.string() })),
    catalog: z
      .object({ fileId: z.string(), fileName: z.string(), sizeBytes: z.number().int(), url: z.string() })
      .nullable()
      .describe('The PDF catalogue; `url` downloads it for the merchant’s members, drafts included'),
    values: z.array(editableValueSchema),
    moderation: listingModerationSchema.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EditableSupplierProduct' });
export type EditableProduct = z.infer<typeof editableProductSchema>;

export const ownMerchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: memberRoleSchema,
  manageProducts: z.boolean(),
  manageProfile: z.boolean().describe('May edit the company profile, delegations and articles (decision 029)'),
  state: registrationStateSchema,
  categoryTypes: z.array(categoryTypeSchema),
});
export type OwnMerchant = z.infer<typeof ownMerchantSchema>;
