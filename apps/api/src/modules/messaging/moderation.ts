// Blocking and reporting a conversation, and what staff read of the reported ones.
import { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';
import type { Conversation } from '@bazaar/contracts/messaging-threads';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError, notFound } from '../../shared/app-error.js';
import { oneConversation } from './conversation-view.js';
import { createMessagingRepo } from './messaging.repo.js';
import { announce, CONVERSATION_NOT_FOUND, type MessagingContext, party } from './messaging-context.js';

/** Blocks (nobody can send) or unblocks; only the side that blocked may unblock. */
export async function blockConversation(
  ctx: MessagingContext,
  userId: number,
  id: number,
  blocked: boolean,
): Promise<Conversation> {
  const { uow } = ctx;
  const row = await party(ctx, userId, id);
  await uow.run(async (db, emit) => {
    const tx = createMessagingRepo(db, ctx.access);
    await tx.lock(id);
    const current = await tx.findForCaller(id, userId);
    if (!current) throw notFound(CONVERSATION_NOT_FOUND);
    if (blocked && current.blockedBy) return;
    if (!blocked) {
      if (!current.blockedBy) return;
      if (current.blockedBy !== current.side)
        throw new AppError('FORBIDDEN', {
          detail: 'این گفتگو را طرف دیگر مسدود کرده است و فقط او می‌تواند آن را باز کند.',
        });
    }
    await tx.setBlocked(id, blocked ? current.side : null);
    await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.changed, { side: current.side });
  });
  return oneConversation(ctx, userId, id);
}

/** Reports the conversation: from then on staff may read it. */
export async function reportConversation(
  ctx: MessagingContext,
  userId: number,
  id: number,
  reason: string,
): Promise<Conversation> {
  const { repo } = ctx;
  const row = await party(ctx, userId, id);
  await repo.report(id, userId, row.side, normalizePersian(reason));
  return oneConversation(ctx, userId, id);
}

export const reportedConversations = (ctx: MessagingContext) => ctx.repo.reported();

/** Staff read a conversation only once one of its parties has reported it; 404 otherwise. */
export async function reportedThread(
  ctx: MessagingContext,
  staffUserId: number,
  id: number,
  q: { before?: number; limit: number },
) {
  const { repo } = ctx;
  const [conversation] = await repo.reported(id);
  if (!conversation) throw notFound('گزارشی برای این گفتگو ثبت نشده است؛ کارکنان فقط گفتگوهای گزارش‌شده را می‌بینند.');
  return { conversation, ...(await repo.thread(staffUserId, id, q.before, q.limit)) };
}
