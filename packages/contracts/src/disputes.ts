// Disputes of secure payment (issue 30, docs/decisions/039): the buyer's objection, its thread with evidence from
// both parties and staff, and staff's final decision.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { idSchema } from './paging';
import { stageNumberSchema } from './secure-payment-stages';

export const DISPUTE_REASONS = ['not_received', 'not_as_described', 'damaged', 'partial', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_received: 'کالا یا خدمت دریافت نشد',
  not_as_described: 'با مشخصات سفارش مطابقت ندارد',
  damaged: 'آسیب‌دیده رسید',
  partial: 'بخشی از سفارش نرسید',
  other: 'سایر',
};
export const DISPUTE_OUTCOMES = ['release_all', 'refund_all', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release_all: 'پرداخت کامل به تأمین‌کننده',
  refund_all: 'بازگشت کامل وجه به خریدار',
  split: 'تقسیم مبلغ میان خریدار و تأمین‌کننده',
};
const fileIds = z.array(z.string().trim().min(1).max(100)).max(5).default([]);
export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: 'oneOf' }),
  text: z.string().trim().min(10).max(3000),
  fileIds,
  /** For an order paid in stages (decision 040): the delivered stage disputed; its money alone is held. */
  stage: stageNumberSchema.optional(),
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;
export const disputeMessageInputSchema = z.object({
  text: z.string().trim().min(2).max(3000),
  fileIds,
});
export const decideDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: 'oneOf' }),
  /** With `split`: what goes back to the buyer; the rest is released to the supplier. */
  refundRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).optional(),
  reason: z.string().trim().min(10).max(3000),
});
export type DecideDisputeInput = z.input<typeof decideDisputeSchema>;

export const disputeMessageSchema = z.object({
  id: z.number().int(),
  party: z.enum(['buyer', 'supplier', 'staff']),
  authorName: z.string(),
  text: z.string(),
  files: z.array(z.object({ fileId: z.string(), fileName: z.string() })),
  createdAt: z.string(),
});
export const disputeSchema = z
  .object({
    id: z.number().int(),
    tradeRequestId: z.number().int(),
    stage: z.number().int().nullable().describe('The stage disputed (an order paid in stages); null: the order'),
    status: z.enum(['open', 'decided']),
    reason: z.enum(DISPUTE_REASONS),
    text: z.string(),
    openedAt: z.string(),
    supplierAnswerDueAt: z.string(),
    heldRials: rialsSchema,
    decision: z
      .object({
        outcome: z.enum(DISPUTE_OUTCOMES),
        refundRials: rialsSchema,
        releaseRials: rialsSchema,
        reason: z.string(),
        decidedAt: z.string(),
      })
      .nullable(),
    messages: z.array(disputeMessageSchema),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeSummarySchema = z
  .object({
    id: z.number().int(),
    tradeRequestId: z.number().int(),
    stage: z.number().int().nullable(),
    status: z.enum(['open', 'decided']),
    reason: z.enum(DISPUTE_REASONS),
    buyerName: z.string(),
    merchantName: z.string(),
    heldRials: rialsSchema,
    openedAt: z.string(),
    supplierAnswerDueAt: z.string(),
    supplierAnswered: z.boolean(),
  })
  .meta({ id: 'DisputeSummary' });
export const disputeIdParamSchema = z.object({ id: idSchema });
