// Secure payment's money and shipment (issue 30, docs/decisions/039): how an order reached its buyer, where its
// money is (the money panel), and the supplier's statement and staff's held orders.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { pageOf } from './paging';
import { heldStageSchema, orderStageSchema, settlementStageSchema } from './secure-payment-stages';
import { tradeRequestSchema } from './trade-requests';
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
    stages: z.array(orderStageSchema).describe('The order’s stages (milestones); empty for an order paid at once'),
  })
  .meta({ id: 'OrderMoney' });
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const payResultSchema = z
  .object({ request: tradeRequestSchema, payable: payableSchema })
  .meta({ id: 'TradePayResult' });

export const heldOrderSchema = z
  .object({
    tradeRequestId: z.number().int(),
    state: tradeRequestStateSchema,
    buyerName: z.string(),
    merchantName: z.string(),
    heldRials: rialsSchema,
    paidAt: z.string().nullable(),
    releaseDueAt: z.string().nullable(),
    stages: z.array(heldStageSchema).describe('Per stage, for an order paid in stages'),
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
    stages: z.array(settlementStageSchema).describe('One line per stage, for an order paid in stages'),
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
