// Conversation rules (docs/decisions/019-messaging.md): only the two parties read a conversation (the
// buyer, and the merchant's owner and agents); only a message's writer edits it (within 15 minutes) or
// deletes it (its text is gone for both sides); sending is rate-limited per person; every change reaches
// both parties' open pages through the outbox and the live hub.
// The service the routes call, one line per use case; each use case is a plain function in its own file,
// taking the messaging context (as the wallet and trade modules, decision 037).
import { type MessageChange, removeMessage, updateConversation } from './change-message.js';
import { attachmentOf, flatMessages, listConversations, readThread, unreadCounts } from './conversation-queries.js';
import type { MessagingContext, MessagingServiceDeps } from './messaging-context.js';
import { blockConversation, reportConversation, reportedConversations, reportedThread } from './moderation.js';
import { type MessageToSend, sendMessage } from './send-message.js';
import { defineUnreadReminder } from './unread-reminder.js';

export {
  cleanMessageText,
  type MessagingLimits,
  type MessagingServiceDeps,
  UNREAD_REMINDER_QUEUE,
  UNREAD_REMINDER_TEXT,
  type UnreadReminders,
} from './messaging-context.js';

export function createMessagingService(deps: MessagingServiceDeps) {
  const ctx: MessagingContext = deps;
  defineUnreadReminder(ctx);
  return {
    list: (userId: number, q: { q?: string; limit: number }) => listConversations(ctx, userId, q),
    thread: (userId: number, id: number, q: { before?: number; limit: number }) => readThread(ctx, userId, id, q),
    flat: (userId: number, q: { before?: number; limit: number }) => flatMessages(ctx, userId, q),
    unread: (userId: number) => unreadCounts(ctx, userId),
    send: (userId: number, input: MessageToSend) => sendMessage(ctx, userId, input),
    update: (userId: number, id: number, input: MessageChange) => updateConversation(ctx, userId, id, input),
    block: (userId: number, id: number, blocked: boolean) => blockConversation(ctx, userId, id, blocked),
    report: (userId: number, id: number, reason: string) => reportConversation(ctx, userId, id, reason),
    reported: () => reportedConversations(ctx),
    reportedThread: (staffUserId: number, id: number, q: { before?: number; limit: number }) =>
      reportedThread(ctx, staffUserId, id, q),
    attachment: (userId: number, id: number, fileId: string) => attachmentOf(ctx, userId, id, fileId),
    remove: (userId: number, id: number, messageId: number) => removeMessage(ctx, userId, id, messageId),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
