// Typed content calls (spec section 7: Pages, Content types, Comments) and the admin moderation calls.
// Every answer is parsed with the contract, so a drift fails at the boundary instead of inside a page.
import {
  commentSchema,
  contentTypeCrumbSchema,
  contentTypeNodeSchema,
  likeResultSchema,
  moderationCommentSchema,
  pageDetailSchema,
  pageSummarySchema,
} from '@bazaar/contracts/content';
import { pageOf } from '@bazaar/contracts/paging';
import { z } from 'zod';
import type { HttpClient } from './http';

const pageSummaryPageSchema = pageOf(pageSummarySchema);
const contentTypeTreeSchema = z.array(contentTypeNodeSchema);
const contentTypeCrumbsSchema = z.array(contentTypeCrumbSchema);
const contentTypeCountsSchema = z.array(contentTypeCrumbSchema.extend({ pageCount: z.number().int() }));
const commentTreeSchema = z.array(commentSchema);
const moderationListSchema = z.array(moderationCommentSchema);
const merchantContentSchema = z.object({
  merchantId: z.number().int(),
  hasContent: z.boolean(),
  count: z.number().int(),
});
const commentPostedSchema = z.object({ id: z.number().int(), status: z.literal('pending'), message: z.string() });
const moderatedSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });

/** Which app is asking: pages marked for the other platform only are left out. Default on the API: web. */
export type Platform = 'web' | 'mobile';

export interface PageListParams {
  /** 1-based. */
  page?: number;
  /** At most 100 (MAX_PAGE_SIZE). */
  pageSize?: number;
  /** Title, summary and labels; normalised on the API (ی/ک, digits). */
  q?: string;
  platform?: Platform;
}

export interface PublicPageListParams extends PageListParams {
  merchantId?: number;
  categoryId?: number;
}

export interface NewComment {
  pageId: number;
  /** An approved comment of the same page, for a reply. */
  parentId?: number | null;
  body: string;
}

export type ModerationStatus = 'pending' | 'approved' | 'rejected';

interface CallInit {
  signal?: AbortSignal;
}

export function createContentApi(http: HttpClient) {
  const pageList = (path: string, query: Record<string, unknown>, init?: CallInit) =>
    http.get(path, { query, parse: (data) => pageSummaryPageSchema.parse(data), signal: init?.signal });

  return {
    /** Published pages, newest first; pages of suppliers that are not public stay hidden. */
    listPages: (params: PublicPageListParams = {}, init?: CallInit) =>
      pageList('/pages/for-public-site', { ...params }, init),
    /** Pages of a content type and its sub-types. ApiError 404 for an unknown type. */
    listByContentType: (contentTypeId: number, params: PageListParams = {}, init?: CallInit) =>
      pageList('/pages/by-content-type/by-platform', { contentTypeId, ...params }, init),
    /** The web variant of listByContentType (no platform parameter). */
    listByContentTypeId: (contentTypeId: number, params: Omit<PageListParams, 'platform'> = {}, init?: CallInit) =>
      pageList('/pages/by-content-type-id', { contentTypeId, ...params }, init),
    /** Pages carrying exactly this label (at most 60 characters, else ApiError 400). */
    listByLabel: (label: string, params: PageListParams = {}, init?: CallInit) =>
      pageList('/pages/by-label/by-platform', { label, ...params }, init),
    /**
     * One published page. `visit: true` counts a view (only from a browser that shows it). Signed in,
     * `likedByMe` tells whether the caller liked it. ApiError 404 for drafts and unknown ids.
     */
    page: (id: number, options: { visit?: boolean; platform?: Platform } = {}, init?: CallInit) =>
      http.get(`/pages/${id}/by-platform`, {
        query: { platform: options.platform, visit: options.visit ? 'true' : undefined },
        parse: (data) => pageDetailSchema.parse(data),
        signal: init?.signal,
      }),
    /** A static page (about, terms, …) or the page of the catch-all route. ApiError 404 when unknown. */
    pageByUniqueName: (uniquePageName: string, platform?: Platform, init?: CallInit) =>
      http.get('/pages/by-uniquepagename', {
        query: { uniquePageName, platform },
        parse: (data) => pageDetailSchema.parse(data),
        signal: init?.signal,
      }),
    /** Any page, drafts included: its author or an admin only (401/403 otherwise). */
    preview: (id: number) => http.get(`/pages/${id}/preview`, { parse: (data) => pageDetailSchema.parse(data) }),
    /** Toggles the caller's like (login required: ApiError 401). */
    likePage: (id: number) => http.post(`/pages/${id}/like`, { parse: (data) => likeResultSchema.parse(data) }),
    merchantHasContent: (merchantId: number) =>
      http.get('/pages/merchant-has-content', {
        query: { merchantId },
        parse: (data) => merchantContentSchema.parse(data),
      }),

    /** Content types as a tree with their published page counts (sub-types included). */
    contentTypeTree: (init?: CallInit) =>
      http.get('/contenttypes/tree', { parse: (data) => contentTypeTreeSchema.parse(data), signal: init?.signal }),
    /** Content types that hold published pages, flattened. */
    contentTypesWithPages: () =>
      http.get('/contenttypes/by-page-type', { parse: (data) => contentTypeCountsSchema.parse(data) }),
    /** Root first, the type itself last. ApiError 404 for an unknown type. */
    contentTypeBreadcrumb: (id: number, init?: CallInit) =>
      http.get(`/contenttypes/${id}/breadcrumb`, {
        parse: (data) => contentTypeCrumbsSchema.parse(data),
        signal: init?.signal,
      }),

    /** Posts a comment or a reply (login required); it waits for moderation: 201 with a Persian message. */
    postComment: (comment: NewComment) =>
      http.post('/pagecomments', { body: comment, parse: (data) => commentPostedSchema.parse(data) }),
    /** Approved comments of a page as threads (`replies`), oldest first. */
    commentTree: (pageId: number, init?: CallInit) =>
      http.get(`/pagecomments/${pageId}/active-tree`, {
        parse: (data) => commentTreeSchema.parse(data),
        signal: init?.signal,
      }),
    /** Toggles the caller's like of an approved comment (login required). */
    likeComment: (id: number) =>
      http.post(`/pagecomments/${id}/like`, { parse: (data) => likeResultSchema.parse(data) }),

    /** Admin only (403 otherwise). */
    commentsForModeration: (params: { status?: ModerationStatus; page?: number; pageSize?: number } = {}) =>
      http.get('/admin/pagecomments', { query: { ...params }, parse: (data) => moderationListSchema.parse(data) }),
    approveComment: (id: number) =>
      http.post(`/admin/pagecomments/${id}/approve`, { parse: (data) => moderatedSchema.parse(data) }),
    rejectComment: (id: number) =>
      http.post(`/admin/pagecomments/${id}/reject`, { parse: (data) => moderatedSchema.parse(data) }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
