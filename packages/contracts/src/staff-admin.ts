// The staff admin's own records (issue 16, docs/decisions/030): the feedback inbox, advertisements and
// announcements with their schedule, articles (content pages) and users. Every call is staff-only and every
// change writes an audit row in its own transaction (decision 027).
import { z } from 'zod';
import { idParamSchema } from './categories';
import { pageStatusSchema } from './content';
import { defineEndpoint } from './endpoint';
import { fileIdSchema, roleSchema } from './identity';
import { pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';
import { AD_SLOTS, advertisementSchema, announcementSchema } from './site';

const tags = ['staff'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(min, { error: min <= 1 ? 'required' : 'minLength' })
    .max(max, { error: 'maxLength' });

// Feedback inbox -------------------------------------------------------------------------------------------

export const FEEDBACK_STATES = ['new', 'read', 'answered', 'archived'] as const;
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);
export type FeedbackState = z.infer<typeof feedbackStateSchema>;
export const FEEDBACK_STATE_LABELS: Record<FeedbackState, string> = {
  new: 'تازه',
  read: 'خوانده‌شده',
  answered: 'پاسخ‌داده‌شده',
  archived: 'بایگانی',
};

export const staffFeedbackSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    state: feedbackStateSchema,
    createdAt: z.string(),
    reply: z
      .object({ note: z.string(), at: z.string(), bySms: z.boolean(), staffName: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'StaffFeedback' });
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

export const feedbackReplySchema = z.object({
  note: text(2, 1000),
  /** Also send the note by SMS to the mobile the sender left (refused when there is none). */
  sms: z.boolean().default(false),
});

// Advertisements and announcements --------------------------------------------------------------------------

export const PROMOTION_WINDOWS = ['scheduled', 'running', 'ended'] as const;
export type PromotionWindow = (typeof PROMOTION_WINDOWS)[number];
export const PROMOTION_WINDOW_LABELS: Record<PromotionWindow, string> = {
  scheduled: 'زمان‌بندی‌شده',
  running: 'در حال نمایش',
  ended: 'پایان‌یافته',
};

/** A window in UTC instants (the web converts the Jalali date and Tehran time staff type). */
const windowShape = { startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }) };
const linkSchema = z
  .string()
  .trim()
  .max(500, { error: 'maxLength' })
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'url' });

export const advertisementInputSchema = z.object({
  slot: z.enum(AD_SLOTS),
  title: text(3, 120),
  text: z.string().trim().max(300, { error: 'maxLength' }).default(''),
  link: linkSchema,
  /** A public image the caller uploaded (POST /files); null removes the picture, absent keeps it. */
  imageFileId: fileIdSchema.nullable().optional(),
  ...windowShape,
});
export type AdvertisementInput = z.input<typeof advertisementInputSchema>;

export const announcementInputSchema = z.object({
  text: text(3, 200),
  link: z.preprocess((v) => (v === '' ? null : v), linkSchema.nullable().default(null)),
  ...windowShape,
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

const windowOut = { startsAt: z.string(), endsAt: z.string(), window: z.enum(PROMOTION_WINDOWS) };
export const staffAdvertisementSchema = advertisementSchema.extend(windowOut).meta({ id: 'StaffAdvertisement' });
export type StaffAdvertisement = z.infer<typeof staffAdvertisementSchema>;
export const staffAnnouncementSchema = announcementSchema.extend(windowOut).meta({ id: 'StaffAnnouncement' });
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;

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

// Users ------------------------------------------------------------------------------------------------------

export const staffUserSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    name: z.string(),
    roles: z.array(roleSchema),
    blocked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;
/** The roles staff grant; `buyer` every account has, `supplier_agent` comes from a merchant's membership. */
export const GRANTABLE_ROLES = ['admin'] as const;

// Endpoints --------------------------------------------------------------------------------------------------

export const staffAdminEndpoints = {
  feedbacks: defineEndpoint({
    method: 'GET',
    path: '/admin/feedbacks',
    summary: 'Staff: feedback sent by visitors, newest first, optionally of one state',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ state: feedbackStateSchema.optional() }),
    responses: { 200: pageOf(staffFeedbackSchema), ...errors },
  }),
  feedback: defineEndpoint({
    method: 'GET',
    path: '/admin/feedbacks/:id',
    summary: 'Staff: one feedback message',
    tags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: staffFeedbackSchema, ...errors },
  }),
  setFeedbackState: defineEndpoint({
    method: 'PUT',
    path: '/admin/feedbacks/:id/state',
    summary: 'Staff: mark a feedback message read, new again or archived',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: z.object({ state: z.enum(['new', 'read', 'archived']) }),
    responses: { 200: staffFeedbackSchema, ...errors },
  }),
  replyFeedback: defineEndpoint({
    method: 'POST',
    path: '/admin/feedbacks/:id/reply',
    summary: 'Staff: answer a feedback message with a note, and by SMS when the sender left a mobile',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: feedbackReplySchema,
    responses: { 200: staffFeedbackSchema, ...errors },
  }),

  advertisements: defineEndpoint({
    method: 'GET',
    path: '/admin/advertisements',
    summary: 'Staff: every advertisement with its window (scheduled, running, ended)',
    tags,
    access: 'staff',
    responses: { 200: z.array(staffAdvertisementSchema), ...errors },
  }),
  createAdvertisement: defineEndpoint({
    method: 'POST',
    path: '/admin/advertisements',
    summary: 'Staff: create and schedule an advertisement',
    tags,
    access: 'staff',
    body: advertisementInputSchema,
    responses: { 201: staffAdvertisementSchema, ...errors },
  }),
  updateAdvertisement: defineEndpoint({
    method: 'PUT',
    path: '/admin/advertisements/:id',
    summary: 'Staff: edit or reschedule an advertisement',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: advertisementInputSchema,
    responses: { 200: staffAdvertisementSchema, ...errors },
  }),
  endAdvertisement: defineEndpoint({
    method: 'POST',
    path: '/admin/advertisements/:id/end',
    summary: 'Staff: end an advertisement now',
    tags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: staffAdvertisementSchema, ...errors },
  }),
  announcements: defineEndpoint({
    method: 'GET',
    path: '/admin/announcements',
    summary: 'Staff: every announcement with its window (scheduled, running, ended)',
    tags,
    access: 'staff',
    responses: { 200: z.array(staffAnnouncementSchema), ...errors },
  }),
  createAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/admin/announcements',
    summary: 'Staff: create and schedule an announcement',
    tags,
    access: 'staff',
    body: announcementInputSchema,
    responses: { 201: staffAnnouncementSchema, ...errors },
  }),
  updateAnnouncement: defineEndpoint({
    method: 'PUT',
    path: '/admin/announcements/:id',
    summary: 'Staff: edit or reschedule an announcement',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: announcementInputSchema,
    responses: { 200: staffAnnouncementSchema, ...errors },
  }),
  endAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/admin/announcements/:id/end',
    summary: 'Staff: end an announcement now',
    tags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: staffAnnouncementSchema, ...errors },
  }),

  articles: defineEndpoint({
    method: 'GET',
    path: '/admin/articles',
    summary: 'Staff: the marketplace’s own articles (drafts included), last edited first',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ status: pageStatusSchema.optional() }),
    responses: { 200: pageOf(staffArticleSummarySchema), ...errors },
  }),
  article: defineEndpoint({
    method: 'GET',
    path: '/admin/articles/:id',
    summary: 'Staff: one article with its body, for the editor',
    tags,
    access: 'staff',
    params: idParamSchema,
    responses: { 200: staffArticleSchema, ...errors },
  }),
  createArticle: defineEndpoint({
    method: 'POST',
    path: '/admin/articles',
    summary: 'Staff: write a new article; it starts as a draft (never public)',
    tags,
    access: 'staff',
    body: articleInputSchema,
    responses: { 201: staffArticleSchema, ...errors },
  }),
  updateArticle: defineEndpoint({
    method: 'PUT',
    path: '/admin/articles/:id',
    summary: 'Staff: edit an article (the body is sanitised)',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: articleInputSchema,
    responses: { 200: staffArticleSchema, ...errors },
  }),
  publishArticle: defineEndpoint({
    method: 'PUT',
    path: '/admin/articles/:id/status',
    summary: 'Staff: publish an article or take it back to draft',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: z.object({ status: pageStatusSchema }),
    responses: { 200: staffArticleSchema, ...errors },
  }),

  users: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    summary: 'Staff: users by mobile number or name (digits and ی/ک normalised)',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ q: searchTextSchema.optional() }),
    responses: { 200: pageOf(staffUserSchema), ...errors },
  }),
  setUserRole: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/roles',
    summary: 'Staff: grant or take away the staff (admin) role; nobody takes away their own',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: z.object({ role: z.enum(GRANTABLE_ROLES), granted: z.boolean() }),
    responses: { 200: staffUserSchema, ...errors },
  }),
  setUserBlocked: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/block',
    summary: 'Staff: block a user (no sign-in, open logins end) or unblock; nobody blocks themselves',
    tags,
    access: 'staff',
    params: idParamSchema,
    body: z.object({ blocked: z.boolean() }),
    responses: { 200: staffUserSchema, ...errors },
  }),
};
