// Platform: the transactional outbox of domain events and the keys of events a handler has processed.
// Jobs themselves live in pg-boss's own schema (`pgboss`), which pg-boss creates and migrates at start.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** Users the event concerns (for the live-update stream); null for events of no one user. */
    audience: integer('audience').array(),
    /**
     * The writing transaction's id. Readers that follow the log order by (tx_id, id) and read only
     * transactions older than every one still running, so a later commit of an earlier id is never skipped.
     */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once a job exists for every durable subscriber of the event. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
    index('outbox_events_log_idx').on(t.txId, t.id),
  ],
);

/** One row per (handler, event) whose effect is committed: a re-delivered event finds its key and is skipped. */
export const processedEvents = pgTable(
  'processed_events',
  {
    handler: text('handler').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.handler, t.eventId] })],
);
