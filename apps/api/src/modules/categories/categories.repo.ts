// Category data access: the only place that knows how categories are stored.
import type { Category, CategoryType } from '@bazaar/contracts/categories';
import type { Page } from '@bazaar/contracts/paging';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { categories } from '../../db/schema/categories.js';

// Written out in full: inside the subquery an unqualified "id" would bind to c2, not the outer row.
const childCount = sql<number>`(select count(*)::int from categories c2 where c2.parent_id = "categories"."id" and c2.active)`;

const categoryColumns = {
  id: categories.id,
  categoryType: categories.categoryType,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  scientificName: categories.scientificName,
  level: categories.level,
  active: categories.active,
  sortOrder: categories.sortOrder,
  icon: categories.icon,
  childCount,
};

type CategoryRow = Omit<Category, 'isRoot'>;
const toCategory = (row: CategoryRow): Category => ({ ...row, isRoot: row.parentId === null });

const byTreeOrder = [asc(categories.level), asc(categories.sortOrder), asc(categories.id)];

export interface CategoryLineage {
  id: number;
  active: boolean;
  ancestorIds: number[];
}

export function createCategoriesRepo(db: Database) {
  return {
    async findLineage(id: number): Promise<CategoryLineage | undefined> {
      const [row] = await db
        .select({ id: categories.id, active: categories.active, ancestorIds: categories.ancestorIds })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },

    /** Whether every one of the ids exists and is active. */
    async countInactive(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select(countOnly)
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.active, false)));
      return row?.n ?? 0;
    },

    async listRoots(): Promise<Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(categories)
        .where(and(eq(categories.level, 1), eq(categories.active, true)))
        .orderBy(...byTreeOrder);
      return rows.map(toCategory);
    },

    async listActiveChildren(parentId: number): Promise<Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(categories)
        .where(and(eq(categories.parentId, parentId), eq(categories.active, true)))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map(toCategory);
    },

    /** Every active category of one type, parents before children, siblings in display order. */
    async listActiveOfType(categoryType: CategoryType): Promise<Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(categories)
        .where(and(eq(categories.categoryType, categoryType), eq(categories.active, true)))
        .orderBy(...byTreeOrder);
      return rows.map(toCategory);
    },

    /** Active categories matching every given filter, in tree order, with the count of all matches. */
    list(
      filter: { ids?: number[]; categoryType?: CategoryType; parentId?: number; level?: number; patterns: string[] },
      page: number,
      pageSize: number,
    ): Promise<Page<Category>> {
      const where = and(
        eq(categories.active, true),
        filter.ids?.length ? inArray(categories.id, filter.ids) : undefined,
        filter.categoryType ? eq(categories.categoryType, filter.categoryType) : undefined,
        filter.parentId ? eq(categories.parentId, filter.parentId) : undefined,
        filter.level ? eq(categories.level, filter.level) : undefined,
        ...filter.patterns.map((p) => sql`translate(${categories.name}, 'يك', 'یک') ilike ${p}`),
      );
      return toPage(
        db
          .select(categoryColumns)
          .from(categories)
          .where(where)
          .orderBy(...byTreeOrder)
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(categories).where(where),
        page,
        pageSize,
        (rows) => rows.map(toCategory),
      );
    },

    async listByIds(ids: number[]): Promise<Category[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(categoryColumns)
        .from(categories)
        .where(inArray(categories.id, ids))
        .orderBy(...byTreeOrder);
      return rows.map(toCategory);
    },
  };
}

export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
