// What a signed-in person keeps for themselves: favourites and private notes on products, suppliers and
// articles. Every row belongs to one user and is never shown to anyone else.
import { NOTE_MAX_LENGTH } from '@bazaar/contracts/engagement';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export const savedObjectTypeEnum = pgEnum('saved_object_type', ['product', 'supplier', 'content']);

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
