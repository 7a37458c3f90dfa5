// The staff admin's own records (issue 16, docs/decisions/030): the feedback inbox, advertisements and
// announcements with their schedule, articles (content pages) and users. Every call is staff-only and every
// change writes an audit row in its own transaction (decision 027).
import { z } from 'zod';
import { idParamSchema } from './categories';
import { pageStatusSchema } from './content-pages';
import { defineEndpoint } from './endpoint';
import { pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';
import { articleInputSchema, staffArticleSchema, staffArticleSummarySchema } from './staff-admin-articles';
import { feedbackReplySchema, feedbackStateSchema, staffFeedbackSchema } from './staff-admin-feedback';
import {
  advertisementInputSchema,
  announcementInputSchema,
  staffAdvertisementSchema,
  staffAnnouncementSchema,
} from './staff-admin-promotions';
import { GRANTABLE_ROLES, staffUserSchema } from './staff-admin-users';

const tags = ['staff'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

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
