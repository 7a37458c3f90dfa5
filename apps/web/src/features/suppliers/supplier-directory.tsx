// The body every supplier list shares (by type, by search, by category): heading, filters, cards, pager.
import type { Province } from '@bazaar/contracts/geography';
import type { Page } from '@bazaar/contracts/paging';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { totalPagesOf } from '@/components/ui/pagination-window';
import { SupplierCard } from './supplier-card';
import { SupplierBadgeExplanations } from './supplier-card-view.client';
import { SupplierFilters } from './supplier-filters';
import { hasSupplierFilters, type SupplierListState, supplierListHref } from './supplier-list-params';

/** The prefix of the directory's badge explanations (one directory a page). */
const BADGE_LIST = 'sd-';

interface SupplierDirectoryProps {
  heading: string;
  /** Breadcrumb, search form or anything else above the heading. */
  before?: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  pathname: string;
  state: SupplierListState;
  provinces: Province[];
  result: Page<SupplierSummary>;
  /** A control the page adds to each card (the favourite heart). */
  cardAction?: (supplier: SupplierSummary) => ReactNode;
}

export function SupplierDirectory({
  heading,
  before,
  intro,
  pathname,
  state,
  provinces,
  result,
  cardAction,
}: SupplierDirectoryProps) {
  const totalPages = totalPagesOf(result.total, result.pageSize);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {before}
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{heading}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}

      <div className="mt-6">
        <SupplierFilters pathname={pathname} state={state} provinces={provinces} />
      </div>

      {result.total > 0 ? (
        <p className="mt-6 text-slate-700" data-testid="supplier-count">
          {formatNumberFa(result.total)} تأمین‌کننده
        </p>
      ) : null}

      {result.items.length > 0 ? (
        <>
          <ul className="mt-3 grid gap-5 md:grid-cols-2" aria-label="تأمین‌کنندگان">
            {result.items.map((supplier) => (
              <li key={supplier.id}>
                <SupplierCard supplier={supplier} action={cardAction?.(supplier)} badgeList={BADGE_LIST} />
              </li>
            ))}
          </ul>
          <SupplierBadgeExplanations
            prefix={BADGE_LIST}
            levels={result.items.map((supplier) => supplier.verificationLevel)}
          />
          <Pagination
            page={state.page}
            totalPages={totalPages}
            hrefFor={(page) => supplierListHref(pathname, { ...state, page })}
          />
        </>
      ) : totalPages > 0 && state.page > totalPages ? (
        <PastLastPage
          page={state.page}
          lastPage={totalPages}
          href={supplierListHref(pathname, { ...state, page: totalPages })}
        />
      ) : (
        <div className="mt-6">
          <EmptyState
            title="تأمین‌کننده‌ای با این مشخصات پیدا نشد"
            actions={
              hasSupplierFilters(state) ? (
                <Link href={pathname} className={buttonClass('secondary')}>
                  حذف فیلترها
                </Link>
              ) : null
            }
          >
            {hasSupplierFilters(state)
              ? 'فیلترها را کمتر کنید یا استان دیگری را انتخاب کنید.'
              : 'هنوز تأمین‌کننده‌ای در این بخش ثبت نشده است.'}
          </EmptyState>
        </div>
      )}
    </div>
  );
}
