// Seeds the category tree from CATEGORY_TREE; upserts by (parent, name), so running it twice changes nothing.
import { persianSlug } from '@bazaar/fa/normalize';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import { CATEGORY_TREE, type CategorySeedNode } from './category-tree.js';

interface Placement {
  parentId: number | null;
  ancestorIds: number[];
  level: number;
  sortOrder: number;
}

export async function seedCategories(db: Database): Promise<number> {
  let count = 0;

  async function upsert(
    node: CategorySeedNode,
    categoryType: (typeof CATEGORY_TREE)[number]['categoryType'],
    at: Placement,
  ): Promise<void> {
    const [row] = await db
      .insert(categories)
      .values({
        categoryType,
        parentId: at.parentId,
        ancestorIds: at.ancestorIds,
        name: node.name,
        slug: persianSlug(node.name),
        scientificName: node.scientificName,
        level: at.level,
        sortOrder: at.sortOrder,
        icon: node.icon ?? null,
      })
      .onConflictDoUpdate({
        target: [categories.parentId, categories.name],
        set: {
          categoryType,
          ancestorIds: at.ancestorIds,
          slug: sql`excluded.slug`,
          scientificName: sql`excluded.scientific_name`,
          level: at.level,
          sortOrder: at.sortOrder,
          icon: sql`excluded.icon`,
        },
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`category upsert returned nothing for ${node.name}`);
    count += 1;
    const children = node.children ?? [];
    for (const [index, child] of children.entries()) {
      await upsert(child, categoryType, {
        parentId: row.id,
        ancestorIds: [...at.ancestorIds, row.id],
        level: at.level + 1,
        sortOrder: (index + 1) * 10,
      });
    }
  }

  for (const [index, root] of CATEGORY_TREE.entries()) {
    await upsert(root, root.categoryType, { parentId: null, ancestorIds: [], level: 1, sortOrder: (index + 1) * 10 });
  }
  return count;
}
