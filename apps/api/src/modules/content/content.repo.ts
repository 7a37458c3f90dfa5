// Content data access: content types, pages (only published ones are public), likes and comments.
import type { ContentTypeNode, PageComment, PageSummary } from '@bazaar/contracts/content';
import type { Page } from '@bazaar/contracts/paging';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { categories } from '../../db/schema/categories.js';
import { contentTypes, pageComments, pageLikes, pages } from '../../db/schema/content.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

export type PlatformAsked = 'web' | 'mobile';
const onPlatform = (platform: PlatformAsked) => sql`${pages.platform} in ('both', ${platform})`;
const published = and(eq(pages.status, 'published'), sql`${pages.publishedAt} <= now()`);

const summaryColumns = {
  id: pages.id,
  uniquePageName: pages.uniquePageName,
  title: pages.title,
  slug: pages.slug,
  summary: pages.summary,
  labels: pages.labels,
  contentTypeId: contentTypes.id,
  contentTypeKey: contentTypes.key,
  contentTypeName: contentTypes.name,
  merchantId: merchants.id,
  merchantName: merchants.name,
  merchantSlug: merchants.slug,
  authorName: pages.authorName,
  publishedAt: pages.publishedAt,
  visitCount: pages.visitCount,
  likeCount: pages.likeCount,
  commentCount: sql<number>`(select count(*)::int from page_comments pc where pc.page_id = "pages"."id" and pc.status = 'approved')`,
};

type SummaryRow = {
  id: number;
  uniquePageName: string;
  title: string;
  slug: string;
  summary: string;
  labels: string[];
  contentTypeId: number;
  contentTypeKey: string;
  contentTypeName: string;
  merchantId: number | null;
  merchantName: string | null;
  merchantSlug: string | null;
  authorName: string | null;
  publishedAt: Date | null;
  visitCount: number;
  likeCount: number;
  commentCount: number;
};

function toSummary(r: SummaryRow): PageSummary {
  return {
    id: r.id,
    uniquePageName: r.uniquePageName,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    labels: r.labels,
    contentType: { id: r.contentTypeId, key: r.contentTypeKey, name: r.contentTypeName },
    merchant:
      r.merchantId !== null ? { id: r.merchantId, name: r.merchantName ?? '', slug: r.merchantSlug ?? '' } : null,
    authorName: r.authorName,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    visitCount: Number(r.visitCount),
    likeCount: r.likeCount,
    commentCount: r.commentCount,
  };
}

export interface PageFilter {
  platform: PlatformAsked;
  contentTypeId?: number;
  label?: string;
  merchantId?: number;
  categoryId?: number;
  patterns: string[];
}

export function createContentRepo(db: Database) {
  const base = () =>
    db
      .select(summaryColumns)
      .from(pages)
      .innerJoin(contentTypes, eq(contentTypes.id, pages.contentTypeId))
      .leftJoin(merchants, and(eq(merchants.id, pages.merchantId), eq(merchants.status, 'confirmed')));

  return {
    async listPages(filter: PageFilter, page: number, pageSize: number): Promise<Page<PageSummary>> {
      const where = and(
        published,
        onPlatform(filter.platform),
        filter.contentTypeId
          ? sql`(${contentTypes.id} = ${filter.contentTypeId} or ${filter.contentTypeId}::int = any(${contentTypes.ancestorIds}))`
          : undefined,
        filter.label ? sql`${filter.label} = any(${pages.labels})` : undefined,
        filter.merchantId ? eq(pages.merchantId, filter.merchantId) : undefined,
        filter.categoryId ? eq(pages.categoryId, filter.categoryId) : undefined,
        // Pages of merchants that are not public stay hidden with them.
        sql`(${pages.merchantId} is null or ${merchants.id} is not null)`,
        ...filter.patterns.map((p) => ilike(pages.searchText, p)),
      );
      return toPage(
        base()
          .where(where)
          .orderBy(desc(pages.publishedAt), desc(pages.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db
          .select(countOnly)
          .from(pages)
          .innerJoin(contentTypes, eq(contentTypes.id, pages.contentTypeId))
          .leftJoin(merchants, and(eq(merchants.id, pages.merchantId), eq(merchants.status, 'confirmed')))
          .where(where),
        page,
        pageSize,
        (found) => (found as SummaryRow[]).map(toSummary),
      );
    },

    async findPage(where: SQL) {
      const [row] = await db
        .select({
          ...summaryColumns,
          bodyHtml: pages.bodyHtml,
          status: pages.status,
          platform: pages.platform,
          authorUserId: pages.authorUserId,
          pageMerchantId: pages.merchantId,
          ancestorIds: contentTypes.ancestorIds,
          categoryId: categories.id,
          categoryName: categories.name,
          categorySlug: categories.slug,
        })
        .from(pages)
        .innerJoin(contentTypes, eq(contentTypes.id, pages.contentTypeId))
        .leftJoin(merchants, and(eq(merchants.id, pages.merchantId), eq(merchants.status, 'confirmed')))
        .leftJoin(categories, eq(categories.id, pages.categoryId))
        .where(where);
      if (!row) return undefined;
      return { ...row, summary: toSummary(row as SummaryRow) };
    },
    byId: (id: number) => eq(pages.id, id),
    byUniqueName: (name: string) => eq(pages.uniquePageName, name),
    publishedOn: (platform: PlatformAsked) => and(published, onPlatform(platform)) as SQL,

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

    async merchantPageCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(pages)
        .innerJoin(merchants, and(eq(merchants.id, pages.merchantId), eq(merchants.status, 'confirmed')))
        .where(and(published, eq(pages.merchantId, merchantId)));
      return row?.n ?? 0;
    },

    async isLikedBy(pageId: number, userId: number) {
      const [row] = await db
        .select({ p: pageLikes.pageId })
        .from(pageLikes)
        .where(and(eq(pageLikes.pageId, pageId), eq(pageLikes.userId, userId)));
      return row !== undefined;
    },

    /**
     * Toggles a like in one transaction. The primary key (page, user) makes a double like impossible;
     * the counter is recomputed from the rows, so racing requests cannot drift it.
     */
    toggleLike: (kind: 'page' | 'comment', targetId: number, userId: number) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const q =
          kind === 'page'
            ? {
                lock: sql`select 1 from pages where id = ${targetId} for update`,
                remove: sql`delete from page_likes where page_id = ${targetId} and user_id = ${userId} returning 1`,
                add: sql`insert into page_likes (page_id, user_id) values (${targetId}, ${userId}) on conflict do nothing`,
                recount: sql`update pages set like_count = (select count(*) from page_likes where page_id = ${targetId})
                  where id = ${targetId} returning like_count`,
              }
            : {
                lock: sql`select 1 from page_comments where id = ${targetId} for update`,
                remove: sql`delete from comment_likes where comment_id = ${targetId} and user_id = ${userId} returning 1`,
                add: sql`insert into comment_likes (comment_id, user_id) values (${targetId}, ${userId}) on conflict do nothing`,
                recount: sql`update page_comments set like_count = (select count(*) from comment_likes where comment_id = ${targetId})
                  where id = ${targetId} returning like_count`,
              };
        await tx.execute(q.lock);
        const removed = (await tx.execute(q.remove)).rows.length > 0;
        if (!removed) await tx.execute(q.add);
        const result = await tx.execute<{ like_count: number }>(q.recount);
        return { liked: !removed, likeCount: Number(result.rows[0]?.like_count ?? 0) };
      }),

    async insertComment(values: { pageId: number; parentId: number | null; userId: number; body: string }) {
      const [row] = await db
        .insert(pageComments)
        .values(values)
        .returning({ id: pageComments.id, status: pageComments.status });
      return row;
    },
    async findComment(id: number) {
      const [row] = await db.select().from(pageComments).where(eq(pageComments.id, id));
      return row;
    },
    /** Approved comments as threads, with `viewerId`'s own pending ones (and their own replies under them). */
    async approvedComments(pageId: number, viewerId?: number): Promise<PageComment[]> {
      const visible =
        viewerId === undefined
          ? eq(pageComments.status, 'approved')
          : or(
              eq(pageComments.status, 'approved'),
              and(eq(pageComments.status, 'pending'), eq(pageComments.userId, viewerId)),
            );
      const rows = await db
        .select({
          id: pageComments.id,
          parentId: pageComments.parentId,
          firstName: users.firstName,
          lastName: users.lastName,
          body: pageComments.body,
          likeCount: pageComments.likeCount,
          createdAt: pageComments.createdAt,
          status: pageComments.status,
        })
        .from(pageComments)
        .innerJoin(users, eq(users.id, pageComments.userId))
        .where(and(eq(pageComments.pageId, pageId), visible))
        .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
      const nodes = new Map<number, PageComment>();
      const roots: PageComment[] = [];
      for (const r of rows) {
        const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
        const node: PageComment = {
          id: r.id,
          parentId: r.parentId,
          authorName: name || 'کاربر بازار صنعت',
          body: r.body,
          likeCount: r.likeCount,
          createdAt: r.createdAt.toISOString(),
          pending: r.status === 'pending',
          replies: [],
        };
        nodes.set(r.id, node);
        // A reply whose parent is not (yet) approved waits with it.
        if (r.parentId === null) roots.push(node);
        else nodes.get(r.parentId)?.replies.push(node);
      }
      return roots;
    },
    /** A person's own comments in every state, with the page each is on. */
    myComments(userId: number, page: number, pageSize: number) {
      const where = eq(pageComments.userId, userId);
      return toPage(
        db
          .select({
            id: pageComments.id,
            pageId: pages.id,
            pageTitle: pages.title,
            pageSlug: pages.slug,
            body: pageComments.body,
            status: pageComments.status,
            likeCount: pageComments.likeCount,
            createdAt: pageComments.createdAt,
          })
          .from(pageComments)
          .innerJoin(pages, eq(pages.id, pageComments.pageId))
          .where(where)
          .orderBy(desc(pageComments.createdAt), desc(pageComments.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(pageComments).where(where),
        page,
        pageSize,
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            page: { id: r.pageId, title: r.pageTitle, slug: r.pageSlug },
            body: r.body,
            status: r.status,
            likeCount: r.likeCount,
            createdAt: r.createdAt.toISOString(),
          })),
      );
    },

    async commentsByStatus(status: 'pending' | 'approved' | 'rejected', page: number, pageSize: number) {
      const rows = await db
        .select({
          id: pageComments.id,
          pageId: pageComments.pageId,
          pageTitle: pages.title,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          body: pageComments.body,
          status: pageComments.status,
          createdAt: pageComments.createdAt,
        })
        .from(pageComments)
        .innerJoin(pages, eq(pages.id, pageComments.pageId))
        .innerJoin(users, eq(users.id, pageComments.userId))
        .where(eq(pageComments.status, status))
        .orderBy(asc(pageComments.createdAt))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      return rows.map((r) => ({
        id: r.id,
        pageId: r.pageId,
        pageTitle: r.pageTitle,
        authorName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.phone,
        body: r.body,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async moderate(id: number, status: 'approved' | 'rejected') {
      const rows = await db
        .update(pageComments)
        .set({ status, moderatedAt: sql`now()` })
        .where(eq(pageComments.id, id))
        .returning({ id: pageComments.id });
      return rows.length === 1;
    },
    /** Adds counted views to many pages in one statement: `counts` maps page id → views. */
    async addVisits(counts: Map<number, number>) {
      if (counts.size === 0) return;
      const ids = [...counts.keys()];
      const views = ids.map((id) => counts.get(id) ?? 0);
      await db.execute(sql`update ${pages} set visit_count = ${pages.visitCount} + v.n
        from unnest(${`{${ids.join(',')}}`}::int[], ${`{${views.join(',')}}`}::int[]) as v(id, n)
        where ${pages.id} = v.id`);
    },
    async countVisit(id: number) {
      await db
        .update(pages)
        .set({ visitCount: sql`${pages.visitCount} + 1` })
        .where(eq(pages.id, id));
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
