// Messaging: blocking and reporting a conversation, and staff's view of reported ones.
import './zod-config';
import { z } from 'zod';
import { conversationSideSchema, messageSchema } from './messaging-threads';

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
