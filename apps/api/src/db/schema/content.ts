// Content and community: content types (a tree), pages (articles, news, static pages) with sanitised HTML,
// likes, moderated comments. The site's own tables (FAQ, help, videos, feedback, ads, menus) are in site.ts.
import { MODERATION_STATUSES } from '@bazaar/contracts/content-comments';
import { PAGE_STATUSES, PLATFORMS } from '@bazaar/contracts/content-pages';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { users } from './identity.js';
import { merchants } from './merchants.js';
import { searchCompactColumn, searchVectorColumn } from './search.js';

export const platformEnum = pgEnum('content_platform', PLATFORMS);
export const pageStatusEnum = pgEnum('page_status', PAGE_STATUSES);
export const commentStatusEnum = pgEnum('comment_status', MODERATION_STATUSES);

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
