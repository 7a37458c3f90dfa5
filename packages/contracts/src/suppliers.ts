// Supplier (merchant) contract: public listings and pages, delegations, sale settings, name checks.
import './zod-config';
import { z } from 'zod';
import { categoryTypeSchema, idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { citySchema } from './geography';
import { idSchema, MAX_QUERY_ARRAY, pageOf, pagingQuerySchema, queryBooleanSchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';
import { VERIFICATION_LEVELS } from './verification-levels';

export { VERIFICATION_LABELS, VERIFICATION_LEVELS } from './verification-levels';
export const verificationLevelSchema = z.enum(VERIFICATION_LEVELS).meta({ id: 'VerificationLevel' });
export type VerificationLevel = z.infer<typeof verificationLevelSchema>;

export const STAFF_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const staffSizeSchema = z.enum(STAFF_SIZES);

export const SUPPLIER_SORTS = ['relevance', 'newest', 'name', 'verification', 'oldest_established'] as const;
export const supplierSortSchema = z.enum(SUPPLIER_SORTS);

const placeSchema = z.object({ id: z.number().int(), name: z.string() });

export const supplierSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    latinName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    excerpt: z.string(),
    categoryTypes: z.array(categoryTypeSchema),
    province: placeSchema.nullable(),
    city: placeSchema.nullable(),
    verificationLevel: verificationLevelSchema,
    verifiedAt: z.string().nullable(),
    establishedYear: z.number().int().nullable(),
    staffSize: staffSizeSchema.nullable(),
    delegationCount: z.number().int(),
  })
  .meta({ id: 'SupplierSummary' });
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const saleSettingSchema = z
  .object({
    merchantId: z.number().int(),
    minOrderNote: z.string().nullable(),
    paymentTerms: z.array(z.string()),
    nationwideDelivery: z.boolean(),
    saleCityCount: z.number().int(),
  })
  .meta({ id: 'MerchantSaleSetting' });
export type SaleSetting = z.infer<typeof saleSettingSchema>;

export const supplierDetailSchema = supplierSummarySchema
  .extend({
    about: z.string(),
    address: z.string().nullable(),
    phones: z.array(z.string()),
    mobile: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    certificates: z.array(z.string()),
    coverUrl: z.string().nullable(),
    // Optional: answers cached before these existed still read (decision 029).
    catalogue: z.object({ url: z.string(), fileName: z.string() }).nullable().optional(),
    // Optional: answers the web cached before the field existed still read (the page then shows no count).
    visitCount: z.number().int().optional().describe('Counted views of the supplier’s page (one per visitor and day)'),
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        categoryType: categoryTypeSchema,
        level: z.number().int(),
      }),
    ),
    saleSetting: saleSettingSchema.nullable(),
  })
  .meta({ id: 'SupplierDetail' });
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const suppliersQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  categoryType: categoryTypeSchema.optional(),
  categoryId: idSchema.optional(),
  provinceId: idSchema.optional(),
  cityId: idSchema.optional(),
  verifiedOnly: queryBooleanSchema.optional(),
  sort: supplierSortSchema.default('relevance'),
});
export type SuppliersQuery = z.input<typeof suppliersQuerySchema>;

export const DELEGATION_KINDS = ['representative', 'agency', 'distributor'] as const;
export const DELEGATION_KIND_LABELS: Record<(typeof DELEGATION_KINDS)[number], string> = {
  representative: 'نمایندگی فروش',
  agency: 'عاملیت',
  distributor: 'توزیع‌کننده',
};

export const delegationSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(DELEGATION_KINDS),
    province: placeSchema.nullable(),
    city: placeSchema.nullable(),
    region: z.string(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'MerchantDelegation' });
export type Delegation = z.infer<typeof delegationSchema>;

export const delegationsQuerySchema = pagingQuerySchema.extend({
  merchantId: idSchema.optional(),
  provinceId: idSchema.optional(),
});

export const merchantBriefSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), verificationLevel: verificationLevelSchema })
  .meta({ id: 'MerchantBrief' });
export type MerchantBrief = z.infer<typeof merchantBriefSchema>;

export const merchantsQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  ids: z.array(idSchema).max(MAX_QUERY_ARRAY).optional(),
});

export const merchantIdQuerySchema = z.object({ merchantId: idSchema });
export const saleCitiesQuerySchema = z.object({ merchantId: idSchema, provinceId: idSchema.optional() });
export const saleCitiesSchema = z.array(citySchema);

export const NAME_CHECK_STATUSES = ['valid', 'forbidden', 'taken'] as const;
export const nameCheckQuerySchema = z.object({ name: z.string().max(200) });
export const nameCheckSchema = z
  .object({
    name: z.string(),
    normalized: z.string(),
    status: z.enum(NAME_CHECK_STATUSES),
    reason: z.enum(['too_short', 'too_long', 'invalid_characters', 'forbidden_word', 'taken']).nullable(),
    message: z.string(),
  })
  .meta({ id: 'MerchantNameCheck' });
export type NameCheck = z.infer<typeof nameCheckSchema>;

// Endpoints (spec section 7: suppliers, merchants, delegations, sale settings, sale cities), declared once
// for the API, the OpenAPI document and the web (docs/decisions/012).
const badRequest = { 400: problemSchema };
const errors = { 400: problemSchema, 404: problemSchema };
const merchantTags = ['merchants'] as const;

export const suppliersEndpoints = {
  /** Confirmed suppliers only; pending and suspended merchants never appear. */
  list: defineEndpoint({
    method: 'GET',
    path: '/suppliers',
    summary: 'Confirmed suppliers: search, category type, category (with descendants), province, city, verified only',
    tags: ['suppliers'],
    access: 'public',
    query: suppliersQuerySchema,
    responses: { 200: pageOf(supplierSummarySchema), ...badRequest },
  }),
  /** 404 for an unknown, pending or suspended supplier. */
  get: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id',
    summary: 'One confirmed supplier with categories and sale settings',
    tags: ['suppliers'],
    access: 'public',
    object: 'supplier',
    params: idParamSchema,
    responses: { 200: supplierDetailSchema, ...errors },
  }),
  // The merchant lists take `ids[]=1` even for one id: a bare `ids=1` would not read as a list on the API side.
  merchants: defineEndpoint({
    method: 'GET',
    path: '/merchants',
    summary: 'Brief list of confirmed merchants, by name or ids',
    tags: merchantTags,
    access: 'public',
    query: merchantsQuerySchema,
    queryStyle: 'brackets',
    responses: { 200: pageOf(merchantBriefSchema), ...badRequest },
  }),
  confirmedMerchants: defineEndpoint({
    method: 'GET',
    path: '/merchants/confirmed',
    summary: 'Confirmed merchants for pickers and autocomplete',
    tags: merchantTags,
    access: 'public',
    query: merchantsQuerySchema,
    queryStyle: 'brackets',
    responses: { 200: pageOf(merchantBriefSchema), ...badRequest },
  }),
  checkName: defineEndpoint({
    method: 'GET',
    path: '/merchants/is-valid-name',
    summary: 'Whether a merchant name is valid, forbidden or already taken',
    tags: merchantTags,
    access: 'public',
    query: nameCheckQuerySchema,
    responses: { 200: nameCheckSchema, ...badRequest },
  }),
  saleSetting: defineEndpoint({
    method: 'GET',
    path: '/merchantsalesetting',
    summary: 'Sale settings of a merchant: minimum order, payment terms, delivery',
    tags: merchantTags,
    access: 'public',
    query: merchantIdQuerySchema,
    responses: { 200: saleSettingSchema, ...errors },
  }),
  saleCities: defineEndpoint({
    method: 'GET',
    path: '/salecities',
    summary: 'Cities a merchant sells to',
    tags: merchantTags,
    access: 'public',
    query: saleCitiesQuerySchema,
    responses: { 200: saleCitiesSchema, ...errors },
  }),
  /** 404 when `merchantId` is not a public supplier. */
  delegations: defineEndpoint({
    method: 'GET',
    path: '/merchantdelegations',
    summary: 'Delegations (representatives, agencies) of confirmed merchants',
    tags: merchantTags,
    access: 'public',
    query: delegationsQuerySchema,
    responses: { 200: pageOf(delegationSchema), ...errors },
  }),
  delegation: defineEndpoint({
    method: 'GET',
    path: '/merchantdelegations/:id',
    summary: 'One delegation',
    tags: merchantTags,
    access: 'public',
    object: 'delegation',
    params: idParamSchema,
    responses: { 200: delegationSchema, ...errors },
  }),
};
