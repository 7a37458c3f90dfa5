// Staff administration: articles.
import { z } from 'zod';
import { pageStatusSchema } from './content-pages';
import { text } from './staff-admin-feedback';

// Articles ---------------------------------------------------------------------------------------------------

export const staffArticleSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    contentTypeId: z.number().int(),
    contentTypeName: z.string(),
    status: pageStatusSchema,
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StaffArticleSummary' });
export const staffArticleSchema = staffArticleSummarySchema
  .extend({ summary: z.string(), bodyHtml: z.string(), labels: z.array(z.string()) })
  .meta({ id: 'StaffArticle' });
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;

export const articleInputSchema = z.object({
  contentTypeId: z.number().int().min(1),
  title: text(3, 160),
  summary: z.string().trim().max(400, { error: 'maxLength' }).default(''),
  /** Rich text from the editor; the API keeps only the sanitiser's allow-list (no scripts, handlers…). */
  bodyHtml: z.string().max(200_000, { error: 'maxLength' }),
  labels: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
