'use client';
// The open thread: its newest page on opening and on every live event about it, older pages on scrolling
// up (the visible messages stay in place), read receipts while the tab is visible, and the sender's send,
// edit, delete, block and report.
import { isApiError } from '@bazaar/api-client/api-error';
import type { Conversation, Message } from '@bazaar/contracts/messaging-threads';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { Composer } from './composer.client';
import { mergeMessages } from './conversation-display';
import { subscribeMessaging } from './live-messages.client';
import { MessageList } from './message-list.client';
import { browserMessagingApi } from './messaging-browser-api';
import { ThreadHeader } from './thread-header.client';
import { UNREAD_CHANGED_EVENT } from './unread-badge.client';

const PAGE = 30;

function unreadChanged() {
  window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT));
}

export function ThreadPane({
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

  async function report(reason: string) {
    try {
      setConversation(await browserMessagingApi.report({ params: { id: conversationId }, body: { reason } }));
      toast.success('گزارش ثبت شد؛ کارکنان بازار صنعت آن را بررسی می‌کنند.');
      return true;
    } catch (error) {
      onError(error);
      return false;
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
  return (
    <>
      <ThreadHeader
        conversation={c}
        onBack={onBack}
        onBlock={(blocked) => void setBlocked(blocked)}
        onReport={report}
      />
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
        <MessageList
          messages={messages}
          confirming={confirming}
          onEdit={setEditing}
          onConfirm={setConfirming}
          onCancelConfirm={() => setConfirming(null)}
          onRemove={(id) => void remove(id)}
        />
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
