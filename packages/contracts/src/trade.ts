// Trade requests (direct orders) of spec section 7, «Trade»: a buyer asks one supplier for items, the supplier
// confirms with its price or rejects, the buyer pays the fee and publishes, the supplier delivers. The states,
// who may move a request from which state to which, and the fee rules are docs/decisions/021-trade-requests.md.
import './zod-config';
import { z } from 'zod';
import { type CategoryType, categoryTypeSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { buyerCompanySchema } from './identity';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';
import { membershipPlanSchema, payableSchema } from './wallet';

export const TRADE_REQUEST_STATES = [
  'draft',
  'awaiting_supplier',
  'supplier_confirmed',
  'supplier_rejected',
  'published',
  'in_progress',
  'delivered',
  'cancelled',
  'open_for_quotes',
  // Secure payment (issue 30, decision 039): the order's money held by the marketplace until delivery.
  'paid',
  'shipped',
  'completed',
  'disputed',
  'refunded',
] as const;
export const tradeRequestStateSchema = z
  .enum(TRADE_REQUEST_STATES, { error: 'oneOf' })
  .meta({ id: 'TradeRequestState' });
export type TradeRequestState = z.infer<typeof tradeRequestStateSchema>;
export const TRADE_REQUEST_STATE_LABELS: Record<TradeRequestState, string> = {
  draft: 'پیش‌نویس',
  awaiting_supplier: 'در انتظار تأیید تأمین‌کننده',
  supplier_confirmed: 'تأییدشده توسط تأمین‌کننده',
  supplier_rejected: 'ردشده توسط تأمین‌کننده',
  published: 'تأییدشده و منتشرشده',
  in_progress: 'در حال انجام',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
  open_for_quotes: 'در انتظار پیشنهاد قیمت',
  paid: 'پرداخت‌شده (وجه نزد بازار صنعت)',
  shipped: 'ارسال‌شده',
  completed: 'تکمیل‌شده و تسویه‌شده',
  disputed: 'در اختلاف (در بررسی پشتیبانی)',
  refunded: 'بازپرداخت‌شده به خریدار',
};

export type TradeParty = 'buyer' | 'supplier';
export const TRADE_ACTIONS = [
  'edit',
  'request_confirmation',
  'supplier_confirm',
  'supplier_reject',
  'publish',
  'start',
  'deliver',
  'cancel',
  'open_to_quotes',
  'accept_quote',
  'pay',
  'ship',
  'confirm_receipt',
  'open_dispute',
  'refuse',
] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];
/**
 * What a supplier of the request's category does on an open request (decision 023). They leave the request's
 * state as it is but are events of its timeline, seen by the buyer and the quoting supplier only.
 */
export const QUOTE_ACTIONS = ['quote', 'revise_quote', 'withdraw_quote'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
/** What the marketplace does on its own: the objection window ended, or staff decided a dispute. */
export const SYSTEM_TRADE_ACTIONS = ['auto_release', 'decide_dispute'] as const;
export type SystemTradeAction = (typeof SYSTEM_TRADE_ACTIONS)[number];
export const TRADE_EVENT_ACTIONS = [...TRADE_ACTIONS, ...QUOTE_ACTIONS, ...SYSTEM_TRADE_ACTIONS] as const;
export type TradeEventAction = (typeof TRADE_EVENT_ACTIONS)[number];
export const QUOTE_ACTION_LABELS: Record<QuoteAction, string> = {
  quote: 'ارسال پیشنهاد قیمت',
  revise_quote: 'بازنگری پیشنهاد قیمت',
  withdraw_quote: 'پس‌گرفتن پیشنهاد قیمت',
};

/**
 * The legal transitions (decision 021): each action, the one party that may take it, the states it may be
 * taken from and the state it leads to. `edit` keeps a draft a draft and sends an answered or waiting request
 * back to draft (the supplier must confirm the new version). Anything not listed is refused.
 */
export const TRADE_TRANSITIONS: Record<
  TradeAction,
  { party: TradeParty; from: readonly TradeRequestState[]; to: TradeRequestState; label: string }
> = {
  edit: {
    party: 'buyer',
    from: ['draft', 'awaiting_supplier', 'supplier_confirmed', 'supplier_rejected'],
    to: 'draft',
    label: 'ویرایش',
  },
  request_confirmation: { party: 'buyer', from: ['draft'], to: 'awaiting_supplier', label: 'ارسال برای تأمین‌کننده' },
  supplier_confirm: {
    party: 'supplier',
    from: ['awaiting_supplier'],
    to: 'supplier_confirmed',
    label: 'تأیید با قیمت',
  },
  supplier_reject: { party: 'supplier', from: ['awaiting_supplier'], to: 'supplier_rejected', label: 'رد درخواست' },
  publish: { party: 'buyer', from: ['supplier_confirmed'], to: 'published', label: 'تأیید نهایی و انتشار' },
  start: { party: 'supplier', from: ['paid'], to: 'in_progress', label: 'شروع انجام سفارش' },
  deliver: { party: 'supplier', from: ['in_progress', 'shipped'], to: 'delivered', label: 'ثبت تحویل' },
  cancel: {
    party: 'buyer',
    from: [
      'draft',
      'awaiting_supplier',
      'supplier_confirmed',
      'supplier_rejected',
      'published',
      'open_for_quotes',
      'paid',
      'in_progress',
    ],
    to: 'cancelled',
    label: 'لغو درخواست',
  },
  open_to_quotes: {
    party: 'buyer',
    from: ['draft'],
    to: 'open_for_quotes',
    label: 'انتشار برای دریافت پیشنهاد قیمت',
  },
  accept_quote: { party: 'buyer', from: ['open_for_quotes'], to: 'supplier_confirmed', label: 'پذیرش پیشنهاد' },
  // Secure payment (decision 039). `pay` happens when the order's payable is paid (wallet or gateway).
  pay: { party: 'buyer', from: ['published'], to: 'paid', label: 'پرداخت امن مبلغ سفارش' },
  ship: { party: 'supplier', from: ['paid', 'in_progress'], to: 'shipped', label: 'ثبت ارسال' },
  confirm_receipt: {
    party: 'buyer',
    from: ['shipped', 'delivered'],
    to: 'completed',
    label: 'تأیید دریافت و آزادسازی وجه',
  },
  open_dispute: { party: 'buyer', from: ['shipped', 'delivered'], to: 'disputed', label: 'ثبت اختلاف' },
  refuse: { party: 'supplier', from: ['published', 'paid'], to: 'cancelled', label: 'انصراف از سفارش' },
};

/** Who may quote, revise or withdraw: a supplier of the request's category while the request is open. */
export const QUOTE_RULE = { from: ['open_for_quotes'] as readonly TradeRequestState[] };

/** The actions a party may take in a state, in the order of TRADE_ACTIONS. */
export function allowedTradeActions(state: TradeRequestState, party: TradeParty | null): TradeAction[] {
  if (!party) return [];
  return TRADE_ACTIONS.filter((action) => {
    const rule = TRADE_TRANSITIONS[action];
    return rule.party === party && rule.from.includes(state);
  });
}

export const PAYMENT_TERMS = ['cash', 'on_delivery', 'installments', 'credit_30', 'credit_60'] as const;
export const paymentTermsSchema = z.enum(PAYMENT_TERMS, { error: 'oneOf' }).meta({ id: 'TradePaymentTerms' });
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  cash: 'نقدی',
  on_delivery: 'پرداخت هنگام تحویل',
  installments: 'اقساطی',
  credit_30: 'اعتباری ۳۰ روزه',
  credit_60: 'اعتباری ۶۰ روزه',
};

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
const unitPriceSchema = z
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

const persianText = (max: number) => z.string().trim().max(max);
/** A date as the web's Jalali picker sends it, converted to an ISO day (YYYY-MM-DD) by the form. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' });

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

export const TRADE_QUOTE_STATUSES = ['active', 'withdrawn', 'accepted', 'not_chosen'] as const;
export const tradeQuoteStatusSchema = z.enum(TRADE_QUOTE_STATUSES).meta({ id: 'TradeQuoteStatus' });
export type TradeQuoteStatus = z.infer<typeof tradeQuoteStatusSchema>;
export const TRADE_QUOTE_STATUS_LABELS: Record<TradeQuoteStatus, string> = {
  active: 'فعال',
  withdrawn: 'پس‌گرفته‌شده',
  accepted: 'پذیرفته‌شده',
  not_chosen: 'انتخاب نشد',
};

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
  validUntil: isoDay.describe('The last day the price holds (ISO day)'),
  notes: persianText(2000).default(''),
  documents: z.array(z.string().trim().min(1).max(100)).max(5).default([]).describe('Ids of the caller’s uploads'),
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
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TradeQuote' });
export type TradeQuote = z.infer<typeof tradeQuoteSchema>;
export const acceptQuoteSchema = z.object({ quoteId: bodyIdSchema });

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

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['trade'] as const;
/** The buyer's calls: the request is the caller's own. */
const buyers = { access: 'owner', object: 'ownTradeRequest' } as const;
/**
 * Calls of either party: the buyer, or the owner and agents of the supplier (staff read). The matrix makes
 * the request with the owner's merchant as supplier; the buyer's access is tested in trade.test.ts.
 */
const parties = { access: 'agent', object: 'tradeRequest', staffReads: true } as const;
const suppliers = { access: 'agent', object: 'tradeRequest' } as const;
/** A supplier of an open request's category (owner or agent of such a merchant). */
const quoters = { access: 'agent', object: 'openTradeRequest' } as const;

export const tradeEndpoints = {
  createDirectOrder: defineEndpoint({
    method: 'POST',
    path: '/traderequests/direct-order',
    summary: 'Start a direct order (a draft) to the supplier of the items’ products',
    tags,
    // The body may name one of the caller's delivery addresses (a foreign one is a 404).
    access: 'owner',
    object: 'deliveryAddress',
    body: directOrderInputSchema,
    responses: { 201: tradeRequestSchema, ...errors },
  }),
  updateDirectOrder: defineEndpoint({
    method: 'PUT',
    path: '/traderequests/direct-order/:id',
    summary: 'Edit a direct order; an answered or waiting one goes back to draft',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: directOrderInputSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id',
    summary: 'One trade request with items, documents, timeline and the actions the caller may take now',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/traderequests/mine',
    summary: 'The signed-in buyer’s trade requests, newest first, by state and date',
    tags,
    access: 'user',
    query: tradeListQuerySchema,
    responses: { 200: pageOf(tradeRequestSummarySchema), ...errors },
  }),
  bySupplier: defineEndpoint({
    method: 'GET',
    path: '/traderequests/by-supplier',
    summary: 'The supplier’s inbox: requests to the merchants the caller owns or represents (drafts excluded)',
    tags,
    access: 'user',
    query: bySupplierQuerySchema,
    responses: { 200: pageOf(tradeRequestSummarySchema), ...errors },
  }),
  requestConfirmation: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/request-confirmation',
    summary: 'Send a draft to the supplier for confirmation',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  supplierConfirm: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/supplier-confirm',
    summary: 'The supplier confirms with its price per unit, lead time and notes',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: supplierConfirmSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  supplierReject: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/supplier-reject',
    summary: 'The supplier rejects with a reason',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: reasonSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  membershipAndPrice: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/membership-and-price',
    summary: 'What publishing this request costs the buyer under its plan, and what the plan still allows',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: membershipAndPriceSchema, ...errors },
  }),
  confirmAndPublish: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/confirm-and-publish',
    summary:
      'The buyer accepts the supplier’s answer: publishes at once when free, else answers the fee payable to pay',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: publishResultSchema, ...errors },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/start',
    summary: 'The supplier starts work on a published request',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: noteSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  deliver: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/deliver',
    summary: 'The supplier records the delivery',
    tags,
    ...suppliers,
    params: tradeIdParamSchema,
    body: noteSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/cancel',
    summary: 'The buyer cancels (before work starts), with a reason',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: reasonSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  openToQuotes: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/open-to-quotes',
    summary: 'Publish a draft as a request for quotation to every confirmed supplier of its category',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  acceptQuote: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/accept-quote',
    summary: 'Accept one quote: the request becomes the order confirmed by that supplier, the others are told',
    tags,
    ...buyers,
    params: tradeIdParamSchema,
    body: acceptQuoteSchema,
    responses: { 200: tradeRequestSchema, ...errors },
  }),
  openRequests: defineEndpoint({
    method: 'GET',
    path: '/traderequests/open',
    summary: 'Open requests for quotation in the categories of the merchants the caller owns or represents',
    tags,
    access: 'user',
    query: openRequestsQuerySchema,
    responses: { 200: pageOf(openRequestSummarySchema), ...errors },
  }),
  sendQuote: defineEndpoint({
    method: 'POST',
    path: '/traderequests/:id/quotes',
    summary: 'Quote on an open request (a second call revises the merchant’s quote)',
    tags,
    ...quoters,
    params: tradeIdParamSchema,
    body: tradeQuoteInputSchema,
    responses: { 201: tradeQuoteSchema, 200: tradeQuoteSchema, ...errors },
  }),
  reviseQuote: defineEndpoint({
    method: 'PUT',
    path: '/tradequotes/:id',
    summary: 'Revise one’s quote before the buyer accepts one',
    tags,
    access: 'agent',
    object: 'tradeQuote',
    params: tradeIdParamSchema,
    body: tradeQuoteInputSchema,
    responses: { 200: tradeQuoteSchema, ...errors },
  }),
  withdrawQuote: defineEndpoint({
    method: 'POST',
    path: '/tradequotes/:id/withdraw',
    summary: 'Withdraw one’s quote before the buyer accepts one',
    tags,
    access: 'agent',
    object: 'tradeQuote',
    params: tradeIdParamSchema,
    responses: { 200: tradeQuoteSchema, ...errors },
  }),
  quoteDocument: defineEndpoint({
    method: 'GET',
    path: '/tradequotes/:id/documents',
    summary: 'Download a document attached to a quote (its supplier, the request’s buyer, staff)',
    tags,
    access: 'agent',
    object: 'tradeQuote',
    staffReads: true,
    params: tradeIdParamSchema,
    query: tradeQuoteDocumentQuerySchema,
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/traderequestevents',
    summary: 'The history of one trade request, oldest first',
    tags,
    ...parties,
    query: tradeEventsQuerySchema,
    responses: { 200: z.array(tradeEventSchema), ...errors },
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/documents',
    summary: 'Download a document attached to a trade request (its parties and staff)',
    tags,
    ...parties,
    params: tradeIdParamSchema,
    query: tradeDocumentQuerySchema,
    produces: '*/*',
    responses: { 200: z.any().describe('The file content'), ...errors },
  }),
  documentTypes: defineEndpoint({
    method: 'GET',
    path: '/tradedocumenttypes',
    summary: 'Trade document types, optionally for one category type (`?filter.categoryType=Product`)',
    tags,
    access: 'public',
    query: tradeDocumentTypesQuerySchema,
    queryStyle: 'dotted',
    responses: { 200: z.array(tradeDocumentTypeSchema), 400: problemSchema },
  }),
};
