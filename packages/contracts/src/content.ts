// Content contract: content types, pages, comments, likes, FAQ, help, videos, feedback, ads, announcements, menus.
import { z } from 'zod';
import { idSchema, pagingQuerySchema, searchTextSchema } from './paging';

export const PLATFORMS = ['web', 'mobile', 'both'] as const;
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
    status: z.enum(['draft', 'published']),
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

export const commentSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    authorName: z.string(),
    body: z.string(),
    likeCount: z.number().int(),
    createdAt: z.string(),
    get replies() {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'PageComment' });
export interface PageComment {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  likeCount: number;
  createdAt: string;
  replies: PageComment[];
}

export const newCommentSchema = z.object({
  pageId: z.number({ error: 'number' }).int().positive(),
  parentId: z.number().int().positive().nullable().optional(),
  body: z.string({ error: 'required' }).trim().min(2, { error: 'minLength' }).max(2000, { error: 'maxLength' }),
});
export const likeResultSchema = z
  .object({ liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeResult' });

export const moderationCommentSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  pageTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});

export const faqQuestionSchema = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int(),
    question: z.string(),
    answer: z.string(),
    visitCount: z.number().int(),
  })
  .meta({ id: 'FaqQuestion' });
export const faqCategorySchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), questionCount: z.number().int() })
  .meta({ id: 'FaqCategory' });

export const helpEntrySchema = z
  .object({ frontUniqueId: z.string(), title: z.string(), bodyHtml: z.string() })
  .meta({ id: 'HelpEntry' });

export const videoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    posterUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
    labels: z.array(z.string()),
  })
  .meta({ id: 'MediaVideo' });

const optionalTrimmed = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max, { error: 'maxLength' }).optional());
export const feedbackInputSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(2, { error: 'minLength' }).max(80, { error: 'maxLength' }),
  email: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'email' }).max(120).optional()),
  mobile: optionalTrimmed(32),
  subject: z.string({ error: 'required' }).trim().min(3, { error: 'minLength' }).max(120, { error: 'maxLength' }),
  message: z.string({ error: 'required' }).trim().min(10, { error: 'minLength' }).max(3000, { error: 'maxLength' }),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const AD_SLOTS = ['home-hero', 'home-sidebar', 'category-top', 'category-sidebar'] as const;
export const advertisementSchema = z
  .object({
    id: z.number().int(),
    slot: z.enum(AD_SLOTS),
    title: z.string(),
    text: z.string(),
    link: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Advertisement' });
export const announcementSchema = z
  .object({ id: z.number().int(), text: z.string(), link: z.string().nullable(), endsAt: z.string() })
  .meta({ id: 'Announcement' });

export interface MenuNode {
  id: number;
  title: string;
  href: string;
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    href: z.string(),
    get children() {
      return z.array(menuNodeSchema);
    },
  })
  .meta({ id: 'WebsiteMenuNode' });
