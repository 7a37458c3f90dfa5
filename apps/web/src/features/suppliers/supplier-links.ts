// URLs of the supplier pages (spec section 2). The `{name}` segment is the API's slug; the proxy
// answers 301 when a request carries another one.
import type { CategoryType } from '@bazaar/contracts/categories';
import { persianSlug, searchRouteKey } from '@bazaar/fa/normalize';
import { readableSegment } from '@/lib/readable-segment';

interface SupplierRef {
  id: number;
  slug: string;
}

/** The canonical `{name}` segment, decoded: the slug, or the id when a name left nothing usable. */
export function canonicalSupplierSlug(supplier: SupplierRef): string {
  return supplier.slug || String(supplier.id);
}

function supplierSlugSegment(supplier: SupplierRef): string {
  return encodeURIComponent(canonicalSupplierSlug(supplier));
}

export const SUPPLIER_SECTIONS = ['about', 'products', 'contents', 'delegations', 'contact'] as const;
export type SupplierSection = (typeof SUPPLIER_SECTIONS)[number];
export const DEFAULT_SUPPLIER_SECTION: SupplierSection = 'about';

/** `/supplier/{id}/{slug}`, with `?section=` for any section but the default one. */
export function supplierHref(supplier: SupplierRef, section: SupplierSection = DEFAULT_SUPPLIER_SECTION): string {
  const path = `/supplier/${supplier.id}/${supplierSlugSegment(supplier)}`;
  return section === DEFAULT_SUPPLIER_SECTION ? path : `${path}?section=${section}`;
}

/** `supplierHref` with the slug left readable, for links a page repeats (lib/readable-segment.ts): the section tabs. */
export function supplierLinkPath(supplier: SupplierRef, section: SupplierSection = DEFAULT_SUPPLIER_SECTION): string {
  const path = `/supplier/${supplier.id}/${readableSegment(canonicalSupplierSlug(supplier))}`;
  return section === DEFAULT_SUPPLIER_SECTION ? path : `${path}?section=${section}`;
}

export function supplierDelegationsHref(supplier: SupplierRef): string {
  return `/supplier/${supplier.id}/merchantDelegations/${supplierSlugSegment(supplier)}`;
}

export function supplierProductsHref(supplier: Pick<SupplierRef, 'id'>, categoryType: CategoryType): string {
  return `/supplier/${supplier.id}/products/${categoryType}`;
}

export function supplierContentListHref(supplier: Pick<SupplierRef, 'id'>): string {
  return `/supplier/${supplier.id}/content-list`;
}

export function suppliersOfTypeHref(categoryType: CategoryType): string {
  return `/suppliers/${categoryType}`;
}

/** Same slug rule as the category pages (categoryHref), so the proxy can check both with one resolver. */
export function suppliersInCategoryHref(category: { id: number; slug: string; name: string }): string {
  const slug = category.slug || persianSlug(category.name) || String(category.id);
  return `/supplier/category/${category.id}/${encodeURIComponent(slug)}`;
}

/** `suppliersInCategoryHref` with the slug left readable, for links on a page (lib/readable-segment.ts). */
export function suppliersInCategoryLinkPath(category: { id: number; slug: string; name: string }): string {
  const slug = category.slug || persianSlug(category.name) || String(category.id);
  return `/supplier/category/${category.id}/${readableSegment(slug)}`;
}

/** `/suppliers/search/{key}` with the key as typed (searchRouteKey); null when nothing is left. */
export function supplierSearchHref(rawQuery: string): string | null {
  const key = searchRouteKey(rawQuery);
  return key ? `/suppliers/search/${encodeURIComponent(key)}` : null;
}
