// Favourites and notes: every query is scoped to its owner, so one user never reaches another's rows. The
// objects they name (products, suppliers, articles) are read, never written, and shown only while public.
import {
  type Favorite,
  LAST_VISITS_KEPT,
  type LastVisit,
  type Note,
  type SavedObject,
  type SavedObjectType,
  type VisitorChart,
} from '@bazaar/contracts/engagement';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { pages } from '../../db/schema/content.js';
import { userFavorites, userLastVisits, userNotes, visitDays } from '../../db/schema/engagement.js';
import { merchantMembers } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';

const suppliers = alias(merchants, 'saved_suppliers');

/** Left joins that find the named object only while it is public (same rules as the public pages). */
function joinObjects(table: typeof userFavorites | typeof userNotes | typeof userLastVisits) {
  return {
    product: and(
      eq(table.objectType, 'product'),
      eq(supplierProducts.id, table.objectId),
      eq(supplierProducts.status, 'published'),
      sql`exists (select 1 from ${merchants} join ${categories} on ${categories.id} = ${supplierProducts.categoryId}
        where ${merchants.id} = ${supplierProducts.merchantId} and ${merchants.status} = 'confirmed' and ${categories.active})`,
    ) as SQL,
    supplier: and(
      eq(table.objectType, 'supplier'),
      eq(suppliers.id, table.objectId),
      eq(suppliers.status, 'confirmed'),
    ) as SQL,
    content: and(
      eq(table.objectType, 'content'),
      eq(pages.id, table.objectId),
      eq(pages.status, 'published'),
      sql`${pages.platform} in ('web', 'both')`,
    ) as SQL,
  };
}

const objectColumns = {
  productId: supplierProducts.id,
  productTitle: supplierProducts.title,
  productSlug: supplierProducts.slug,
  productImage: sql<string | null>`${supplierProducts.images}[1]`,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierSlug: suppliers.slug,
  supplierLogo: suppliers.logoUrl,
  contentId: pages.id,
  contentTitle: pages.title,
  contentSlug: pages.slug,
  contentCover: pages.coverFileId,
};
type ObjectRow = { [K in keyof typeof objectColumns]: unknown };

function toObject(row: ObjectRow): SavedObject | null {
  if (row.productId !== null)
    return {
      id: row.productId as number,
      title: row.productTitle as string,
      slug: row.productSlug as string,
      imageUrl: row.productImage ? fileUrl(row.productImage as string) : null,
    };
  if (row.supplierId !== null)
    return {
      id: row.supplierId as number,
      title: row.supplierName as string,
      slug: row.supplierSlug as string,
      imageUrl: (row.supplierLogo as string | null) ?? null,
    };
  if (row.contentId !== null)
    return {
      id: row.contentId as number,
      title: row.contentTitle as string,
      slug: row.contentSlug as string,
      imageUrl: row.contentCover ? fileUrl(row.contentCover as string) : null,
    };
  return null;
}

export function createEngagementRepo(db: Database) {
  const favoriteObjects = joinObjects(userFavorites);
  const noteObjects = joinObjects(userNotes);

  const selectFavorites = () =>
    db
      .select({
        id: userFavorites.id,
        objectType: userFavorites.objectType,
        objectId: userFavorites.objectId,
        createdAt: userFavorites.createdAt,
        ...objectColumns,
      })
      .from(userFavorites)
      .leftJoin(supplierProducts, favoriteObjects.product)
      .leftJoin(suppliers, favoriteObjects.supplier)
      .leftJoin(pages, favoriteObjects.content);

  const selectNotes = () =>
    db
      .select({
        id: userNotes.id,
        objectType: userNotes.objectType,
        objectId: userNotes.objectId,
        body: userNotes.body,
        createdAt: userNotes.createdAt,
        updatedAt: userNotes.updatedAt,
        ...objectColumns,
      })
      .from(userNotes)
      .leftJoin(supplierProducts, noteObjects.product)
      .leftJoin(suppliers, noteObjects.supplier)
      .leftJoin(pages, noteObjects.content);

  type FavoriteRow = Awaited<ReturnType<ReturnType<typeof selectFavorites>['execute']>>[number];
  type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];
  const toFavorite = (row: FavoriteRow): Favorite => ({
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
    object: toObject(row),
  });
  const toNote = (row: NoteRow): Note => ({
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    object: toObject(row),
  });

  return {
    // ---- favourites ----
    listFavorites(
      userId: number,
      type: SavedObjectType | undefined,
      page: number,
      pageSize: number,
    ): Promise<Page<Favorite>> {
      const where = and(eq(userFavorites.userId, userId), type ? eq(userFavorites.objectType, type) : undefined);
      return toPage(
        selectFavorites()
          .where(where)
          .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(userFavorites).where(where),
        page,
        pageSize,
        (rows) => rows.map(toFavorite),
      );
    },
    async findFavorite(userId: number, where: { id: number } | { objectType: SavedObjectType; objectId: number }) {
      const [row] = await selectFavorites()
        .where(
          and(
            eq(userFavorites.userId, userId),
            'id' in where
              ? eq(userFavorites.id, where.id)
              : and(eq(userFavorites.objectType, where.objectType), eq(userFavorites.objectId, where.objectId)),
          ),
        )
        .limit(1);
      return row && toFavorite(row);
    },
    /** Adds the favourite unless it exists; true when this call added it (racing adds: one wins). */
    async addFavorite(userId: number, objectType: SavedObjectType, objectId: number): Promise<boolean> {
      const added = await db
        .insert(userFavorites)
        .values({ userId, objectType, objectId })
        .onConflictDoNothing()
        .returning({ id: userFavorites.id });
      return added.length > 0;
    },
    async removeFavorite(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(userFavorites)
        .where(and(eq(userFavorites.id, id), eq(userFavorites.userId, userId)))
        .returning({ id: userFavorites.id });
      return removed.length > 0;
    },

    // ---- notes ----
    listNotes(userId: number, type: SavedObjectType | undefined, page: number, pageSize: number): Promise<Page<Note>> {
      const where = and(eq(userNotes.userId, userId), type ? eq(userNotes.objectType, type) : undefined);
      return toPage(
        selectNotes()
          .where(where)
          .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(userNotes).where(where),
        page,
        pageSize,
        (rows) => rows.map(toNote),
      );
    },
    async notesOn(userId: number, objectType: SavedObjectType, objectId: number): Promise<Note[]> {
      const rows = await selectNotes()
        .where(
          and(eq(userNotes.userId, userId), eq(userNotes.objectType, objectType), eq(userNotes.objectId, objectId)),
        )
        .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
        .limit(100);
      return rows.map(toNote);
    },
    async findNote(userId: number, id: number): Promise<Note | undefined> {
      const [row] = await selectNotes()
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .limit(1);
      return row && toNote(row);
    },
    async createNote(userId: number, objectType: SavedObjectType, objectId: number, body: string): Promise<number> {
      const [row] = await db
        .insert(userNotes)
        .values({ userId, objectType, objectId, body })
        .returning({ id: userNotes.id });
      return row?.id ?? 0;
    },
    async updateNote(userId: number, id: number, body: string): Promise<boolean> {
      const changed = await db
        .update(userNotes)
        .set({ body, updatedAt: sql`now()` })
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return changed.length > 0;
    },
    async removeNote(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(userNotes)
        .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
        .returning({ id: userNotes.id });
      return removed.length > 0;
    },
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

    async isMemberOf(userId: number, merchantId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)))
        .limit(1);
      return row !== undefined;
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

    async countNotes(userId: number): Promise<number> {
      const [row] = await db.select(countOnly).from(userNotes).where(eq(userNotes.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type EngagementRepo = ReturnType<typeof createEngagementRepo>;
