// What a signed-in person keeps for themselves: favourites and private notes on products, suppliers and
// articles. Every row belongs to one user and is shown to nobody else, unless its author shares it with their buyer
// company (decision 058): its members then see it, with who shared it, while the author is one of them.
import { NOTE_MAX_LENGTH, SAVED_OBJECT_TYPES } from '@bazaar/contracts/engagement';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyAccounts } from './companies.js';
import { users } from './identity.js';

export const savedObjectTypeEnum = pgEnum('saved_object_type', SAVED_OBJECT_TYPES);

export const userFavorites = pgTable(
  'user_favorites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: savedObjectTypeEnum('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    /** «مشترک با شرکت»: the company it was shared with (decision 058). */
    sharedCompanyId: integer('shared_company_id').references(() => companyAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_favorites_shared').on(t.sharedCompanyId, t.createdAt).where(sql`${t.sharedCompanyId} is not null`),
    // One favourite per user and object: two racing adds leave one row (insert … on conflict do nothing).
    uniqueIndex('user_favorites_once').on(t.userId, t.objectType, t.objectId),
    index('user_favorites_list').on(t.userId, t.objectType, t.createdAt),
  ],
);

export const userNotes = pgTable(
  'user_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: savedObjectTypeEnum('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    body: text('body').notNull(),
    /** «مشترک با شرکت»: the company it was shared with (decision 058). */
    sharedCompanyId: integer('shared_company_id').references(() => companyAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notes_object').on(t.userId, t.objectType, t.objectId),
    index('user_notes_list').on(t.userId, t.objectType, t.updatedAt),
    index('user_notes_shared').on(t.sharedCompanyId, t.updatedAt).where(sql`${t.sharedCompanyId} is not null`),
    check('user_notes_body_length', sql`char_length(${t.body}) between 1 and ${sql.raw(String(NOTE_MAX_LENGTH))}`),
  ],
);

/** Counted views per object and day (one per visitor and day, bots excluded): the visitor chart's source. */
export const visitDays = pgTable(
  'visit_days',
  {
    objectType: savedObjectTypeEnum('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    /** The supplier the object belongs to (a supplier's own page: itself), for its chart; null for articles of no supplier. */
    merchantId: integer('merchant_id'),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.objectType, t.objectId, t.day] }),
    index('visit_days_merchant').on(t.merchantId, t.day),
  ],
);

/** What a signed-in person saw last: one row per object, the newest LAST_VISITS_KEPT per type are kept. */
export const userLastVisits = pgTable(
  'user_last_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: savedObjectTypeEnum('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.objectType, t.objectId] }),
    index('user_last_visits_recent').on(t.userId, t.objectType, t.visitedAt),
  ],
);
