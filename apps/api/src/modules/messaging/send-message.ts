// Sending a message, in a conversation or to start one about a product or supplier.
import { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import { messageOf } from './conversation-view.js';
import { createMessagingRepo } from './messaging.repo.js';
import {
  ATTACHMENT_NOT_YOURS,
  announce,
  CONVERSATION_NOT_FOUND,
  cleanMessageText,
  type MessagingContext,
  party,
  SUBJECT_NOT_FOUND,
  UNREAD_REMINDER_QUEUE,
} from './messaging-context.js';

export interface MessageToSend {
  conversationId?: number;
  subjectType?: ConversationSubjectType;
  subjectId?: number;
  body: string;
  fileIds?: string[];
}

/** Sends in an existing conversation, or starts (or reuses) the one about a product or supplier. */
export async function sendMessage(ctx: MessagingContext, userId: number, input: MessageToSend) {
  const { repo, uow, rates, limits, reminders } = ctx;
  const body = cleanMessageText(input.body);
  if (!body) throw fieldError('body.body', 'required', 'متن پیام را بنویسید.');
  // Attachments are the sender's own uploads: anyone else's file (or none) is refused before anything else.
  const fileIds = [...new Set(input.fileIds ?? [])];
  const files = await repo.ownFiles(userId, fileIds);
  if (files.length !== fileIds.length) throw fieldError('body.fileIds', 'notFound', ATTACHMENT_NOT_YOURS);
  let target: { id: number; created: boolean };
  if (input.conversationId !== undefined) {
    target = { id: (await party(ctx, userId, input.conversationId)).id, created: false };
  } else {
    const subject = await repo.publicSubject(input.subjectType ?? 'product', input.subjectId ?? 0);
    if (!subject)
      throw new AppError('NOT_FOUND', {
        detail: SUBJECT_NOT_FOUND,
        errors: [{ field: 'body.subjectId', code: 'notFound', message: SUBJECT_NOT_FOUND }],
      });
    if ((await repo.merchantIdsOf(userId)).includes(subject.merchantId)) throw new AppError('MESSAGING_OWN_MERCHANT');
    target = await repo.findOrCreate(userId, subject.merchantId, input.subjectType ?? 'product', input.subjectId ?? 0);
  }
  const hit = await rates.hit(`messages:${userId}`, limits.windowSeconds);
  if (hit.count > limits.perWindow)
    throw new AppError('MESSAGING_TOO_MANY_MESSAGES', {
      retryAfterSeconds: Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)),
    });
  const messageId = await uow.run(async (db, emit) => {
    const tx = createMessagingRepo(db, ctx.access);
    await tx.lock(target.id);
    const row = await tx.findForCaller(target.id, userId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    if (row.blockedBy) throw new AppError('MESSAGING_BLOCKED');
    const id = await tx.insertMessage(row.id, row.side, userId, body);
    await tx.insertAttachments(id, files);
    await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.created, { messageId: id, side: row.side });
    return id;
  });
  await reminders?.jobs.send(UNREAD_REMINDER_QUEUE, { messageId }, { startAfterSeconds: reminders.delaySeconds });
  return { conversationId: target.id, message: await messageOf(ctx, userId, messageId), created: target.created };
}
