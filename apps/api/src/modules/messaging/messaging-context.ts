// What every use case of messaging shares: its dependencies, the Persian messages it answers with, the clean
// form of a message's text, who the caller is in a conversation and how a change reaches both parties.
import type { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';
import type { ConversationSide } from '@bazaar/contracts/messaging-threads';
import { normalizePersian, stripBidiControls } from '@bazaar/fa/normalize';
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { SmsProvider } from '../identity/sms.js';
import type { ConversationRow, MessagingRepo } from './messaging.repo.js';

export const UNREAD_REMINDER_QUEUE = 'messaging.unread-reminder';
/** The reminder says that there is a message, never what it says: an SMS is read on a lock screen. */
export const UNREAD_REMINDER_TEXT =
  'بازار صنعت: پیام خوانده‌نشده‌ای در گفتگوهای شما هست. آن را در بخش «پیام‌ها»ی حساب کاربری ببینید.';

export interface UnreadReminders {
  jobs: JobRunner;
  sms: Pick<SmsProvider, 'sendText'>;
  /** How long a message stays unread before its recipients get an SMS (10 minutes). */
  delaySeconds: number;
}

export const CONVERSATION_NOT_FOUND = 'گفتگویی با این شناسه در گفتگوهای شما یافت نشد.';
export const MESSAGE_NOT_FOUND = 'پیامی با این شناسه در این گفتگو یافت نشد.';
export const ATTACHMENT_NOT_YOURS =
  'این فایل در فایل‌های شما یافت نشد؛ فقط فایل‌هایی را که خودتان بارگذاری کرده‌اید پیوست کنید.';
export const ATTACHMENT_NOT_FOUND = 'این فایل به پیامی از این گفتگو پیوست نشده است.';
export const SUBJECT_NOT_FOUND = 'این کالا یا تأمین‌کننده یافت نشد یا دیگر در دسترس عموم نیست.';

export interface MessagingLimits {
  /** Messages one person may send per window. */
  perWindow: number;
  windowSeconds: number;
}

/**
 * The text in one canonical Persian form line by line (normalizePersian flattens line breaks, so it runs per
 * line): Arabic letters unified, digits stored Latin, invisible and bidirectional controls dropped, at most
 * one empty line in a row, trimmed.
 */
export function cleanMessageText(body: string): string {
  return stripBidiControls(body)
    .split(/\r\n?|\n/)
    .map((line) => normalizePersian(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface MessagingServiceDeps {
  repo: MessagingRepo;
  /** Who acts for a merchant (customers), for the repositories built on a unit of work's transaction. */
  access: MerchantAccess;
  uow: UnitOfWork;
  rates: RateStore;
  limits: MessagingLimits;
  reminders?: UnreadReminders;
}

/** The context of every use case: the service's dependencies, one per service (its job is defined once). */
export type MessagingContext = MessagingServiceDeps;

export async function party(ctx: MessagingContext, userId: number, conversationId: number): Promise<ConversationRow> {
  const found = await ctx.repo.findForCaller(conversationId, userId);
  if (!found) throw notFound(CONVERSATION_NOT_FOUND);
  return found;
}

/** Everyone who reads the conversation: its buyer and the merchant's members. */
export async function audienceOf(tx: MessagingRepo, row: { buyerUserId: number; merchantId: number }) {
  return [...new Set([row.buyerUserId, ...(await tx.membersOf(row.merchantId))])];
}

/** Finds the caller's own, not deleted message in a conversation they take part in (with its row lock). */
export async function ownMessage(tx: MessagingRepo, userId: number, conversationId: number, messageId: number) {
  await tx.lock(conversationId);
  const message = await tx.message(conversationId, messageId);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  if (message.authorUserId !== userId) throw new AppError('MESSAGING_NOT_YOUR_MESSAGE');
  if (message.deletedAt) throw new AppError('MESSAGING_MESSAGE_DELETED');
  return message;
}

export async function announce(
  emit: Emit,
  tx: MessagingRepo,
  row: { id: number; buyerUserId: number; merchantId: number },
  type: (typeof MESSAGING_LIVE_EVENTS)[keyof typeof MESSAGING_LIVE_EVENTS],
  payload: { messageId?: number; side: ConversationSide },
) {
  await emit(type, { conversationId: row.id, ...payload }, { audience: await audienceOf(tx, row) });
}
