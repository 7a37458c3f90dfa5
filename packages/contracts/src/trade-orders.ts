// A direct order's parts (spec section 7, «Trade»): document types, the order's limits and totals, what a buyer
// sends and a supplier confirms, and the request's items, documents, events and summary.
import './zod-config';
import { z } from 'zod';
import { type CategoryType, categoryTypeSchema } from './categories';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema } from './paging';
import {
  paymentTermsSchema,
  TRADE_EVENT_ACTIONS,
  tradeRequestKindSchema,
  tradeRequestStateSchema,
} from './trade-states';

/** Trade document types: reference data kept in code (what a document attached to a request is). */
export const TRADE_DOCUMENT_TYPES = [
  { id: 1, key: 'technical_drawing', name: 'نقشهٔ فنی', categoryTypes: ['Product', 'IndustrialService'] },
  { id: 2, key: 'specification', name: 'مشخصات فنی', categoryTypes: ['Product', 'IndustrialService'] },
  { id: 3, key: 'standard', name: 'استاندارد', categoryTypes: ['Product', 'IndustrialService', 'ConsultingService'] },
  {
    id: 4,
    key: 'proforma_invoice',
    name: 'پیش‌فاکتور',
    categoryTypes: ['Product', 'IndustrialService', 'ConsultingService', 'ElectronicDocument'],
  },
  { id: 5, key: 'terms_of_reference', name: 'شرح خدمات', categoryTypes: ['IndustrialService', 'ConsultingService'] },
  {
    id: 6,
    key: 'other',
    name: 'سایر مدارک',
    categoryTypes: ['Product', 'IndustrialService', 'ConsultingService', 'ElectronicDocument'],
  },
] as const satisfies readonly { id: number; key: string; name: string; categoryTypes: readonly CategoryType[] }[];

export const tradeDocumentTypeSchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), categoryTypes: z.array(categoryTypeSchema) })
  .meta({ id: 'TradeDocumentType' });
export type TradeDocumentType = z.infer<typeof tradeDocumentTypeSchema>;
export const tradeDocumentTypesQuerySchema = z.object({
  filter: z.object({ categoryType: categoryTypeSchema.optional() }).optional(),
});

/**
 * What one order can be. A quantity of 10^9 at 10^15 Rials made the order's total overflow PostgreSQL's bigint,
 * and the buyer's and the supplier's lists answered 400 for good (docs/security-testing.md). So:
 * - a quantity of at most 10^7 of the item's unit: ten million pieces, kilograms or metres is beyond any one
 *   order placed here (a larger need is several orders, or a coarser unit: tonnes, not kilograms);
 * - a price per unit of at most 10^14 Rials: with about 10^6 Rials to the US dollar that is some $100 million,
 *   above the dearest single item (a production line, a turbine), with room for the Rial's fall;
 * - a total, Σ quantity × price per unit, of at most MAX_RIALS (10^15 Rials), so that every total survives
 *   JSON and JavaScript numbers exactly (Number.MAX_SAFE_INTEGER ≈ 9×10^15) and PostgreSQL's bigint
 *   (≈ 9.2×10^18) by far. The first two bounds hold each field; the total needs both, so it is checked where
 *   prices meet quantities (the supplier's confirmation, a quote), as a field error on `items`.
 */
export const MAX_ORDER_QUANTITY = 10_000_000;
export const MAX_UNIT_PRICE_RIALS = 100_000_000_000_000;
export const MAX_ORDER_TOTAL_RIALS = MAX_RIALS;

const quantitySchema = z
  .number({ error: 'number' })
  .positive({ error: 'positive' })
  .max(MAX_ORDER_QUANTITY, { error: 'maxOrderQuantity' });
export const unitPriceSchema = z
  .number({ error: 'number' })
  .int({ error: 'integer' })
  .min(1)
  .max(MAX_UNIT_PRICE_RIALS, { error: 'maxUnitPrice' });

/** Σ quantity × price per unit (a double), or null while a line has no price. */
export function orderLinesSum(lines: readonly { quantity: number; unitPriceRials: number | null }[]): number | null {
  if (!lines.length || lines.some((l) => l.unitPriceRials === null)) return null;
  return lines.reduce((total, l) => total + l.quantity * (l.unitPriceRials ?? 0), 0);
}

/**
 * An order's total as answers carry it: whole Rials; null while a line has no price, and null for the rows
 * stored before the bounds whose total is beyond MAX_ORDER_TOTAL_RIALS, so that one such row never makes a
 * list or a page unreadable.
 */
export function orderTotalRials(lines: readonly { quantity: number; unitPriceRials: number | null }[]): number | null {
  const sum = orderLinesSum(lines);
  if (sum === null || !Number.isFinite(sum)) return null;
  const total = Math.round(sum);
  return total <= MAX_ORDER_TOTAL_RIALS ? total : null;
}

export const persianText = (max: number) => z.string().trim().max(max);
/** A date as the web's Jalali picker sends it, converted to an ISO day (YYYY-MM-DD) by the form. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' });

export const tradeItemInputSchema = z.object({
  productId: bodyIdSchema,
  quantity: quantitySchema,
  unit: z.string().trim().min(1, { error: 'required' }).max(40),
  targetPriceRials: unitPriceSchema
    .nullable()
    .optional()
    .describe('What the buyer hopes to pay per unit, in whole Rials'),
});
export const tradeDocumentInputSchema = z.object({
  fileId: z.string().trim().min(1).max(100),
  documentTypeId: bodyIdSchema,
});

export const directOrderInputSchema = z.object({
  kind: tradeRequestKindSchema
    .default('order')
    .describe('«sample»: one unit of each item at the listing’s sample price (decision 045)'),
  items: z.array(tradeItemInputSchema).min(1, { error: 'required' }).max(20),
  requestedDeliveryDate: isoDay.nullable().optional(),
  deliveryAddressId: bodyIdSchema.nullable().optional(),
  paymentTerms: paymentTermsSchema.default('cash'),
  description: persianText(2000).default(''),
  documents: z.array(tradeDocumentInputSchema).max(10).default([]),
});
export type DirectOrderInput = z.input<typeof directOrderInputSchema>;

export const supplierConfirmSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: bodyIdSchema,
        unitPriceRials: unitPriceSchema,
      }),
    )
    .min(1, { error: 'required' })
    .max(20),
  leadTimeDays: z.number({ error: 'number' }).int({ error: 'integer' }).min(0).max(3650),
  notes: persianText(2000).default(''),
  /** The supplier's shipping price for the whole order (secure payment adds it to what the buyer pays). */
  shippingRials: z
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(0)
    .max(MAX_UNIT_PRICE_RIALS, { error: 'maxUnitPrice' })
    .default(0),
});
export type SupplierConfirmInput = z.input<typeof supplierConfirmSchema>;
export const reasonSchema = z.object({ reason: z.string().trim().min(3, { error: 'tooShort' }).max(1000) });
export const noteSchema = z.object({ note: persianText(1000).default('') });

export const tradeItemSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productTitle: z.string(),
    quantity: z.number(),
    unit: z.string(),
    targetPriceRials: rialsSchema.nullable(),
    unitPriceRials: rialsSchema.nullable().describe('The supplier’s price per unit, once confirmed'),
    tierPriceRials: rialsSchema
      .nullable()
      .default(null)
      .describe(
        'The listing’s price per unit for this quantity when the line was written: its tier’s, or its sample’s (decision 045); null: price on request',
      ),
  })
  .meta({ id: 'TradeRequestItem' });
export const tradeDocumentSchema = z
  .object({
    fileId: z.string(),
    fileName: z.string(),
    documentTypeId: z.number().int(),
    documentTypeName: z.string(),
    url: z.string().describe('Download for the parties: /api/v1/traderequests/{id}/documents?fileId=…'),
  })
  .meta({ id: 'TradeRequestDocument' });
export const tradeEventSchema = z
  .object({
    id: z.number().int(),
    tradeRequestId: z.number().int(),
    action: z.enum(TRADE_EVENT_ACTIONS),
    fromState: tradeRequestStateSchema.nullable(),
    toState: tradeRequestStateSchema,
    actorName: z.string(),
    actorParty: z.enum(['buyer', 'supplier', 'system']),
    note: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'TradeRequestEvent' });
export type TradeEvent = z.infer<typeof tradeEventSchema>;

export const tradeRequestSummarySchema = z
  .object({
    id: z.number().int(),
    state: tradeRequestStateSchema,
    buyerName: z.string(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    title: z.string().describe('The first item’s product, and how many more'),
    kind: tradeRequestKindSchema.default('order'),
    totalRials: rialsSchema
      .nullable()
      .describe(
        'Sum of quantity × the supplier’s price, once confirmed (null before, and for a total beyond MAX_ORDER_TOTAL_RIALS)',
      ),
    requestedDeliveryDate: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TradeRequestSummary' });
export type TradeRequestSummary = z.infer<typeof tradeRequestSummarySchema>;
