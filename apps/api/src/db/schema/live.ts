// Live updates: the events pushed to a user's open pages, kept for a day so that a page that lost its
// connection can catch up by the last event id it saw (docs/decisions/010).
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export const liveEvents = pgTable(
  'live_events',
  {
    /** One sequence for every instance: the SSE `id:`, increasing, so "after id N" is one index range. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
