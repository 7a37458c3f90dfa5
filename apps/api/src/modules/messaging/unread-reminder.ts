// The SMS reminder of a message left unread, defined once per service on its job runner.
import type { ConversationSide } from '@bazaar/contracts/messaging-threads';
import { type MessagingContext, UNREAD_REMINDER_QUEUE, UNREAD_REMINDER_TEXT } from './messaging-context.js';

export function defineUnreadReminder(ctx: MessagingContext) {
  const { repo, reminders } = ctx;
  // A message still unread when its reminder is due: one SMS to the other side, at most one per
  // conversation, side and hour (claimed in the database, so two instances or a retry cannot both send).
  reminders?.jobs.define<{ messageId: number }>(
    UNREAD_REMINDER_QUEUE,
    async ({ messageId }) => {
      const unread = await repo.isUnread(messageId);
      if (!unread) return;
      const recipient: ConversationSide = unread.side === 'buyer' ? 'merchant' : 'buyer';
      const claimedAt = new Date();
      if (!(await repo.claimReminder(unread.conversationId, recipient, claimedAt))) return;
      try {
        const parties = await repo.buyerOf(unread.conversationId);
        if (!parties) return;
        const userIds = recipient === 'buyer' ? [parties.buyerUserId] : await repo.membersOf(parties.merchantId);
        for (const { phone } of await repo.phonesOf(userIds)) await reminders.sms.sendText(phone, UNREAD_REMINDER_TEXT);
      } catch (error) {
        // Not sent: give the claim back so the retry may send it.
        await repo.releaseReminder(unread.conversationId, recipient, claimedAt);
        throw error;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 },
  );
}
