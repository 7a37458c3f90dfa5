// Identity: users (a buyer account per mobile number), one-time codes, refresh-token families, shared
// rate counters (when Redis is absent) and the development SMS outbox. Merchant membership and agents'
// invitations are the customers module's (schema/customers.ts).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nationalId: text('national_id'),
  email: text('email'),
  birthDate: date('birth_date'),
  /** 'buyer' always; 'admin' for staff. Supplier agency comes from merchant_members. */
  roles: text('roles').array().notNull().default(sql`'{buyer}'`),
  profilePictureFileId: text('profile_picture_file_id'),
  /** Set by staff (decision 030): a blocked user cannot sign in and every open login stops on its next request. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's company, for official invoices (issue 20): name, national id (شناسه ملی, 11 digits with its
 * check digit), economic code, registration number and address. One per user; direct orders and their
 * printable report show it as the buyer's block; proformas and official invoices copy it (issue 31).
 */
export const buyerCompanies = pgTable('buyer_companies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nationalId: text('national_id').notNull(),
  economicCode: text('economic_code'),
  registrationNumber: text('registration_number'),
  address: text('address').notNull(),
  /** Issue 31: printed with the address on proformas and invoices. */
  postalCode: text('postal_code'),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** HMAC of phone and code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Logins (refresh-token families) ended by logout or a detected replay, kept until every access token of
 * the login has expired. The auth plugin refuses an access token whose `sid` is listed here.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    familyId: text('family_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters for limits, used when REDIS_URL is not set. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** What the development SMS provider "sent" (never used with a real provider). */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
