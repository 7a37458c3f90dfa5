// The supplier's own company profile (issue 16, docs/decisions/029): about, contact, logo and cover, the PDF
// catalogue, sale cities and sale settings; delegation requests with their documents and staff's review;
// articles the supplier writes about its company. Edited by the merchant's owner and by agents the owner
// gave the profile right (`merchant_members.manage_profile`).
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { fileIdSchema } from './identity';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { DELEGATION_KINDS } from './suppliers';

const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

const fileRefSchema = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });

// ---- Company profile -------------------------------------------------------------------------------

export const companyProfileSchema = z
  .object({
    merchantId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    public: z.boolean().describe('Confirmed by staff: the profile is on the public supplier page'),
    about: z.string(),
    phones: z.array(z.string()),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    logoUrl: z.string().nullable(),
    coverUrl: z.string().nullable(),
    catalogue: fileRefSchema.nullable(),
    saleCities: z.array(z.object({ id: z.number().int(), name: z.string(), provinceId: z.number().int() })),
    minOrderNote: z.string().nullable(),
    paymentTerms: z.array(z.string()),
    nationwideDelivery: z.boolean(),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyProfileBodySchema = z.object({
  about: z.string().max(5000).default('').describe('Plain text; any markup is removed'),
  phones: z.array(z.string().max(32)).max(5).default([]).describe('Landlines with area code; Persian digits accepted'),
  mobile: z.string().max(32).default(''),
  email: z.string().trim().max(120).default(''),
  website: z.string().trim().max(200).default('').describe('http(s) address; «www.example.ir» is read as https'),
  address: optionalText(300),
  logoFileId: fileIdSchema.nullable().optional().describe('An image the caller uploaded; null removes the logo'),
  coverFileId: fileIdSchema.nullable().optional(),
  catalogueFileId: fileIdSchema.nullable().optional().describe('A PDF the caller uploaded (public file)'),
  saleCityIds: z.array(bodyIdSchema).max(500).default([]),
  minOrderNote: optionalText(300),
  paymentTerms: z
    .array(z.string().trim().min(1, { error: 'required' }).max(80))
    .max(8)
    .default([]),
  nationwideDelivery: z.boolean().default(false),
});
export type CompanyProfileBody = z.input<typeof companyProfileBodySchema>;

// ---- Delegations -----------------------------------------------------------------------------------

export const DELEGATION_STATES = ['pending', 'confirmed', 'rejected'] as const;
export const delegationStateSchema = z.enum(DELEGATION_STATES);
export type DelegationState = z.infer<typeof delegationStateSchema>;
export const DELEGATION_STATE_LABELS: Record<DelegationState, string> = {
  pending: 'در انتظار بررسی',
  confirmed: 'تأییدشده',
  rejected: 'رد شده',
};

export const delegationRequestBodySchema = z.object({
  name: text(120).describe('The brand or company the supplier represents'),
  kind: z.enum(DELEGATION_KINDS),
  region: optionalText(120),
  documentFileIds: z.array(fileIdSchema).min(1, { error: 'notEmpty' }).max(6).describe('Files the caller uploaded'),
});
export type DelegationRequestBody = z.input<typeof delegationRequestBodySchema>;

export const delegationRequestSchema = z
  .object({
    id: z.number().int(),
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(DELEGATION_KINDS),
    region: z.string(),
    state: delegationStateSchema,
    rejectionReason: z.string().nullable(),
    documents: z.array(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() })),
    requestedAt: z.string().nullable(),
  })
  .meta({ id: 'DelegationRequest' });
export type DelegationRequest = z.infer<typeof delegationRequestSchema>;

export const delegationQueueQuerySchema = pagingQuerySchema.extend({
  state: delegationStateSchema.default('pending'),
});

// ---- Supplier articles -----------------------------------------------------------------------------

export const supplierArticleBodySchema = z.object({
  title: text(150),
  summary: optionalText(300),
  bodyHtml: text(50_000).describe('Rich text; sanitised to an allow-list of tags'),
  coverFileId: fileIdSchema.nullable().optional().describe('An image the caller uploaded'),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type SupplierArticleBody = z.input<typeof supplierArticleBodySchema>;

export const supplierArticleSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    bodyHtml: z.string(),
    coverFileId: z.string().nullable(),
    status: z.enum(['draft', 'published']),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SupplierArticle' });
export type SupplierArticle = z.infer<typeof supplierArticleSchema>;

export const rejectDelegationBodySchema = z.object({ reason: text(500) });
export const delegationDocumentQuerySchema = z.object({ fileId: fileIdSchema });
export const merchantParamSchema = z.object({ id: idSchema });

// ---- Endpoints -------------------------------------------------------------------------------------

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const tags = ['supplier-profile'] as const;
const staffTags = ['staff'] as const;

export const supplierProfileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/profile',
    summary: 'The company profile as its owner (or an agent with the profile right) edits it',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    responses: { 200: companyProfileSchema, ...errors },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/merchants/:id/profile',
    summary: 'Replace the company profile: about, contact, logo, cover, catalogue, sale cities and settings',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    body: companyProfileBodySchema,
    responses: { 200: companyProfileSchema, ...errors },
  }),
  delegationRequests: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/delegation-requests',
    summary: 'The merchant’s delegations with their state and staff’s reason for a refusal',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    responses: { 200: z.array(delegationRequestSchema), ...errors },
  }),
  requestDelegation: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/delegation-requests',
    summary: 'Ask staff to confirm a delegation (brand or company) with its documents',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    body: delegationRequestBodySchema,
    responses: { 201: delegationRequestSchema, ...errors, 409: problemSchema },
  }),
  articles: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/articles',
    summary: 'The merchant’s articles, drafts included',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    responses: { 200: z.array(supplierArticleSchema), ...errors },
  }),
  createArticle: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/articles',
    summary: 'Write an article attached to the merchant (draft or published)',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    params: idParamSchema,
    body: supplierArticleBodySchema,
    responses: { 201: supplierArticleSchema, ...errors },
  }),
  article: defineEndpoint({
    method: 'GET',
    path: '/supplierarticles/:id',
    summary: 'One of the merchant’s articles, draft or published',
    tags,
    access: 'agent',
    object: 'supplierArticle',
    params: idParamSchema,
    responses: { 200: supplierArticleSchema, ...errors },
  }),
  updateArticle: defineEndpoint({
    method: 'PUT',
    path: '/supplierarticles/:id',
    summary: 'Replace one of the merchant’s articles; status draft takes it off the public pages',
    tags,
    access: 'agent',
    object: 'supplierArticle',
    params: idParamSchema,
    body: supplierArticleBodySchema,
    responses: { 200: supplierArticleSchema, ...errors },
  }),
  delegationQueue: defineEndpoint({
    method: 'GET',
    path: '/admin/delegations',
    summary: 'Staff: delegation requests by state (default: waiting for review)',
    tags: staffTags,
    access: 'staff',
    query: delegationQueueQuerySchema,
    responses: { 200: pageOf(delegationRequestSchema), ...errors },
  }),
  delegationDocument: defineEndpoint({
    method: 'GET',
    path: '/admin/delegations/:id/documents',
    summary: 'Staff: one document of a delegation request (the file’s bytes)',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    query: delegationDocumentQuerySchema,
    produces: '*/*',
    responses: { 200: z.any(), ...errors },
  }),
  confirmDelegation: defineEndpoint({
    method: 'POST',
    path: '/admin/delegations/:id/confirm',
    summary: 'Staff: confirm a delegation; it appears on the supplier’s public pages',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: delegationRequestSchema, ...errors },
  }),
  rejectDelegation: defineEndpoint({
    method: 'POST',
    path: '/admin/delegations/:id/reject',
    summary: 'Staff: refuse a delegation request with a reason the supplier sees',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    body: rejectDelegationBodySchema,
    responses: { 200: delegationRequestSchema, ...errors },
  }),
};
