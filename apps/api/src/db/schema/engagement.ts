// What a signed-in person keeps for themselves: favourites and private notes on products, suppliers and
// articles. Every row belongs to one user and is never shown to anyone else.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notes_object').on(t.userId, t.objectType, t.objectId),
    index('user_notes_list').on(t.userId, t.objectType, t.updatedAt),
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
