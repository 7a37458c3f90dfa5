// /profile/messages: the visitor's conversations with suppliers (and, for a supplier's team, with buyers):
// the list beside the open thread on wide screens, the list then the thread on phones. Live through the
// events stream. `?c=` opens a conversation; `?subjectType=&subjectId=` opens (or starts) the one about a
// product or supplier, as the «پیام به تأمین‌کننده» buttons link; `&draft=` fills its composer («استعلام قیمت»).
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HelpLink } from '@/components/ui/help-link';
import { MessagesView } from '@/features/messaging/messages-view.client';
import { loadInbox, parseSubject } from '@/features/messaging/messaging-data.server';
import { parseDraft } from '@/features/messaging/messaging-links';

export const metadata: Metadata = { title: 'پیام‌ها', robots: { index: false, follow: false } };

export default async function MessagesPage({ searchParams }: PageProps<'/profile/messages'>) {
  const query = await searchParams;
  const { conversations } = await loadInbox('/profile/messages');
  const c = Number(Array.isArray(query.c) ? query.c[0] : query.c);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'پیام‌ها' }]} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">پیام‌ها</h1>
        <HelpLink id="messages" />
      </div>
      <MessagesView
        initialConversations={conversations}
        initialConversationId={Number.isInteger(c) && c > 0 ? c : null}
        startSubject={parseSubject(query.subjectType, query.subjectId)}
        draft={parseDraft(query.draft)}
      />
    </div>
  );
}
