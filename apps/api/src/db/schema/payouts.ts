// Payouts (docs/decisions/038-payouts.md): the bank accounts (شبا) a merchant or a person is paid to, and the
// withdrawals from a merchant's receivable or a person's wallet. A withdrawal's money sits in the ledger's
// `payouts_in_transit` from the moment it is asked for until the bank confirms (→ `payouts_paid`) or refuses it
// (→ back to the receivable or wallet it came from).
import { PAYOUT_PROVIDERS, PAYOUT_STATUSES } from '@bazaar/contracts/payouts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const merchantBankAccounts = pgTable(
  'merchant_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose account: a merchant's, or a person's own (for withdrawing their wallet); exactly one is set. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** «IR» and 24 digits, checked (checksum and bank) when added. */
    sheba: text('sheba').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Replaced or removed: kept for the withdrawals paid to it, never offered again. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * A merchant's account holder checked against its registered name through the inquiry provider's شبا inquiry
     * (decision 051): null not asked yet (or a person's own account), `matched`, or `mismatch`, which stops payouts
     * to the account until its owner registers it again (or another one) and the new inquiry finds the company.
     */
    holderCheck: text('holder_check'),
    /** The holder names the bank gave, joined by «، », shown to the supplier beside a mismatch. */
    holderFound: text('holder_found'),
    holderCheckedAt: timestamp('holder_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('merchant_bank_accounts_holder_check', sql`${t.holderCheck} in ('matched', 'mismatch')`),
    uniqueIndex('merchant_bank_accounts_live').on(t.merchantId, t.sheba).where(sql`${t.archivedAt} is null`),
    uniqueIndex('person_bank_accounts_live').on(t.userId, t.sheba).where(sql`${t.archivedAt} is null`),
    check('bank_accounts_one_owner', sql`(${t.merchantId} is null) <> (${t.userId} is null)`),
    check('merchant_bank_accounts_sheba', sql`${t.sheba} ~ '^IR[0-9]{24}$'`),
  ],
);

export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const payoutProviderEnum = pgEnum('payout_provider', PAYOUT_PROVIDERS);

export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose money: a merchant's receivable, or a person's wallet; exactly one is set. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => merchantBankAccounts.id, { onDelete: 'restrict' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountRials: bigint('amount_rials', { mode: 'number' }).notNull(),
    status: payoutStatusEnum('status').notNull().default('pending'),
    /** Who it was sent through, and the batch it went in (null while pending). */
    provider: payoutProviderEnum('provider'),
    batchId: text('batch_id'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set once, in the transaction that moves the money out of transit (paid or returned). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_merchant').on(t.merchantId, t.id),
    index('payouts_person').on(t.userId, t.id),
    check('payouts_one_owner', sql`(${t.merchantId} is null) <> (${t.userId} is null)`),
    index('payouts_status').on(t.status, t.id),
    check('payouts_amount_positive', sql`${t.amountRials} > 0`),
    check('payouts_settled_final', sql`(${t.status} in ('paid', 'failed')) = (${t.settledAt} is not null)`),
  ],
);
