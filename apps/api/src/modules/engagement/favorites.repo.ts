// A person's favourites, scoped to their owner.
import type { Favorite, SavedObjectType } from '@bazaar/contracts/engagement';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
  });

  return {
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
  };
}
