// Messaging: limits, conversation subjects and sides, messages, conversations, threads and unread counts.
import './zod-config';
import { z } from 'zod';
import { idSchema } from './paging';

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Minutes after sending during which the sender may still change a message. */
export const MESSAGE_EDIT_MINUTES = 15;
/** Messages one page of a thread holds at most. */
export const THREAD_MAX_PAGE = 100;
/** Files one message may carry at most. */
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** What the other party reads in place of a deleted message. */
export const DELETED_MESSAGE_TEXT = 'این پیام حذف شد';

/**
 * What a conversation is about. Trade requests do not exist yet; the kind is accepted in the contract so
 * that adding them is one more case in the API, not a change of shape.
 */
export const CONVERSATION_SUBJECT_TYPES = ['product', 'supplier', 'tradeRequest'] as const;
export const conversationSubjectTypeSchema = z.enum(CONVERSATION_SUBJECT_TYPES).meta({ id: 'ConversationSubjectType' });
export type ConversationSubjectType = z.infer<typeof conversationSubjectTypeSchema>;

/** Which side of a conversation a person speaks for. */
export const CONVERSATION_SIDES = ['buyer', 'merchant'] as const;
export const conversationSideSchema = z.enum(CONVERSATION_SIDES).meta({ id: 'ConversationSide' });
export type ConversationSide = z.infer<typeof conversationSideSchema>;

export const conversationSubjectSchema = z
  .object({
    type: conversationSubjectTypeSchema,
    id: z.number().int(),
    title: z.string().describe('The product’s or supplier’s name; empty when it is no longer public'),
    slug: z.string(),
  })
  .meta({ id: 'ConversationSubject' });
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const messageAttachmentSchema = z
  .object({
    id: z.string().describe('The file’s id (from POST /files)'),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int().min(0).describe('In bytes'),
    url: z.string().describe('Download for both parties: /api/v1/conversations/{id}/attachments?fileId=…'),
  })
  .meta({ id: 'ConversationMessageAttachment' });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    side: conversationSideSchema.describe('Which party wrote it'),
    author: z.object({
      userId: z.number().int(),
      name: z.string().describe('The writer’s name (for the merchant side: the owner or agent who wrote it)'),
    }),
    mine: z.boolean().describe('Written by the caller themselves (only they may edit or delete it)'),
    body: z.string().describe('Empty when deleted'),
    deleted: z.boolean(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    seen: z.boolean().describe('The other party has read it'),
    attachments: z.array(messageAttachmentSchema).describe('Empty when deleted'),
  })
  .meta({ id: 'ConversationMessage' });
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z
  .object({
    id: z.number().int(),
    mySide: conversationSideSchema,
    buyer: z.object({ userId: z.number().int(), name: z.string() }),
    merchant: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logoUrl: z.string().nullable() }),
    subject: conversationSubjectSchema,
    lastMessage: messageSchema.nullable(),
    lastActivityAt: z.string(),
    unread: z.number().int().min(0),
    blocked: z.boolean().describe('Blocked by either party: no one can send in it'),
    blockedByMe: z.boolean(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Finds by the other party’s or the subject’s name'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const threadQuerySchema = z.object({
  before: idSchema.optional().describe('Messages older than this message id (the cursor)'),
  limit: z.coerce.number().int().min(1).max(THREAD_MAX_PAGE).default(30),
});

export const threadSchema = z
  .object({
    conversation: conversationSchema,
    messages: z.array(messageSchema).describe('Oldest to newest'),
    nextBefore: z.number().int().nullable().describe('Cursor of the older page; null when there is none'),
  })
  .meta({ id: 'ConversationThread' });
export type Thread = z.infer<typeof threadSchema>;

export const flatThreadSchema = z
  .object({
    messages: z.array(messageSchema).describe('Newest first, across every conversation of the caller'),
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'ConversationFlatThread' });

export const unreadSchema = z
  .object({
    total: z.number().int().min(0),
    conversations: z.array(z.object({ conversationId: z.number().int(), unread: z.number().int().min(1) })),
  })
  .meta({ id: 'ConversationUnread' });
export type Unread = z.infer<typeof unreadSchema>;
