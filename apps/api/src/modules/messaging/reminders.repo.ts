// The SMS reminder of a message left unread: whether it still is, and the hourly claim of one side of a
// conversation (in the database, so two instances or a retry cannot both send).
import type { ConversationSide } from '@bazaar/contracts/messaging-threads';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/messaging.js';

export function createRemindersRepo(db: Database) {
  return {
    /** The message's conversation and side while the other side has not read it (and it is not deleted). */
    async isUnread(messageId: number) {
      const [row] = await db
        .select({
          conversationId: messages.conversationId,
          side: messages.side,
          buyerReadId: conversations.buyerReadId,
          merchantReadId: conversations.merchantReadId,
          deletedAt: messages.deletedAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(messages.id, messageId));
      if (!row || row.deletedAt) return null;
      const readId = row.side === 'buyer' ? row.merchantReadId : row.buyerReadId;
      return readId >= messageId ? null : row;
    },

    /** Claims the hourly reminder of one side of a conversation; false when one went out within the hour. */
    async claimReminder(conversationId: number, recipientSide: ConversationSide, now: Date) {
      const column = recipientSide === 'buyer' ? conversations.buyerRemindedAt : conversations.merchantRemindedAt;
      const rows = await db
        .update(conversations)
        .set({ [recipientSide === 'buyer' ? 'buyerRemindedAt' : 'merchantRemindedAt']: now })
        .where(
          and(
            eq(conversations.id, conversationId),
            or(isNull(column), lt(column, new Date(now.getTime() - 3_600_000))),
          ),
        )
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    /** Undoes a claim that sent nothing (only the claim made at `claimedAt`). */
    async releaseReminder(conversationId: number, recipientSide: ConversationSide, claimedAt: Date) {
      const column = recipientSide === 'buyer' ? conversations.buyerRemindedAt : conversations.merchantRemindedAt;
      await db
        .update(conversations)
        .set({ [recipientSide === 'buyer' ? 'buyerRemindedAt' : 'merchantRemindedAt']: null })
        .where(and(eq(conversations.id, conversationId), eq(column, claimedAt)));
    },
  };
}
