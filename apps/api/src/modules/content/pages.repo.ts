// Public pages: only published ones, on the platform asked, of a public merchant or none; their summaries
// and counted visits.
import type { PageSummary } from '@bazaar/contracts/content-pages';
import type { Page } from '@bazaar/contracts/paging';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { categories } from '../../db/schema/categories.js';
import { contentTypes, pages } from '../../db/schema/content.js';
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

export function createPagesRepo(db: Database) {
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

    async merchantPageCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(pages)
        .innerJoin(merchants, and(eq(merchants.id, pages.merchantId), eq(merchants.status, 'confirmed')))
        .where(and(published, eq(pages.merchantId, merchantId)));
      return row?.n ?? 0;
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
