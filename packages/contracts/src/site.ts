// Site contract (spec section 7, "FAQ and help" and "Other public"): FAQ, help entries, videos, feedback,
// advertisements, announcements and website menus, with their endpoints.
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { platformQuerySchema } from './content-pages';
import { defineEndpoint } from './endpoint';
import { idSchema, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';

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
    /** When it was added, ISO 8601 (a VideoObject's uploadDate). */
    publishedAt: z.string(),
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

export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqGroupSchema = faqCategorySchema.extend({ questions: z.array(faqQuestionSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export type HelpEntry = z.infer<typeof helpEntrySchema>;
export type Video = z.infer<typeof videoSchema>;
export type AdSlot = (typeof AD_SLOTS)[number];
export type Advertisement = z.infer<typeof advertisementSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export const MENU_LOCATIONS = ['header', 'footer'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

/** Feedback messages accepted from one address per hour. */
/** Feedback messages one sender (a signed-in person, or one contact from one address) may send in an hour. */
export const FEEDBACK_PER_SENDER_HOUR = 5;
/**
 * Feedback messages one address may send in an hour, whoever sends them: high enough for an office or a
 * mobile carrier's shared address (issue 20, item 11), low enough to stop a flood from one machine.
 */
export const FEEDBACK_PER_IP_HOUR = 60;

// Endpoints (spec section 7). The API registers them, the OpenAPI document describes them and the web
// calls them from these definitions alone (docs/decisions/012).
const errors = { 400: problemSchema, 404: problemSchema };
const platformOnly = z.object({ platform: platformQuerySchema });
const videoList = { 200: pageOf(videoSchema), ...errors };

export const siteEndpoints = {
  /** Most visited questions first; `limit` 1–50 (default 8). */
  topFaqQuestions: defineEndpoint({
    method: 'GET',
    path: '/faqquestions/top-most-visited/by-platform',
    summary: 'Most visited questions',
    tags: ['faq'],
    access: 'public',
    query: platformOnly.extend({ limit: z.coerce.number().int().min(1).max(50).default(8) }),
    responses: { 200: z.array(faqQuestionSchema), ...errors },
  }),
  /** Questions of one category, optionally searched. ApiError 404 for an unknown or inactive category. */
  faqQuestionsByCategory: defineEndpoint({
    method: 'GET',
    path: '/faqquestions/by-category/by-platform',
    summary: 'Questions of one category, optionally searched',
    tags: ['faq'],
    access: 'public',
    query: platformOnly.extend({ categoryId: idSchema, q: searchTextSchema.optional() }),
    responses: { 200: z.array(faqQuestionSchema), ...errors },
  }),
  /**
   * Categories with their questions. With `q` (normalised on the API: ی/ک, digits) only the matching
   * questions, and only categories that have some.
   */
  faqGroups: defineEndpoint({
    method: 'GET',
    path: '/faqquestions/group-by-category',
    summary: 'All questions grouped by category; `q` searches questions and answers (ی/ک and digits normalised)',
    tags: ['faq'],
    access: 'public',
    query: platformOnly.extend({ q: searchTextSchema.optional() }),
    responses: { 200: z.array(faqGroupSchema), ...errors },
  }),
  faqCategories: defineEndpoint({
    method: 'GET',
    path: '/faqcategories/active-list/by-platform',
    summary: 'Active FAQ categories',
    tags: ['faq'],
    access: 'public',
    query: platformOnly,
    responses: { 200: z.array(faqCategorySchema), ...errors },
  }),
  /** Counts one reading of a question. ApiError 404 for an unknown question. */
  countFaqVisit: defineEndpoint({
    method: 'POST',
    path: '/faqquestions/:id/visit',
    summary: 'Count a view of a question (opened by the reader); once per visitor and day, repeats answer the count',
    tags: ['faq'],
    access: 'public',
    object: 'faqQuestion',
    params: idParamSchema,
    responses: { 200: z.object({ visitCount: z.number().int() }), ...errors },
  }),
  /** The help entry of a screen (login, profile-address, …). ApiError 404 when there is none. */
  help: defineEndpoint({
    method: 'GET',
    path: '/helpsystems/byfrontuniqueid',
    summary: 'The help entry of a screen, by its front-end unique id',
    tags: ['help'],
    access: 'public',
    query: z.object({ frontUniqueId: z.string().trim().min(1).max(80) }),
    responses: { 200: helpEntrySchema, ...errors },
  }),

  /** Newest first. `videoUrl` is a WebM served with byte ranges. */
  videos: defineEndpoint({
    method: 'GET',
    path: '/mediavideos',
    summary: 'Videos, newest first',
    tags: ['videos'],
    access: 'public',
    query: pagingQuerySchema,
    responses: videoList,
  }),
  /** By title, description or label. */
  searchVideos: defineEndpoint({
    method: 'GET',
    path: '/mediavideos/search',
    summary: 'Videos by title, description or label',
    tags: ['videos'],
    access: 'public',
    query: pagingQuerySchema.extend({ q: searchTextSchema.optional() }),
    responses: videoList,
  }),

  /**
   * Sends a feedback message: 201 with a Persian thank-you. ApiError 400 with Persian field errors
   * (`body.email`, `body.mobile`, …), 429 (Retry-After) after FEEDBACK_PER_SENDER_HOUR an hour from one sender
   * or FEEDBACK_PER_IP_HOUR from one address.
   */
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/feedbacks',
    summary: `Send feedback (at most ${FEEDBACK_PER_SENDER_HOUR} an hour from one sender, ${FEEDBACK_PER_IP_HOUR} from one address)`,
    tags: ['feedback'],
    access: 'public',
    body: feedbackInputSchema,
    responses: {
      201: z.object({ id: z.number().int(), message: z.string() }),
      400: problemSchema,
      429: problemSchema,
    },
  }),

  /** Active advertisements within their dates, of one slot or all. */
  advertisements: defineEndpoint({
    method: 'GET',
    path: '/advertisements',
    summary: 'Active advertisements within their dates, optionally of one slot',
    tags: ['site'],
    access: 'public',
    query: z.object({ slot: z.enum(AD_SLOTS).optional() }),
    responses: { 200: z.array(advertisementSchema), ...errors },
  }),
  /** Current announcements, the most recently started first. */
  announcements: defineEndpoint({
    method: 'GET',
    path: '/announcements',
    summary: 'Current announcements',
    tags: ['site'],
    access: 'public',
    responses: { 200: z.array(announcementSchema) },
  }),
  websiteMenu: defineEndpoint({
    method: 'GET',
    path: '/websitemenus/tree',
    summary: 'Header or footer menu as a tree',
    tags: ['site'],
    access: 'public',
    query: z.object({ location: z.enum(MENU_LOCATIONS).default('header') }),
    responses: { 200: z.array(menuNodeSchema), ...errors },
  }),
};
