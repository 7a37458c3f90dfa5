// The sourcing assistant's saved conversations (issue 19): a signed-in buyer's turns and the need as it
// stands after the last one. Anonymous visitors' conversations are never stored.
import type { Need } from '@bazaar/contracts/assistant';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export interface StoredTurn {
  role: 'buyer' | 'assistant';
  text: string;
  at: string;
}

export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    engine: text('engine', { enum: ['builtin', 'model'] }).notNull(),
    need: jsonb('need').$type<Need>().notNull(),
    turns: jsonb('turns').$type<StoredTurn[]>().notNull().default([]),
    /** Language-model tokens spent in this conversation (the monthly budget adds them up per user). */
    modelTokens: integer('model_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_by_user').on(t.userId, t.updatedAt)],
);
