// The page around the assistant's conversation, shared by /ai, /newai and /openai: heading, what the engine
// is, links between the three, and the conversation itself (a client component).
import type { AssistantEngine } from '@bazaar/contracts/assistant';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import {
  ASSISTANT_CONVERSATIONS_PATH,
  ASSISTANT_PATH,
  MODEL_ASSISTANT_PATH,
  NEW_ASSISTANT_PATH,
} from '@/features/assistant/assistant-links';
import { AssistantChat } from './assistant-chat.client';

export async function AssistantPage({
  engine,
  title,
  intro,
  notice,
  examples,
  fresh,
  initial,
}: {
  engine: AssistantEngine;
  title: string;
  intro: string;
  notice?: string;
  examples: string[];
  fresh?: boolean;
  initial?: Parameters<typeof AssistantChat>[0]['initial'];
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: title }]} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{intro}</p>
        {notice && (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="model-notice">
            {notice}
          </p>
        )}
        <nav aria-label="دستیار خرید" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={NEW_ASSISTANT_PATH} className="text-brand-800 underline">
            گفت‌وگوی تازه
          </Link>
          {engine === 'builtin' ? (
            <Link href={MODEL_ASSISTANT_PATH} className="text-brand-800 underline">
              دستیار با مدل زبانی
            </Link>
          ) : (
            <Link href={ASSISTANT_PATH} className="text-brand-800 underline">
              دستیار داخلی
            </Link>
          )}
          <Link href={ASSISTANT_CONVERSATIONS_PATH} prefetch={false} className="text-brand-800 underline">
            گفت‌وگوهای ذخیره‌شده
          </Link>
        </nav>
      </header>
      <AssistantChat
        engine={engine}
        examples={examples}
        storageKey={`bz-assistant:${engine}`}
        fresh={fresh}
        initial={initial}
      />
    </div>
  );
}
