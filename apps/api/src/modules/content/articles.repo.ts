// Staff's articles (decision 030): the marketplace's own pages (no supplier), drafts included. Public reads
// stay in content.repo.ts, which shows only published pages.
import type { StaffArticle, StaffArticleSummary } from '@bazaar/contracts/staff-admin-articles';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { contentTypes, pages } from '../../db/schema/content.js';

const summaryColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  contentTypeId: pages.contentTypeId,
  contentTypeName: contentTypes.name,
  status: pages.status,
  publishedAt: pages.publishedAt,
  updatedAt: pages.updatedAt,
};
type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  contentTypeId: number;
  contentTypeName: string;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  updatedAt: Date;
};
const toSummary = (r: SummaryRow): StaffArticleSummary => ({
  ...r,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

export interface ArticleValues {
  contentTypeId: number;
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  labels: string[];
  searchText: string;
}

const own = isNull(pages.merchantId);

export function createArticlesRepo(db: Database) {
  return {
    list(status: 'draft' | 'published' | undefined, page: number, pageSize: number) {
      const where = and(own, status ? eq(pages.status, status) : undefined);
      return toPage(
        db
          .select(summaryColumns)
          .from(pages)
          .innerJoin(contentTypes, eq(contentTypes.id, pages.contentTypeId))
          .where(where)
          .orderBy(desc(pages.updatedAt), desc(pages.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(pages).where(where),
        page,
        pageSize,
        (rows) => rows.map(toSummary),
      );
    },
    async find(id: number): Promise<StaffArticle | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, summary: pages.summary, bodyHtml: pages.bodyHtml, labels: pages.labels })
        .from(pages)
        .innerJoin(contentTypes, eq(contentTypes.id, pages.contentTypeId))
        .where(and(eq(pages.id, id), own));
      return row ? { ...toSummary(row), summary: row.summary, bodyHtml: row.bodyHtml, labels: row.labels } : undefined;
    },
    async contentTypeExists(id: number) {
      const [row] = await db.select({ id: contentTypes.id }).from(contentTypes).where(eq(contentTypes.id, id));
      return row !== undefined;
    },
    async insert(values: ArticleValues & { authorUserId: number; authorName: string | null }) {
      const [row] = await db
        .insert(pages)
        .values({
          ...values,
          uniquePageName: `article-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          status: 'draft',
          platform: 'both',
        })
        .returning({ id: pages.id });
      return row?.id ?? 0;
    },
    async update(id: number, values: ArticleValues) {
      const rows = await db
        .update(pages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(pages.id, id), own))
        .returning({ id: pages.id });
      return rows.length > 0;
    },
    /** Published keeps its first publication time; a draft is never public. */
    async setStatus(id: number, status: 'draft' | 'published') {
      const rows = await db
        .update(pages)
        .set({
          status,
          publishedAt: status === 'published' ? sql`coalesce(${pages.publishedAt}, now())` : pages.publishedAt,
          updatedAt: sql`now()`,
        })
        .where(and(eq(pages.id, id), own))
        .returning({ id: pages.id });
      return rows.length > 0;
    },
  };
}

export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
