// Conversations between a buyer and a supplier (spec section 7, «Conversations»). A conversation joins one
// buyer (a user) and one merchant; the merchant's owner and agents share its inbox, and each message names
// the person who wrote it. Only the two parties read a conversation (docs/decisions/019-messaging.md).
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { blockSchema, reportedConversationSchema, reportedThreadSchema, reportSchema } from './messaging-reports';
import {
  attachmentQuerySchema,
  deleteMessageQuerySchema,
  sendMessageSchema,
  sentMessageSchema,
  updateThreadResultSchema,
  updateThreadSchema,
} from './messaging-sending';
import {
  conversationSchema,
  conversationsQuerySchema,
  flatThreadSchema,
  threadQuerySchema,
  threadSchema,
  unreadSchema,
} from './messaging-threads';
import { problemSchema } from './problem';

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
