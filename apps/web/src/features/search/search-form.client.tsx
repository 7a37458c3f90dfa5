'use client';
// Header search. Without JavaScript the form GETs /search?q=… and the route handler there redirects
// to /search/{key}; with JavaScript we normalise here and navigate client-side.
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { announceNavigation } from '@/lib/navigation-events';
import { searchHref } from './search-href';

const EMPTY_QUERY_MESSAGE = 'لطفاً عبارتی برای جستجو وارد کنید';

export function SearchForm() {
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const href = searchHref(input.value);
    if (!href) {
      input.setCustomValidity(EMPTY_QUERY_MESSAGE);
      input.reportValidity();
      return;
    }
    announceNavigation(href);
    router.push(href);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for the older Android browsers many of our visitors use; role="search" on the form is the widely supported landmark.
    <form role="search" action="/search" method="get" onSubmit={submit} className="flex w-full items-stretch">
      <label htmlFor={inputId} className="sr-only">
        جستجو در بازار صنعت
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={200}
        placeholder="جستجوی کالا، خدمات یا تأمین‌کننده…"
        onInput={(event) => event.currentTarget.setCustomValidity('')}
        className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-brand-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-e-lg bg-accent-400 px-4 font-medium text-brand-950 hover:bg-accent-300"
      >
        <SearchIcon size={20} />
        <span>جستجو</span>
      </button>
    </form>
  );
}
