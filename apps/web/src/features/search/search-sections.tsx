// The sections of the search page (/search/{key}) beside its products: the facets that narrow the products by
// category type and category (each a link, so the state stays in the URL), and the lists of suppliers and articles.
import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import type { SearchResult } from '@bazaar/contracts/search';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import Link from 'next/link';
import { HighlightedTitle } from './highlighted-title';
import { type SearchState, searchStateHref } from './search-state';

const fa = (text: string) => toPersianDigitsInText(text);

export function SearchFacets({ query, state, result }: { query: string; state: SearchState; result: SearchResult }) {
  const { categoryTypes, categories } = result.facets;
  const link = 'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 hover:bg-brand-50';
  return (
    <nav aria-label="پالایش نتایج" className="rounded-xl bg-white p-3 ring-1 ring-slate-200 lg:self-start">
      {state.categoryType || state.categoryId ? (
        <Link
          href={searchStateHref(query, state, { categoryType: undefined, categoryId: undefined })}
          className="mb-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
        >
          حذف پالایش‌ها
        </Link>
      ) : null}
      <h3 className="px-3 pt-1 font-bold text-slate-900">نوع</h3>
      <ul className="mt-1">
        {categoryTypes.map((facet) => {
          const on = state.categoryType === facet.categoryType;
          return (
            <li key={facet.categoryType}>
              <Link
                href={searchStateHref(query, state, { categoryType: on ? undefined : facet.categoryType })}
                aria-current={on ? 'true' : undefined}
                className={clsx(link, on && 'bg-brand-50 font-bold text-brand-900')}
              >
                <span>{CATEGORY_TYPE_LABELS[facet.categoryType]}</span>
                <span className="text-sm text-slate-600">{formatNumberFa(facet.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {categories.length > 0 ? (
        <>
          <h3 className="mt-3 px-3 font-bold text-slate-900">دسته</h3>
          <ul className="mt-1">
            {categories.map((facet) => {
              const on = state.categoryId === facet.id;
              return (
                <li key={facet.id}>
                  <Link
                    href={searchStateHref(query, state, { categoryId: on ? undefined : facet.id })}
                    aria-current={on ? 'true' : undefined}
                    className={clsx(link, on && 'bg-brand-50 font-bold text-brand-900')}
                  >
                    <span>{fa(facet.name)}</span>
                    <span className="text-sm text-slate-600">{formatNumberFa(facet.count)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </nav>
  );
}

export function OtherResults({
  id,
  title,
  section,
}: {
  id: string;
  title: string;
  section: SearchResult['suppliers'];
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title} ({formatNumberFa(section.total)})
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <Link href={item.url} className="font-bold text-brand-900 hover:underline">
              <HighlightedTitle parts={item.titleParts} />
            </Link>
            {item.subtitle ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{fa(item.subtitle)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
