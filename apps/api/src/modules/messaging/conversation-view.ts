// A conversation and a message as the caller reads them: the subject's title, the last message, the unread
// count and whether it is blocked (and by whom).
import type { Conversation, Message } from '@bazaar/contracts/messaging-threads';
import { notFound } from '../../shared/app-error.js';
import type { MessagingRepo } from './messaging.repo.js';
import { CONVERSATION_NOT_FOUND, MESSAGE_NOT_FOUND, type MessagingContext } from './messaging-context.js';

export async function describe(
  ctx: MessagingContext,
  userId: number,
  rows: Awaited<ReturnType<MessagingRepo['list']>>,
): Promise<Conversation[]> {
  const { repo } = ctx;
  const subjects = await repo.subjects(rows.map((r) => ({ type: r.subjectType, id: r.subjectId })));
  const last = new Map(
    (
      await repo.messagesByIds(
        userId,
        rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null),
      )
    ).map((m) => [m.id, m]),
  );
  return rows.map((r) => {
    const subject = subjects.get(`${r.subjectType}:${r.subjectId}`);
    return {
      id: r.id,
      mySide: r.side,
      buyer: { userId: r.buyerUserId, name: r.buyerName },
      merchant: { id: r.merchantId, name: r.merchantName, slug: r.merchantSlug, logoUrl: r.merchantLogoUrl },
      subject: { type: r.subjectType, id: r.subjectId, title: subject?.title ?? '', slug: subject?.slug ?? '' },
      lastMessage: (r.lastMessageId !== null && last.get(r.lastMessageId)) || null,
      lastActivityAt: r.lastActivityAt.toISOString(),
      unread: r.unread,
      blocked: r.blockedBy !== null,
      blockedByMe: r.blockedBy === r.side,
    };
  });
}

export async function oneConversation(ctx: MessagingContext, userId: number, id: number): Promise<Conversation> {
  const [row] = await describe(ctx, userId, await ctx.repo.list(userId, 1, id));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function messageOf(ctx: MessagingContext, userId: number, id: number): Promise<Message> {
  const [message] = await ctx.repo.messagesByIds(userId, [id]);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}
