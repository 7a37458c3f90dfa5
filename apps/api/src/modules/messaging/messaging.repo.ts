// Conversations and messages. Every read is scoped to a conversation the caller takes part in (the service
// finds it with `findForCaller` first); unread counts are counted from the read pointers, never stored.
// Its SQL lives in the *.repo.ts files of this folder, composed here with the same methods.
import type { Database } from '../../db/client.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import { createAttachmentsRepo } from './attachments.repo.js';
import { createConversationsRepo } from './conversations.repo.js';
import { createMessagesRepo } from './messages.repo.js';
import { createPartiesRepo } from './parties.repo.js';
import { createRemindersRepo } from './reminders.repo.js';
import { createReportsRepo } from './reports.repo.js';

export type { ConversationRow, MessageRow } from './messaging-sql.repo.js';

/** `access` is customers' `merchantAccess`: who acts for a merchant is asked there, through `db` too. */
export function createMessagingRepo(db: Database, access: MerchantAccess) {
  const members = access.within(db);
  const merchantIdsOf = (userId: number) => members.merchantIds(userId);
  return {
    merchantIdsOf,
    /** The people who read a merchant's inbox: its owner and agents. */
    membersOf: (merchantId: number) => members.memberIds(merchantId),
    ...createPartiesRepo(db),
    ...createConversationsRepo(db, merchantIdsOf),
    ...createMessagesRepo(db, merchantIdsOf),
    ...createAttachmentsRepo(db),
    ...createReportsRepo(db),
    ...createRemindersRepo(db),
  };
}

export type MessagingRepo = ReturnType<typeof createMessagingRepo>;
