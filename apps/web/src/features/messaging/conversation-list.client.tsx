'use client';
// The inbox's list of conversations: a search box (the view searches as the visitor types) and the
// conversations, unread first as the API orders them, each a button that opens its thread.
import { type Conversation, DELETED_MESSAGE_TEXT } from '@bazaar/contracts/messaging-threads';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import { SearchIcon } from '@/components/ui/icons';
import { otherParty, subjectLabel } from './conversation-display';

export function ConversationList({
  conversations,
  query,
  onQueryChange,
  openId,
  onOpen,
  hiddenOnPhones,
}: {
  conversations: Conversation[];
  query: string;
  onQueryChange: (query: string) => void;
  openId: number | null;
  onOpen: (id: number) => void;
  /** A thread is open: on phones the list gives it the screen. */
  hiddenOnPhones: boolean;
}) {
  return (
    <section
      aria-label="فهرست گفتگوها"
      className={clsx('flex min-h-0 flex-col border-slate-200 md:border-e', hiddenOnPhones && 'max-md:hidden')}
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
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder="جستجو در گفتگوها"
            maxLength={100}
            className="min-h-11 w-full rounded-lg border border-slate-300 ps-10 pe-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </div>
      {conversations.length === 0 ? (
        <p className="p-6 text-center text-slate-700">
          {query ? 'گفتگویی با این عبارت پیدا نشد.' : 'هنوز گفتگویی ندارید. از صفحهٔ هر کالا یا تأمین‌کننده پیام بدهید.'}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-list">
          {conversations.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onOpen(c.id)}
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
  );
}
