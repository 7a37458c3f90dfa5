'use client';
// The inbox: conversations (search, unread first) and the open thread, side by side on wide screens and
// one after the other on phones. Every change arrives through the live stream; the page refetches what an
// event names rather than trusting the event's data.
import { isApiError } from '@bazaar/api-client/api-error';
import { REPORT_REASON_MAX_LENGTH } from '@bazaar/contracts/messaging-reports';
import {
  type Conversation,
  type ConversationSubjectType,
  DELETED_MESSAGE_TEXT,
  MESSAGE_EDIT_MINUTES,
  MESSAGE_MAX_LENGTH,
  type Message,
} from '@bazaar/contracts/messaging-threads';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate, TEHRAN_TIME_ZONE } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import Link from 'next/link';
import { type FormEvent, Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ChevronRightIcon, SearchIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { problemMessage } from '@/lib/api-problem';
import { subscribeMessaging } from './live-messages.client';
import { AttachmentLinks, AttachmentPicker, type ChosenAttachment } from './message-attachments.client';
import { browserMessagingApi } from './messaging-browser-api';
import { MESSAGES_PATH } from './messaging-links';
import { UNREAD_CHANGED_EVENT } from './unread-badge.client';

const PAGE = 30;
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: TEHRAN_TIME_ZONE });
const timeOf = (iso: string) => toPersianDigits(clock.format(new Date(iso)));
const dayOf = (iso: string) => formatJalaliDate(iso, { style: 'long' });

const otherParty = (c: Conversation) => toPersianDigitsInText(c.mySide === 'buyer' ? c.merchant.name : c.buyer.name);
const subjectLabel = (c: Conversation) =>
  c.subject.title
    ? `${c.subject.type === 'product' ? 'کالا' : 'تأمین‌کننده'}: ${toPersianDigitsInText(c.subject.title)}`
    : '';
const subjectHref = (c: Conversation) =>
  c.subject.type === 'product'
    ? `/products/${c.subject.id}/${encodeURIComponent(c.subject.slug)}`
    : `/supplier/${c.subject.id}/${encodeURIComponent(c.subject.slug)}`;

function unreadChanged() {
  window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT));
}

/** Plain text with its web links made clickable (only http and https, opened without referrer or opener). */
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            dir="ltr"
            className="underline"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
          <Fragment key={i}>{toPersianDigitsInText(part)}</Fragment>
        ),
      )}
    </p>
  );
}

function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

interface ViewProps {
  initialConversations: Conversation[];
  initialConversationId: number | null;
  startSubject: { type: ConversationSubjectType; id: number } | null;
  /** Text the composer of `startSubject`'s conversation starts with (a price inquiry from a product page). */
  draft?: string;
}

export function MessagesView({ initialConversations, initialConversationId, startSubject, draft = '' }: ViewProps) {
  const toast = useToast();
  const [conversations, setConversations] = useState(initialConversations);
  const [query, setQuery] = useState('');
  const subjectMatch = startSubject
    ? initialConversations.find(
        (c) => c.mySide === 'buyer' && c.subject.type === startSubject.type && c.subject.id === startSubject.id,
      )
    : undefined;
  const [openId, setOpenId] = useState<number | null>(initialConversationId ?? subjectMatch?.id ?? null);
  const [newSubject, setNewSubject] = useState(subjectMatch ? null : startSubject);

  const refreshList = useCallback(async (q: string) => {
    try {
      setConversations(await browserMessagingApi.list({ query: q ? { q } : {} }));
    } catch {
      // The list stays as it was; the next event or search tries again.
    }
  }, []);

  // Search as the visitor types, a moment after the last key.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => void refreshList(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query, refreshList]);

  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => subscribeMessaging(() => void refreshList(queryRef.current.trim())), [refreshList]);

  const open = (id: number | null) => {
    setOpenId(id);
    setNewSubject(null);
    window.history.replaceState(null, '', id ? `${MESSAGES_PATH}?c=${id}` : MESSAGES_PATH);
  };

  const current = conversations.find((c) => c.id === openId) ?? null;
  const showThread = openId !== null || newSubject !== null;

  return (
    <div className="grid min-h-[32rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:h-[70dvh] md:grid-cols-[20rem_minmax(0,1fr)]">
      <section
        aria-label="فهرست گفتگوها"
        className={clsx('flex min-h-0 flex-col border-slate-200 md:border-e', showThread && 'max-md:hidden')}
      >
        <div className="border-b border-slate-200 p-3">
          <label htmlFor="conversation-search" className="sr-only">
            جستجو در گفتگوها
          </label>
          <div className="relative">
            <SearchIcon size={18} className="pointer-events-none absolute start-3 top-3 text-slate-500" />
            <input
              id="conversation-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="جستجو در گفتگوها"
              maxLength={100}
              className="min-h-11 w-full rounded-lg border border-slate-300 ps-10 pe-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </div>
        </div>
        {conversations.length === 0 ? (
          <p className="p-6 text-center text-slate-700">
            {query
              ? 'گفتگویی با این عبارت پیدا نشد.'
              : 'هنوز گفتگویی ندارید. از صفحهٔ هر کالا یا تأمین‌کننده پیام بدهید.'}
          </p>
        ) : (
          <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-list">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => open(c.id)}
                  aria-current={c.id === openId ? 'true' : undefined}
                  data-testid="conversation-item"
                  className={clsx(
                    'flex w-full flex-col gap-1 border-b border-slate-100 px-4 py-3 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                    c.id === openId && 'bg-brand-50',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <span
                      className={clsx('flex-1 truncate', c.unread > 0 ? 'font-bold text-slate-900' : 'text-slate-800')}
                    >
                      {otherParty(c)}
                    </span>
                    {c.unread > 0 ? (
                      <span className="rounded-full bg-rose-600 px-2 text-xs font-bold leading-5 text-white">
                        {formatNumberFa(c.unread)}
                        <span className="sr-only"> پیام خوانده‌نشده</span>
                      </span>
                    ) : null}
                  </span>
                  {subjectLabel(c) ? <span className="truncate text-sm text-slate-600">{subjectLabel(c)}</span> : null}
                  <span className="truncate text-sm text-slate-700">
                    {c.lastMessage
                      ? c.lastMessage.deleted
                        ? DELETED_MESSAGE_TEXT
                        : toPersianDigitsInText(c.lastMessage.body)
                      : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="گفتگو" className={clsx('flex min-h-0 flex-col', !showThread && 'max-md:hidden')}>
        {newSubject ? (
          <NewConversation
            subject={newSubject}
            draft={draft}
            onBack={() => open(null)}
            onStarted={async (id) => {
              await refreshList('');
              open(id);
            }}
          />
        ) : openId !== null ? (
          <ThreadPane
            key={openId}
            conversationId={openId}
            summary={current}
            draft={openId === subjectMatch?.id ? draft : ''}
            onBack={() => open(null)}
            onChanged={() => void refreshList(queryRef.current.trim())}
            onError={(error) => toast.error(problemMessage(error))}
          />
        ) : (
          <p className="m-auto p-6 text-center text-slate-700">گفتگویی را از فهرست انتخاب کنید.</p>
        )}
      </section>
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100 md:hidden"
      aria-label="بازگشت به فهرست گفتگوها"
    >
      <ChevronRightIcon size={22} />
    </button>
  );
}

function NewConversation({
  subject,
  draft,
  onBack,
  onStarted,
}: {
  subject: { type: ConversationSubjectType; id: number };
  draft: string;
  onBack: () => void;
  onStarted: (id: number) => Promise<void>;
}) {
  const toast = useToast();
  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <BackButton onBack={onBack} />
        <h2 className="font-bold text-slate-900">
          {subject.type === 'product' ? 'پیام تازه به تأمین‌کنندهٔ این کالا' : 'پیام تازه به این تأمین‌کننده'}
        </h2>
      </header>
      <p className="m-auto p-6 text-center text-slate-700">
        پرسش خود را دربارهٔ قیمت، موجودی، زمان تحویل یا مشخصات بنویسید.
      </p>
      <Composer
        editing={null}
        initialText={draft}
        onCancelEdit={() => {}}
        onSend={async (body, fileIds) => {
          try {
            const sent = await browserMessagingApi.send({
              body: { subjectType: subject.type, subjectId: subject.id, body, fileIds },
            });
            await onStarted(sent.conversationId);
            return true;
          } catch (error) {
            toast.error(problemMessage(error));
            return false;
          }
        }}
      />
    </>
  );
}

function ThreadPane({
  conversationId,
  summary,
  draft,
  onBack,
  onChanged,
  onError,
}: {
  conversationId: number;
  summary: Conversation | null;
  draft: string;
  onBack: () => void;
  onChanged: () => void;
  onError: (error: unknown) => void;
}) {
  const [conversation, setConversation] = useState<Conversation | null>(summary);
  const [messages, setMessages] = useState<Message[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [editing, setEditing] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const toast = useToast();
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  const markRead = useCallback(async () => {
    try {
      await browserMessagingApi.update({ params: { id: conversationId }, body: { read: true } });
      unreadChanged();
      onChanged();
    } catch {
      // Read receipts are best effort; the next open marks the conversation read again.
    }
  }, [conversationId, onChanged]);

  /** The newest page, merged into what is shown (live events and the first load). */
  const loadNewest = useCallback(
    async (first: boolean) => {
      try {
        const page = await browserMessagingApi.thread({ params: { id: conversationId }, query: { limit: PAGE } });
        const el = scroller.current;
        stickToBottom.current = first || !el || el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        setConversation(page.conversation);
        setMessages((current) => (first ? page.messages : mergeMessages(current, page.messages)));
        if (first) setNextBefore(page.nextBefore);
        setState('ready');
        if (page.conversation.unread > 0 && document.visibilityState === 'visible') void markRead();
      } catch (error) {
        if (isApiError(error) && error.status === 404) setState('missing');
        else onError(error);
      }
    },
    [conversationId, markRead, onError],
  );

  useEffect(() => {
    void loadNewest(true);
  }, [loadNewest]);
  useEffect(
    () =>
      subscribeMessaging((event) => {
        if (event.conversationId === conversationId) void loadNewest(false);
      }),
    [conversationId, loadNewest],
  );
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && conversation && conversation.unread > 0) void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversation, markRead]);

  async function loadOlder() {
    if (nextBefore === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await browserMessagingApi.thread({
        params: { id: conversationId },
        query: { limit: PAGE, before: nextBefore },
      });
      const el = scroller.current;
      keepFromBottom.current = el ? el.scrollHeight - el.scrollTop : null;
      stickToBottom.current = false;
      setMessages((current) => mergeMessages(current, page.messages));
      setNextBefore(page.nextBefore);
    } catch (error) {
      onError(error);
    } finally {
      setLoadingOlder(false);
    }
  }

  // Older messages keep the visible ones in place; new ones scroll down when the reader was at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the messages shown
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  // Scrolling to the top loads the older page by itself (the button does the same from the keyboard).
  const top = useRef<HTMLDivElement>(null);
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;
  useEffect(() => {
    const el = top.current;
    if (!el || state !== 'ready') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && scroller.current && scroller.current.scrollTop > 0)
        void loadOlderRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state]);

  async function send(body: string, fileIds: string[]) {
    try {
      if (editing) {
        const answer = await browserMessagingApi.update({
          params: { id: conversationId },
          body: { messageId: editing.id, body },
        });
        if (answer.message) setMessages((current) => mergeMessages(current, [answer.message as Message]));
        setEditing(null);
      } else {
        const sent = await browserMessagingApi.send({ body: { conversationId, body, fileIds } });
        stickToBottom.current = true;
        setMessages((current) => mergeMessages(current, [sent.message]));
      }
      onChanged();
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  }

  async function setBlocked(blocked: boolean) {
    try {
      setConversation(await browserMessagingApi.block({ params: { id: conversationId }, body: { blocked } }));
      onChanged();
    } catch (error) {
      onError(error);
    }
  }

  async function report() {
    try {
      setConversation(
        await browserMessagingApi.report({ params: { id: conversationId }, body: { reason: reason.trim() } }),
      );
      setReporting(false);
      setReason('');
      toast.success('گزارش ثبت شد؛ کارکنان بازار صنعت آن را بررسی می‌کنند.');
    } catch (error) {
      onError(error);
    }
  }

  async function remove(id: number) {
    setConfirming(null);
    try {
      const answer = await browserMessagingApi.remove({ params: { id: conversationId }, query: { messageId: id } });
      if (answer.message) setMessages((current) => mergeMessages(current, [answer.message as Message]));
      onChanged();
    } catch (error) {
      onError(error);
    }
  }

  if (state === 'missing')
    return (
      <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-slate-700">
        <p>این گفتگو پیدا نشد یا شما در آن نیستید.</p>
        <button type="button" className={buttonClass('secondary')} onClick={onBack}>
          بازگشت به فهرست
        </button>
      </div>
    );

  const c = conversation;
  let previousDay = '';
  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <BackButton onBack={onBack} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold text-slate-900" data-testid="thread-title">
            {c ? otherParty(c) : 'گفتگو'}
          </h2>
          {c && subjectLabel(c) ? (
            <Link href={subjectHref(c)} className="block truncate text-sm text-brand-800 underline">
              {subjectLabel(c)}
            </Link>
          ) : null}
        </div>
        {c && (!c.blocked || c.blockedByMe) ? (
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-100"
            onClick={() => void setBlocked(!c.blockedByMe)}
          >
            {c.blockedByMe ? 'رفع مسدودی' : 'مسدود کردن'}
          </button>
        ) : null}
        {c ? (
          <button
            type="button"
            aria-expanded={reporting}
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm text-rose-800 hover:bg-rose-50"
            onClick={() => setReporting((v) => !v)}
          >
            گزارش
          </button>
        ) : null}
      </header>
      {reporting ? (
        <form
          noValidate
          className="flex flex-col gap-2 border-b border-slate-200 bg-rose-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void report();
          }}
        >
          <label htmlFor="report-reason" className="text-sm font-medium text-slate-900">
            دلیل گزارش (کارکنان بازار صنعت پس از گزارش این گفتگو را می‌بینند)
          </label>
          <textarea
            id="report-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REPORT_REASON_MAX_LENGTH}
            rows={2}
            required
            className="rounded-lg border border-slate-300 bg-white p-2"
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary')} disabled={!reason.trim()}>
              ارسال گزارش
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setReporting(false)}>
              انصراف
            </button>
          </div>
        </form>
      ) : null}
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4"
        data-testid="thread"
        role="log"
        aria-live="polite"
        aria-label="پیام‌های گفتگو"
      >
        <div ref={top} />
        {nextBefore !== null ? (
          <div className="mb-3 text-center">
            <button type="button" className={buttonClass('ghost')} onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? 'در حال بارگیری…' : 'پیام‌های قدیمی‌تر'}
            </button>
          </div>
        ) : null}
        {state === 'loading' ? <p className="text-center text-slate-700">در حال بارگیری پیام‌ها…</p> : null}
        <ol className="flex flex-col gap-2">
          {messages.map((m) => {
            const day = dayOf(m.createdAt);
            const separator = day !== previousDay;
            previousDay = day;
            const editable =
              m.mine && !m.deleted && Date.now() - Date.parse(m.createdAt) < MESSAGE_EDIT_MINUTES * 60_000;
            return (
              <Fragment key={m.id}>
                {separator ? (
                  <li className="my-2 text-center" data-testid="day-separator">
                    <span className="rounded-full bg-white px-3 py-1 text-xs text-slate-700 ring-1 ring-slate-200">
                      {day}
                    </span>
                  </li>
                ) : null}
                <li
                  className={clsx('flex flex-col', m.mine ? 'items-start' : 'items-end')}
                  data-testid="message"
                  data-message-id={m.id}
                >
                  <div
                    className={clsx(
                      'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm',
                      m.deleted
                        ? 'bg-slate-100 italic text-slate-600 ring-1 ring-slate-200'
                        : m.mine
                          ? 'bg-brand-700 text-white'
                          : 'bg-white text-slate-900 ring-1 ring-slate-200',
                    )}
                  >
                    {m.side === 'merchant' && !m.mine ? (
                      <p
                        className={clsx('mb-0.5 text-xs font-bold', !m.deleted && 'opacity-80')}
                        data-testid="message-author"
                      >
                        {toPersianDigitsInText(m.author.name)}
                      </p>
                    ) : null}
                    {m.deleted ? <p data-testid="message-body">{DELETED_MESSAGE_TEXT}</p> : null}
                    {m.deleted ? null : (
                      <div data-testid="message-body">
                        <MessageText text={m.body} />
                        <AttachmentLinks attachments={m.attachments} mine={m.mine} />
                      </div>
                    )}
                    {/* Deleted bubbles are pale already: no further fading (contrast). */}
                    <p className={clsx('mt-1 flex items-center gap-2 text-xs', !m.deleted && 'opacity-80')}>
                      <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
                      {m.editedAt && !m.deleted ? <span>ویرایش‌شده</span> : null}
                      {m.mine && !m.deleted ? (
                        <span data-testid="message-status">{m.seen ? '✓✓ دیده شد' : '✓ ارسال شد'}</span>
                      ) : null}
                    </p>
                  </div>
                  {m.mine && !m.deleted ? (
                    <div className="mt-1 flex gap-1 text-sm">
                      {confirming === m.id ? (
                        <>
                          <span className="self-center text-slate-700">این پیام حذف شود؟</span>
                          <button
                            type="button"
                            className="min-h-9 rounded px-2 text-rose-800 hover:bg-rose-50"
                            onClick={() => remove(m.id)}
                          >
                            بله، حذف شود
                          </button>
                          <button
                            type="button"
                            className="min-h-9 rounded px-2 hover:bg-slate-100"
                            onClick={() => setConfirming(null)}
                          >
                            انصراف
                          </button>
                        </>
                      ) : (
                        <>
                          {editable ? (
                            <button
                              type="button"
                              className="min-h-9 rounded px-2 text-brand-800 hover:bg-brand-50"
                              onClick={() => setEditing(m)}
                            >
                              ویرایش<span className="sr-only"> پیام</span>
                            </button>
                          ) : null}
                          <button
                            type="button"
                            className="min-h-9 rounded px-2 text-rose-800 hover:bg-rose-50"
                            onClick={() => setConfirming(m.id)}
                          >
                            حذف<span className="sr-only"> پیام</span>
                          </button>
                        </>
                      )}
                    </div>
                  ) : null}
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
      {c?.blocked ? (
        <p className="border-t border-slate-200 p-4 text-center text-slate-700">
          {c.blockedByMe
            ? 'شما این گفتگو را مسدود کرده‌اید؛ برای فرستادن پیام، مسدودی را بردارید.'
            : 'طرف گفتگو آن را مسدود کرده است و پیام تازه فرستاده نمی‌شود.'}
        </p>
      ) : (
        <Composer editing={editing} initialText={draft} onCancelEdit={() => setEditing(null)} onSend={send} />
      )}
    </>
  );
}

function Composer({
  editing,
  initialText = '',
  onCancelEdit,
  onSend,
}: {
  editing: Message | null;
  /** What the box holds at first (a prepared question the buyer can edit before sending). */
  initialText?: string;
  onCancelEdit: () => void;
  onSend: (body: string, fileIds: string[]) => Promise<boolean>;
}) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const [attachments, setAttachments] = useState<ChosenAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) {
      setText(editing.body);
      input.current?.focus();
    }
  }, [editing]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending || uploading) return;
    setSending(true);
    if (await onSend(body, editing ? [] : attachments.map((a) => a.id))) {
      setText('');
      if (!editing) setAttachments([]);
    }
    setSending(false);
    input.current?.focus();
  }

  const left = MESSAGE_MAX_LENGTH - text.length;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
      data-testid="composer"
    >
      {editing ? (
        <div className="flex items-center justify-between text-sm text-slate-700">
          <span>در حال ویرایش پیام</span>
          <button
            type="button"
            className="min-h-9 rounded px-2 hover:bg-slate-100"
            onClick={() => {
              onCancelEdit();
              setText('');
            }}
          >
            انصراف از ویرایش
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="message-text" className="sr-only">
          متن پیام
        </label>
        <textarea
          id="message-text"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="پیام خود را بنویسید…"
          aria-describedby="message-hint"
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-300 p-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" className={buttonClass('primary')} disabled={sending || uploading || !text.trim()}>
          {editing ? 'ذخیره' : 'ارسال'}
        </button>
      </div>
      {editing ? null : <AttachmentPicker chosen={attachments} onChange={setAttachments} onBusy={setUploading} />}
      <p id="message-hint" className="text-xs text-slate-600">
        <kbd dir="ltr">Enter</kbd> برای ارسال، <kbd dir="ltr">Shift+Enter</kbd> برای سطر تازه.{' '}
        {left < 500 ? `${formatNumberFa(left)} نویسه باقی مانده است.` : ''}
      </p>
    </form>
  );
}
