// Conversation rules (docs/decisions/019-messaging.md): only the two parties read a conversation (the
// buyer, and the merchant's owner and agents); only a message's writer edits it (within 15 minutes) or
// deletes it (its text is gone for both sides); sending is rate-limited per person; every change reaches
// both parties' open pages through the outbox and the live hub.
import {
  type Conversation,
  type ConversationSide,
  type ConversationSubjectType,
  MESSAGE_EDIT_MINUTES,
  MESSAGING_LIVE_EVENTS,
  type Message,
  type Thread,
  type Unread,
} from '@bazaar/contracts/messaging';
import { normalizeForSearch, normalizePersian, stripBidiControls } from '@bazaar/fa/normalize';
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { Emit, UnitOfWork } from '../../platform/transaction.js';
import { AppError, fieldError, notFound } from '../../shared/app-error.js';
import type { RateStore } from '../../shared/rate-store.js';
import type { SmsProvider } from '../identity/sms.js';
import { type ConversationRow, createMessagingRepo, type MessagingRepo } from './messaging.repo.js';

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

const CONVERSATION_NOT_FOUND = 'گفتگویی با این شناسه در گفتگوهای شما یافت نشد.';
const MESSAGE_NOT_FOUND = 'پیامی با این شناسه در این گفتگو یافت نشد.';
const ATTACHMENT_NOT_YOURS = 'این فایل در فایل‌های شما یافت نشد؛ فقط فایل‌هایی را که خودتان بارگذاری کرده‌اید پیوست کنید.';
const ATTACHMENT_NOT_FOUND = 'این فایل به پیامی از این گفتگو پیوست نشده است.';
const SUBJECT_NOT_FOUND = 'این کالا یا تأمین‌کننده یافت نشد یا دیگر در دسترس عموم نیست.';

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

export function createMessagingService({
  repo,
  uow,
  rates,
  limits,
  reminders,
}: {
  repo: MessagingRepo;
  uow: UnitOfWork;
  rates: RateStore;
  limits: MessagingLimits;
  reminders?: UnreadReminders;
}) {
  // A message still unread when its reminder is due: one SMS to the other side, at most one per
  // conversation, side and hour (claimed in the database, so two instances or a retry cannot both send).
  reminders?.jobs.define<{ messageId: number }>(
    UNREAD_REMINDER_QUEUE,
    async ({ messageId }) => {
      const unread = await repo.isUnread(messageId);
      if (!unread) return;
      const recipient: ConversationSide = unread.side === 'buyer' ? 'merchant' : 'buyer';
      const claimedAt = new Date();
      if (!(await repo.claimReminder(unread.conversationId, recipient, claimedAt))) return;
      try {
        const parties = await repo.buyerOf(unread.conversationId);
        if (!parties) return;
        const userIds = recipient === 'buyer' ? [parties.buyerUserId] : await repo.membersOf(parties.merchantId);
        for (const { phone } of await repo.phonesOf(userIds)) await reminders.sms.sendText(phone, UNREAD_REMINDER_TEXT);
      } catch (error) {
        // Not sent: give the claim back so the retry may send it.
        await repo.releaseReminder(unread.conversationId, recipient, claimedAt);
        throw error;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 },
  );

  async function party(userId: number, conversationId: number): Promise<ConversationRow> {
    const found = await repo.findForCaller(conversationId, userId);
    if (!found) throw notFound(CONVERSATION_NOT_FOUND);
    return found;
  }

  /** Everyone who reads the conversation: its buyer and the merchant's members. */
  async function audienceOf(tx: MessagingRepo, row: { buyerUserId: number; merchantId: number }) {
    return [...new Set([row.buyerUserId, ...(await tx.membersOf(row.merchantId))])];
  }

  async function describe(userId: number, rows: Awaited<ReturnType<MessagingRepo['list']>>): Promise<Conversation[]> {
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

  async function oneConversation(userId: number, id: number): Promise<Conversation> {
    const [row] = await describe(userId, await repo.list(userId, 1, id));
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return row;
  }

  async function messageOf(userId: number, id: number): Promise<Message> {
    const [message] = await repo.messagesByIds(userId, [id]);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    return message;
  }

  /** Finds the caller's own, not deleted message in a conversation they take part in (with its row lock). */
  async function ownMessage(tx: MessagingRepo, userId: number, conversationId: number, messageId: number) {
    await tx.lock(conversationId);
    const message = await tx.message(conversationId, messageId);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.authorUserId !== userId) throw new AppError('MESSAGING_NOT_YOUR_MESSAGE');
    if (message.deletedAt) throw new AppError('MESSAGING_MESSAGE_DELETED');
    return message;
  }

  async function announce(
    emit: Emit,
    tx: MessagingRepo,
    row: { id: number; buyerUserId: number; merchantId: number },
    type: (typeof MESSAGING_LIVE_EVENTS)[keyof typeof MESSAGING_LIVE_EVENTS],
    payload: { messageId?: number; side: ConversationSide },
  ) {
    await emit(type, { conversationId: row.id, ...payload }, { audience: await audienceOf(tx, row) });
  }

  return {
    async list(userId: number, q: { q?: string; limit: number }): Promise<Conversation[]> {
      const terms = q.q ? normalizeForSearch(q.q).split(' ').filter(Boolean) : [];
      // Search runs over the caller's own conversations, so it reads them all (bounded) and filters here.
      const all = await describe(userId, await repo.list(userId, terms.length ? 1000 : q.limit));
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
    },

    async thread(userId: number, id: number, q: { before?: number; limit: number }): Promise<Thread> {
      await party(userId, id);
      const page = await repo.thread(userId, id, q.before, q.limit);
      return { conversation: await oneConversation(userId, id), ...page };
    },

    flat: (userId: number, q: { before?: number; limit: number }) => repo.flat(userId, q.before, q.limit),

    async unread(userId: number): Promise<Unread> {
      const conversations = await repo.unread(userId);
      return { total: conversations.reduce((n, c) => n + c.unread, 0), conversations };
    },

    /** Sends in an existing conversation, or starts (or reuses) the one about a product or supplier. */
    async send(
      userId: number,
      input: {
        conversationId?: number;
        subjectType?: ConversationSubjectType;
        subjectId?: number;
        body: string;
        fileIds?: string[];
      },
    ) {
      const body = cleanMessageText(input.body);
      if (!body) throw fieldError('body.body', 'required', 'متن پیام را بنویسید.');
      // Attachments are the sender's own uploads: anyone else's file (or none) is refused before anything else.
      const fileIds = [...new Set(input.fileIds ?? [])];
      const files = await repo.ownFiles(userId, fileIds);
      if (files.length !== fileIds.length) throw fieldError('body.fileIds', 'notFound', ATTACHMENT_NOT_YOURS);
      let target: { id: number; created: boolean };
      if (input.conversationId !== undefined) {
        target = { id: (await party(userId, input.conversationId)).id, created: false };
      } else {
        const subject = await repo.publicSubject(input.subjectType ?? 'product', input.subjectId ?? 0);
        if (!subject)
          throw new AppError('NOT_FOUND', {
            detail: SUBJECT_NOT_FOUND,
            errors: [{ field: 'body.subjectId', code: 'notFound', message: SUBJECT_NOT_FOUND }],
          });
        if ((await repo.merchantIdsOf(userId)).includes(subject.merchantId))
          throw new AppError('MESSAGING_OWN_MERCHANT');
        target = await repo.findOrCreate(
          userId,
          subject.merchantId,
          input.subjectType ?? 'product',
          input.subjectId ?? 0,
        );
      }
      const hit = await rates.hit(`messages:${userId}`, limits.windowSeconds);
      if (hit.count > limits.perWindow)
        throw new AppError('MESSAGING_TOO_MANY_MESSAGES', {
          retryAfterSeconds: Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)),
        });
      const messageId = await uow.run(async (db, emit) => {
        const tx = createMessagingRepo(db);
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
      return { conversationId: target.id, message: await messageOf(userId, messageId), created: target.created };
    },

    /** Edits the caller's own message within the edit window, or marks the conversation read. */
    async update(
      userId: number,
      id: number,
      input: { messageId: number; body: string } | { read: true; upToMessageId?: number },
    ) {
      const row = await party(userId, id);
      if ('read' in input) {
        await uow.run(async (db, emit) => {
          const tx = createMessagingRepo(db);
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
        const tx = createMessagingRepo(db);
        const message = await ownMessage(tx, userId, id, input.messageId);
        if (Date.now() - message.createdAt.getTime() > MESSAGE_EDIT_MINUTES * 60_000)
          throw new AppError('MESSAGING_EDIT_WINDOW_PASSED');
        await tx.editMessage(message.id, body);
        await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.edited, { messageId: message.id, side: row.side });
      });
      return { message: await messageOf(userId, input.messageId), unread: await repo.unreadIn(id, row.side) };
    },

    /** Blocks (nobody can send) or unblocks; only the side that blocked may unblock. */
    async block(userId: number, id: number, blocked: boolean): Promise<Conversation> {
      const row = await party(userId, id);
      await uow.run(async (db, emit) => {
        const tx = createMessagingRepo(db);
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
      return oneConversation(userId, id);
    },

    /** Reports the conversation: from then on staff may read it. */
    async report(userId: number, id: number, reason: string): Promise<Conversation> {
      const row = await party(userId, id);
      await repo.report(id, userId, row.side, normalizePersian(reason));
      return oneConversation(userId, id);
    },

    reported: () => repo.reported(),

    /** Staff read a conversation only once one of its parties has reported it; 404 otherwise. */
    async reportedThread(staffUserId: number, id: number, q: { before?: number; limit: number }) {
      const [conversation] = await repo.reported(id);
      if (!conversation)
        throw notFound('گزارشی برای این گفتگو ثبت نشده است؛ کارکنان فقط گفتگوهای گزارش‌شده را می‌بینند.');
      return { conversation, ...(await repo.thread(staffUserId, id, q.before, q.limit)) };
    },

    /** A file attached to a message (not deleted) of a conversation the caller takes part in; 404 otherwise. */
    async attachment(userId: number, id: number, fileId: string) {
      await party(userId, id);
      const attached = await repo.attachment(id, fileId);
      if (!attached) throw notFound(ATTACHMENT_NOT_FOUND);
      return attached;
    },

    /** Deletes the caller's own message: its text is removed, the other side reads «این پیام حذف شد». */
    async remove(userId: number, id: number, messageId: number) {
      const row = await party(userId, id);
      await uow.run(async (db, emit) => {
        const tx = createMessagingRepo(db);
        const message = await ownMessage(tx, userId, id, messageId);
        await tx.deleteMessage(message.id);
        await announce(emit, tx, row, MESSAGING_LIVE_EVENTS.deleted, { messageId: message.id, side: row.side });
      });
      return { message: await messageOf(userId, messageId), unread: await repo.unreadIn(id, row.side) };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
