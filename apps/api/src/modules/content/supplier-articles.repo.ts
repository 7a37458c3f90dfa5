// Articles a supplier writes about its company (decision 029): `pages` rows of the «اخبار تأمین‌کنندگان»
// content type with `merchant_id` set. The public reads (content.repo) already show only published pages of
// confirmed merchants; these calls are the supplier's own view, drafts included, and its writes.
import type { SupplierArticle } from '@bazaar/contracts/supplier-profile';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentTypes, pages } from '../../db/schema/content.js';

/** The content type supplier articles are filed under (seeded; the first type when it is missing). */
export const SUPPLIER_ARTICLE_TYPE_KEY = 'supplier-news';

export interface ArticleRow {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  coverFileId: string | null;
  status: 'draft' | 'published';
  searchText: string;
}

const columns = {
  id: pages.id,
  merchantId: pages.merchantId,
  title: pages.title,
  slug: pages.slug,
  summary: pages.summary,
  bodyHtml: pages.bodyHtml,
  coverFileId: pages.coverFileId,
  status: pages.status,
  publishedAt: pages.publishedAt,
  updatedAt: pages.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const toArticle = (r: Row): SupplierArticle => ({
  id: r.id ?? 0,
  merchantId: r.merchantId ?? 0,
  title: r.title ?? '',
  slug: r.slug ?? '',
  summary: r.summary ?? '',
  bodyHtml: r.bodyHtml ?? '',
  coverFileId: r.coverFileId,
  status: r.status ?? 'draft',
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt?.toISOString() ?? new Date(0).toISOString(),
});

export function createSupplierArticlesRepo(db: Database) {
  async function typeId(): Promise<number> {
    const [own] = await db
      .select({ id: contentTypes.id })
      .from(contentTypes)
      .where(eq(contentTypes.key, SUPPLIER_ARTICLE_TYPE_KEY));
    if (own) return own.id;
    const [first] = await db.select({ id: contentTypes.id }).from(contentTypes).limit(1);
    if (!first) throw new Error('no content type to file supplier articles under');
    return first.id;
  }

  return {
    async list(merchantId: number): Promise<SupplierArticle[]> {
      const rows = await db
        .select(columns)
        .from(pages)
        .where(eq(pages.merchantId, merchantId))
        .orderBy(desc(pages.updatedAt), desc(pages.id))
        .limit(200);
      return rows.map(toArticle);
    },

    async find(id: number): Promise<SupplierArticle | undefined> {
      const [row] = await db.select(columns).from(pages).where(eq(pages.id, id));
      return row && row.merchantId !== null ? toArticle(row) : undefined;
    },

    async insert(merchantId: number, authorUserId: number, uniquePageName: string, row: ArticleRow) {
      const [created] = await db
        .insert(pages)
        .values({
          ...row,
          contentTypeId: await typeId(),
          uniquePageName,
          merchantId,
          authorUserId,
          platform: 'both',
          publishedAt: row.status === 'published' ? new Date() : null,
        })
        .returning({ id: pages.id });
      return created?.id ?? 0;
    },

    /** Replaces the article; the first publication sets its date, a return to draft keeps it for next time. */
    async update(id: number, merchantId: number, row: ArticleRow, wasPublishedAt: string | null) {
      await db
        .update(pages)
        .set({
          ...row,
          publishedAt: row.status === 'published' ? (wasPublishedAt ? new Date(wasPublishedAt) : new Date()) : null,
          updatedAt: new Date(),
        })
        .where(and(eq(pages.id, id), eq(pages.merchantId, merchantId)));
    },
  };
}

export type SupplierArticlesRepo = ReturnType<typeof createSupplierArticlesRepo>;
