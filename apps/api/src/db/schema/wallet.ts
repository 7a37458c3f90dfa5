// Money (docs/decisions/018-wallet-ledger.md): a double-entry ledger of accounts, transactions and immutable
// entries; payables (what can be paid) and payments (one attempt to pay a payable); idempotency records;
// the sandbox gateway's own state; membership plans and the plan each supplier is on.
import {
  PAYABLE_KINDS,
  PAYABLE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WALLET_TRANSACTION_KINDS,
} from '@bazaar/contracts/wallet-payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', [
  'wallet',
  'gateway_clearing',
  'platform_revenue',
  'adjustments',
  'supplier_receivable',
  'order_holding',
  // Payouts (decision 038): withdrawn from a receivable and not yet confirmed by the bank; and paid out of the
  // marketplace to suppliers' bank accounts (the outside world, so its balance only grows).
  'payouts_in_transit',
  'payouts_paid',
  // A buyer company's wallet (issue 33, decision 044): members pay from it within their role's rights.
  'company_wallet',
]);

/**
 * Kinds whose balance is money someone is owed or holds, never below zero: `post` refuses a line that would take
 * one below zero, and a check constraint refuses it again (the marketplace's own accounts may go negative).
 */
export const NON_NEGATIVE_ACCOUNT_KINDS = [
  'wallet',
  'company_wallet',
  'order_holding',
  'supplier_receivable',
  'payouts_in_transit',
] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    /** The wallet's person; null for the marketplace's own accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    /**
     * An order's holding account (secure payment, decision 039): the money paid for that order and not yet
     * moved. It carries the order's merchant too (so it is never taken for a system account).
     */
    tradeRequestId: integer('trade_request_id'),
    /** A company wallet's company (decision 044); null for every other kind. */
    companyId: integer('company_id'),
    /** The sum of the account's entries, kept in the same transaction as every entry (checked by tests and a job). */
    balanceRials: money('balance_rials').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet').on(t.userId).where(sql`${t.kind} = 'wallet'`),
    uniqueIndex('ledger_accounts_receivable').on(t.merchantId).where(sql`${t.kind} = 'supplier_receivable'`),
    // Only holding accounts name an order (NULLs do not collide), so no predicate on the new enum value is needed.
    uniqueIndex('ledger_accounts_holding').on(t.tradeRequestId),
    // Only company wallets name a company, so (like holding accounts) no predicate on the new kind is needed.
    uniqueIndex('ledger_accounts_company').on(t.companyId),
    uniqueIndex('ledger_accounts_system')
      .on(t.kind)
      .where(sql`${t.userId} is null and ${t.merchantId} is null and ${t.companyId} is null`),
    // A wallet never goes below zero, whatever races: the database refuses it.
    check('ledger_wallet_not_negative', sql`${t.kind} <> 'wallet' or ${t.balanceRials} >= 0`),
    // Nor an order's held money, a supplier's receivable or the money in transit to banks (decisions 038, 039);
    // `::text`: the migration that adds a kind cannot name it as an enum value.
    check(
      'ledger_held_not_negative',
      sql`${t.kind}::text not in ('order_holding', 'supplier_receivable', 'payouts_in_transit', 'company_wallet') or ${t.balanceRials} >= 0`,
    ),
  ],
);

export const ledgerTransactionKindEnum = pgEnum('ledger_transaction_kind', WALLET_TRANSACTION_KINDS);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerTransactionKindEnum('kind').notNull(),
    description: text('description').notNull(),
    /** Who caused it: the payer, or the staff member of an adjustment. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_payment').on(t.paymentId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed Rials: the entries of one transaction sum to zero. */
    amountRials: money('amount_rials').notNull(),
    /** The account's balance right after this entry (a running balance for statements). */
    balanceAfterRials: money('balance_after_rials').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_not_zero', sql`${t.amountRials} <> 0`),
  ],
);

export const payableKindEnum = pgEnum('payable_kind', PAYABLE_KINDS);
export const payableStatusEnum = pgEnum('payable_status', PAYABLE_STATUSES);

export const payables = pgTable(
  'payables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: payableKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** Fixed when created: what is paid is what was asked. */
    amountRials: money('amount_rials').notNull(),
    status: payableStatusEnum('status').notNull().default('open'),
    /** What the payment buys: { merchantId, planId } for a plan; nothing for a top-up. */
    subject: jsonb('subject').$type<Record<string, number>>().notNull().default({}),
    paidByPaymentId: integer('paid_by_payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payables_user').on(t.userId, t.status),
    check('payables_amount_positive', sql`${t.amountRials} > 0`),
    check('payables_paid_once', sql`(${t.status} = 'paid') = (${t.paidByPaymentId} is not null)`),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payableId: integer('payable_id')
      .notNull()
      .references(() => payables.id, { onDelete: 'restrict' }),
    method: paymentMethodEnum('method').notNull(),
    gateway: text('gateway'),
    status: paymentStatusEnum('status').notNull().default('created'),
    amountRials: money('amount_rials').notNull(),
    /** The gateway's token for this attempt (Zarinpal's «Authority»). */
    authority: text('authority'),
    referenceId: text('reference_id'),
    failureReason: text('failure_reason'),
    /** Set once the ledger holds this payment's money: never twice. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * Set when the gateway can no longer settle this payment: its final word (refused, wrong amount, unknown
     * authority) or the payment's expiry. Until then reconciliation keeps asking, whatever the status says
     * (a payment the payer cancelled here may still be paid at the bank).
     */
    gatewayClosedAt: timestamp('gateway_closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user').on(t.userId, t.id),
    index('payments_status').on(t.status, t.updatedAt),
    index('payments_open_at_gateway')
      .on(t.updatedAt)
      .where(sql`${t.method} = 'gateway' and ${t.settledAt} is null and ${t.gatewayClosedAt} is null`),
    uniqueIndex('payments_authority').on(t.gateway, t.authority),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * The running attempt's claim: only the holder of this token may store the answer, in the same transaction
     * as the money. A claim that outlives `claimed_until` (a crashed attempt) may be taken over.
     */
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] })],
);

/** The built-in sandbox gateway's side of a payment: what a bank would keep. */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  authority: text('authority').primaryKey(),
  amountRials: money('amount_rials').notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  state: text('state').notNull().default('pending'),
  referenceId: text('reference_id'),
  verified: boolean('verified').notNull().default(false),
  createdAt: createdAt(),
});

export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceRials: money('price_rials').notNull(),
    periodDays: integer('period_days').notNull(),
    requestsPerMonth: integer('requests_per_month').notNull(),
    feePerRequestRials: money('fee_per_request_rials').notNull(),
    /** Secure payment's commission on a released order (decision 039): a rate in basis points and a minimum. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(300),
    commissionMinRials: money('commission_min_rials').notNull().default(0),
    /** When a supplier on this plan issues the order's official invoice (issue 31): once paid, or once delivered. */
    invoiceOn: text('invoice_on', { enum: ['paid', 'delivered'] })
      .notNull()
      .default('paid'),
    isBase: boolean('is_base').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_plans_one_base').on(t.isBase).where(sql`${t.isBase}`)],
);

export const merchantMemberships = pgTable(
  'merchant_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paymentId: integer('payment_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_memberships_merchant').on(t.merchantId, t.expiresAt)],
);
