// The messages of conversations: a page of a thread, the flat list of a user's messages, and a message's
// changes. Every read is of a conversation the caller takes part in (the service checks it first).
import type { ConversationSide, Message, MessageAttachment } from '@bazaar/contracts/messaging-threads';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { conversations, messageAttachments, messages } from '../../db/schema/messaging.js';
import { type MerchantIdsOf, type MessageRow, partOf, personName } from './messaging-sql.repo.js';

export function createMessagesRepo(db: Database, merchantIdsOf: MerchantIdsOf) {
  async function messagesWhere(userId: number, where: SQL, limit: number, order: 'asc' | 'desc'): Promise<Message[]> {
    const rows = await db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        side: messages.side,
        authorUserId: messages.authorUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        body: messages.body,
        createdAt: messages.createdAt,
        editedAt: messages.editedAt,
        deletedAt: messages.deletedAt,
        buyerReadId: conversations.buyerReadId,
        merchantReadId: conversations.merchantReadId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.authorUserId))
      .where(where)
      .orderBy(order === 'desc' ? desc(messages.id) : messages.id)
      .limit(limit);
    const attached = await attachmentsOf(rows.filter((r) => !r.deletedAt).map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      conversationId: r.conversationId,
      side: r.side,
      author: {
        userId: r.authorUserId,
        name: personName(r.firstName, r.lastName, r.side === 'buyer' ? 'خریدار' : 'کارشناس تأمین‌کننده'),
      },
      mine: r.authorUserId === userId,
      body: r.deletedAt ? '' : r.body,
      deleted: r.deletedAt !== null,
      createdAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
      seen: (r.side === 'buyer' ? r.merchantReadId : r.buyerReadId) >= r.id,
      attachments: r.deletedAt ? [] : (attached.get(r.id) ?? []),
    }));
  }

  /** The attachments of these messages (the caller passes only messages that are not deleted), by message. */
  async function attachmentsOf(messageIds: number[]): Promise<Map<number, MessageAttachment[]>> {
    const found = new Map<number, MessageAttachment[]>();
    if (!messageIds.length) return found;
    const rows = await db
      .select({
        messageId: messageAttachments.messageId,
        conversationId: messages.conversationId,
        fileId: messageAttachments.fileId,
        fileName: messageAttachments.fileName,
        mimeType: messageAttachments.mimeType,
        sizeBytes: messageAttachments.sizeBytes,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(inArray(messageAttachments.messageId, messageIds))
      .orderBy(messageAttachments.messageId, messageAttachments.fileName);
    for (const r of rows) {
      const list = found.get(r.messageId) ?? [];
      list.push({
        id: r.fileId,
        name: r.fileName,
        contentType: r.mimeType,
        size: r.sizeBytes,
        url: `/api/v1/conversations/${r.conversationId}/attachments?fileId=${encodeURIComponent(r.fileId)}`,
      });
      found.set(r.messageId, list);
    }
    return found;
  }

  return {
    messagesByIds: (userId: number, ids: number[]) =>
      ids.length ? messagesWhere(userId, inArray(messages.id, ids), ids.length, 'asc') : Promise.resolve([]),

    /** One conversation's page: the `limit` messages before the cursor, oldest first. */
    async thread(userId: number, conversationId: number, before: number | undefined, limit: number) {
      const where = and(
        eq(messages.conversationId, conversationId),
        before ? lt(messages.id, before) : undefined,
      ) as SQL;
      const newestFirst = await messagesWhere(userId, where, limit + 1, 'desc');
      const page = newestFirst.slice(0, limit).reverse();
      return { messages: page, nextBefore: newestFirst.length > limit ? (page[0]?.id ?? null) : null };
    },

    /** Every message of the user's conversations, newest first. */
    async flat(userId: number, before: number | undefined, limit: number) {
      const where = and(
        partOf(userId, await merchantIdsOf(userId)),
        before ? lt(messages.id, before) : undefined,
      ) as SQL;
      const rows = await messagesWhere(userId, where, limit + 1, 'desc');
      const page = rows.slice(0, limit);
      return { messages: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    async message(conversationId: number, messageId: number): Promise<MessageRow | null> {
      const [row] = await db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          side: messages.side,
          authorUserId: messages.authorUserId,
          body: messages.body,
          createdAt: messages.createdAt,
          editedAt: messages.editedAt,
          deletedAt: messages.deletedAt,
        })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
      return row ?? null;
    },

    async editMessage(messageId: number, body: string) {
      await db.update(messages).set({ body, editedAt: new Date() }).where(eq(messages.id, messageId));
    },

    async deleteMessage(messageId: number) {
      await db.update(messages).set({ body: '', deletedAt: new Date() }).where(eq(messages.id, messageId));
    },

    /** Stores a message; the writer has read everything up to it. */
    async insertMessage(conversationId: number, side: ConversationSide, authorUserId: number, body: string) {
      const [row] = await db
        .insert(messages)
        .values({ conversationId, side, authorUserId, body })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      if (!row) throw new Error('message not stored');
      const read = side === 'buyer' ? conversations.buyerReadId : conversations.merchantReadId;
      await db
        .update(conversations)
        .set({
          lastActivityAt: row.createdAt,
          [side === 'buyer' ? 'buyerReadId' : 'merchantReadId']: sql`greatest(${read}, ${row.id})`,
        })
        .where(eq(conversations.id, conversationId));
      return row.id;
    },
  };
}
