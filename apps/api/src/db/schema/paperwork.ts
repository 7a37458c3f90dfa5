// The deal's paperwork (issue 31, docs/decisions/041-the-deals-paperwork.md): a supplier's legal identity,
// the numbering counters of each seller's series, and the documents themselves. A document is written once
// and never changed (a trigger refuses UPDATE and DELETE): it copies both parties' identities, its lines and
// totals at issue; a correction is a new invoice referencing the original.

import type { DocumentLine, DocumentParty } from '@bazaar/contracts/paperwork-documents';
import { DOCUMENT_KINDS, INVOICE_TYPES } from '@bazaar/contracts/paperwork-documents';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';
import { tradeRequests } from './trade.js';

const money = (name: string) => bigint(name, { mode: 'number' });

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);
export const invoiceTypeEnum = pgEnum('invoice_type', INVOICE_TYPES);

/** A supplier's legal identity as its documents print it (one row per merchant; the owner edits it). */
export const merchantLegalIdentities = pgTable('merchant_legal_identities', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  nationalId: text('national_id').notNull(),
  economicCode: text('economic_code'),
  registrationNumber: text('registration_number'),
  postalCode: text('postal_code').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given in one seller's series of one kind in one Jalali year. Issuing locks the row
 * (`insert … on conflict do update … returning`) in the transaction that writes the document, so two issues
 * never get the same number and a rolled-back issue gives its number back: the series has no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    jalaliYear: smallint('jalali_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.jalaliYear] })],
);

export const tradeDocuments = pgTable(
  'trade_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: documentKindEnum('kind').notNull(),
    /** Official invoices only: the original or the kind of correction. */
    invoiceType: invoiceTypeEnum('invoice_type'),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'restrict' }),
    /** The quote a proforma was made from (requests for quotation), null for a direct order's. */
    quoteId: integer('quote_id'),
    jalaliYear: smallint('jalali_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    /** What made it, once: `order:12:confirm:<event>`, `quote:5:<event>`, `order:12:invoice`, `correct:<key>`. */
    sourceKey: text('source_key').notNull(),
    referencesDocumentId: integer('references_document_id'),
    seller: jsonb('seller').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    goodsRials: money('goods_rials').notNull(),
    discountRials: money('discount_rials').notNull().default(0),
    shippingRials: money('shipping_rials').notNull().default(0),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatRials: money('vat_rials').notNull(),
    totalRials: money('total_rials').notNull(),
    totalInWords: text('total_in_words').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    paymentTerms: text('payment_terms').notNull().default(''),
    deliveryTerms: text('delivery_terms').notNull().default(''),
    /** The buyer's purchase order number (company procurement, issue 32): printed when given. */
    purchaseOrderNumber: text('purchase_order_number'),
    note: text('note').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('trade_documents_number').on(t.merchantId, t.kind, t.jalaliYear, t.serial),
    uniqueIndex('trade_documents_source').on(t.sourceKey),
    /** One original invoice per order, whichever path issued it. */
    uniqueIndex('trade_documents_one_original').on(t.tradeRequestId).where(sql`${t.invoiceType} = 'original'`),
    index('trade_documents_merchant').on(t.merchantId, t.kind, t.issuedAt),
    index('trade_documents_buyer').on(t.buyerUserId, t.kind, t.issuedAt),
    index('trade_documents_request').on(t.tradeRequestId, t.kind),
    index('trade_documents_references').on(t.referencesDocumentId),
    check(
      'trade_documents_total',
      sql`${t.totalRials} = ${t.goodsRials} - ${t.discountRials} + ${t.shippingRials} + ${t.vatRials}`,
    ),
    check('trade_documents_invoice_type', sql`(${t.kind} = 'invoice') = (${t.invoiceType} is not null)`),
  ],
);
