// The body every product list shares (category, supplier in a category, search): filter panel beside the
// results, with count, sort, cards, pager, and the empty and "filters refused" states.
import { PRODUCT_SORT_LABELS, type ProductPage } from '@bazaar/contracts/catalog-products';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { hasProductListErrors, type ProductListErrors } from './filter-errors';
import { FilterSheet } from './filter-sheet.client';
import { productCardRows } from './product-card';
import { productCountFa, productPageExists, productPagesOf } from './product-count';
import { PRODUCT_FILTER_FORM_ID, ProductFilterPanel } from './product-filter-panel';
import { ProductGrid } from './product-grid.client';
import { activeFilterCount, hasProductFilters, type ProductListState, productListHref } from './product-list-params';

interface ProductListViewProps {
  pathname: string;
  properties: CategoryProperty[];
  state: ProductListState;
  /** null when the API refused the query (see `errors`). */
  result: ProductPage | null;
  errors: ProductListErrors | null;
  /** What the empty state says when nothing is filtered. */
  emptyText: ReactNode;
  /** A client component the page adds to each card, given its product id (the favourite heart, ProductHeart). */
  CardAction?: ComponentType<{ productId: number }>;
}

function SortSelect({ state }: { state: ProductListState }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="product-sort" className="text-sm font-medium text-slate-800">
        مرتب‌سازی
      </label>
      <select
        // Remount on a new URL so the choice shown is the list's (an uncontrolled select keeps its own).
        key={state.sort}
        id="product-sort"
        name="sort"
        form={PRODUCT_FILTER_FORM_ID}
        defaultValue={state.sort}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 hover:border-brand-400"
      >
        {Object.entries(PRODUCT_SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProductListView({
  pathname,
  properties,
  state,
  result,
  errors,
  emptyText,
  CardAction,
}: ProductListViewProps) {
  const schema = filterablePropertiesOf(properties);
  const clearHref = state.q ? `${pathname}?${new URLSearchParams({ q: state.q })}` : pathname;
  const filtered = hasProductFilters({ ...state, q: '' });
  return (
    <div className="mt-4 grid items-start gap-4 md:mt-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-6">
      {/* Below lg the filters open as a sheet from a button, so the results come first. */}
      <FilterSheet activeCount={activeFilterCount(state)}>
        <ProductFilterPanel pathname={pathname} properties={properties} state={state} errors={errors} />
      </FilterSheet>

      <section id="product-results" aria-labelledby="product-results-heading" className="scroll-mt-4">
        <h2 id="product-results-heading" className="sr-only">
          نتایج
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700" data-testid="product-count" aria-live="polite">
            {result ? `${productCountFa(result)} محصول` : null}
          </p>
          <SortSelect state={state} />
        </div>

        {hasProductListErrors(errors) ? (
          <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-bold">بعضی از فیلترها قابل اعمال نیستند؛ موارد مشخص‌شده را اصلاح کنید.</p>
            {errors.general.length > 0 ? (
              <ul className="mt-2 list-inside list-disc">
                {errors.general.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        {result && result.items.length > 0 ? (
          <>
            <ProductGrid leading cards={productCardRows(result.items)} Action={CardAction} badgeList="pl-" />
            <Pagination
              page={state.page}
              totalPages={productPagesOf(result)}
              hrefFor={(page) => productListHref(pathname, { ...state, page }, schema)}
            />
          </>
        ) : result && !productPageExists(state.page, result) ? (
          <PastLastPage
            page={state.page}
            lastPage={productPagesOf(result)}
            href={productListHref(pathname, { ...state, page: productPagesOf(result) }, schema)}
          />
        ) : result ? (
          <div className="mt-4">
            <EmptyState
              title="محصولی با این مشخصات پیدا نشد"
              actions={
                filtered ? (
                  <Link href={clearHref} className={buttonClass('secondary')}>
                    پاک کردن فیلترها
                  </Link>
                ) : null
              }
            >
              {filtered ? 'بازهٔ فیلترها را بازتر کنید یا بعضی از آن‌ها را بردارید.' : emptyText}
            </EmptyState>
          </div>
        ) : null}
      </section>
    </div>
  );
}
