// The body every article listing shares (type, label, category, supplier): the cards, the pager, or a
// plain "nothing yet" box.
import type { PageSummary } from '@bazaar/contracts/content-pages';
import type { Page } from '@bazaar/contracts/paging';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { ComponentType, ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { totalPagesOf } from '@/components/ui/pagination-window';
import { pageCardRow } from './page-card';
import { PageCardGrid } from './page-card-view.client';

interface PageListProps {
  result: Page<PageSummary>;
  /** URL of a page number of this listing. */
  hrefFor: (page: number) => string;
  emptyTitle: string;
  emptyActions?: ReactNode;
  inSupplierFrame?: boolean;
  /** A client component the page adds to each card, given the article's id (the favourite heart, ArticleHeart). */
  CardAction?: ComponentType<{ id: number }>;
}

export function PageList({ result, hrefFor, emptyTitle, emptyActions, inSupplierFrame, CardAction }: PageListProps) {
  const totalPages = totalPagesOf(result.total, result.pageSize);
  if (result.items.length === 0) {
    // Past the end of a list that has articles (an old link, a list that shrank): say so, link the last page.
    if (result.total > 0) {
      return <PastLastPage page={result.page} lastPage={totalPages} href={hrefFor(totalPages)} />;
    }
    return <EmptyState title={emptyTitle} actions={emptyActions} />;
  }
  return (
    <>
      <p className="text-slate-700" data-testid="page-count">
        {formatNumberFa(result.total)} مطلب
      </p>
      <PageCardGrid
        rows={result.items.map((page) => pageCardRow(page, inSupplierFrame))}
        headingLevel="h2"
        label="مطالب"
        className="mt-3 grid gap-5 md:grid-cols-2 xl:grid-cols-3"
        Action={CardAction}
      />
      <Pagination page={result.page} totalPages={totalPages} hrefFor={hrefFor} />
    </>
  );
}
