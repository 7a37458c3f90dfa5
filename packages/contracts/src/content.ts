// Content contract: content types, pages, comments, likes (FAQ, help, videos, feedback, ads, announcements and
// menus are in site.ts), and the endpoints of spec section 7 "Pages", "Content types", "Comments".
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import {
  commentModeratedSchema,
  commentPostedSchema,
  commentSchema,
  likeResultSchema,
  merchantHasContentSchema,
  moderationCommentSchema,
  moderationStatusSchema,
  myCommentSchema,
  newCommentSchema,
} from './content-comments';
import {
  contentTypeCrumbSchema,
  contentTypeNodeSchema,
  pageDetailSchema,
  pageSummarySchema,
  pagesByLabelQuerySchema,
  pagesByTypeQuerySchema,
  pagesForPublicQuerySchema,
  platformQuerySchema,
} from './content-pages';
import { defineEndpoint } from './endpoint';
import { idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

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
