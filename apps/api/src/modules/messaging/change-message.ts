// Changing a conversation's messages: editing one's own message, marking the conversation read, deleting.
import { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';
import { MESSAGE_EDIT_MINUTES } from '@bazaar/contracts/messaging-threads';
import { AppError, fieldError } from '../../shared/app-error.js';
import { messageOf } from './conversation-view.js';
import { createMessagingRepo } from './messaging.repo.js';
import { announce, cleanMessageText, type MessagingContext, ownMessage, party } from './messaging-context.js';

export type MessageChange = { messageId: number; body: string } | { read: true; upToMessageId?: number };

/** Edits the caller's own message within the edit window, or marks the conversation read. */
export async function updateConversation(ctx: MessagingContext, userId: number, id: number, input: MessageChange) {
  const { repo, uow } = ctx;
  const row = await party(ctx, userId, id);
  if ('read' in input) {
    await uow.run(async (db, emit) => {
      const tx = createMessagingRepo(db, ctx.access);
      const before = row.side === 'buyer' ? row.buyerReadId : row.merchantReadId;
      const after = await tx.markRead(id, row.side, input.upToMessageId ?? null);
      // A receipt only when something new was read: the other side's "seen" marks change.
      if (after > before) await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.read, { side: row.side });
    });
    return { message: null, unread: await repo.unreadIn(id, row.side) };
  }
  const body = cleanMessageText(input.body);
  if (!body) throw fieldError('body.body', 'required', 'متن پیام را بنویسید.');
  await uow.run(async (db, emit) => {
    const tx = createMessagingRepo(db, ctx.access);
    const message = await ownMessage(tx, userId, id, input.messageId);
    if (Date.now() - message.createdAt.getTime() > MESSAGE_EDIT_MINUTES * 60_000)
      throw new AppError('MESSAGING_EDIT_WINDOW_PASSED');
    await tx.editMessage(message.id, body);
    await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.edited, { messageId: message.id, side: row.side });
  });
  return { message: await messageOf(ctx, userId, input.messageId), unread: await repo.unreadIn(id, row.side) };
}

/** Deletes the caller's own message: its text is removed, the other side reads «این پیام حذف شد». */
export async function removeMessage(ctx: MessagingContext, userId: number, id: number, messageId: number) {
  const { repo, uow } = ctx;
  const row = await party(ctx, userId, id);
  await uow.run(async (db, emit) => {
    const tx = createMessagingRepo(db, ctx.access);
    const message = await ownMessage(tx, userId, id, messageId);
    await tx.deleteMessage(message.id);
    await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.deleted, { messageId: message.id, side: row.side });
  });
  return { message: await messageOf(ctx, userId, messageId), unread: await repo.unreadIn(id, row.side) };
}
