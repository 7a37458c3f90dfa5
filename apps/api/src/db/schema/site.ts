// The site's own content (the site module): FAQ, help entries, videos, visitors' feedback, advertisements,
// announcements and menus. Articles and comments are content's (content.ts).
import { MENU_LOCATIONS } from '@bazaar/contracts/site';
import { FEEDBACK_STATES } from '@bazaar/contracts/staff-admin-feedback';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { platformEnum } from './content.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';

export const menuLocationEnum = pgEnum('menu_location', MENU_LOCATIONS);
/** Staff's inbox of feedback (decision 030): new until opened, answered with a note (and an SMS when asked). */
export const feedbackStateEnum = pgEnum('feedback_state', FEEDBACK_STATES);

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
