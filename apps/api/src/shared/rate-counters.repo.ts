// The database's fixed-window counters (table rate_counters), used by the rate store when there is no Redis.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateCounters } from '../db/schema/identity.js';

export function createRateCountersRepo(db: Database) {
  const inWindow = (key: string, windowStart: Date) =>
    sql`${rateCounters.key} = ${key} and ${rateCounters.windowStart} = ${windowStart}`;
  return {
    /** Counts one more event in the window starting at `windowStart` and answers the window's total. */
    async increment(key: string, windowStart: Date, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + 1` },
        })
        .returning({ count: rateCounters.count });
      return row?.count ?? 1;
    },
    async count(key: string, windowStart: Date): Promise<number> {
      const rows = await db.select({ count: rateCounters.count }).from(rateCounters).where(inWindow(key, windowStart));
      return rows[0]?.count ?? 0;
    },
    async remove(key: string, windowStart: Date): Promise<void> {
      await db.delete(rateCounters).where(inWindow(key, windowStart));
    },
    async removeExpired(): Promise<void> {
      await db.delete(rateCounters).where(sql`${rateCounters.expiresAt} < now()`);
    },
  };
}

export type RateCountersRepo = ReturnType<typeof createRateCountersRepo>;
