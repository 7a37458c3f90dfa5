// Conversations between a buyer and a merchant, and their messages (docs/decisions/019-messaging.md).
// Unread counts are never stored: they are counted from each side's read pointer, so concurrent sends and
// reads cannot make them drift.
import {
  CONVERSATION_SIDES,
  CONVERSATION_SUBJECT_TYPES,
  MESSAGE_MAX_LENGTH,
} from '@bazaar/contracts/messaging-threads';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

export const conversationSubjectTypeEnum = pgEnum('conversation_subject_type', CONVERSATION_SUBJECT_TYPES);
export const conversationSideEnum = pgEnum('conversation_side', CONVERSATION_SIDES);

export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    subjectType: conversationSubjectTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The newest message's time (or the creation time): the inbox's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each side has read every message up to this id (0: none). Only ever moves forward. */
    buyerReadId: integer('buyer_read_id').notNull().default(0),
    merchantReadId: integer('merchant_read_id').notNull().default(0),
    blockedBy: conversationSideEnum('blocked_by'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedBySide: conversationSideEnum('reported_by_side'),
    reportReason: text('report_reason'),
    /** The last unread-reminder SMS per side: at most one per conversation and hour. */
    buyerRemindedAt: timestamp('buyer_reminded_at', { withTimezone: true }),
    merchantRemindedAt: timestamp('merchant_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One conversation per buyer, merchant and subject: a second "message the supplier" reuses it.
    uniqueIndex('conversations_once').on(t.buyerUserId, t.merchantId, t.subjectType, t.subjectId),
    index('conversations_buyer').on(t.buyerUserId, t.lastActivityAt),
    index('conversations_merchant').on(t.merchantId, t.lastActivityAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: conversationSideEnum('side').notNull(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Emptied when the message is deleted: the text is gone, not hidden. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_thread').on(t.conversationId, t.id),
    index('messages_author').on(t.authorUserId, t.id),
    check('messages_body_length', sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
  ],
);

/**
 * Files attached to a message: the sender's own uploads (from /files), read by both parties only through
 * the conversation (GET /conversations/{id}/attachments?fileId=). The file stays its sender's; a deleted
 * message's attachments are neither listed nor served.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('message_attachments_file').on(t.fileId)],
);
