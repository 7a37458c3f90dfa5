// Content types: the tree with its published page counts, and the crumbs of a page's type.
import type { ContentTypeNode } from '@bazaar/contracts/content-pages';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentTypes } from '../../db/schema/content.js';

export function createContentTypesRepo(db: Database) {
  return {
    async contentTypeCrumbs(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: contentTypes.id,
          key: contentTypes.key,
          name: contentTypes.name,
          depth: sql<number>`cardinality(${contentTypes.ancestorIds})`,
        })
        .from(contentTypes)
        .where(inArray(contentTypes.id, ids))
        .orderBy(sql`cardinality(${contentTypes.ancestorIds})`);
    },

    async contentTypeTree(): Promise<ContentTypeNode[]> {
      const rows = await db
        .select({
          id: contentTypes.id,
          key: contentTypes.key,
          name: contentTypes.name,
          parentId: contentTypes.parentId,
          // Counted as the web lists count: published, already public, web or both, supplier visible.
          pageCount: sql<number>`(select count(*)::int from pages p join content_types t on t.id = p.content_type_id
            left join merchants m on m.id = p.merchant_id
            where p.status = 'published' and p.published_at <= now() and p.platform in ('web', 'both')
              and (p.merchant_id is null or m.status = 'confirmed')
              and (t.id = "content_types"."id" or "content_types"."id" = any(t.ancestor_ids)))`,
        })
        .from(contentTypes)
        .orderBy(sql`cardinality(${contentTypes.ancestorIds})`, asc(contentTypes.sortOrder), asc(contentTypes.id));
      const nodes = new Map<number, ContentTypeNode>();
      const roots: ContentTypeNode[] = [];
      for (const r of rows) {
        const node = { id: r.id, key: r.key, name: r.name, pageCount: r.pageCount, children: [] };
        nodes.set(r.id, node);
        if (r.parentId === null) roots.push(node);
        else nodes.get(r.parentId)?.children.push(node);
      }
      return roots;
    },

    async findContentType(id: number) {
      const [row] = await db.select().from(contentTypes).where(eq(contentTypes.id, id));
      return row;
    },
  };
}
