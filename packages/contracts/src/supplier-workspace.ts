// The supplier workspace and its staff side (issue 16, docs/decisions/027): registering a merchant, staff's
// verification queue, the product editor of a merchant's owner and agents, proposed base products, and the
// audit log of staff actions.
import './zod-config';
import { z } from 'zod';
import {
  listingModerationSchema,
  PRODUCT_STATUSES,
  productAvailabilitySchema,
  productStatusSchema,
  propertyTypeSchema,
} from './catalog';
import { categoryTypeSchema, idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';

import { fileIdSchema, memberRoleSchema } from './identity';
import { rialsSchema } from './money';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';
import { verificationLevelSchema } from './suppliers';

const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

// ---- Registration ----------------------------------------------------------------------------------

export const merchantRegistrationBodySchema = z.object({
  name: text(80),
  categoryTypes: z.array(categoryTypeSchema).min(1, { error: 'notEmpty' }).max(8),
  provinceId: bodyIdSchema,
  cityId: bodyIdSchema,
  phone: text(32).describe('Landline with area code; Persian digits accepted'),
  mobile: text(32).describe('Any spelling of an Iranian mobile number'),
  email: z.email().max(120).optional(),
  address: optionalText(300),
  nationalId: text(16).describe('The company national id (شناسهٔ ملی), 11 digits'),
  documentFileIds: z.array(fileIdSchema).min(1, { error: 'notEmpty' }).max(6).describe('Files the caller uploaded'),
});
export type MerchantRegistrationBody = z.input<typeof merchantRegistrationBodySchema>;

export const REGISTRATION_STATES = ['pending', 'rejected', 'confirmed', 'suspended'] as const;
export const registrationStateSchema = z.enum(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof registrationStateSchema>;
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  pending: 'در انتظار بررسی',
  rejected: 'رد شده',
  confirmed: 'تأییدشده',
  suspended: 'معلق',
};

const documentSchema = z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() });

export const merchantRegistrationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: registrationStateSchema,
    rejectionReason: z.string().nullable(),
    verificationLevel: verificationLevelSchema,
    categoryTypes: z.array(categoryTypeSchema),
    provinceName: z.string().nullable(),
    cityName: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    nationalId: z.string().nullable(),
    documents: z.array(documentSchema),
    registeredAt: z.string().nullable().describe('ISO 8601'),
    owner: z.object({ userId: z.number().int(), phone: z.string() }).nullable(),
  })
  .meta({ id: 'MerchantRegistration' });
export type MerchantRegistration = z.infer<typeof merchantRegistrationSchema>;

export const confirmMerchantBodySchema = z.object({ verificationLevel: verificationLevelSchema });
export const rejectBodySchema = z.object({ reason: text(500) });
export const registrationQueueQuerySchema = pagingQuerySchema.extend({
  state: registrationStateSchema.default('pending'),
});
export const documentQuerySchema = z.object({ fileId: fileIdSchema });

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
  description: z.string().trim().max(5000).default(''),
  priceRials: rialsSchema.min(1).nullable().describe('Whole Rials; null: «استعلام قیمت»'),
  availability: productAvailabilitySchema.default('in_stock'),
  minOrderQuantity: z.number().positive().max(1e9).nullable().optional(),
  salesUnit: text(30),
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
    slug: z.string(),
    description: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    availability: productAvailabilitySchema,
    priceRials: rialsSchema.nullable(),
    minOrderQuantity: z.number().nullable(),
    salesUnit: z.string(),
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

// ---- Base products proposed by suppliers -------------------------------------------------------------

export const BASE_PRODUCT_REVIEWS = ['approved', 'proposed', 'rejected'] as const;
export const baseProductReviewSchema = z.enum(BASE_PRODUCT_REVIEWS);
export const BASE_PRODUCT_REVIEW_LABELS: Record<z.infer<typeof baseProductReviewSchema>, string> = {
  approved: 'پذیرفته‌شده',
  proposed: 'در انتظار بررسی',
  rejected: 'رد شده',
};

export const baseProductProposalBodySchema = z.object({
  merchantId: bodyIdSchema,
  categoryId: bodyIdSchema,
  name: text(150),
  latinName: optionalText(150),
  salesUnit: text(30),
  description: z.string().trim().max(2000).default(''),
});
export type BaseProductProposalBody = z.input<typeof baseProductProposalBodySchema>;

export const baseProductProposalSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    latinName: z.string().nullable(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    salesUnit: z.string(),
    description: z.string(),
    review: baseProductReviewSchema,
    rejectionReason: z.string().nullable(),
    merchant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    proposedAt: z.string().nullable(),
  })
  .meta({ id: 'BaseProductProposal' });
export type BaseProductProposal = z.infer<typeof baseProductProposalSchema>;

export const merchantIdQuerySchema = z.object({ merchantId: idSchema });
export const baseProductChoicesQuerySchema = z.object({ merchantId: idSchema, categoryId: idSchema });
export const baseProductChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  salesUnit: z.string(),
  review: baseProductReviewSchema,
});
export const proposalQueueQuerySchema = pagingQuerySchema.extend({
  review: baseProductReviewSchema.default('proposed'),
});

// ---- Audit log -------------------------------------------------------------------------------------

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    staff: z.object({ userId: z.number().int(), phone: z.string(), name: z.string() }),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'merchant.confirm': 'تأیید تأمین‌کننده',
  'merchant.reject': 'رد تأمین‌کننده',
  'base_product.approve': 'پذیرش کالای پایه',
  'base_product.reject': 'رد کالای پایه',
  'comment.approve': 'تأیید دیدگاه',
  'comment.reject': 'رد دیدگاه',
  'job.retry': 'اجرای دوبارهٔ کار ناموفق',
  'feedback.read': 'خواندن پیام بازدیدکننده',
  'feedback.new': 'علامت تازه روی پیام',
  'feedback.archived': 'بایگانی پیام',
  'feedback.reply': 'پاسخ به پیام بازدیدکننده',
  'advertisement.create': 'ثبت تبلیغ',
  'advertisement.update': 'ویرایش تبلیغ',
  'advertisement.end': 'پایان تبلیغ',
  'announcement.create': 'ثبت اطلاعیه',
  'announcement.update': 'ویرایش اطلاعیه',
  'announcement.end': 'پایان اطلاعیه',
  'article.create': 'نوشتن مطلب',
  'article.update': 'ویرایش مطلب',
  'article.publish': 'انتشار مطلب',
  'article.unpublish': 'برگرداندن مطلب به پیش‌نویس',
  'user.grant_admin': 'دادن نقش مدیر',
  'user.revoke_admin': 'گرفتن نقش مدیر',
  'user.block': 'مسدود کردن کاربر',
  'user.unblock': 'رفع مسدودی کاربر',
  'listing.dismiss_reports': 'بستن گزارش‌های تخلف آگهی بدون اقدام',
  'listing.unpublish': 'توقف انتشار آگهی گزارش‌شده',
};

// ---- Bulk edit, duplicate, spreadsheet export and import, the supplier's summary (decision 028) ----------

export const BULK_EDIT_MAX_IDS = 500;
/** At most this many products change in one bulk edit "over every product matching the filter". */
export const BULK_EDIT_MAX_MATCHES = 2000;

export const ownProductsFilterSchema = z.object({
  q: searchTextSchema.optional(),
  status: productStatusSchema.optional(),
  availability: productAvailabilitySchema.optional(),
  categoryId: bodyIdSchema.optional(),
});

export const bulkEditBodySchema = z
  .object({
    merchantId: bodyIdSchema,
    /** Chosen rows, or every product of the merchant matching `filter` (when `ids` is absent). */
    ids: z.array(bodyIdSchema).min(1, { error: 'notEmpty' }).max(BULK_EDIT_MAX_IDS).optional(),
    filter: ownProductsFilterSchema.optional(),
    /** A new price in Rials, or null for «استعلام قیمت»; absent: prices stay. */
    priceRials: rialsSchema.min(1).nullable().optional(),
    availability: productAvailabilitySchema.optional(),
    status: z.enum(['published', 'draft']).optional(),
  })
  .refine((b) => b.ids !== undefined || b.filter !== undefined, { error: 'required', path: ['ids'] })
  .refine((b) => b.priceRials !== undefined || b.availability !== undefined || b.status !== undefined, {
    error: 'required',
    path: ['priceRials'],
  });
export type BulkEditBody = z.input<typeof bulkEditBodySchema>;
export const bulkEditResultSchema = z.object({ changed: z.number().int(), ids: z.array(z.number().int()) });

/** Upload limits of the spreadsheet import. */
export const IMPORT_LIMITS = { chars: 1_000_000, rows: 1000 } as const;
export const importBodySchema = z.object({
  merchantId: bodyIdSchema,
  csv: z.string().min(1, { error: 'required' }).max(IMPORT_LIMITS.chars, { error: 'tooBig' }),
  /** false (default): only check and report; true: apply, and only when no row has an error. */
  apply: z.boolean().default(false),
});
export type ImportBody = z.input<typeof importBodySchema>;
export const importRowErrorSchema = z.object({
  row: z.number().int().describe('Line of the file, the header being line 1'),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importReportSchema = z
  .object({
    applied: z.boolean(),
    rows: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    errors: z.array(importRowErrorSchema),
  })
  .meta({ id: 'ProductImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

export const ownProductsSummarySchema = z
  .object({
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    byStatus: z.record(z.enum(PRODUCT_STATUSES), z.number().int()),
    byAvailability: z.record(productAvailabilitySchema, z.number().int()),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'OwnProductsSummary' });
export type OwnProductsSummary = z.infer<typeof ownProductsSummarySchema>;

// ---- Endpoints -------------------------------------------------------------------------------------

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const conflict = { ...errors, 409: problemSchema };
const tags = ['supplier-workspace'] as const;
const staffTags = ['staff'] as const;

export const supplierWorkspaceEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/merchants/registrations',
    summary: 'Register a new supplier company; it stays unconfirmed (not public) until staff confirm it',
    tags,
    access: 'user',
    body: merchantRegistrationBodySchema,
    responses: { 201: merchantRegistrationSchema, ...conflict },
  }),
  myRegistrations: defineEndpoint({
    method: 'GET',
    path: '/merchants/registrations/mine',
    summary: 'The merchants the caller owns, with their verification state and staff’s reason for a refusal',
    tags,
    access: 'user',
    responses: { 200: z.array(merchantRegistrationSchema), 401: problemSchema },
  }),
  myMerchants: defineEndpoint({
    method: 'GET',
    path: '/merchants/managed',
    summary: 'Merchants the caller owns or represents, with the right to manage products',
    tags,
    access: 'user',
    responses: { 200: z.array(ownMerchantSchema), 401: problemSchema },
  }),
  registrationQueue: defineEndpoint({
    method: 'GET',
    path: '/admin/merchants/registrations',
    summary: 'Staff: merchants by verification state (default: waiting for review)',
    tags: staffTags,
    access: 'staff',
    query: registrationQueueQuerySchema,
    responses: { 200: pageOf(merchantRegistrationSchema), ...errors },
  }),
  registrationDocument: defineEndpoint({
    method: 'GET',
    path: '/admin/merchants/:id/documents',
    summary: 'Staff: one verification document of a merchant (the file’s bytes)',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    query: documentQuerySchema,
    produces: '*/*',
    responses: { 200: z.any(), ...errors },
  }),
  confirmMerchant: defineEndpoint({
    method: 'POST',
    path: '/admin/merchants/:id/confirm',
    summary: 'Staff: confirm a merchant with a verification level; it becomes public',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    body: confirmMerchantBodySchema,
    responses: { 200: merchantRegistrationSchema, ...errors },
  }),
  rejectMerchant: defineEndpoint({
    method: 'POST',
    path: '/admin/merchants/:id/reject',
    summary: 'Staff: refuse a merchant’s registration with a reason the supplier sees',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    body: rejectBodySchema,
    responses: { 200: merchantRegistrationSchema, ...errors },
  }),

  editable: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/:id/editor',
    summary: 'One of the caller’s merchant’s products with everything the editor shows',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    responses: { 200: editableProductSchema, ...errors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/supplierproducts',
    summary: 'Create a product of the caller’s merchant (draft or published)',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    body: productEditorBodySchema,
    responses: { 201: editableProductSchema, ...conflict },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/supplierproducts/:id',
    summary: 'Replace a product of the caller’s merchant: fields, property values and images',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    body: productEditorBodySchema.omit({ merchantId: true }),
    responses: { 200: editableProductSchema, ...conflict },
  }),
  setState: defineEndpoint({
    method: 'PUT',
    path: '/supplierproducts/:id/status',
    summary: 'Publish, unpublish (draft) or archive a product of the caller’s merchant',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    body: productStateBodySchema,
    responses: { 200: editableProductSchema, ...errors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/supplierproducts/:id',
    summary: 'Delete a product of the caller’s merchant',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    responses: { 204: z.undefined(), ...errors },
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: '/supplierproducts/:id/duplicate',
    summary: 'Copy a product of the caller’s merchant as a draft titled «… (کپی)», with its images and properties',
    tags,
    access: 'agent',
    object: 'ownProduct',
    params: idParamSchema,
    responses: { 201: editableProductSchema, ...errors },
  }),
  bulkEdit: defineEndpoint({
    method: 'POST',
    path: '/supplierproducts/bulk',
    summary: 'Set price, availability or publication of chosen products, or of every product matching a filter',
    description:
      'One transaction; every chosen product must belong to `merchantId` (otherwise 404 for the whole request). Owner, or an agent with the product right.',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    body: bulkEditBodySchema,
    responses: { 200: bulkEditResultSchema, ...errors },
  }),
  exportProducts: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/export',
    summary: 'The merchant’s products as CSV (UTF-8 with BOM), columns of docs/decisions/028',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    query: merchantIdQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.any(), ...errors },
  }),
  importProducts: defineEndpoint({
    method: 'POST',
    path: '/supplierproducts/import',
    summary: 'Check (and with `apply`, apply) a CSV of products: a Persian error per row and column',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    body: importBodySchema,
    responses: { 200: importReportSchema, ...errors },
  }),
  productsSummary: defineEndpoint({
    method: 'GET',
    path: '/supplierproducts/summary',
    summary: 'Counts of the merchant’s products by state and availability, and its categories',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    query: merchantIdQuerySchema,
    responses: { 200: ownProductsSummarySchema, ...errors },
  }),
  baseProductChoices: defineEndpoint({
    method: 'GET',
    path: '/baseproducts/choices',
    summary: 'Base products a merchant may build on in a category: approved ones and its own proposals',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    query: baseProductChoicesQuerySchema,
    responses: { 200: z.array(baseProductChoiceSchema), ...errors },
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/baseproducts/proposals',
    summary: 'Propose a new base product for staff to approve',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    body: baseProductProposalBodySchema,
    responses: { 201: baseProductProposalSchema, ...conflict },
  }),
  myProposals: defineEndpoint({
    method: 'GET',
    path: '/baseproducts/proposals/mine',
    summary: 'Base products the merchant proposed, with staff’s decision and reason',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    query: merchantIdQuerySchema,
    responses: { 200: z.array(baseProductProposalSchema), ...errors },
  }),
  proposalQueue: defineEndpoint({
    method: 'GET',
    path: '/admin/baseproducts/proposals',
    summary: 'Staff: proposed base products (default: waiting for review)',
    tags: staffTags,
    access: 'staff',
    query: proposalQueueQuerySchema,
    responses: { 200: pageOf(baseProductProposalSchema), ...errors },
  }),
  approveProposal: defineEndpoint({
    method: 'POST',
    path: '/admin/baseproducts/:id/approve',
    summary: 'Staff: approve a proposed base product',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: baseProductProposalSchema, ...errors },
  }),
  rejectProposal: defineEndpoint({
    method: 'POST',
    path: '/admin/baseproducts/:id/reject',
    summary: 'Staff: refuse a proposed base product with a reason the supplier sees',
    tags: staffTags,
    access: 'staff',
    params: idParamSchema,
    body: rejectBodySchema,
    responses: { 200: baseProductProposalSchema, ...errors },
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/admin/audit-log',
    summary: 'Staff: every staff action, newest first',
    tags: staffTags,
    access: 'staff',
    query: pagingQuerySchema,
    responses: { 200: pageOf(auditEntrySchema), ...errors },
  }),
};
