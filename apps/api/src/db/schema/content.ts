// Content and community: content types (a tree), pages (articles, news, static pages) with sanitised HTML,
// likes, moderated comments, FAQ, help entries, videos, feedback, advertisements, announcements, menus.
import { MODERATION_STATUSES } from '@bazaar/contracts/content-comments';
import { PAGE_STATUSES, PLATFORMS } from '@bazaar/contracts/content-pages';
import { MENU_LOCATIONS } from '@bazaar/contracts/site';
import { FEEDBACK_STATES } from '@bazaar/contracts/staff-admin-feedback';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';
import { searchCompactColumn, searchVectorColumn } from './search.js';

export const platformEnum = pgEnum('content_platform', PLATFORMS);
export const pageStatusEnum = pgEnum('page_status', PAGE_STATUSES);
export const commentStatusEnum = pgEnum('comment_status', MODERATION_STATUSES);
export const menuLocationEnum = pgEnum('menu_location', MENU_LOCATIONS);
/** Staff's inbox of feedback (decision 030): new until opened, answered with a note (and an SMS when asked). */
export const feedbackStateEnum = pgEnum('feedback_state', FEEDBACK_STATES);

export const contentTypes = pgTable('content_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  ancestorIds: integer('ancestor_ids').array().notNull().default(sql`'{}'`),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentTypeId: integer('content_type_id')
      .notNull()
      .references(() => contentTypes.id),
    uniquePageName: text('unique_page_name').notNull().unique(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised when written: an allow-list of tags and attributes, no scripts, handlers or javascript: URLs. */
    bodyHtml: text('body_html').notNull().default(''),
    coverFileId: text('cover_file_id'),
    labels: text('labels').array().notNull().default(sql`'{}'`),
    platform: platformEnum('platform').notNull().default('both'),
    merchantId: integer('merchant_id').references(() => merchants.id),
    categoryId: integer('category_id').references(() => categories.id),
    authorName: text('author_name'),
    authorUserId: integer('author_user_id').references(() => users.id),
    status: pageStatusEnum('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    visitCount: bigint('visit_count', { mode: 'number' }).notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    searchVector: searchVectorColumn('title', 'search_text'),
    searchCompact: searchCompactColumn('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pages_type_idx').on(t.contentTypeId, t.publishedAt),
    index('pages_labels_idx').using('gin', t.labels),
    index('pages_merchant_idx').on(t.merchantId),
    index('pages_search_vector_idx').using('gin', t.searchVector),
    index('pages_search_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);

export const pageLikes = pgTable(
  'page_likes',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] })],
);

export const pageComments = pgTable(
  'page_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text; rendered as text, never as HTML. */
    body: text('body').notNull(),
    status: commentStatusEnum('status').notNull().default('pending'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [index('page_comments_page_idx').on(t.pageId, t.status)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => pageComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  platform: platformEnum('platform').notNull().default('both'),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const faqQuestions = pgTable('faq_questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  platform: platformEnum('platform').notNull().default('both'),
  visitCount: integer('visit_count').notNull().default(0),
  sortOrder: smallint('sort_order').notNull().default(0),
  searchText: text('search_text').notNull().default(''),
});

export const helpEntries = pgTable('help_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  frontUniqueId: text('front_unique_id').notNull().unique(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
});

export const mediaVideos = pgTable('media_videos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  posterFileId: text('poster_file_id'),
  videoFileId: text('video_file_id'),
  durationSeconds: smallint('duration_seconds'),
  labels: text('labels').array().notNull().default(sql`'{}'`),
  searchText: text('search_text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: feedbackStateEnum('state').notNull().default('new'),
    /** Staff's answer (plain text); sent by SMS too when the sender left a mobile and staff asked for it. */
    replyNote: text('reply_note'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    replySms: boolean('reply_sms').notNull().default(false),
  },
  (t) => [index('feedbacks_state_idx').on(t.state, t.createdAt)],
);

export const advertisements = pgTable('advertisements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slot: text('slot').notNull(),
  title: text('title').notNull().unique(),
  text: text('text').notNull().default(''),
  link: text('link').notNull(),
  imageFileId: text('image_file_id'),
  merchantId: integer('merchant_id').references(() => merchants.id),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  text: text('text').notNull().unique(),
  link: text('link'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const websiteMenus = pgTable('website_menus', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  location: menuLocationEnum('location').notNull(),
  parentId: integer('parent_id'),
  title: text('title').notNull(),
  href: text('href').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});
