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

/**
 * Every staff action (decision 027): who, when, what, on which object. Written by `platform/audit.ts` inside
 * the transaction of the action itself, so an action without its row (or a row without its action) never commits.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);
