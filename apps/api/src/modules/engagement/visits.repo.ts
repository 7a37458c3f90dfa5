// Visits: who owns a public object, the daily view counts of a merchant's chart, and a person's last visits.
import {
  LAST_VISITS_KEPT,
  type LastVisit,
  type SavedObjectType,
  type VisitorChart,
} from '@bazaar/contracts/engagement';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { pages } from '../../db/schema/content.js';
import { userLastVisits, visitDays } from '../../db/schema/engagement.js';
import { merchants } from '../../db/schema/merchants.js';
import { joinObjects, objectColumns, suppliers, toObject } from './saved-objects.repo.js';

export function createVisitsRepo(db: Database) {
  return {
    /** The merchant an object belongs to, when it is public now: undefined when it is not public. */
    async publicOwner(
      objectType: SavedObjectType,
      objectId: number,
    ): Promise<{ merchantId: number | null } | undefined> {
      const rows = await db.execute<{ merchant_id: number | null }>(
        objectType === 'product'
          ? sql`select ${supplierProducts.merchantId} as merchant_id from ${supplierProducts}
              join ${merchants} on ${merchants.id} = ${supplierProducts.merchantId}
              join ${categories} on ${categories.id} = ${supplierProducts.categoryId}
              where ${supplierProducts.id} = ${objectId} and ${supplierProducts.status} = 'published'
                and ${merchants.status} = 'confirmed' and ${categories.active}`
          : objectType === 'supplier'
            ? sql`select ${merchants.id} as merchant_id from ${merchants} where ${merchants.id} = ${objectId} and ${merchants.status} = 'confirmed'`
            : sql`select ${pages.merchantId} as merchant_id from ${pages} where ${pages.id} = ${objectId}
                and ${pages.status} = 'published' and ${pages.platform} in ('web', 'both')`,
      );
      const row = rows.rows[0];
      return row ? { merchantId: row.merchant_id ?? null } : undefined;
    },

    /** Adds counted views of today to the chart's daily totals, all in one statement. */
    async addVisitDays(
      entries: { objectType: SavedObjectType; objectId: number; merchantId: number | null; views: number }[],
    ) {
      if (entries.length === 0) return;
      await db
        .insert(visitDays)
        .values(entries.map((e) => ({ ...e, day: sql`current_date` })))
        .onConflictDoUpdate({
          target: [visitDays.objectType, visitDays.objectId, visitDays.day],
          set: { views: sql`${visitDays.views} + excluded.views` },
        });
    },

    /** Remembers that the person saw the object now; keeps their newest LAST_VISITS_KEPT of its type. */
    async touchLastVisit(userId: number, objectType: SavedObjectType, objectId: number) {
      await db
        .insert(userLastVisits)
        .values({ userId, objectType, objectId })
        .onConflictDoUpdate({
          target: [userLastVisits.userId, userLastVisits.objectType, userLastVisits.objectId],
          set: { visitedAt: sql`now()` },
        });
      await db.execute(sql`delete from ${userLastVisits} where ${userLastVisits.userId} = ${userId}
        and ${userLastVisits.objectType} = ${objectType}
        and ${userLastVisits.objectId} not in (
          select ${userLastVisits.objectId} from ${userLastVisits}
          where ${userLastVisits.userId} = ${userId} and ${userLastVisits.objectType} = ${objectType}
          order by ${userLastVisits.visitedAt} desc limit ${LAST_VISITS_KEPT})`);
    },

    async lastVisits(userId: number, type: SavedObjectType | undefined, limit: number): Promise<LastVisit[]> {
      const objects = joinObjects(userLastVisits);
      const rows = await db
        .select({
          objectType: userLastVisits.objectType,
          objectId: userLastVisits.objectId,
          visitedAt: userLastVisits.visitedAt,
          ...objectColumns,
        })
        .from(userLastVisits)
        .leftJoin(supplierProducts, objects.product)
        .leftJoin(suppliers, objects.supplier)
        .leftJoin(pages, objects.content)
        .where(and(eq(userLastVisits.userId, userId), type ? eq(userLastVisits.objectType, type) : undefined))
        .orderBy(desc(userLastVisits.visitedAt))
        .limit(limit);
      return rows.map((row) => ({
        objectType: row.objectType,
        objectId: row.objectId,
        visitedAt: row.visitedAt.toISOString(),
        object: toObject(row),
      }));
    },

    /** Views per day and kind for one merchant, every day of the range present (zeros included). */
    async chartDays(merchantId: number, from: string, to: string): Promise<VisitorChart['days']> {
      const rows = await db.execute<{ date: string; supplier: number; product: number; content: number }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as date,
          coalesce(sum(v.${sql.raw('views')}) filter (where v.object_type = 'supplier'), 0)::int as supplier,
          coalesce(sum(v.${sql.raw('views')}) filter (where v.object_type = 'product'), 0)::int as product,
          coalesce(sum(v.${sql.raw('views')}) filter (where v.object_type = 'content'), 0)::int as content
        from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
        left join ${visitDays} v on v.day = d.day::date and v.merchant_id = ${merchantId}
        group by d.day order by d.day`);
      return rows.rows.map((r) => ({
        date: r.date,
        supplierViews: Number(r.supplier),
        productViews: Number(r.product),
        contentViews: Number(r.content),
      }));
    },
  };
}
