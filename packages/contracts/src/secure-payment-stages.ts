// Milestones of secure payment («پرداخت مرحله‌ای», issue 30 point 8, docs/decisions/040-milestones.md): an
// order split into stages, each with its title, amount, deliverable and due date, paid into holding, delivered
// with its own evidence, confirmed (or released when its objection window ends) and released on its own.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { payableSchema } from './wallet-membership';

/** At least two stages (one stage is the order itself), at most twelve. */
export const MIN_STAGES = 2;
export const MAX_STAGES = 12;

export const stageInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(120),
  amountRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(1e15),
  deliverable: z.string().trim().max(500).default(''),
  dueOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'pattern' }),
});
export type StageInput = z.input<typeof stageInputSchema>;

export const stagePlanInputSchema = z.object({
  stages: z.array(stageInputSchema).min(MIN_STAGES, { error: 'notEmpty' }).max(MAX_STAGES),
});
export type StagePlanInput = z.input<typeof stagePlanInputSchema>;

export const stageNumberSchema = z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(MAX_STAGES);
export const stageActionSchema = z.object({ stage: stageNumberSchema });
export const deliverStageSchema = z.object({
  stage: stageNumberSchema,
  note: z.string().trim().min(5).max(1000),
  fileId: z.string().trim().min(1).max(100).nullable().default(null),
});
export type DeliverStageInput = z.input<typeof deliverStageSchema>;

/**
 * A stage's step as the live event of its order carries it (`trade.request.changed`, decision 056): a stage moves
 * no order state, yet both parties' open pages refresh on it, and the other party hears of it by SMS as of any
 * transition. A step that also moves the order (the first payment, the last settlement) carries the order's action.
 */
export const STAGE_EVENT_ACTIONS = [
  'plan_stages',
  'pay_stage',
  'deliver_stage',
  'confirm_stage',
  'release_stage',
  'dispute_stage',
  'decide_stage',
] as const;
export type StageEventAction = (typeof STAGE_EVENT_ACTIONS)[number];
/** What happened, after «مرحلهٔ N:» (the plan names no stage). */
export const STAGE_EVENT_LABELS: Record<StageEventAction, string> = {
  plan_stages: 'مرحله‌بندی سفارش',
  pay_stage: 'پرداخت امن',
  deliver_stage: 'ثبت تحویل',
  confirm_stage: 'تأیید خریدار و آزادسازی وجه',
  release_stage: 'پایان مهلت اعتراض و آزادسازی وجه',
  dispute_stage: 'ثبت اختلاف',
  decide_stage: 'تصمیم پشتیبانی دربارهٔ اختلاف',
};

/** Where one stage's money is. */
export const STAGE_STATES = ['unpaid', 'held', 'delivered', 'in_dispute', 'released', 'refunded', 'split'] as const;
export type StageState = (typeof STAGE_STATES)[number];
export const STAGE_STATE_LABELS: Record<StageState, string> = {
  unpaid: 'پرداخت‌نشده',
  held: 'پرداخت‌شده و نزد بازار صنعت',
  delivered: 'تحویل‌شده، در انتظار تأیید خریدار',
  in_dispute: 'در اختلاف: تا تصمیم پشتیبانی جابه‌جا نمی‌شود',
  released: 'به تأمین‌کننده پرداخت شد',
  refunded: 'به کیف پول خریدار بازگشت',
  split: 'میان طرفین تقسیم شد',
};

export const orderStageSchema = z
  .object({
    number: z.number().int(),
    title: z.string(),
    deliverable: z.string(),
    dueOn: z.string().describe('ISO day'),
    state: z.enum(STAGE_STATES),
    amountRials: rialsSchema.describe('The stage’s part of the goods'),
    shippingRials: rialsSchema.describe('Shipping, all of it with the first stage'),
    vatRials: rialsSchema.describe('VAT on the stage’s goods and shipping'),
    totalRials: rialsSchema,
    payable: payableSchema.nullable(),
    paidAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    evidenceNote: z.string(),
    evidenceFileName: z.string().nullable(),
    releaseDueAt: z.string().nullable(),
    heldRials: rialsSchema,
    releasedRials: rialsSchema,
    commissionRials: rialsSchema,
    refundedRials: rialsSchema,
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'OrderStage' });
export type OrderStage = z.infer<typeof orderStageSchema>;

/** A stage's line in the supplier's statement. */
export const settlementStageSchema = orderStageSchema.pick({
  number: true,
  title: true,
  state: true,
  totalRials: true,
  heldRials: true,
  releasedRials: true,
  commissionRials: true,
  refundedRials: true,
  settledAt: true,
});
/** A stage's line in staff's held money. */
export const heldStageSchema = orderStageSchema.pick({
  number: true,
  title: true,
  state: true,
  heldRials: true,
  releaseDueAt: true,
});
