// Reading: the caller's conversations (searched, unread first), a thread, the flat list, the unread counts
// and an attached file, each of a conversation the caller takes part in.
import type { Conversation, Thread, Unread } from '@bazaar/contracts/messaging-threads';
import { normalizeForSearch } from '@bazaar/fa/normalize';
import { notFound } from '../../shared/app-error.js';
import { describe, oneConversation } from './conversation-view.js';
import { ATTACHMENT_NOT_FOUND, type MessagingContext, party } from './messaging-context.js';

export async function listConversations(
  ctx: MessagingContext,
  userId: number,
  q: { q?: string; limit: number },
): Promise<Conversation[]> {
  const { repo } = ctx;
  const terms = q.q ? normalizeForSearch(q.q).split(' ').filter(Boolean) : [];
  // Search runs over the caller's own conversations, so it reads them all (bounded) and filters here.
  const all = await describe(ctx, userId, await repo.list(userId, terms.length ? 1000 : q.limit));
  const matching = terms.length
    ? all.filter((c) => {
        const text = normalizeForSearch(
          `${c.buyer.name} ${c.merchant.name} ${c.subject.title} ${c.lastMessage?.body ?? ''}`,
        );
        return terms.every((t) => text.includes(t));
      })
    : all;
  // Unread first, then newest activity (the repository's order is kept within each group).
  return [...matching.filter((c) => c.unread > 0), ...matching.filter((c) => c.unread === 0)].slice(0, q.limit);
}

export async function readThread(
  ctx: MessagingContext,
  userId: number,
  id: number,
  q: { before?: number; limit: number },
): Promise<Thread> {
  const { repo } = ctx;
  await party(ctx, userId, id);
  const page = await repo.thread(userId, id, q.before, q.limit);
  return { conversation: await oneConversation(ctx, userId, id), ...page };
}

export const flatMessages = (ctx: MessagingContext, userId: number, q: { before?: number; limit: number }) =>
  ctx.repo.flat(userId, q.before, q.limit);

export async function unreadCounts(ctx: MessagingContext, userId: number): Promise<Unread> {
  const { repo } = ctx;
  const conversations = await repo.unread(userId);
  return { total: conversations.reduce((n, c) => n + c.unread, 0), conversations };
}

/** A file attached to a message (not deleted) of a conversation the caller takes part in; 404 otherwise. */
export async function attachmentOf(ctx: MessagingContext, userId: number, id: number, fileId: string) {
  const { repo } = ctx;
  await party(ctx, userId, id);
  const attached = await repo.attachment(id, fileId);
  if (!attached) throw notFound(ATTACHMENT_NOT_FOUND);
  return attached;
}
