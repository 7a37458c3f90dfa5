// A person's favourites, scoped to their owner, and those shared with their buyer company (decision 058).
import type { Favorite, SavedObjectType, SharedFavorite } from '@bazaar/contracts/engagement';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sharedNow, sharedWithCompanyOf, sharerName } from '../../db/company-sharing.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { pages } from '../../db/schema/content.js';
import { userFavorites } from '../../db/schema/engagement.js';
import { joinObjects, objectColumns, suppliers, toObject } from './saved-objects.repo.js';

export function createFavoritesRepo(db: Database) {
  const favoriteObjects = joinObjects(userFavorites);

  const selectFavorites = () =>
    db
      .select({
        id: userFavorites.id,
        objectType: userFavorites.objectType,
        objectId: userFavorites.objectId,
        createdAt: userFavorites.createdAt,
        sharedWithCompany: sharedNow(userFavorites),
        authorId: userFavorites.userId,
        authorName: sharerName(userFavorites),
        ...objectColumns,
      })
      .from(userFavorites)
      .leftJoin(supplierProducts, favoriteObjects.product)
      .leftJoin(suppliers, favoriteObjects.supplier)
      .leftJoin(pages, favoriteObjects.content);

  type FavoriteRow = Awaited<ReturnType<ReturnType<typeof selectFavorites>['execute']>>[number];
  const toFavorite = (row: FavoriteRow): Favorite => ({
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
    object: toObject(row),
    sharedWithCompany: row.sharedWithCompany,
  });

  /** One page of the favourites `where` matches, newest first. */
  const pageWhere = <Item>(
    where: SQL | undefined,
    page: number,
    pageSize: number,
    toItem: (row: FavoriteRow) => Item,
  ) =>
    toPage(
      selectFavorites()
        .where(where)
        .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize)),
      db.select(countOnly).from(userFavorites).where(where),
      page,
      pageSize,
      (rows) => rows.map(toItem),
    );
  const ofType = (type: SavedObjectType | undefined) => (type ? eq(userFavorites.objectType, type) : undefined);

  return {
    listFavorites(
      userId: number,
      type: SavedObjectType | undefined,
      page: number,
      pageSize: number,
    ): Promise<Page<Favorite>> {
      return pageWhere(and(eq(userFavorites.userId, userId), ofType(type)), page, pageSize, toFavorite);
    },
    /** Favourites shared now with the caller's company (theirs included), newest first. */
    sharedFavorites(
      userId: number,
      type: SavedObjectType | undefined,
      page: number,
      pageSize: number,
    ): Promise<Page<SharedFavorite>> {
      return pageWhere(and(sharedWithCompanyOf(userFavorites, userId), ofType(type)), page, pageSize, (row) => ({
        ...toFavorite(row),
        sharedBy: { userId: row.authorId, displayName: row.authorName, mine: row.authorId === userId },
      }));
    },
    /** Whether favourite `id` is shared now with the caller's company. */
    async sharedWithMyCompany(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: userFavorites.id })
        .from(userFavorites)
        .where(and(eq(userFavorites.id, id), sharedWithCompanyOf(userFavorites, userId)));
      return rows.length > 0;
    },
    /** Sets or clears the company a favourite of `userId` is shared with; false when it is not theirs. */
    async setFavoriteShared(userId: number, id: number, companyId: number | null): Promise<boolean> {
      const rows = await db
        .update(userFavorites)
        .set({ sharedCompanyId: companyId })
        .where(and(eq(userFavorites.id, id), eq(userFavorites.userId, userId)))
        .returning({ id: userFavorites.id });
      return rows.length === 1;
    },
    async unshareFavorite(companyId: number, id: number): Promise<void> {
      await db
        .update(userFavorites)
        .set({ sharedCompanyId: null })
        .where(and(eq(userFavorites.id, id), eq(userFavorites.sharedCompanyId, companyId)));
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
  };
}
