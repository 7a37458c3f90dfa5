// Conversations: found only for a party of them, made once per buyer, merchant and subject, their read
// pointers (unread counts are counted from them, never stored) and blocking.
import type { ConversationSide, ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations, messages } from '../../db/schema/messaging.js';
import {
  type ConversationRow,
  conversationColumns,
  lastMessageIdOf,
  type MerchantIdsOf,
  partOf,
  personName,
  unreadOf,
} from './messaging-sql.repo.js';

export function createConversationsRepo(db: Database, merchantIdsOf: MerchantIdsOf) {
  return {
    /** The conversation, when the user takes part in it; null otherwise (exactly as when it does not exist). */
    async findForCaller(id: number, userId: number): Promise<ConversationRow | null> {
      const [row] = await db
        .select(conversationColumns(userId))
        .from(conversations)
        .where(and(eq(conversations.id, id), partOf(userId, await merchantIdsOf(userId))));
      return row ?? null;
    },

    /** Takes the conversation's row lock: one change at a time per conversation. */
    async lock(id: number) {
      await db.execute(sql`select 1 from ${conversations} where ${conversations.id} = ${id} for update`);
    },

    /** The buyer's conversation with the merchant about the subject, made when missing (races make one). */
    async findOrCreate(
      buyerUserId: number,
      merchantId: number,
      subjectType: ConversationSubjectType,
      subjectId: number,
    ) {
      const [made] = await db
        .insert(conversations)
        .values({ buyerUserId, merchantId, subjectType, subjectId })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (made) return { id: made.id, created: true };
      const [found] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.buyerUserId, buyerUserId),
            eq(conversations.merchantId, merchantId),
            eq(conversations.subjectType, subjectType),
            eq(conversations.subjectId, subjectId),
          ),
        );
      if (!found) throw new Error('conversation vanished after a conflicting insert');
      return { id: found.id, created: false };
    },

    /** Moves the side's read pointer forward (never back) to `upTo`, or to the newest message. */
    async markRead(conversationId: number, side: ConversationSide, upTo: number | null) {
      const read = side === 'buyer' ? conversations.buyerReadId : conversations.merchantReadId;
      const newest = sql`(select coalesce(max(m.id), 0) from ${messages} m where m.conversation_id = ${conversationId})`;
      const target = upTo === null ? newest : sql`least(${upTo}, ${newest})`;
      const [row] = await db
        .update(conversations)
        .set({ [side === 'buyer' ? 'buyerReadId' : 'merchantReadId']: sql`greatest(${read}, ${target})` })
        .where(eq(conversations.id, conversationId))
        .returning({ readId: read });
      return row?.readId ?? 0;
    },

    async unreadIn(conversationId: number, side: ConversationSide): Promise<number> {
      const [row] = await db
        .select({ n: unreadOf(side) })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.n ?? 0;
    },

    /** The user's conversations (or the one named) with the parties' names and unread counts, newest first. */
    async list(userId: number, limit: number, conversationId?: number) {
      const columns = conversationColumns(userId);
      const rows = await db
        .select({
          ...columns,
          unread: unreadOf(columns.side),
          buyerFirstName: users.firstName,
          buyerLastName: users.lastName,
          merchantName: merchants.name,
          merchantSlug: merchants.slug,
          merchantLogoUrl: merchants.logoUrl,
          lastMessageId: lastMessageIdOf,
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, conversations.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, conversations.merchantId))
        .where(
          and(
            partOf(userId, await merchantIdsOf(userId)),
            conversationId ? eq(conversations.id, conversationId) : undefined,
          ),
        )
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, buyerName: personName(r.buyerFirstName, r.buyerLastName, 'خریدار') }));
    },

    /** Unread counts of every conversation of the user that has any. */
    async unread(userId: number) {
      const columns = conversationColumns(userId);
      const unread = unreadOf(columns.side);
      const rows = await db
        .select({ conversationId: conversations.id, unread })
        .from(conversations)
        .where(and(partOf(userId, await merchantIdsOf(userId)), gt(unread, 0)));
      return rows;
    },

    async setBlocked(conversationId: number, side: ConversationSide | null) {
      await db
        .update(conversations)
        .set({ blockedBy: side, blockedAt: side ? new Date() : null })
        .where(eq(conversations.id, conversationId));
    },

    async buyerOf(conversationId: number) {
      const [row] = await db
        .select({ buyerUserId: conversations.buyerUserId, merchantId: conversations.merchantId })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row ?? null;
    },
  };
}
