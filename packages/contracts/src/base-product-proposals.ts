// The supplier workspace: base products proposed by suppliers and staff's review of them.
import './zod-config';
import { z } from 'zod';
import { bodyIdSchema, idSchema, pagingQuerySchema } from './paging';
import { optionalText, text } from './supplier-registration';

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
