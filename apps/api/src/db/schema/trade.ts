// Trade requests (docs/decisions/021-trade-requests.md): a buyer's direct order to one supplier, its items and
// attached documents, and one event row per state transition (who, when, from, to, note).
import { type QuoteStage, TRADE_QUOTE_STATUSES } from '@bazaar/contracts/trade-quotes';
import { TRADE_EVENT_ACTIONS, TRADE_REQUEST_KINDS, TRADE_REQUEST_STATES } from '@bazaar/contracts/trade-states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { supplierProducts } from './catalog.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tradeRequestStateEnum = pgEnum('trade_request_state', TRADE_REQUEST_STATES);
export const tradeActionEnum = pgEnum('trade_action', TRADE_EVENT_ACTIONS);
export const tradeRequestKindEnum = pgEnum('trade_request_kind', TRADE_REQUEST_KINDS);
export const tradeQuoteStatusEnum = pgEnum('trade_quote_status', TRADE_QUOTE_STATUSES);

/** A supplier's price for one item of an open request, in the unit it sells in (converted for comparison). */
export interface QuoteItemPrice {
  itemId: number;
  unitPriceRials: number;
  unit: string;
}

export interface DeliveryAddressSnapshot {
  id: number;
  title: string;
  receiverName: string;
  text: string;
}

/** The buyer's company as it stood when the request was published (decision 024): the official record. */
export interface BuyerCompanySnapshot {
  name: string;
  nationalId: string;
  economicCode: string | null;
  registrationNumber: string | null;
  address: string;
  /** Issue 31 (absent on orders published before it): printed on the order's proforma and invoice. */
  postalCode?: string | null;
  phone?: string | null;
}

export const tradeRequests = pgTable(
  'trade_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    state: tradeRequestStateEnum('state').notNull().default('draft'),
    /** An order, or a sample order: one unit of each item at its sample price (decision 045). */
    kind: tradeRequestKindEnum('kind').notNull().default('order'),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    /** A copy of the address book entry when it was chosen: the order keeps it if the entry changes. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>(),
    paymentTerms: text('payment_terms').notNull().default('cash'),
    description: text('description').notNull().default(''),
    supplierLeadTimeDays: smallint('supplier_lead_time_days'),
    supplierNotes: text('supplier_notes').notNull().default(''),
    /** The supplier's shipping price for the order, given with its confirmation (secure payment adds it). */
    shippingRials: money('shipping_rials'),
    rejectionReason: text('rejection_reason').notNull().default(''),
    /** The open fee payable (wallet) while publishing waits for its payment. */
    feePayableId: integer('fee_payable_id'),
    /**
     * The publishing fee of the buyer's plan, fixed when the order is published and paid as a line of the
     * order's one payable (decision 049); 0 under a free plan or when it was paid before (a fee payable).
     */
    publicationFeeRials: money('publication_fee_rials').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Copied at publication; before that (and when the buyer had no company) the profile's is shown. */
    buyerCompany: jsonb('buyer_company').$type<BuyerCompanySnapshot>(),
    /** A request for quotation (decision 023): the category whose suppliers may quote, and when it opened. */
    categoryId: integer('category_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_requests_buyer').on(t.buyerUserId, t.createdAt),
    index('trade_requests_merchant').on(t.merchantId, t.state, t.createdAt),
    index('trade_requests_open').on(t.categoryId, t.state),
  ],
);

export const tradeRequestItems = pgTable(
  'trade_request_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'restrict' }),
    productTitle: text('product_title').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    targetPriceRials: money('target_price_rials'),
    unitPriceRials: money('unit_price_rials'),
    /** The listing's price per unit for this quantity when the line was written: its tier's, or its sample's. */
    tierPriceRials: money('tier_price_rials'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('trade_request_items_request').on(t.tradeRequestId),
    check('trade_request_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const tradeRequestDocuments = pgTable(
  'trade_request_documents',
  {
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    documentTypeId: smallint('document_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeRequestId, t.fileId] })],
);

export const tradeRequestEvents = pgTable(
  'trade_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    action: tradeActionEnum('action').notNull(),
    fromState: tradeRequestStateEnum('from_state'),
    toState: tradeRequestStateEnum('to_state').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorParty: text('actor_party').notNull(),
    /** The quoting merchant of a quote event: other suppliers never see it (decision 023). */
    merchantId: integer('merchant_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('trade_request_events_request').on(t.tradeRequestId, t.id)],
);

/** One quote per merchant and open request (decision 023); revising changes it, withdrawing keeps the row. */
export const tradeQuotes = pgTable(
  'trade_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: tradeQuoteStatusEnum('status').notNull().default('active'),
    prices: jsonb('prices').$type<QuoteItemPrice[]>().notNull(),
    leadTimeDays: smallint('lead_time_days').notNull(),
    /** The supplier's shipping price for the whole request (decision 045); null on quotes sent before it. */
    shippingRials: money('shipping_rials'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    documents: jsonb('documents')
      .$type<{ fileId: string; fileName: string; ownerUserId: number }[]>()
      .notNull()
      .default([]),
    /** Stages the supplier proposes (decision 056): accepting the quote makes them the order's; [] for none. */
    stages: jsonb('stages').$type<QuoteStage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_quotes_one_per_merchant').on(t.tradeRequestId, t.merchantId),
    index('trade_quotes_merchant_month').on(t.merchantId, t.createdAt),
  ],
);
