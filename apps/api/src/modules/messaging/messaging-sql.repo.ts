// The rows of conversations and messages, and the SQL their repositories share: a conversation's columns as
// the caller sees them, the conversations a user takes part in, unread counts read from the read pointers.
import type { ConversationSide, ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema/messaging.js';

export interface ConversationRow {
  id: number;
  buyerUserId: number;
  merchantId: number;
  subjectType: ConversationSubjectType;
  subjectId: number;
  side: ConversationSide;
  buyerReadId: number;
  merchantReadId: number;
  blockedBy: ConversationSide | null;
  reportedAt: Date | null;
  lastActivityAt: Date;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  side: ConversationSide;
  authorUserId: number;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

export const personName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ').trim() || fallback;

// Correlated subqueries name the outer table's columns in full: drizzle leaves them unqualified when a query
// reads one table only, and `"id"` inside the subquery would then be the message's id.
export const outer = {
  id: sql.raw('"conversations"."id"'),
  buyerUserId: sql.raw('"conversations"."buyer_user_id"'),
  buyerReadId: sql.raw('"conversations"."buyer_read_id"'),
  merchantReadId: sql.raw('"conversations"."merchant_read_id"'),
};

/** Messages of the other side after this side's read pointer, not deleted. */
export const unreadOf = (side: SQL | ConversationSide) => sql<number>`(
  select count(*)::int from ${messages} m
  where m.conversation_id = ${outer.id} and m.deleted_at is null and m.side::text <> ${side}::text
    and m.id > (case when ${side}::text = 'buyer' then ${outer.buyerReadId} else ${outer.merchantReadId} end)
)`;

/** The newest message's id, or null. */
export const lastMessageIdOf = sql<
  number | null
>`(select max(m.id) from ${messages} m where m.conversation_id = ${outer.id})`;

export const conversationColumns = (userId: number) => {
  const side = sql<ConversationSide>`(case when ${outer.buyerUserId} = ${userId} then 'buyer' else 'merchant' end)`;
  return {
    id: conversations.id,
    buyerUserId: conversations.buyerUserId,
    merchantId: conversations.merchantId,
    subjectType: conversations.subjectType,
    subjectId: conversations.subjectId,
    side,
    buyerReadId: conversations.buyerReadId,
    merchantReadId: conversations.merchantReadId,
    blockedBy: conversations.blockedBy,
    reportedAt: conversations.reportedAt,
    lastActivityAt: conversations.lastActivityAt,
  };
};
/** The merchants a person acts for (customers' `merchantAccess`), handed to the repositories that scope by them. */
export type MerchantIdsOf = (userId: number) => Promise<number[]>;

/** Conversations the user takes part in: as their buyer, or as a member of their merchant (`merchantIds`). */
export const partOf = (userId: number, merchantIds: number[]) =>
  or(eq(conversations.buyerUserId, userId), inArray(conversations.merchantId, merchantIds)) as SQL;
