'use client';
import type { Suggestion, SuggestionGroup, Suggestions, TitlePart } from '@bazaar/contracts/search';
// Header search: an ARIA 1.2 combobox with a listbox popup (issue 15). After two letters it shows the API's
// grouped suggestions (categories, products, suppliers, articles, popular searches) and a «همه نتایج»
// option; with fewer letters, this browser's recent searches (localStorage, never sent anywhere). Arrow
// keys move through the options (aria-activedescendant), Enter opens the active one or searches, Escape
// closes the list (and clears the box when it is already closed); a polite live region says how many
// suggestions there are.
//
// Without JavaScript the form GETs /search?q=… and the route handler there redirects to /search/{key}.
// This file ships with the header on every page, so it imports no schemas (zod) and no client library:
// the suggestions are fetched with fetch() and typed by the contract's types only.
import {
  SEARCH_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  SUGGESTION_KIND_LABELS,
  SUGGESTIONS_PATH,
} from '@bazaar/contracts/search-kinds';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { normalizeForSearch } from '@bazaar/fa/normalize';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { announceNavigation } from '@/lib/navigation-events';
import { type RecentSearch, readRecentSearches, rememberSearch } from './recent-searches';
import { searchHref } from './search-href';

const EMPTY_QUERY_MESSAGE = 'لطفاً عبارتی برای جستجو وارد کنید';
const DEBOUNCE_MS = 120;

interface Option {
  key: string;
  parts: TitlePart[];
  subtitle: string | null;
  href: string;
  /** The «همه نتایج» option: searches instead of opening one object. */
  all?: boolean;
}

interface OptionGroup {
  label: string;
  options: Option[];
}

function suggestionOption(item: Suggestion, index: number): Option {
  return { key: `${item.kind}-${item.id ?? index}`, parts: item.titleParts, subtitle: item.subtitle, href: item.url };
}

function recentOption(recent: RecentSearch): Option {
  return {
    key: `recent-${recent.query}`,
    parts: [{ text: recent.query, hit: false }],
    subtitle: null,
    href: recent.href,
  };
}

export function SearchForm() {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [answer, setAnswer] = useState<{ query: string; groups: SuggestionGroup[]; total: number } | null>(null);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [active, setActive] = useState(-1);

  const typed = normalizeForSearch(value);
  const asking = [...typed.replace(/ /g, '')].length >= SUGGEST_MIN_LENGTH;

  // Suggestions for what is typed, a moment after the typing pauses; a newer request cancels an older one.
  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/v1${SUGGESTIONS_PATH}?q=${encodeURIComponent(typed)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then(async (response) => {
          if (!response.ok) return;
          const body = (await response.json()) as Suggestions;
          setAnswer({ query: typed, groups: body.groups, total: body.total });
          setActive(-1);
        })
        .catch(() => {
          // Offline or cancelled: the box still searches on Enter.
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [asking, typed]);

  const groups: OptionGroup[] = useMemo(() => {
    if (!asking) {
      return recent.length ? [{ label: 'جستجوهای اخیر شما', options: recent.map(recentOption) }] : [];
    }
    if (!answer || answer.query !== typed) return [];
    const found = answer.groups.map((group) => ({
      label: SUGGESTION_KIND_LABELS[group.kind],
      options: group.items.map(suggestionOption),
    }));
    const href = searchHref(typed);
    if (href) {
      found.push({
        label: 'جستجوی کامل',
        options: [
          {
            key: 'all',
            parts: [{ text: `همه نتایج برای «${toPersianDigitsInText(typed)}»`, hit: false }],
            subtitle: null,
            href,
            all: true,
          },
        ],
      });
    }
    return found;
  }, [asking, answer, typed, recent]);

  const options = groups.flatMap((g) => g.options);
  const open = focused && !dismissed && options.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const suggestionCount = asking && answer?.query === typed ? answer.total : null;

  function go(href: string, query: string) {
    if (query) setRecent(rememberSearch(query, searchHref(query) ?? href));
    setDismissed(true);
    setActive(-1);
    inputRef.current?.blur();
    announceNavigation(href);
    router.push(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const option = open && active >= 0 ? options[active] : undefined;
    if (option) {
      go(option.href, typed);
      return;
    }
    const href = searchHref(input.value);
    if (!href) {
      input.setCustomValidity(EMPTY_QUERY_MESSAGE);
      input.reportValidity();
      return;
    }
    go(href, typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setDismissed(false);
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setDismissed(false);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        setDismissed(true);
        break;
    }
  }

  let index = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for the older Android browsers many of our visitors use; role="search" on the form is the widely supported landmark.
    <form role="search" action="/search" method="get" onSubmit={submit} className="relative flex w-full items-stretch">
      <label htmlFor={inputId} className="sr-only">
        جستجو در بازار صنعت
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH * 2}
        placeholder="جستجوی کالا، خدمات یا تأمین‌کننده…"
        value={value}
        onChange={(event) => {
          event.currentTarget.setCustomValidity('');
          setValue(event.currentTarget.value);
          setDismissed(false);
          setActive(-1);
        }}
        onFocus={() => {
          setFocused(true);
          setRecent(readRecentSearches());
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-brand-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-e-lg bg-accent-400 px-4 font-medium text-brand-950 hover:bg-accent-300"
      >
        <SearchIcon size={20} />
        <span>جستجو</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label="پیشنهادهای جستجو"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg bg-white py-1 text-slate-900 shadow-xl ring-1 ring-slate-300"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox is role="group" (ARIA 1.2 combobox pattern); a <fieldset> is for form controls.
          <div key={group.label} role="group" aria-label={group.label} className="py-1">
            <div aria-hidden="true" className="px-3 pt-1 pb-0.5 text-sm font-bold text-slate-600">
              {group.label}
            </div>
            {group.options.map((option) => {
              index += 1;
              const mine = index;
              return (
                <div
                  key={option.key}
                  id={optionId(mine)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={mine === active}
                  // Keep the focus in the box: a click chooses without blurring first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.href, typed)}
                  onKeyDown={() => undefined}
                  onMouseMove={() => setActive(mine)}
                  className={clsx(
                    'flex cursor-pointer flex-col px-3 py-2 leading-6',
                    mine === active
                      ? 'bg-brand-100 outline-2 -outline-offset-2 outline-brand-700'
                      : 'hover:bg-slate-50',
                    option.all && 'font-bold text-brand-800',
                  )}
                >
                  <span>
                    {option.parts.map((part, i) =>
                      part.hit ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed split of one title.
                        <mark key={i} className="rounded-sm bg-accent-100 font-bold text-inherit">
                          {toPersianDigitsInText(part.text)}
                        </mark>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                        <span key={i}>{toPersianDigitsInText(part.text)}</span>
                      ),
                    )}
                  </span>
                  {option.subtitle ? (
                    <span className="text-sm text-slate-600">{toPersianDigitsInText(option.subtitle)}</span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {focused && suggestionCount !== null
          ? suggestionCount > 0
            ? `${formatNumberFa(suggestionCount)} پیشنهاد؛ با کلیدهای جهت بالا و پایین مرور کنید`
            : 'پیشنهادی پیدا نشد؛ برای جستجوی کامل Enter را بزنید'
          : ''}
      </p>
    </form>
  );
}
