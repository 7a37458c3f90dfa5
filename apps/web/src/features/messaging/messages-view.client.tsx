'use client';
// The inbox: conversations (search, unread first) and the open thread, side by side on wide screens and
// one after the other on phones. Every change arrives through the live stream; the page refetches what an
// event names rather than trusting the event's data.
import type { Conversation, ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { problemMessage } from '@/lib/api-problem';
import { ConversationList } from './conversation-list.client';
import { subscribeMessaging } from './live-messages.client';
import { browserMessagingApi } from './messaging-browser-api';
import { MESSAGES_PATH } from './messaging-links';
import { NewConversation } from './new-conversation.client';
import { ThreadPane } from './thread-pane.client';

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
      <ConversationList
        conversations={conversations}
        query={query}
        onQueryChange={setQuery}
        openId={openId}
        onOpen={open}
        hiddenOnPhones={showThread}
      />
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
