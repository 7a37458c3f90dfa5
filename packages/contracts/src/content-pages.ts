// Content pages (articles, news, static pages) and their content types (spec section 7, «Pages», «Content types»).
import './zod-config';
import { z } from 'zod';
import { idSchema, pagingQuerySchema, searchTextSchema } from './paging';

export const PLATFORMS = ['web', 'mobile', 'both'] as const;
/** A page (article, news, static page) is a draft until published. */
export const PAGE_STATUSES = ['draft', 'published'] as const;
export const pageStatusSchema = z.enum(PAGE_STATUSES);
export type PageStatus = z.infer<typeof pageStatusSchema>;
/** The platform asking: pages marked 'both' are served to either. */
export const platformQuerySchema = z.enum(['web', 'mobile']).default('web');

export interface ContentTypeNode {
  id: number;
  key: string;
  name: string;
  pageCount: number;
  children: ContentTypeNode[];
}
export const contentTypeNodeSchema: z.ZodType<ContentTypeNode> = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    pageCount: z.number().int(),
    get children() {
      return z.array(contentTypeNodeSchema);
    },
  })
  .meta({ id: 'ContentTypeNode' });

export const contentTypeCrumbSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });

export const pageSummarySchema = z
  .object({
    id: z.number().int(),
    uniquePageName: z.string(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    labels: z.array(z.string()),
    contentType: contentTypeCrumbSchema,
    merchant: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    authorName: z.string().nullable(),
    publishedAt: z.string().nullable(),
    visitCount: z.number().int(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
  })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageDetailSchema = pageSummarySchema
  .extend({
    bodyHtml: z.string().describe('Sanitised HTML: safe to render'),
    status: pageStatusSchema,
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    breadcrumb: z.array(contentTypeCrumbSchema),
    likedByMe: z.boolean(),
  })
  .meta({ id: 'PageDetail' });
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const pagesListQuerySchema = pagingQuerySchema.extend({
  platform: platformQuerySchema,
  q: searchTextSchema.optional(),
});
export const pagesByTypeQuerySchema = pagesListQuerySchema.extend({ contentTypeId: idSchema });
export const pagesByLabelQuerySchema = pagesListQuerySchema.extend({ label: z.string().trim().min(1).max(60) });
export const pagesForPublicQuerySchema = pagesListQuerySchema.extend({
  merchantId: idSchema.optional(),
  categoryId: idSchema.optional(),
});
