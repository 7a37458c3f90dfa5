// Typed site calls (spec section 7: FAQ and help, Other public): FAQ, help entries, videos, feedback,
// advertisements, announcements and website menus. Every answer is parsed with the contract.
import {
  type AD_SLOTS,
  advertisementSchema,
  announcementSchema,
  type FeedbackInput,
  faqCategorySchema,
  faqQuestionSchema,
  helpEntrySchema,
  menuNodeSchema,
  videoSchema,
} from '@bazaar/contracts/content';
import { pageOf } from '@bazaar/contracts/paging';
import { z } from 'zod';
import type { Platform } from './content';
import type { HttpClient } from './http';

const faqQuestionListSchema = z.array(faqQuestionSchema);
const faqCategoryListSchema = z.array(faqCategorySchema);
const faqGroupListSchema = z.array(faqCategorySchema.extend({ questions: faqQuestionListSchema }));
const faqVisitSchema = z.object({ visitCount: z.number().int() });
const videoPageSchema = pageOf(videoSchema);
const feedbackSentSchema = z.object({ id: z.number().int(), message: z.string() });
const advertisementListSchema = z.array(advertisementSchema);
const announcementListSchema = z.array(announcementSchema);
const menuTreeSchema = z.array(menuNodeSchema);

export type AdSlot = (typeof AD_SLOTS)[number];
// The contract exports these schemas without types; the web names them through here.
export type Advertisement = z.infer<typeof advertisementSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type FaqGroup = z.infer<typeof faqGroupListSchema>[number];
export type HelpEntry = z.infer<typeof helpEntrySchema>;
export type Video = z.infer<typeof videoSchema>;
export type MenuLocation = 'header' | 'footer';

export interface VideoListParams {
  page?: number;
  pageSize?: number;
}

interface CallInit {
  signal?: AbortSignal;
}

export function createSiteApi(http: HttpClient) {
  return {
    /** Most visited questions first; `limit` 1–50 (API default 8). */
    topFaqQuestions: (limit?: number, platform?: Platform, init?: CallInit) =>
      http.get('/faqquestions/top-most-visited/by-platform', {
        query: { limit, platform },
        parse: (data) => faqQuestionListSchema.parse(data),
        signal: init?.signal,
      }),
    /** Questions of one category, optionally searched. ApiError 404 for an unknown or inactive category. */
    faqQuestionsByCategory: (categoryId: number, params: { q?: string; platform?: Platform } = {}, init?: CallInit) =>
      http.get('/faqquestions/by-category/by-platform', {
        query: { categoryId, ...params },
        parse: (data) => faqQuestionListSchema.parse(data),
        signal: init?.signal,
      }),
    /**
     * Categories with their questions. With `q` (normalised on the API: ی/ک, digits) only the matching
     * questions, and only categories that have some.
     */
    faqGroups: (params: { q?: string; platform?: Platform } = {}, init?: CallInit) =>
      http.get('/faqquestions/group-by-category', {
        query: { ...params },
        parse: (data) => faqGroupListSchema.parse(data),
        signal: init?.signal,
      }),
    faqCategories: (platform?: Platform, init?: CallInit) =>
      http.get('/faqcategories/active-list/by-platform', {
        query: { platform },
        parse: (data) => faqCategoryListSchema.parse(data),
        signal: init?.signal,
      }),
    /** Counts one reading of a question. ApiError 404 for an unknown question. */
    countFaqVisit: (id: number) =>
      http.post(`/faqquestions/${id}/visit`, { parse: (data) => faqVisitSchema.parse(data) }),
    /** The help entry of a screen (login, profile-address, …). ApiError 404 when there is none. */
    help: (frontUniqueId: string, init?: CallInit) =>
      http.get('/helpsystems/byfrontuniqueid', {
        query: { frontUniqueId },
        parse: (data) => helpEntrySchema.parse(data),
        signal: init?.signal,
      }),

    /** Newest first. `videoUrl` is a WebM served with byte ranges. */
    videos: (params: VideoListParams = {}, init?: CallInit) =>
      http.get('/mediavideos', {
        query: { ...params },
        parse: (data) => videoPageSchema.parse(data),
        signal: init?.signal,
      }),
    /** By title, description or label. */
    searchVideos: (q: string, params: VideoListParams = {}, init?: CallInit) =>
      http.get('/mediavideos/search', {
        query: { q, ...params },
        parse: (data) => videoPageSchema.parse(data),
        signal: init?.signal,
      }),

    /**
     * Sends a feedback message: 201 with a Persian thank-you. ApiError 400 with Persian field errors
     * (`body.email`, `body.mobile`, …), 429 (Retry-After) after five an hour from one address.
     */
    sendFeedback: (input: FeedbackInput) =>
      http.post('/feedbacks', { body: input, parse: (data) => feedbackSentSchema.parse(data) }),

    /** Active advertisements within their dates, of one slot or all. */
    advertisements: (slot?: AdSlot, init?: CallInit) =>
      http.get('/advertisements', {
        query: { slot },
        parse: (data) => advertisementListSchema.parse(data),
        signal: init?.signal,
      }),
    /** Current announcements, the most recently started first. */
    announcements: (init?: CallInit) =>
      http.get('/announcements', { parse: (data) => announcementListSchema.parse(data), signal: init?.signal }),
    websiteMenu: (location: MenuLocation, init?: CallInit) =>
      http.get('/websitemenus/tree', {
        query: { location },
        parse: (data) => menuTreeSchema.parse(data),
        signal: init?.signal,
      }),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
