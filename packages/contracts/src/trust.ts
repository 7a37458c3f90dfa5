// Trust that cannot be bought (issue 32, docs/decisions/043-trust-from-what-the-site-saw.md): reviews only from
// completed orders, in both directions, and what the site measured of suppliers and buyers. The endpoints; the
// schemas are in trust-reviews.ts and trust-figures.ts.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageOf, pagingQuerySchema, queryBooleanSchema } from './paging';
import { problemSchema } from './problem';
import { tradeIdParamSchema } from './trade-requests';
import { buyerTrustSchema, supplierTrustSchema } from './trust-figures';
import {
  buyerReviewInputSchema,
  hideReviewInputSchema,
  orderReviewsSchema,
  publicReviewsSchema,
  reviewAnswerInputSchema,
  reviewSchema,
  supplierReviewInputSchema,
} from './trust-reviews';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['trust'] as const;
const buyers = { access: 'owner', object: 'ownTradeRequest' } as const;
const suppliers = { access: 'agent', object: 'tradeRequest' } as const;
const parties = { access: 'agent', object: 'tradeRequest', staffReads: true } as const;
const publicSupplier = { access: 'public', object: 'supplier' } as const;
const supplierIdParamSchema = z.object({ id: idSchema });
const reviewIdParamSchema = z.object({ id: idSchema });

export const trustEndpoints = {
  orderReviews: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/reviews',
    summary: 'The order’s two reviews and what the caller may still do with them',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: orderReviewsSchema, ...errors },
  }),
  reviewSupplier: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/reviews/supplier',
    summary: 'The buyer of a completed order rates its supplier (once per order)',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: supplierReviewInputSchema,
    responses: { 201: reviewSchema, ...errors },
  }),
  editSupplierReview: defineEndpoint({
    method: 'PUT',
    path: '/traderequests/:id/reviews/supplier',
    summary: 'The buyer edits their review within 14 days of writing it',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: supplierReviewInputSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
  reviewBuyer: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/reviews/buyer',
    summary: 'The supplier of a completed order rates its buyer (once per order)',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: buyerReviewInputSchema,
    responses: { 201: reviewSchema, ...errors },
  }),
  editBuyerReview: defineEndpoint({
    method: 'PUT',
    path: '/traderequests/:id/reviews/buyer',
    summary: 'The supplier edits its review of the buyer within 14 days of writing it',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: buyerReviewInputSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
  answerSupplierReview: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/reviews/supplier/answer',
    summary: 'The supplier answers the buyer’s review once, in public',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: reviewAnswerInputSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
  answerBuyerReview: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/reviews/buyer/answer',
    summary: 'The buyer answers the supplier’s review of them once',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: reviewAnswerInputSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
  buyerTrust: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/buyer-trust',
    summary: 'For the supplier considering an order: what the site measured of its buyer and suppliers’ reviews',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: z.object({ trust: buyerTrustSchema, reviews: z.array(reviewSchema) }), ...errors },
  }),
  supplierReviews: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/reviews',
    summary: 'A supplier’s visible reviews from completed orders, newest first, with their averages',
    tags,
    ...publicSupplier,
    params: supplierIdParamSchema,
    query: pagingQuerySchema.extend({ productId: idSchema.optional() }),
    responses: { 200: publicReviewsSchema, ...errors },
  }),
  supplierTrust: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/trust',
    summary: 'What the site measured of a supplier over the last 90 days, with the cases behind each figure',
    tags,
    ...publicSupplier,
    params: supplierIdParamSchema,
    responses: { 200: supplierTrustSchema, ...errors },
  }),
  staffReviews: defineEndpoint({
    method: 'GET',
    path: '/admin/reviews',
    summary: 'Staff: reviews, newest first, hidden ones or all',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ hidden: queryBooleanSchema.optional() }),
    responses: { 200: pageOf(reviewSchema), ...errors },
  }),
  hideReview: defineEndpoint({
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    summary: 'Staff hide a review that breaks the rules, with a reason its author reads; it stops counting',
    tags,
    access: 'staff',
    params: reviewIdParamSchema,
    body: hideReviewInputSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
};
