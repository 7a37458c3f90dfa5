// Filter state of the supplier lists, kept in the URL (`?province=8&verified=1&sort=newest&page=2`) so a
// list is shareable, works with the back button and with a plain GET form when JavaScript is off.
import { SUPPLIER_SORTS, type supplierSortSchema } from '@bazaar/contracts/suppliers';
import type { z } from 'zod';
import { firstParam, parsePageParam, parsePublicId, type SearchParamsRecord } from '@/lib/route-params';

export type SupplierSort = z.infer<typeof supplierSortSchema>;
export const DEFAULT_SUPPLIER_SORT: SupplierSort = 'relevance';

export const SUPPLIER_SORT_LABELS: Record<SupplierSort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  name: 'نام (الفبایی)',
  verification: 'بالاترین سطح احراز',
  oldest_established: 'باسابقه‌ترین',
};

export interface SupplierListState {
  provinceId: number | null;
  verifiedOnly: boolean;
  sort: SupplierSort;
  page: number;
}

const isSort = (value: string | undefined): value is SupplierSort =>
  (SUPPLIER_SORTS as readonly string[]).includes(value ?? '');

/**
 * Reads the filters leniently: an unknown sort or province falls back to "none", so a hand-edited URL
 * still shows a list. Only the page number is strict (null), because a page that cannot exist is a 404.
 */
export function readSupplierListState(searchParams: SearchParamsRecord): SupplierListState | null {
  const page = parsePageParam(searchParams.page);
  if (page === null) return null;
  const sort = firstParam(searchParams.sort);
  return {
    provinceId: parsePublicId(firstParam(searchParams.province)),
    verifiedOnly: ['1', 'true', 'on'].includes(firstParam(searchParams.verified) ?? ''),
    sort: isSort(sort) ? sort : DEFAULT_SUPPLIER_SORT,
    page,
  };
}

/** Query parameters of a state, defaults left out, in a stable order. */
export function supplierListParams(state: SupplierListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.provinceId !== null) params.province = String(state.provinceId);
  if (state.verifiedOnly) params.verified = '1';
  if (state.sort !== DEFAULT_SUPPLIER_SORT) params.sort = state.sort;
  if (state.page > 1) params.page = String(state.page);
  return params;
}

/** `pathname` plus the query of `state` ('' when everything is at its default). */
export function supplierListHref(pathname: string, state: SupplierListState): string {
  const query = new URLSearchParams(supplierListParams(state)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function hasSupplierFilters(state: SupplierListState): boolean {
  return state.provinceId !== null || state.verifiedOnly || state.sort !== DEFAULT_SUPPLIER_SORT;
}

/** Suppliers per page of every supplier list. */
export const SUPPLIER_PAGE_SIZE = 20;

/** The API query of a state (GET /suppliers), filters the URL does not carry left to the caller. */
export function supplierListQuery(state: SupplierListState) {
  return {
    provinceId: state.provinceId ?? undefined,
    verifiedOnly: state.verifiedOnly || undefined,
    sort: state.sort === DEFAULT_SUPPLIER_SORT ? undefined : state.sort,
    page: state.page,
    pageSize: SUPPLIER_PAGE_SIZE,
  };
}
