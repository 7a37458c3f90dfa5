// The retention store of live events: written on publish, read when a page resumes, swept by age.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
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
