// «گزارش تخلف»: reports of public supplier products by signed-in visitors and staff's queue of them (issue 16,
// docs/decisions/034). One open report per person and listing; staff dismiss a listing's reports or unpublish
// the listing with a reason its supplier reads. Every staff call is staff-only and audited.
import './zod-config';
import { z } from 'zod';
import { PRODUCT_STATUSES } from './catalog-products';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

export const LISTING_REPORT_REASONS = [
  'wrong_info',
  'misleading_price',
  'prohibited_or_counterfeit',
  'duplicate',
  'inappropriate',
  'other',
] as const;
export const listingReportReasonSchema = z.enum(LISTING_REPORT_REASONS).meta({ id: 'ListingReportReason' });
export type ListingReportReason = z.infer<typeof listingReportReasonSchema>;
export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  wrong_info: 'اطلاعات نادرست',
  misleading_price: 'قیمت گمراه‌کننده',
  prohibited_or_counterfeit: 'کالای ممنوع یا تقلبی',
  duplicate: 'آگهی تکراری',
  inappropriate: 'محتوای نامناسب',
  other: 'سایر',
};

/** Longest free text of a report, and of staff's note or reason. */
export const LISTING_REPORT_TEXT_MAX = 500;

export const LISTING_REPORT_STATES = ['open', 'dismissed', 'unpublished'] as const;
export const listingReportStateSchema = z.enum(LISTING_REPORT_STATES);
export type ListingReportState = z.infer<typeof listingReportStateSchema>;
export const LISTING_REPORT_STATE_LABELS: Record<ListingReportState, string> = {
  open: 'باز',
  dismissed: 'بدون اقدام',
  unpublished: 'توقف انتشار',
};

/** `text` is optional, except for «سایر» (the API answers a field error on `body.text` when it is missing). */
export const listingReportBodySchema = z.object({
  reason: listingReportReasonSchema,
  text: z.string().trim().max(LISTING_REPORT_TEXT_MAX, { error: 'maxLength' }).default(''),
});
export type ListingReportBody = z.input<typeof listingReportBodySchema>;

export const listingReportReceiptSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    reason: listingReportReasonSchema,
    text: z.string(),
    /** true: the caller had already reported this listing; that open report now holds this reason and text. */
    updated: z.boolean(),
    /** What to tell the reporter, in Persian. */
    message: z.string(),
  })
  .meta({ id: 'ListingReportReceipt' });
export type ListingReportReceipt = z.infer<typeof listingReportReceiptSchema>;

export const staffListingReportSchema = z.object({
  id: z.number().int(),
  reason: listingReportReasonSchema,
  text: z.string(),
  reporter: z.object({ userId: z.number().int(), name: z.string(), phone: z.string() }),
  createdAt: z.string(),
});

/** A listing's reports of one state, grouped: what staff decide on. */
export const staffReportedListingSchema = z
  .object({
    product: z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      status: z.enum(PRODUCT_STATUSES),
      merchant: z.object({ id: z.number().int(), name: z.string() }),
    }),
    state: listingReportStateSchema,
    count: z.number().int(),
    reasons: z.array(z.object({ reason: listingReportReasonSchema, count: z.number().int() })),
    latestAt: z.string(),
    reports: z.array(staffListingReportSchema),
    /** How staff resolved them (dismissed or unpublished), with the note or the reason the supplier reads. */
    resolution: z.object({ note: z.string(), at: z.string(), staffName: z.string() }).nullable(),
  })
  .meta({ id: 'StaffReportedListing' });
export type StaffReportedListing = z.infer<typeof staffReportedListingSchema>;

const staffText = z.string().trim().max(LISTING_REPORT_TEXT_MAX, { error: 'maxLength' });
export const dismissListingReportsBodySchema = z.object({ note: staffText.default('') });
export const unpublishListingBodySchema = z.object({
  reason: staffText.min(5, { error: 'minLength' }),
});

export const listingReportOutcomeSchema = z.object({
  productId: z.number().int(),
  /** Open reports closed by this action. */
  closed: z.number().int(),
  state: z.enum(['dismissed', 'unpublished']),
});

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const listingReportsEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/supplierproducts/:id/reports',
    summary:
      'Report a public product (a reason of the fixed list, text required for «other»); a second report of the same listing updates the open one',
    tags: ['catalog'],
    access: 'user',
    object: 'supplierProduct',
    params: idParamSchema,
    body: listingReportBodySchema,
    responses: {
      200: listingReportReceiptSchema,
      201: listingReportReceiptSchema,
      ...errors,
      409: problemSchema,
      429: problemSchema,
    },
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/admin/listing-reports',
    summary: 'Staff: reported listings of one state (default open), grouped by listing, newest report first',
    tags: ['staff'],
    access: 'staff',
    query: pagingQuerySchema.extend({ state: listingReportStateSchema.default('open') }),
    responses: { 200: pageOf(staffReportedListingSchema), ...errors },
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/admin/listing-reports/:id/dismiss',
    summary: 'Staff: close every open report of a listing (by product id) without acting on it',
    tags: ['staff'],
    access: 'staff',
    params: idParamSchema,
    body: dismissListingReportsBodySchema,
    responses: { 200: listingReportOutcomeSchema, ...errors, 409: problemSchema },
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/admin/listing-reports/:id/unpublish',
    summary:
      'Staff: take a reported listing (by product id) off the site with a reason its supplier reads; closes its open reports',
    tags: ['staff'],
    access: 'staff',
    params: idParamSchema,
    body: unpublishListingBodySchema,
    responses: { 200: listingReportOutcomeSchema, ...errors, 409: problemSchema },
  }),
};
