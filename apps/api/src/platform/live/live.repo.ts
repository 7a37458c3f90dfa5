// The retention store of live events: written on publish, read when a page resumes, swept by age.
import { and, asc, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { liveEvents } from '../../db/schema/live.js';
import type { Json, LiveEvent } from './live-event.js';

export function createLiveRepo(db: Database) {
  const columns = { id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data };
  return {
    async insert(userId: number, type: string, data: Json): Promise<LiveEvent> {
      const [row] = await db.insert(liveEvents).values({ userId, type, data }).returning(columns);
      if (!row) throw new Error('live event was not stored');
      return { ...row, data: row.data as Json };
    },

    /** The id of the user's last event stored at or before `time` (0 when none): where a page rendered then resumes. */
    async lastIdAt(userId: number, time: Date): Promise<number> {
      const [row] = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), lte(liveEvents.createdAt, time)))
        .orderBy(desc(liveEvents.id))
        .limit(1);
      return row?.id ?? 0;
    },

    /** The user's events after `afterId`, oldest first, at most `limit`. */
    async after(userId: number, afterId: number, limit: number): Promise<LiveEvent[]> {
      const rows = await db
        .select(columns)
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, data: row.data as Json }));
    },

    /** Deletes events created before `cutoff`; answers how many went. */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const gone = await db.delete(liveEvents).where(lt(liveEvents.createdAt, cutoff)).returning({ id: liveEvents.id });
      return gone.length;
    },
  };
}

export type LiveRepo = ReturnType<typeof createLiveRepo>;
