// The outbox table: events written in the writer's transaction, read back by the dispatcher (once per
// cluster) and by the in-process followers (every API instance), and the processed-event keys.
import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxEvents, processedEvents } from '../../db/schema/platform.js';
import type { DomainEvent, EventType } from './catalogue.js';

/** A position in the event log: events are ordered by their transaction id, then their own id. */
export interface LogCursor {
  txId: number;
  id: number;
}

/**
 * The lowest transaction id that may still commit an event into this database's outbox: the smallest id
 * the statement's snapshot sees in progress, leaving out ids that pg_stat_activity shows belong to a
 * backend of another database (an id belongs to one database for good, so that exclusion is safe
 * whenever the activity row is read). An in-progress id whose backend is not listed (ended meanwhile,
 * a prepared transaction, a role whose ids are hidden) still counts: it can only delay delivery, never
 * skip an event. With nothing in progress, the snapshot's xmax.
 */
const deliveryBound = sql`coalesce(
  (select min((x::text)::bigint) from pg_snapshot_xip(pg_current_snapshot()) as x
    where ((x::text)::bigint % 4294967296) not in (
      select (backend_xid::text)::bigint from pg_stat_activity
      where backend_xid is not null and datname is distinct from current_database())),
  (pg_snapshot_xmax(pg_current_snapshot())::text)::bigint)`;

const eventColumns = {
  id: outboxEvents.id,
  type: outboxEvents.type,
  payload: outboxEvents.payload,
  audience: outboxEvents.audience,
  txId: outboxEvents.txId,
  createdAt: outboxEvents.createdAt,
};

type EventRow = { id: number; type: string; payload: unknown; audience: number[] | null; createdAt: Date };

const toEvent = (row: EventRow): DomainEvent =>
  ({
    id: row.id,
    type: row.type as EventType,
    payload: row.payload,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
  }) as DomainEvent;

export function createOutboxRepo(db: Database) {
  return {
    /** Call with the transaction of the change, so the event exists exactly when the change does. */
    async insert(type: EventType, payload: unknown, audience: number[] | null): Promise<number> {
      const [row] = await db
        .insert(outboxEvents)
        .values({ type, payload, audience })
        .returning({ id: outboxEvents.id });
      return row?.id ?? 0;
    },

    async undispatched(limit: number): Promise<DomainEvent[]> {
      const rows = await db
        .select(eventColumns)
        .from(outboxEvents)
        .where(isNull(outboxEvents.dispatchedAt))
        .orderBy(asc(outboxEvents.id))
        .limit(limit);
      return rows.map(toEvent);
    },

    async markDispatched(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .update(outboxEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(and(inArray(outboxEvents.id, ids), isNull(outboxEvents.dispatchedAt)));
    },

    /** Where the log ends now: a follower starting here sees only events committed from now on. */
    async logEnd(): Promise<LogCursor> {
      const [row] = await db
        .select({ txId: outboxEvents.txId, id: outboxEvents.id })
        .from(outboxEvents)
        .orderBy(sql`${outboxEvents.txId} desc, ${outboxEvents.id} desc`)
        .limit(1);
      return row ?? { txId: 0, id: 0 };
    },

    /**
     * Events after the cursor, from transactions older than every transaction of this database still
     * running: such a transaction can no longer commit an event that sorts before the ones returned.
     * Transactions of other databases in the same cluster cannot write this table, so they do not hold
     * delivery back (a long bulk load next door once stalled every cache eviction); see `deliveryBound`.
     */
    async after(cursor: LogCursor, limit: number): Promise<{ events: DomainEvent[]; cursor: LogCursor }> {
      const rows = await db
        .select(eventColumns)
        .from(outboxEvents)
        .where(
          and(
            sql`(${outboxEvents.txId}, ${outboxEvents.id}) > (${cursor.txId}, ${cursor.id})`,
            lt(outboxEvents.txId, deliveryBound),
          ),
        )
        .orderBy(asc(outboxEvents.txId), asc(outboxEvents.id))
        .limit(limit);
      const last = rows.at(-1);
      return { events: rows.map(toEvent), cursor: last ? { txId: last.txId, id: last.id } : cursor };
    },

    /** Records that `handler` processed `eventId`; false when it already had (the caller skips its work). */
    async claim(handler: string, eventId: number): Promise<boolean> {
      const rows = await db
        .insert(processedEvents)
        .values({ handler, eventId })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      return rows.length === 1;
    },

    /** Forgets dispatched events and processed keys older than `days`. */
    async prune(days: number): Promise<void> {
      const before = sql`now() - make_interval(days => ${days})`;
      await db.delete(outboxEvents).where(lt(outboxEvents.dispatchedAt, before));
      await db.delete(processedEvents).where(lt(processedEvents.processedAt, before));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
