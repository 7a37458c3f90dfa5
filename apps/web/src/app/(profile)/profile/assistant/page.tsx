// /profile/assistant: the buyer's saved conversations with the sourcing assistant, newest first; each
// reopens on /ai with its need and turns.
import type { ASSISTANT_ENGINES } from '@bazaar/contracts/assistant';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { listOwnConversations } from '@/features/assistant/assistant-data.server';
import {
  ASSISTANT_CONVERSATIONS_PATH,
  assistantConversationHref,
  NEW_ASSISTANT_PATH,
} from '@/features/assistant/assistant-links';

export const metadata: Metadata = { title: 'گفت‌وگوهای دستیار خرید', robots: { index: false, follow: false } };

const ENGINE_LABELS: Record<(typeof ASSISTANT_ENGINES)[number], string> = {
  builtin: 'دستیار داخلی',
  model: 'مدل زبانی',
};

export default async function AssistantConversationsPage() {
  const conversations = await listOwnConversations(ASSISTANT_CONVERSATIONS_PATH);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'گفت‌وگوهای دستیار خرید' }]} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">گفت‌وگوهای دستیار خرید</h1>
        <Link href={NEW_ASSISTANT_PATH} className={buttonClass('primary')}>
          گفت‌وگوی تازه
        </Link>
      </header>
      {conversations.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
          هنوز گفت‌وگویی با دستیار خرید ندارید.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="assistant-conversations">
          {conversations.map((c) => (
            <li key={c.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <Link href={assistantConversationHref(c.id)} className="font-medium text-brand-800 hover:underline">
                {c.title}
              </Link>
              <p className="text-sm text-slate-700">
                {ENGINE_LABELS[c.engine]}، {formatJalaliDate(new Date(c.updatedAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
