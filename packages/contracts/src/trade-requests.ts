// A trade request as its parties read it (spec section 7, «Trade»), the fee and publishing, and the lists'
// queries (the buyer's, the supplier's, the requests open to quotes).
import './zod-config';
import { z } from 'zod';
import { buyerCompanySchema } from './identity';
import { rialsSchema } from './money';
import { idSchema, pagingQuerySchema } from './paging';
import { tradeDocumentSchema, tradeEventSchema, tradeItemSchema, tradeRequestSummarySchema } from './trade-orders';
import { tradeQuoteSchema, tradeQuoteStatusSchema } from './trade-quotes';
import { paymentTermsSchema, TRADE_ACTIONS, tradeRequestStateSchema } from './trade-states';
import { membershipPlanSchema, payableSchema } from './wallet-membership';

export const tradeRequestSchema = tradeRequestSummarySchema
  .extend({
    buyerUserId: z.number().int(),
    buyerPhone: z.string(),
    buyerCompany: buyerCompanySchema
      .nullable()
      .default(null)
      .describe('The buyer’s company for the official invoice, as their profile states it now; null when none'),
    merchantPhone: z.string().nullable(),
    items: z.array(tradeItemSchema),
    deliveryAddress: z
      .object({ id: z.number().int(), title: z.string(), receiverName: z.string(), text: z.string() })
      .nullable(),
    paymentTerms: paymentTermsSchema,
    description: z.string(),
    documents: z.array(tradeDocumentSchema),
    supplierLeadTimeDays: z.number().int().nullable(),
    supplierNotes: z.string(),
    rejectionReason: z.string(),
    /** The fee payable waiting to be paid before publishing (null when none is open). */
    feePayableId: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
    /** Who the caller is in this request, and what it may do now. */
    /** A request for quotation: the category whose suppliers may quote, and when it was opened. */
    categoryId: z.number().int().nullable(),
    categoryName: z.string(),
    openedAt: z.string().nullable(),
    /**
     * Quotes: every quote for the buyer and staff; only its own merchant's quote for a supplier (decision 023).
     */
    quotes: z.array(tradeQuoteSchema),
    /** 'quoter': a supplier of the category looking at an open request (no timeline, no other quotes). */
    viewerParty: z.enum(['buyer', 'supplier', 'quoter', 'staff']),
    /** Whether the caller may quote (or revise its quote) now, and as which merchant. */
    canQuoteAs: z.number().int().nullable(),
    allowedActions: z.array(z.enum(TRADE_ACTIONS)),
    events: z.array(tradeEventSchema),
  })
  .meta({ id: 'TradeRequest' });
export type TradeRequest = z.infer<typeof tradeRequestSchema>;

export const membershipAndPriceSchema = z
  .object({
    plan: membershipPlanSchema,
    merchantId: z.number().int().nullable().describe('The buyer’s own merchant whose plan applies, if any'),
    feeRials: rialsSchema,
    requestsPerMonth: z.number().int(),
    publishedThisMonth: z.number().int(),
    remainingThisMonth: z.number().int(),
    canPublish: z.boolean(),
  })
  .meta({ id: 'TradeMembershipAndPrice' });
export type MembershipAndPrice = z.infer<typeof membershipAndPriceSchema>;

export const publishResultSchema = z
  .object({
    request: tradeRequestSchema,
    /** The fee to pay (wallet or gateway) when publishing costs something; null when it was published at once. */
    payable: payableSchema.nullable(),
  })
  .meta({ id: 'TradePublishResult' });

const dayQuery = z.string().trim().max(20).optional().describe('Jalali day, e.g. 1405/09/04');
export const tradeListQuerySchema = pagingQuerySchema.extend({
  state: tradeRequestStateSchema.optional(),
  from: dayQuery,
  to: dayQuery,
});
export const bySupplierQuerySchema = tradeListQuerySchema.extend({
  merchantId: idSchema.optional().describe('One of the caller’s merchants; all of them when absent'),
});
export const openRequestSummarySchema = tradeRequestSummarySchema
  .extend({
    categoryName: z.string(),
    myQuoteStatus: tradeQuoteStatusSchema.nullable().describe('The caller’s merchant’s quote, if any'),
  })
  .meta({ id: 'OpenTradeRequestSummary' });
export type OpenRequestSummary = z.infer<typeof openRequestSummarySchema>;
export const openRequestsQuerySchema = pagingQuerySchema.extend({
  merchantId: idSchema.optional().describe('One of the caller’s merchants; all of them when absent'),
});
export const tradeQuoteDocumentQuerySchema = z.object({ fileId: z.string().trim().min(1).max(100) });
export const tradeEventsQuerySchema = z.object({ tradeRequestId: idSchema });
export const tradeIdParamSchema = z.object({ id: idSchema });
export const tradeDocumentQuerySchema = z.object({ fileId: z.string().trim().min(1).max(100) });
