// Trust (docs/decisions/043-trust-from-what-the-site-saw.md): reviews of completed orders in both directions, and
// the figures the trust job measured of suppliers and buyers from the site's own timestamps.
import { CERTIFICATE_KINDS, CERTIFICATE_STATUSES } from '@bazaar/contracts/trust-certificates';
import { REVIEW_SUBJECTS } from '@bazaar/contracts/trust-reviews';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';
import { tradeRequests } from './trade.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const stars = (name: string) => smallint(name);

export const reviewSubjectEnum = pgEnum('review_subject', REVIEW_SUBJECTS);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'restrict' }),
    /** Who is rated: the order's supplier (by its buyer) or its buyer (by the supplier). */
    subject: reviewSubjectEnum('subject').notNull(),
    /** The order's parties, copied: an order's parties never change. */
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    overall: stars('overall').notNull(),
    quality: stars('quality'),
    onTime: stars('on_time'),
    communication: stars('communication'),
    asDescribed: stars('as_described'),
    paidOnTime: stars('paid_on_time'),
    clearRequirements: stars('clear_requirements'),
    text: text('text').notNull().default(''),
    photos: jsonb('photos').$type<{ fileId: string; fileName: string }[]>().notNull().default([]),
    editableUntil: at('editable_until').notNull(),
    answerText: text('answer_text'),
    answeredAt: at('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_one_per_order_and_side').on(t.tradeRequestId, t.subject),
    index('reviews_merchant').on(t.merchantId, t.subject, t.createdAt),
    index('reviews_buyer').on(t.buyerUserId, t.subject, t.createdAt),
    check(
      'reviews_stars',
      sql`${t.overall} between 1 and 5 and coalesce(${t.quality}, 1) between 1 and 5
        and coalesce(${t.onTime}, 1) between 1 and 5 and coalesce(${t.communication}, 1) between 1 and 5
        and coalesce(${t.asDescribed}, 1) between 1 and 5 and coalesce(${t.paidOnTime}, 1) between 1 and 5
        and coalesce(${t.clearRequirements}, 1) between 1 and 5`,
    ),
    check(
      'reviews_aspects_of_subject',
      sql`(${t.subject} = 'supplier' and ${t.quality} is not null and ${t.onTime} is not null
          and ${t.communication} is not null and ${t.asDescribed} is not null and ${t.paidOnTime} is null)
        or (${t.subject} = 'buyer' and ${t.paidOnTime} is not null and ${t.clearRequirements} is not null
          and ${t.quality} is null)`,
    ),
    check('reviews_hidden_with_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_answered_whole', sql`(${t.answerText} is null) = (${t.answeredAt} is null)`),
  ],
);

/**
 * The trust job's measurement of one supplier (`merchant`) or buyer (`buyer`): its figures with their cases,
 * rewritten whole on every run (idempotent), and for suppliers the ranking's trust term.
 */
export const trustFigures = pgTable(
  'trust_figures',
  {
    subjectKind: text('subject_kind').$type<'merchant' | 'buyer'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    figures: jsonb('figures').$type<Record<string, { value: number | null; cases: number }>>().notNull(),
    detail: jsonb('detail').$type<Record<string, number>>().notNull().default({}),
    score: real('score').notNull().default(0),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    check('trust_figures_kind', sql`${t.subjectKind} in ('merchant', 'buyer')`),
  ],
);

export const certificateKindEnum = pgEnum('certificate_kind', CERTIFICATE_KINDS);
export const certificateStatusEnum = pgEnum('certificate_status', CERTIFICATE_STATUSES);

/**
 * A supplier's certificate (ISO 9001, a national standard licence...) reviewed by staff. Approved and unexpired it
 * counts and shows; `expiry_noticed_at` is set by the daily job when it texts the supplier (once per certificate).
 */
export const merchantCertificates = pgTable(
  'merchant_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: certificateKindEnum('kind').notNull(),
    title: text('title'),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    status: certificateStatusEnum('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    reviewedAt: at('reviewed_at'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiryNoticedAt: at('expiry_noticed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('merchant_certificates_merchant').on(t.merchantId, t.status, t.expiresOn),
    index('merchant_certificates_pending').on(t.status, t.createdAt),
    check('merchant_certificates_dates', sql`${t.expiresOn} > ${t.issuedOn}`),
    check(
      'merchant_certificates_refused_with_reason',
      sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
  ],
);

/**
 * The registry inquiry of a supplier's company (decision 051): what the inquiry provider (`REGISTRY_PROVIDER`, the
 * offline sandbox by default) answered for the national id (شناسه ملی) and economic code on its invoice identity,
 * rewritten by the `trust.registry-check` job whenever that identity changed after the last inquiry. The supplier
 * page lists «استعلام شناسه ملی از ثبت شرکت‌ها» only when `outcome` is `active`.
 */
export const merchantRegistryChecks = pgTable(
  'merchant_registry_checks',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** What was asked, as it stood on the identity at the time. */
    nationalId: text('national_id').notNull(),
    economicCode: text('economic_code'),
    /** active: registered and not dissolved; inactive: registered but dissolved or struck off; not_found. */
    outcome: text('outcome').notNull(),
    /** The company's name as the registry holds it (null when not found). */
    registeredName: text('registered_name'),
    /** The economic code matched the registry's answer (null: none was given, or the registry had none). */
    economicCodeMatched: text('economic_code_matched'),
    checkedAt: at('checked_at').notNull(),
    /** When the owner was texted that the registry holds the company as inactive (once per answer; decision 059). */
    inactiveNoticedAt: at('inactive_noticed_at'),
  },
  (t) => [
    check('merchant_registry_checks_outcome', sql`${t.outcome} in ('active', 'inactive', 'not_found')`),
    check('merchant_registry_checks_economic', sql`${t.economicCodeMatched} in ('yes', 'no')`),
  ],
);
