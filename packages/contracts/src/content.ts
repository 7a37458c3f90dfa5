// Content contract: content types, pages, comments, likes (FAQ, help, videos, feedback, ads, announcements and
// menus are in site.ts), and the endpoints of spec section 7 "Pages", "Content types", "Comments".
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';

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

export const commentSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    authorName: z.string(),
    body: z.string(),
    likeCount: z.number().int(),
    createdAt: z.string(),
    pending: z
      .boolean()
      .default(false)
      .describe('Waiting for moderation: only its author sees it, and only in their own answer'),
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
  /** Waiting for moderation: only its author sees it. */
  pending: boolean;
  replies: PageComment[];
}

export const newCommentSchema = z.object({
  pageId: bodyIdSchema,
  parentId: bodyIdSchema.nullable().optional(),
  body: z.string({ error: 'required' }).trim().min(2, { error: 'minLength' }).max(2000, { error: 'maxLength' }),
});
export const likeResultSchema = z
  .object({ liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeResult' });

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

export const moderationCommentSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  pageTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  status: moderationStatusSchema,
  createdAt: z.string(),
});

/** One of the signed-in person's own comments, in any moderation state (the profile's «دیدگاه‌های من»). */
export const myCommentSchema = z
  .object({
    id: z.number().int(),
    page: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
    body: z.string(),
    status: moderationStatusSchema,
    likeCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyComment' });
export type MyComment = z.infer<typeof myCommentSchema>;

export const merchantHasContentSchema = z.object({
  merchantId: z.number().int(),
  hasContent: z.boolean(),
  count: z.number().int(),
});
export const commentPostedSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
});
export const commentModeratedSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });

// Endpoints (spec section 7). The API registers them, the OpenAPI document describes them and the web
// calls them from these definitions alone (docs/decisions/012).
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const pageList = { 200: pageOf(pageSummarySchema), ...errors };
const moderated = (action: 'Approve' | 'Reject') =>
  ({
    summary: `${action} a comment (admin only)`,
    tags: ['admin'],
    access: 'staff',
    object: 'pendingComment',
    params: idParamSchema,
    responses: { 200: commentModeratedSchema, ...errors },
  }) as const;

export const contentEndpoints = {
  /** Published pages, newest first; pages of suppliers that are not public stay hidden. */
  listPages: defineEndpoint({
    method: 'GET',
    path: '/pages/for-public-site',
    summary: 'Published pages, newest first (filter by merchant, category, text)',
    tags: ['content'],
    access: 'public',
    query: pagesForPublicQuerySchema,
    responses: pageList,
  }),
  /** Pages of a content type and its sub-types. ApiError 404 for an unknown type. */
  listByContentType: defineEndpoint({
    method: 'GET',
    path: '/pages/by-content-type/by-platform',
    summary: 'Pages of a content type and its sub-types, for a platform',
    tags: ['content'],
    access: 'public',
    query: pagesByTypeQuerySchema,
    responses: pageList,
  }),
  /** The web variant of listByContentType. */
  listByContentTypeId: defineEndpoint({
    method: 'GET',
    path: '/pages/by-content-type-id',
    summary: 'Pages of a content type (web)',
    tags: ['content'],
    access: 'public',
    query: pagesByTypeQuerySchema,
    responses: pageList,
  }),
  /** Pages carrying exactly this label (at most 60 characters, else ApiError 400). */
  listByLabel: defineEndpoint({
    method: 'GET',
    path: '/pages/by-label/by-platform',
    summary: 'Pages carrying a label',
    tags: ['content'],
    access: 'public',
    query: pagesByLabelQuerySchema,
    responses: pageList,
  }),
  merchantHasContent: defineEndpoint({
    method: 'GET',
    path: '/pages/merchant-has-content',
    summary: 'Whether a supplier has published content',
    tags: ['content'],
    access: 'public',
    query: z.object({ merchantId: idSchema }),
    responses: { 200: merchantHasContentSchema, ...errors },
  }),
  /** A static page (about, terms, …) or the page of the catch-all route. ApiError 404 when unknown. */
  pageByUniqueName: defineEndpoint({
    method: 'GET',
    path: '/pages/by-uniquepagename',
    summary: 'A published page by its unique name (static pages, the catch-all route)',
    tags: ['content'],
    access: 'public',
    query: z.object({ uniquePageName: z.string().trim().min(1).max(120), platform: platformQuerySchema }),
    responses: { 200: pageDetailSchema, ...errors },
  }),
  /**
   * One published page. `visit: 'true'` counts a view (only from a browser that shows it). Signed in,
   * `likedByMe` tells whether the caller liked it. ApiError 404 for drafts and unknown ids.
   */
  page: defineEndpoint({
    method: 'GET',
    path: '/pages/:id/by-platform',
    summary: 'A published page (`visit=true` counts a view, once per visitor and day)',
    tags: ['content'],
    access: 'public',
    object: 'page',
    params: idParamSchema,
    query: z.object({ platform: platformQuerySchema, visit: z.enum(['true', 'false']).optional() }),
    responses: { 200: pageDetailSchema, ...errors },
  }),
  /** Any page, drafts included: its author or an admin only (401/403 otherwise). */
  preview: defineEndpoint({
    method: 'GET',
    path: '/pages/:id/preview',
    summary: 'Any page including drafts: its author or an admin only',
    tags: ['content'],
    access: 'owner',
    object: 'draftPage',
    staffReads: true,
    params: idParamSchema,
    responses: { 200: pageDetailSchema, ...errors },
  }),
  /** Toggles the caller's like (login required: ApiError 401). Never retried: a toggle sent twice undoes itself. */
  likePage: defineEndpoint({
    method: 'POST',
    path: '/pages/:id/like',
    summary: 'Like or unlike a page (one like per user)',
    tags: ['content'],
    access: 'user',
    object: 'page',
    params: idParamSchema,
    responses: { 200: likeResultSchema, ...errors },
  }),

  /** Content types as a tree with their published page counts (sub-types included). */
  contentTypeTree: defineEndpoint({
    method: 'GET',
    path: '/contenttypes/tree',
    summary: 'Content types as a tree, with published page counts',
    tags: ['content'],
    access: 'public',
    responses: { 200: z.array(contentTypeNodeSchema) },
  }),
  contentTypesWithPages: defineEndpoint({
    method: 'GET',
    path: '/contenttypes/by-page-type',
    summary: 'Content types that hold published pages, flattened',
    tags: ['content'],
    access: 'public',
    responses: { 200: z.array(contentTypeCrumbSchema.extend({ pageCount: z.number().int() })) },
  }),
  /** Root first, the type itself last. ApiError 404 for an unknown type. */
  contentTypeBreadcrumb: defineEndpoint({
    method: 'GET',
    path: '/contenttypes/:id/breadcrumb',
    summary: 'Path from the root content type',
    tags: ['content'],
    access: 'public',
    object: 'contentType',
    params: idParamSchema,
    responses: { 200: z.array(contentTypeCrumbSchema), ...errors },
  }),

  /** Posts a comment or a reply (login required); it waits for moderation: 201 with a Persian message. */
  postComment: defineEndpoint({
    method: 'POST',
    path: '/pagecomments',
    summary: 'Post a comment or a reply; it waits for moderation',
    tags: ['comments'],
    access: 'user',
    object: 'page',
    body: newCommentSchema,
    responses: { 201: commentPostedSchema, ...errors },
  }),
  /**
   * Approved comments of a page as threads (`replies`), oldest first; a signed-in caller also gets their own
   * comments still waiting for moderation, marked `pending` (nobody else sees them).
   */
  commentTree: defineEndpoint({
    method: 'GET',
    path: '/pagecomments/:id/active-tree',
    summary: 'Approved comments of a page as a thread tree, with the caller’s own pending ones marked',
    tags: ['comments'],
    access: 'public',
    object: 'page',
    params: idParamSchema,
    responses: { 200: z.array(commentSchema), ...errors },
  }),
  /** Toggles the caller's like of an approved comment (login required). */
  likeComment: defineEndpoint({
    method: 'POST',
    path: '/pagecomments/:id/like',
    summary: 'Like or unlike an approved comment',
    tags: ['comments'],
    access: 'user',
    object: 'approvedComment',
    params: idParamSchema,
    responses: { 200: likeResultSchema, ...errors },
  }),

  myComments: defineEndpoint({
    method: 'GET',
    path: '/pagecomments/mine',
    summary: 'The signed-in user’s comments with their moderation state, newest first',
    tags: ['comments'],
    access: 'user',
    query: pagingQuerySchema,
    responses: { 200: pageOf(myCommentSchema), ...errors },
  }),
  commentsForModeration: defineEndpoint({
    method: 'GET',
    path: '/admin/pagecomments',
    summary: 'Comments by moderation status (admin only)',
    tags: ['admin'],
    access: 'staff',
    query: pagingQuerySchema.extend({ status: moderationStatusSchema.default('pending') }),
    responses: { 200: z.array(moderationCommentSchema), ...errors },
  }),
  approveComment: defineEndpoint({ method: 'POST', path: '/admin/pagecomments/:id/approve', ...moderated('Approve') }),
  rejectComment: defineEndpoint({ method: 'POST', path: '/admin/pagecomments/:id/reject', ...moderated('Reject') }),
};
