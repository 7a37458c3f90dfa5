// Secure payment («پرداخت امن», issue 30, docs/decisions/039-secure-payment.md): the order's money is paid into
// a holding account of the ledger, held until the buyer confirms receipt, the objection window ends or staff
// decide a dispute, then released to the supplier's receivable less the commission of its plan, or refunded
// to the buyer's wallet. Shipments, the money panel of an order, disputes and the supplier's statement.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { rialsSchema } from './money';
import { idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { reasonSchema } from './trade-orders';
import { tradeIdParamSchema, tradeRequestSchema } from './trade-requests';
import { tradeRequestStateSchema } from './trade-states';
import { payableSchema } from './wallet-membership';

/** How an order reached the buyer: a carrier for goods, a report or a download for services and documents. */
export const SHIPMENT_METHODS = [
  'tipax',
  'iran_post',
  'freight',
  'own_vehicle',
  'pickup',
  'service_report',
  'electronic_delivery',
] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];
export const SHIPMENT_METHOD_LABELS: Record<ShipmentMethod, string> = {
  tipax: 'تیپاکس',
  iran_post: 'پست جمهوری اسلامی ایران',
  freight: 'باربری (با بارنامه)',
  own_vehicle: 'وسیلهٔ نقلیهٔ فروشنده',
  pickup: 'تحویل حضوری در محل فروشنده',
  service_report: 'گزارش انجام خدمت',
  electronic_delivery: 'تحویل فایل الکترونیکی',
};
/** Methods whose tracking or waybill number is required. */
export const TRACKED_METHODS: readonly ShipmentMethod[] = ['tipax', 'iran_post', 'freight'];

export const shipInputSchema = z.object({
  method: z.enum(SHIPMENT_METHODS, { error: 'oneOf' }),
  trackingNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9۰-۹٠-٩A-Za-z-]*$/, { error: 'pattern' })
    .default(''),
  shippedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' }),
  fileId: z.string().trim().min(1).max(100).nullable().default(null),
  note: z.string().trim().max(1000).default(''),
});
export type ShipInput = z.input<typeof shipInputSchema>;

export const shipmentSchema = z
  .object({
    method: z.enum(SHIPMENT_METHODS),
    trackingNumber: z.string(),
    shippedOn: z.string().describe('ISO day'),
    fileId: z.string().nullable(),
    fileName: z.string().nullable(),
    note: z.string(),
    recordedAt: z.string(),
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

/** Where the order's money is. */
export const MONEY_STATES = [
  'not_priced',
  'awaiting_payment',
  'held',
  'in_dispute',
  'released',
  'refunded',
  'split',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];
export const MONEY_STATE_LABELS: Record<MoneyState, string> = {
  not_priced: 'هنوز قیمتی تأیید نشده است',
  awaiting_payment: 'در انتظار پرداخت خریدار',
  held: 'نزد بازار صنعت نگه داشته می‌شود',
  in_dispute: 'در اختلاف: تا تصمیم پشتیبانی جابه‌جا نمی‌شود',
  released: 'به تأمین‌کننده پرداخت شد',
  refunded: 'به کیف پول خریدار بازگشت',
  split: 'طبق تصمیم پشتیبانی میان طرفین تقسیم شد',
};

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

export const moneyMovementSchema = z.object({
  kind: z.enum(['paid', 'released', 'commission', 'refunded']),
  amountRials: rialsSchema,
  description: z.string(),
  createdAt: z.string(),
});

export const orderMoneySchema = z
  .object({
    tradeRequestId: z.number().int(),
    state: z.enum(MONEY_STATES),
    goodsRials: rialsSchema,
    shippingRials: rialsSchema,
    vatPercent: z.number(),
    vatRials: rialsSchema,
    feeRials: rialsSchema.describe('The publishing fee of the buyer’s plan, paid with the order'),
    totalRials: rialsSchema.describe('What the buyer pays: goods + shipping + VAT + fee'),
    payable: payableSchema.nullable(),
    paidAt: z.string().nullable(),
    heldRials: rialsSchema,
    releasedRials: rialsSchema.describe('Paid to the supplier’s receivable (after commission)'),
    commissionRials: rialsSchema,
    refundedRials: rialsSchema,
    commissionPercent: z.number().describe('The supplier plan’s commission rate'),
    commissionMinRials: rialsSchema,
    objectionDays: z.number().int(),
    deliveredAt: z.string().nullable(),
    releaseDueAt: z
      .string()
      .nullable()
      .describe('When the money is released if the buyer neither confirms nor disputes'),
    shipment: shipmentSchema.nullable(),
    movements: z.array(moneyMovementSchema),
  })
  .meta({ id: 'OrderMoney' });
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const payResultSchema = z
  .object({ request: tradeRequestSchema, payable: payableSchema })
  .meta({ id: 'TradePayResult' });

const fileIds = z.array(z.string().trim().min(1).max(100)).max(5).default([]);
export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: 'oneOf' }),
  text: z.string().trim().min(10).max(3000),
  fileIds,
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

export const heldOrderSchema = z
  .object({
    tradeRequestId: z.number().int(),
    state: tradeRequestStateSchema,
    buyerName: z.string(),
    merchantName: z.string(),
    heldRials: rialsSchema,
    paidAt: z.string().nullable(),
    releaseDueAt: z.string().nullable(),
  })
  .meta({ id: 'HeldOrder' });

export const settlementSchema = z
  .object({
    tradeRequestId: z.number().int(),
    buyerName: z.string(),
    state: tradeRequestStateSchema,
    goodsRials: rialsSchema,
    shippingRials: rialsSchema,
    vatRials: rialsSchema,
    commissionRials: rialsSchema,
    releasedRials: rialsSchema,
    refundedRials: rialsSchema,
    heldRials: rialsSchema,
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'SupplierSettlement' });
export type Settlement = z.infer<typeof settlementSchema>;
export const settlementsSchema = z
  .object({
    receivableRials: rialsSchema.describe('What the supplier may withdraw now'),
    heldRials: rialsSchema.describe('Its orders’ money still held'),
    page: pageOf(settlementSchema),
  })
  .meta({ id: 'SupplierSettlements' });

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['secure-payment'] as const;
const buyers = { access: 'owner', object: 'ownTradeRequest' } as const;
const suppliers = { access: 'agent', object: 'tradeRequest' } as const;
const parties = { access: 'agent', object: 'tradeRequest', staffReads: true } as const;
export const disputeIdParamSchema = z.object({ id: idSchema });

export const securePaymentEndpoints = {
  pay: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/pay',
    summary: 'The buyer’s payable for a published order’s total, paid into holding by wallet or gateway',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: payResultSchema, ...errors },
  }),
  money: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/money',
    summary: 'The order’s money: what was paid, is held, released, refunded, and when it releases',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: orderMoneySchema, ...errors },
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/ship',
    summary: 'The supplier records the shipment (carrier and tracking, or a service’s report)',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: shipInputSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  confirmReceipt: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/confirm-receipt',
    summary: 'The buyer confirms receipt: the held money is released to the supplier less commission',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/refuse',
    summary: 'The supplier refuses a published or paid order: whatever was paid goes back to the buyer',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: reasonSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  openDispute: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/dispute',
    summary: 'The buyer opens a dispute within the objection window; the money stays held until staff decide',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: openDisputeSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  dispute: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/dispute',
    summary: 'The order’s dispute with its thread and decision',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  disputeMessage: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/dispute/messages',
    summary: 'A party adds text and evidence files to the dispute’s thread',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    body: disputeMessageInputSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  disputeFile: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/dispute/files',
    summary: 'Download an evidence file of the order’s dispute (its parties and staff)',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    query: z.object({ fileId: z.string().trim().min(1).max(100) }),
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  shipmentFile: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/shipment/file',
    summary: 'Download the shipment’s document (waybill, service report or the delivered file)',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  settlements: defineEndpoint({
    method: 'GET',
    path: '/traderequests/settlements',
    summary: 'A supplier’s statement: each order’s goods, VAT, commission, released and refunded money',
    tags,
    access: 'agent',
    object: 'ownMerchant',
    staffReads: true,
    query: pagingQuerySchema.extend({ merchantId: idSchema }),
    responses: { 200: settlementsSchema, ...errors },
  }),
  staffDisputes: defineEndpoint({
    method: 'GET',
    path: '/admin/disputes',
    summary: 'Staff: disputes, open ones first, oldest first',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ status: z.enum(['open', 'decided']).optional() }),
    responses: { 200: pageOf(disputeSummarySchema), ...errors },
  }),
  staffDispute: defineEndpoint({
    method: 'GET',
    path: '/admin/disputes/:id',
    summary: 'Staff: one dispute with its thread',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  staffDisputeMessage: defineEndpoint({
    method: 'POST',
    path: '/admin/disputes/:id/messages',
    summary: 'Staff: a question or note in the dispute’s thread (both parties read it)',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    body: disputeMessageInputSchema,
    responses: { 201: disputeSchema, ...errors },
  }),
  decideDispute: defineEndpoint({
    method: 'POST',
    path: '/admin/disputes/:id/decide',
    summary: 'Staff: release all, refund all or split the held money, with a reason both parties read (final)',
    tags,
    access: 'staff',
    params: disputeIdParamSchema,
    body: decideDisputeSchema,
    responses: { 200: disputeSchema, ...errors },
  }),
  heldOrders: defineEndpoint({
    method: 'GET',
    path: '/admin/held-orders',
    summary: 'Staff: orders whose money is held now, with the amount and when it releases',
    tags,
    access: 'staff',
    query: pagingQuerySchema,
    responses: { 200: pageOf(heldOrderSchema), ...errors },
  }),
};
