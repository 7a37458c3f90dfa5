// How a product listing's size is said: exact up to the API's cap, "more than N" past it (the API stops
// counting there; see LISTING_COUNT_CAP), and how many pages the pager may offer.
import type { ProductPage } from '@bazaar/contracts/catalog-products';
import { formatNumberFa } from '@bazaar/fa/digits';
import { pageExists, totalPagesOf } from '@/components/ui/pagination-window';

type Counted = Pick<ProductPage, 'total' | 'totalCapped' | 'pageSize'>;

/** «۴۲» or «بیش از ۵۰۰». */
export function productCountFa(page: Pick<ProductPage, 'total' | 'totalCapped'>): string {
  return page.totalCapped ? `بیش از ${formatNumberFa(page.total)}` : formatNumberFa(page.total);
}

/**
 * Pages the pager offers: every counted page and, when the API stopped counting, the page that holds the
 * one product it saw past its cap (a capped count means at least `total + 1` exist). Never a page that
 * may be empty: with 24 a page and a count capped at 100, that is page 5, not 6.
 */
export function productPagesOf(page: Counted): number {
  return totalPagesOf(page.total + (page.totalCapped ? 1 : 0), page.pageSize);
}

/** Whether a requested page may exist; page 1 always does (it may be empty). */
export function productPageExists(requested: number, page: Counted): boolean {
  return pageExists(requested, productPagesOf(page) * page.pageSize, page.pageSize);
}
