// Secure payment (docs/decisions/039-secure-payment.md): what an order costs the buyer and where its money is,
// and the shipment the supplier recorded. The money itself lives in the ledger (an `order_holding` account per
// order); these rows say what was asked, when it is due to release, and what was released or refunded.
import { SHIPMENT_METHODS } from '@bazaar/contracts/secure-payment-money';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { tradeRequests } from './trade.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const orderMoney = pgTable(
  'order_money',
  {
    tradeRequestId: integer('trade_request_id')
      .primaryKey()
      .references(() => tradeRequests.id, { onDelete: 'restrict' }),
    /** The order's parties, copied when its payment was asked for (an order's parties never change). */
    buyerUserId: integer('buyer_user_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    goodsRials: money('goods_rials').notNull(),
    shippingRials: money('shipping_rials').notNull().default(0),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatRials: money('vat_rials').notNull().default(0),
    totalRials: money('total_rials').notNull(),
    /** The wallet payable the buyer pays; a new one replaces a cancelled one. */
    payableId: integer('payable_id').notNull(),
    paidAt: at('paid_at'),
    /** What was paid into holding: the total, or the stages paid so far (decision 040). */
    paidRials: money('paid_rials').notNull().default(0),
    /** The supplier (or the buyer's confirmation) recorded delivery: the objection window runs from here. */
    deliveredAt: at('delivered_at'),
    releaseDueAt: at('release_due_at'),
    remindedAt: at('reminded_at'),
    /** Set once, by the one transaction that released, refunded or split the money. */
    settledAt: at('settled_at'),
    releasedRials: money('released_rials').notNull().default(0),
    commissionRials: money('commission_rials').notNull().default(0),
    refundedRials: money('refunded_rials').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_money_release_due').on(t.releaseDueAt).where(sql`${t.settledAt} is null`),
    index('order_money_merchant').on(t.merchantId, t.createdAt),
    check('order_money_total', sql`${t.totalRials} = ${t.goodsRials} + ${t.shippingRials} + ${t.vatRials}`),
    check('order_money_positive', sql`${t.totalRials} > 0`),
    check(
      'order_money_settled_within_paid',
      sql`${t.releasedRials} + ${t.commissionRials} + ${t.refundedRials} <= ${t.paidRials}`,
    ),
    check('order_money_paid_within_total', sql`${t.paidRials} <= ${t.totalRials}`),
  ],
);

/**
 * An order's stages (milestones, decision 040): each a part of the goods (shipping with the first, VAT on each
 * one's goods and shipping), paid into the order's holding account by its own payable, delivered with its own
 * evidence and settled on its own. Their totals sum to the order's `order_money.total_rials`.
 */
export const orderStages = pgTable(
  'order_stages',
  {
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    deliverable: text('deliverable').notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountRials: money('amount_rials').notNull(),
    shippingRials: money('shipping_rials').notNull().default(0),
    vatRials: money('vat_rials').notNull().default(0),
    totalRials: money('total_rials').notNull(),
    payableId: integer('payable_id'),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    evidenceNote: text('evidence_note').notNull().default(''),
    evidenceFileId: text('evidence_file_id'),
    evidenceFileName: text('evidence_file_name'),
    releaseDueAt: at('release_due_at'),
    /** The buyer was reminded by SMS that this stage's window ends soon (decision 049, as 039's order reminder). */
    remindedAt: at('reminded_at'),
    disputedAt: at('disputed_at'),
    settledAt: at('settled_at'),
    releasedRials: money('released_rials').notNull().default(0),
    commissionRials: money('commission_rials').notNull().default(0),
    refundedRials: money('refunded_rials').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tradeRequestId, t.number] }),
    index('order_stages_release_due').on(t.releaseDueAt).where(sql`${t.settledAt} is null and ${t.disputedAt} is null`),
    check('order_stages_total', sql`${t.totalRials} = ${t.amountRials} + ${t.shippingRials} + ${t.vatRials}`),
    check('order_stages_positive', sql`${t.amountRials} > 0`),
    check(
      'order_stages_settled_within_paid',
      sql`${t.releasedRials} + ${t.commissionRials} + ${t.refundedRials} <= case when ${t.paidAt} is null then 0 else ${t.totalRials} end`,
    ),
  ],
);

export const shipmentMethodEnum = pgEnum('shipment_method', SHIPMENT_METHODS);

export const shipments = pgTable('shipments', {
  tradeRequestId: integer('trade_request_id')
    .primaryKey()
    .references(() => tradeRequests.id, { onDelete: 'restrict' }),
  method: shipmentMethodEnum('method').notNull(),
  trackingNumber: text('tracking_number').notNull().default(''),
  shippedOn: date('shipped_on', { mode: 'string' }).notNull(),
  fileId: text('file_id'),
  fileName: text('file_name'),
  note: text('note').notNull().default(''),
  recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});
