// Messaging: sending and editing messages, a thread's state, attachments and the live events.
import './zod-config';
import { z } from 'zod';
import {
  conversationSubjectTypeSchema,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  messageSchema,
} from './messaging-threads';
import { bodyIdSchema, idSchema } from './paging';

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
