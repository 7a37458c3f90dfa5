// Conversations and messages. Every read is scoped to a conversation the caller takes part in (the service
// finds it with `findForCaller` first); unread counts are counted from the read pointers, never stored.
import type {
  ConversationSide,
  ConversationSubjectType,
  Message,
  MessageAttachment,
} from '@bazaar/contracts/messaging';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { storedFiles } from '../../db/schema/files.js';
import { merchantMembers, users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations, messageAttachments, messages } from '../../db/schema/messaging.js';

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

const personName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ').trim() || fallback;

// Correlated subqueries name the outer table's columns in full: drizzle leaves them unqualified when a query
// reads one table only, and `"id"` inside the subquery would then be the message's id.
const outer = {
  id: sql.raw('"conversations"."id"'),
  buyerUserId: sql.raw('"conversations"."buyer_user_id"'),
  buyerReadId: sql.raw('"conversations"."buyer_read_id"'),
  merchantReadId: sql.raw('"conversations"."merchant_read_id"'),
};

/** Messages of the other side after this side's read pointer, not deleted. */
const unreadOf = (side: SQL | ConversationSide) => sql<number>`(
  select count(*)::int from ${messages} m
  where m.conversation_id = ${outer.id} and m.deleted_at is null and m.side::text <> ${side}::text
    and m.id > (case when ${side}::text = 'buyer' then ${outer.buyerReadId} else ${outer.merchantReadId} end)
)`;

/** The newest message's id, or null. */
const lastMessageIdOf = sql<number | null>`(select max(m.id) from ${messages} m where m.conversation_id = ${outer.id})`;

export function createMessagingRepo(db: Database) {
  const conversationColumns = (userId: number) => {
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
  /** Conversations the user takes part in: as their buyer, or as a member of their merchant. */
  const partOf = (userId: number) =>
    or(
      eq(conversations.buyerUserId, userId),
      inArray(
        conversations.merchantId,
        db.select({ id: merchantMembers.merchantId }).from(merchantMembers).where(eq(merchantMembers.userId, userId)),
      ),
    ) as SQL;

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
    async merchantIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(eq(merchantMembers.userId, userId));
      return rows.map((r) => r.id);
    },

    /** The people who read a merchant's inbox: its owner and agents. */
    async membersOf(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantMembers.userId })
        .from(merchantMembers)
        .where(eq(merchantMembers.merchantId, merchantId));
      return rows.map((r) => r.id);
    },

    /** A public product's merchant and title, or a confirmed supplier's; null otherwise. */
    async publicSubject(type: ConversationSubjectType, id: number): Promise<{ merchantId: number } | null> {
      if (type === 'product') {
        const [row] = await db
          .select({ merchantId: supplierProducts.merchantId })
          .from(supplierProducts)
          .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
          .where(
            and(
              eq(supplierProducts.id, id),
              eq(supplierProducts.status, 'published'),
              eq(merchants.status, 'confirmed'),
            ),
          );
        return row ?? null;
      }
      if (type === 'supplier') {
        const [row] = await db
          .select({ merchantId: merchants.id })
          .from(merchants)
          .where(and(eq(merchants.id, id), eq(merchants.status, 'confirmed')));
        return row ?? null;
      }
      // Trade requests are not built yet: nothing can be their subject.
      return null;
    },

    async subjects(refs: { type: ConversationSubjectType; id: number }[]) {
      const found = new Map<string, { title: string; slug: string }>();
      const productIds = refs.filter((r) => r.type === 'product').map((r) => r.id);
      const supplierIds = refs.filter((r) => r.type === 'supplier').map((r) => r.id);
      if (productIds.length) {
        const rows = await db
          .select({ id: supplierProducts.id, title: supplierProducts.title, slug: supplierProducts.slug })
          .from(supplierProducts)
          .where(and(inArray(supplierProducts.id, productIds), eq(supplierProducts.status, 'published')));
        for (const r of rows) found.set(`product:${r.id}`, { title: r.title, slug: r.slug });
      }
      if (supplierIds.length) {
        const rows = await db
          .select({ id: merchants.id, title: merchants.name, slug: merchants.slug })
          .from(merchants)
          .where(and(inArray(merchants.id, supplierIds), eq(merchants.status, 'confirmed')));
        for (const r of rows) found.set(`supplier:${r.id}`, { title: r.title, slug: r.slug });
      }
      return found;
    },

    /** The conversation, when the user takes part in it; null otherwise (exactly as when it does not exist). */
    async findForCaller(id: number, userId: number): Promise<ConversationRow | null> {
      const [row] = await db
        .select(conversationColumns(userId))
        .from(conversations)
        .where(and(eq(conversations.id, id), partOf(userId)));
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

    /** Of these files, the ones the user owns (uploaded through /files), with what an attachment shows. */
    async ownFiles(userId: number, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          fileId: storedFiles.id,
          fileName: storedFiles.fileName,
          mimeType: storedFiles.mimeType,
          sizeBytes: storedFiles.sizeBytes,
        })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.ownerUserId, userId)));
    },

    async insertAttachments(
      messageId: number,
      files: { fileId: string; fileName: string; mimeType: string; sizeBytes: number }[],
    ) {
      if (files.length) await db.insert(messageAttachments).values(files.map((f) => ({ ...f, messageId })));
    },

    /** The file attached to a message of the conversation that is not deleted, with its sender (its owner). */
    async attachment(conversationId: number, fileId: string) {
      const [row] = await db
        .select({ fileId: messageAttachments.fileId, ownerUserId: messages.authorUserId })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(
          and(
            eq(messageAttachments.fileId, fileId),
            eq(messages.conversationId, conversationId),
            isNull(messages.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
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
        .where(and(partOf(userId), conversationId ? eq(conversations.id, conversationId) : undefined))
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, buyerName: personName(r.buyerFirstName, r.buyerLastName, 'خریدار') }));
    },

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
      const where = and(partOf(userId), before ? lt(messages.id, before) : undefined) as SQL;
      const rows = await messagesWhere(userId, where, limit + 1, 'desc');
      const page = rows.slice(0, limit);
      return { messages: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    /** Unread counts of every conversation of the user that has any. */
    async unread(userId: number) {
      const columns = conversationColumns(userId);
      const unread = unreadOf(columns.side);
      const rows = await db
        .select({ conversationId: conversations.id, unread })
        .from(conversations)
        .where(and(partOf(userId), gt(unread, 0)));
      return rows;
    },

    async report(conversationId: number, userId: number, side: ConversationSide, reason: string) {
      await db
        .update(conversations)
        .set({ reportedAt: new Date(), reportedBy: userId, reportedBySide: side, reportReason: reason })
        .where(eq(conversations.id, conversationId));
    },

    /** Reported conversations (all, or the one named), newest report first: what staff may read. */
    async reported(conversationId?: number) {
      const rows = await db
        .select({
          id: conversations.id,
          buyerUserId: conversations.buyerUserId,
          buyerFirstName: users.firstName,
          buyerLastName: users.lastName,
          merchantId: conversations.merchantId,
          merchantName: merchants.name,
          reportedAt: conversations.reportedAt,
          reportedBySide: conversations.reportedBySide,
          reason: conversations.reportReason,
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, conversations.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, conversations.merchantId))
        .where(
          and(isNotNull(conversations.reportedAt), conversationId ? eq(conversations.id, conversationId) : undefined),
        )
        .orderBy(desc(conversations.reportedAt))
        .limit(200);
      return rows.map((r) => ({
        id: r.id,
        buyer: { userId: r.buyerUserId, name: personName(r.buyerFirstName, r.buyerLastName, 'خریدار') },
        merchant: { id: r.merchantId, name: r.merchantName },
        reportedAt: (r.reportedAt as Date).toISOString(),
        reportedBySide: r.reportedBySide ?? 'buyer',
        reason: r.reason ?? '',
      }));
    },

    async setBlocked(conversationId: number, side: ConversationSide | null) {
      await db
        .update(conversations)
        .set({ blockedBy: side, blockedAt: side ? new Date() : null })
        .where(eq(conversations.id, conversationId));
    },

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

    async phonesOf(userIds: number[]) {
      if (!userIds.length) return [];
      return db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, userIds));
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

export type MessagingRepo = ReturnType<typeof createMessagingRepo>;
