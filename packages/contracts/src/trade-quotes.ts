// Quotes on a trade request open to quotes (spec section 7, «Trade»): statuses, what a supplier sends, what
// everyone reads, and the buyer's acceptance.
import './zod-config';
import { z } from 'zod';
import { deliveredCostSchema, onTimeRateSchema } from './delivered-cost';
import { rialsSchema } from './money';
import { bodyIdSchema } from './paging';
import { MAX_STAGES } from './secure-payment-stages';
import { isoDay, MAX_UNIT_PRICE_RIALS, persianText, unitPriceSchema } from './trade-orders';

export const TRADE_QUOTE_STATUSES = ['active', 'withdrawn', 'accepted', 'not_chosen'] as const;
export const tradeQuoteStatusSchema = z.enum(TRADE_QUOTE_STATUSES).meta({ id: 'TradeQuoteStatus' });
export type TradeQuoteStatus = z.infer<typeof tradeQuoteStatusSchema>;
export const TRADE_QUOTE_STATUS_LABELS: Record<TradeQuoteStatus, string> = {
  active: 'فعال',
  withdrawn: 'پس‌گرفته‌شده',
  accepted: 'پذیرفته‌شده',
  not_chosen: 'انتخاب نشد',
};

/**
 * A stage the supplier proposes in its quote (milestones, decisions 040 and 056): its part of the goods in whole
 * Rials, what it delivers, and how many days after the quote is accepted it is due. Accepting the quote makes
 * them the order's stages. None, or 2–12 whose amounts sum to the quote's goods (checked by the API).
 */
export const quoteStageInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(120),
  amountRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(1e15),
  deliverable: z.string().trim().min(1, { error: 'required' }).max(500),
  days: z
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(0)
    .max(3650)
    .describe('Days after the quote is accepted the stage is due'),
});
export type QuoteStageInput = z.input<typeof quoteStageInputSchema>;
export const quoteStageSchema = z
  .object({ title: z.string(), amountRials: rialsSchema, deliverable: z.string(), days: z.number().int() })
  .meta({ id: 'TradeQuoteStage' });
export type QuoteStage = z.infer<typeof quoteStageSchema>;

export const tradeQuoteInputSchema = z.object({
  merchantId: bodyIdSchema
    .optional()
    .describe('Which of the caller’s merchants quotes; the first one of the request’s category when absent'),
  items: z
    .array(
      z.object({
        itemId: bodyIdSchema,
        unitPriceRials: unitPriceSchema,
        unit: z
          .string()
          .trim()
          .min(1, { error: 'required' })
          .max(40)
          .describe('The unit the price is for: the item’s unit or another unit of the same quantity'),
      }),
    )
    .min(1, { error: 'required' })
    .max(20),
  leadTimeDays: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(3650),
  shippingRials: z
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(0)
    .max(MAX_UNIT_PRICE_RIALS, { error: 'maxUnitPrice' })
    .default(0)
    .describe('Shipping for the whole request to the buyer’s address, whole Rials (decision 045)'),
  validUntil: isoDay.describe('The last day the price holds (ISO day)'),
  notes: persianText(2000).default(''),
  documents: z.array(z.string().trim().min(1).max(100)).max(5).default([]).describe('Ids of the caller’s uploads'),
  stages: z
    .array(quoteStageInputSchema)
    .max(MAX_STAGES, { error: 'maxItems' })
    .default([])
    .describe('Proposed stages (milestones): none, or 2–12 whose amounts sum to the goods'),
});
export type TradeQuoteInput = z.input<typeof tradeQuoteInputSchema>;

export const tradeQuoteSchema = z
  .object({
    id: z.number().int(),
    tradeRequestId: z.number().int(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    status: tradeQuoteStatusSchema,
    leadTimeDays: z.number().int(),
    validUntil: z.string(),
    expired: z.boolean().describe('The validity day has passed'),
    notes: z.string(),
    documents: z.array(z.object({ fileId: z.string(), fileName: z.string(), url: z.string() })),
    items: z.array(
      z.object({
        itemId: z.number().int(),
        productTitle: z.string(),
        quantity: z.number(),
        requestUnit: z.string(),
        unit: z.string(),
        unitPriceRials: rialsSchema,
        pricePerRequestUnitRials: rialsSchema
          .nullable()
          .describe('The price converted to the unit the buyer asked in (null if the units cannot be converted)'),
      }),
    ),
    totalRials: rialsSchema
      .nullable()
      .describe('Sum of quantity × the converted price (null when a price does not convert or beyond the bound)'),
    delivered: deliveredCostSchema
      .nullable()
      .default(null)
      .describe('Goods, shipping and VAT as secure payment would charge them (decision 045); null without a total'),
    onTimeRate: onTimeRateSchema,
    stages: z
      .array(quoteStageSchema)
      .default([])
      .describe('The proposed stages; accepting the quote makes them the order’s (decision 056)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TradeQuote' });
export type TradeQuote = z.infer<typeof tradeQuoteSchema>;
export const acceptQuoteSchema = z.object({ quoteId: bodyIdSchema });
