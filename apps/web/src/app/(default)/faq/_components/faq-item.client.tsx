'use client';
// One question as a native disclosure (<details>): keyboard and screen readers know it without ARIA,
// and it opens without JavaScript. With JavaScript, the first opening counts a visit of the question.
import { toPersianDigits } from '@bazaar/fa/digits';
import { type SyntheticEvent, useRef } from 'react';

// The site's calls (with the contract's zod schemas) load at the first opening, not with the page.
const siteApi = () => import('@/features/site/site-browser-api').then((module) => module.browserSiteApi);

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
    siteApi()
      .then((api) => api.countFaqVisit({ params: { id } }))
      .catch(() => {
        // A lost count is not worth bothering the reader about.
      });
  }

  // `.fq` (app/globals.css) styles the disclosure, its summary, the chevron (drawn by CSS) and the answer: one
  // short class instead of three utility lists and an <svg> on each of the page's ~30 questions (issue 34).
  return (
    <details id={`${idPrefix}-${id}`} open={defaultOpen} onToggle={toggled} className="fq" data-testid="faq-item">
      <summary>
        <span>{toPersianDigits(question)}</span>
      </summary>
      <div>{toPersianDigits(answer)}</div>
    </details>
  );
}
