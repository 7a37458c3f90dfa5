// Pager of a listing as plain links, so it works without JavaScript and every page has its own URL.
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './pagination-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** URL of a page number, with the listing's other query parameters kept. */
  hrefFor: (page: number) => string;
  /** Names the landmark when a page has more than one pager. */
  label?: string;
}

// `.pg` (globals.css): one short class per item, the current page and the prev/next links told apart by their
// aria-current and rel, instead of a utility list on each item in the HTML and again in the payload (issue 34).

export function Pagination({ page: requested, totalPages, hrefFor, label = 'صفحه‌بندی' }: PaginationProps) {
  if (totalPages <= 1) return null;
  // A page past the end (an old link, a list that shrank) steps back to the last one; no link goes further.
  const beyond = requested > totalPages;
  const page = Math.min(requested, totalPages + 1);
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="pgs">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(beyond ? totalPages : page - 1)} rel="prev" className="pg">
              <ChevronRightIcon size={18} />
              صفحهٔ قبل
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, totalPages), totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own; its position is its key.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === requested ? (
                <span aria-current="page" className="pg">
                  <span className="sr-only">صفحهٔ </span>
                  {formatNumberFa(item)}
                </span>
              ) : (
                <Link href={hrefFor(item)} className="pg">
                  <span className="sr-only">صفحهٔ </span>
                  {formatNumberFa(item)}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className="pg">
              صفحهٔ بعد
              <ChevronLeftIcon size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * What a page past the end of a listing shows instead of a 404: that the page does not exist, and a link
 * to the last page that does.
 */
export function PastLastPage({ page, lastPage, href }: { page: number; lastPage: number; href: string }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p>
        صفحهٔ {formatNumberFa(page)} در این فهرست وجود ندارد؛ فهرست {formatNumberFa(lastPage)} صفحه دارد.
      </p>
      <p className="mt-2">
        <Link href={href} className="font-bold text-brand-800 underline underline-offset-4">
          رفتن به آخرین صفحه ({formatNumberFa(lastPage)})
        </Link>
      </p>
    </div>
  );
}
