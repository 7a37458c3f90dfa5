'use client';
// One question as a native disclosure (<details>): keyboard and screen readers know it without ARIA,
// and it opens without JavaScript. With JavaScript, the first opening counts a visit of the question.
import { bind } from '@bazaar/api-client/endpoint-client';
import { siteEndpoints } from '@bazaar/contracts/site';
import { toPersianDigits } from '@bazaar/fa/digits';
import { type SyntheticEvent, useRef } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { browserHttp } from '@/lib/browser-api';

const siteApi = bind(browserHttp, siteEndpoints);

/** One question as the API gives it (FaqQuestion has more fields; these are the ones read here). */
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

interface FaqItemProps {
  /** Passed as the object the page has, so that the FAQ's structured data (faq-json-ld.client.tsx), built
   * from the same objects, costs the React payload no second copy of the text (issue 34). */
  entry: FaqEntry;
  /** Distinguishes the same question shown in two lists (most visited and its category). */
  idPrefix: string;
  defaultOpen?: boolean;
}

export function FaqItem({ entry, idPrefix, defaultOpen = false }: FaqItemProps) {
  const { id, question, answer } = entry;
  // Questions shown open (search results) were not opened by the reader: they do not count.
  const counted = useRef(defaultOpen);

  function toggled(event: SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || counted.current) return;
    counted.current = true;
    siteApi.countFaqVisit({ params: { id } }).catch(() => {
      // A lost count is not worth bothering the reader about.
    });
  }

  return (
    <details
      id={`${idPrefix}-${id}`}
      open={defaultOpen}
      onToggle={toggled}
      className="group rounded-xl bg-white ring-1 ring-slate-200 open:ring-brand-300"
      data-testid="faq-item"
    >
      <summary className="flex min-h-12 items-center gap-3 rounded-xl px-4 py-3 font-medium text-slate-900 hover:bg-slate-50">
        <span className="flex-1 leading-7">{toPersianDigits(question)}</span>
        <ChevronDownIcon size={20} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-100 px-4 py-3 leading-8 whitespace-pre-line text-slate-700">
        {toPersianDigits(answer)}
      </div>
    </details>
  );
}
