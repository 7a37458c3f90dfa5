// Conversations and messages. Every read is scoped to a conversation the caller takes part in (the service
// finds it with `findForCaller` first); unread counts are counted from the read pointers, never stored.
// Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods.
import type { Database } from '../../db/client.js';
import { createAttachmentsRepo } from './attachments.repo.js';
import { createConversationsRepo } from './conversations.repo.js';
import { createMessagesRepo } from './messages.repo.js';
import { createPartiesRepo } from './parties.repo.js';
import { createRemindersRepo } from './reminders.repo.js';
import { createReportsRepo } from './reports.repo.js';

export type { ConversationRow, MessageRow } from './messaging-sql.repo.js';

export function createMessagingRepo(db: Database) {
  return {
    ...createPartiesRepo(db),
    ...createConversationsRepo(db),
    ...createMessagesRepo(db),
    ...createAttachmentsRepo(db),
    ...createReportsRepo(db),
    ...createRemindersRepo(db),
  };
}

export type MessagingRepo = ReturnType<typeof createMessagingRepo>;
