// Conversations between a buyer and a supplier (spec section 7, «Conversations»). A conversation joins one
// buyer (a user) and one merchant; the merchant's owner and agents share its inbox, and each message names
// the person who wrote it. Only the two parties read a conversation (docs/decisions/019-messaging.md).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { bodyIdSchema, idSchema } from './paging';
import { problemSchema } from './problem';

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

const messageText = z.string().trim().min(1, { error: 'required' }).max(MESSAGE_MAX_LENGTH);

/** Either `conversationId` (a message in an existing conversation) or `subject` (starts or reuses one). */
export const sendMessageSchema = z
  .object({
    conversationId: bodyIdSchema.optional(),
    subjectType: conversationSubjectTypeSchema.optional(),
    subjectId: bodyIdSchema.optional(),
    body: messageText,
    fileIds: z
      .array(z.string().trim().min(1).max(100))
      .max(MESSAGE_MAX_ATTACHMENTS)
      .default([])
      .describe('Files the sender uploaded through POST /files, at most five'),
  })
  .refine((v) => v.conversationId !== undefined || (v.subjectType !== undefined && v.subjectId !== undefined), {
    error: 'required',
    path: ['subjectId'],
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const sentMessageSchema = z
  .object({ conversationId: z.number().int(), message: messageSchema, created: z.boolean() })
  .meta({ id: 'SentMessage' });

/** Changes a message's text (`messageId` + `body`), or marks the conversation read (`read`). */
export const updateThreadSchema = z.union([
  z.object({ messageId: bodyIdSchema, body: messageText }),
  z.object({
    read: z.literal(true),
    upToMessageId: bodyIdSchema.optional().describe('Read up to this message (default: all of it)'),
  }),
]);
export type UpdateThreadInput = z.input<typeof updateThreadSchema>;

export const attachmentQuerySchema = z.object({ fileId: z.string().trim().min(1).max(100) });

export const deleteMessageQuerySchema = z.object({ messageId: idSchema });

export const updateThreadResultSchema = z
  .object({ message: messageSchema.nullable(), unread: z.number().int().min(0) })
  .meta({ id: 'ThreadUpdate' });

/** Live event payloads (the types of the events stream). Pages refetch the unread counts on each. */
export const MESSAGING_LIVE_EVENTS = {
  created: 'messaging.message.created',
  edited: 'messaging.message.edited',
  deleted: 'messaging.message.deleted',
  read: 'messaging.conversation.read',
  /** Blocked or unblocked. */
  changed: 'messaging.conversation.changed',
} as const;

export const REPORT_REASON_MAX_LENGTH = 500;
export const blockSchema = z.object({ blocked: z.boolean() });
export const reportSchema = z.object({
  reason: z.string().trim().min(1, { error: 'required' }).max(REPORT_REASON_MAX_LENGTH),
});

/** A reported conversation as staff see it: the parties, the report, and its messages. */
export const reportedConversationSchema = z
  .object({
    id: z.number().int(),
    buyer: z.object({ userId: z.number().int(), name: z.string() }),
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    reportedAt: z.string(),
    reportedBySide: conversationSideSchema,
    reason: z.string(),
  })
  .meta({ id: 'ReportedConversation' });

export const reportedThreadSchema = z
  .object({
    conversation: reportedConversationSchema,
    messages: z.array(messageSchema),
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'ReportedConversationThread' });

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const tags = ['conversations'] as const;
/** A conversation the caller takes part in: its buyer, or the owner or an agent of its merchant. */
const party = { access: 'owner', object: 'conversation', params: idParamSchema } as const;

export const messagingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/conversations',
    summary: 'The caller’s conversations, unread first, then newest activity first',
    tags,
    access: 'user',
    query: conversationsQuerySchema,
    responses: { 200: z.array(conversationSchema), ...errors },
  }),
  flat: defineEndpoint({
    method: 'GET',
    path: '/conversations/thread/flat',
    summary: 'Every message of the caller’s conversations, newest first, paged by cursor',
    tags,
    access: 'user',
    query: threadQuerySchema,
    responses: { 200: flatThreadSchema, ...errors },
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/conversations/unread-thread',
    summary: 'Unread messages of the caller: the total and per conversation',
    tags,
    access: 'user',
    responses: { 200: unreadSchema, ...errors },
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/conversations/:id/thread',
    summary: 'One conversation’s messages, oldest to newest, paged backwards by cursor',
    tags,
    ...party,
    query: threadQuerySchema,
    responses: { 200: threadSchema, ...errors },
  }),
  /** 201 with the message; 429 when the caller sends too many; 409 when the conversation is blocked. */
  send: defineEndpoint({
    method: 'POST',
    path: '/conversations',
    summary: 'Start a conversation about a product or supplier, or send a message in one',
    tags,
    access: 'owner',
    object: 'conversation',
    body: sendMessageSchema,
    responses: { 201: sentMessageSchema, ...errors, 409: problemSchema, 429: problemSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/conversations/:id/thread',
    summary: 'Edit one’s own message within 15 minutes, or mark the conversation read',
    tags,
    ...party,
    body: updateThreadSchema,
    responses: { 200: updateThreadResultSchema, ...errors, 409: problemSchema },
  }),
  /** Either party blocks (nobody can send until the side that blocked unblocks). */
  block: defineEndpoint({
    method: 'PUT',
    path: '/conversations/:id/block',
    summary: 'Block or unblock a conversation (only the side that blocked can unblock)',
    tags,
    ...party,
    body: blockSchema,
    responses: { 200: conversationSchema, ...errors },
  }),
  /** After a report, staff may read the conversation. */
  report: defineEndpoint({
    method: 'POST',
    path: '/conversations/:id/report',
    summary: 'Report a conversation to the marketplace’s staff, who may then read it',
    tags,
    ...party,
    body: reportSchema,
    responses: { 200: conversationSchema, ...errors },
  }),
  reported: defineEndpoint({
    method: 'GET',
    path: '/conversations/reported',
    summary: 'Reported conversations, newest report first (staff)',
    tags,
    access: 'staff',
    responses: { 200: z.array(reportedConversationSchema), ...errors },
  }),
  /** 404 for a conversation nobody reported: staff read nothing else. */
  reportedThread: defineEndpoint({
    method: 'GET',
    path: '/conversations/:id/reported-thread',
    summary: 'The messages of a reported conversation (staff)',
    tags,
    access: 'staff',
    params: idParamSchema,
    query: threadQuerySchema,
    responses: { 200: reportedThreadSchema, ...errors },
  }),
  /** 404 unless the file is attached to a message (not deleted) of a conversation the caller takes part in. */
  attachment: defineEndpoint({
    method: 'GET',
    path: '/conversations/:id/attachments',
    summary: 'Download a file attached to a message of the conversation (its parties)',
    tags,
    ...party,
    query: attachmentQuerySchema,
    produces: '*/*',
    responses: {
      200: z.any().describe('The file content'),
      206: z.any().describe('The requested byte range'),
      ...errors,
      416: z.any().describe('The range lies outside the file'),
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/conversations/:id/thread',
    summary: 'Delete one’s own message: the other party sees «این پیام حذف شد»',
    tags,
    ...party,
    query: deleteMessageQuerySchema,
    responses: { 200: updateThreadResultSchema, ...errors },
  }),
};
