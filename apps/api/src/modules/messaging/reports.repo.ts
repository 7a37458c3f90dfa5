// Reported conversations: what staff may read, and nothing else.
import type { ConversationSide } from '@bazaar/contracts/messaging-threads';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { conversations } from '../../db/schema/messaging.js';
import { personName } from './messaging-sql.repo.js';

export function createReportsRepo(db: Database) {
  return {
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
  };
}
