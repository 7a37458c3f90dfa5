// Reviews of completed orders (issue 32, docs/decisions/043-trust-from-what-the-site-saw.md): the buyer rates
// the supplier, the supplier rates the buyer, one review per order and side, editable for 14 days, answered
// once by the other side, hidden by staff with a reason its author reads.
import './zod-config';
import { z } from 'zod';

export const REVIEW_SUBJECTS = ['supplier', 'buyer'] as const;
/** Who is rated: `supplier` is the buyer's review of the supplier, `buyer` the supplier's of the buyer. */
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];
/** Days a review may be edited after it was written; then it is fixed. */
export const REVIEW_EDIT_DAYS = 14;

export const SUPPLIER_ASPECTS = ['quality', 'onTime', 'communication', 'asDescribed'] as const;
export const BUYER_ASPECTS = ['paidOnTime', 'clearRequirements'] as const;
export type SupplierAspect = (typeof SUPPLIER_ASPECTS)[number];
export type BuyerAspect = (typeof BUYER_ASPECTS)[number];
export const ASPECT_LABELS: Record<SupplierAspect | BuyerAspect | 'overall', string> = {
  overall: 'امتیاز کلی',
  quality: 'کیفیت',
  onTime: 'تحویل به‌موقع',
  communication: 'پاسخ‌گویی و ارتباط',
  asDescribed: 'مطابقت با مشخصات',
  paidOnTime: 'پرداخت به‌موقع',
  clearRequirements: 'روشنی نیازها',
};

const stars = z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(5);
const reviewText = z.string().trim().max(2000).default('');
const photoIds = z.array(z.string().trim().min(1).max(100)).max(5).default([]);

export const supplierReviewInputSchema = z.object({
  overall: stars,
  quality: stars,
  onTime: stars,
  communication: stars,
  asDescribed: stars,
  text: reviewText,
  /** Public image uploads of the buyer (POST /files with public=true). */
  fileIds: photoIds,
});
export type SupplierReviewInput = z.input<typeof supplierReviewInputSchema>;

export const buyerReviewInputSchema = z.object({
  overall: stars,
  paidOnTime: stars,
  clearRequirements: stars,
  text: reviewText,
});
export type BuyerReviewInput = z.input<typeof buyerReviewInputSchema>;

export const reviewAnswerInputSchema = z.object({ text: z.string().trim().min(2).max(2000) });
export const hideReviewInputSchema = z.object({ reason: z.string().trim().min(5).max(500) });

export const reviewPhotoSchema = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });

/** A review as the public, its parties and staff read it; `hidden` only reaches its author and staff. */
export const reviewSchema = z
  .object({
    id: z.number().int(),
    tradeRequestId: z.number().int(),
    subject: z.enum(REVIEW_SUBJECTS),
    merchantId: z.number().int(),
    merchantName: z.string(),
    /** The buyer's first name and the initial of the last, or «خریدار»: never a number. */
    buyerName: z.string(),
    overall: z.number().int(),
    aspects: z.record(z.string(), z.number().int()),
    text: z.string(),
    photos: z.array(reviewPhotoSchema),
    /** What the order was, for «از خریدهای تأییدشده». */
    orderTitle: z.string(),
    productIds: z.array(z.number().int()),
    createdAt: z.string(),
    updatedAt: z.string(),
    editableUntil: z.string(),
    answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
    hidden: z.object({ reason: z.string(), hiddenAt: z.string() }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** The reviews of one order as its parties see them, and what each of them may still do. */
export const orderReviewsSchema = z
  .object({
    ofSupplier: reviewSchema.nullable(),
    ofBuyer: reviewSchema.nullable(),
    /** Whether the caller may write (or still edit) their side's review and answer the other's. */
    mayReview: z.boolean(),
    mayEdit: z.boolean(),
    mayAnswer: z.boolean(),
    viewer: z.enum(['buyer', 'supplier', 'staff']),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  /** Null below the minimum number of reviews (TRUST_MIN_CASES). */
  overall: z.number().nullable(),
  aspects: z.record(z.string(), z.number().nullable()),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const publicReviewsSchema = z
  .object({
    summary: ratingSummarySchema,
    items: z.array(reviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PublicReviews' });
export type PublicReviews = z.infer<typeof publicReviewsSchema>;
