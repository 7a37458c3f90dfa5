// سامانه مودیان (docs/decisions/042-tax-system.md): each seller's tax profile (memory id, private key and
// certificate, both sealed with AES-256-GCM under TAX_KEYS_SECRET) and one submission row per official invoice
// with its state as the tax system and the buyer answered. The invoices themselves belong to the invoices module:
// `invoice_id` is its id, read through its `invoiceSources` offer, never joined.
import { TAX_SUBMISSION_STATES } from '@bazaar/contracts/tax-system';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

export const taxProfiles = pgTable(
  'tax_profiles',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** شناسه یکتای حافظه مالیاتی. */
    memoryId: text('memory_id').notNull(),
    /** The PEM private key and certificate, each `v1.<iv>.<tag>.<ciphertext>` (base64url, AES-256-GCM). */
    sealedPrivateKey: text('sealed_private_key').notNull(),
    sealedCertificate: text('sealed_certificate').notNull(),
    certificateSubject: text('certificate_subject').notNull(),
    certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }).notNull(),
    savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tax_profiles_memory_id', sql`${t.memoryId} ~ '^[A-Z0-9]{6}$'`)],
);

export const taxSubmissionStateEnum = pgEnum('tax_submission_state', TAX_SUBMISSION_STATES);

export const taxSubmissions = pgTable(
  'tax_submissions',
  {
    invoiceId: text('invoice_id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** شماره منحصر به فرد مالیاتی, set when the invoice is prepared; kept once the system accepted it. */
    taxId: text('tax_id'),
    state: taxSubmissionStateEnum('state').notNull().default('not_sent'),
    /** The system's or buyer's reasons for a rejection: [{ code, message }]. */
    reasons: jsonb('reasons').$type<{ code: string; message: string }[]>().notNull().default([]),
    /** The last failure to reach the system, in Persian. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    referenceNumber: text('reference_number'),
    /** The invoice as it was sent (header, body, payments), for the record. */
    invoiceJson: jsonb('invoice_json'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_submissions_merchant').on(t.merchantId, t.createdAt),
    index('tax_submissions_waiting').on(t.state).where(sql`${t.state} in ('sent', 'accepted')`),
    check('tax_submissions_tax_id', sql`${t.taxId} is null or ${t.taxId} ~ '^[A-Z0-9]{22}$'`),
  ],
);
