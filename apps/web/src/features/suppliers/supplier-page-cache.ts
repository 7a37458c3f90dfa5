// A supplier's page from the page cache (issue 34, docs/decisions/062): its sections are a bounded set
// (`?section=`), so the proxy rewrites `/supplier/{id}/{slug}?section=s` to the cached route
// `/supplier/{id}/{slug}/cached/{s}`, one ISR entry per supplier and section, the same page for every
// visitor, signed in or not (their own parts come from the browser, lib/personal.ts). Any other query is
// noise to this page (utm_…, fbclid) and is dropped, as a product list drops it (decision 026).
import { DEFAULT_SUPPLIER_SECTION, SUPPLIER_SECTIONS, type SupplierSection } from './supplier-links';

export const SUPPLIER_CACHE_SEGMENT = 'cached';

/** The cached route's address: groups id, slug and section, as requested (percent-encoded). */
export const CACHED_SUPPLIER_PATH = new RegExp(
  `^/supplier/(?<id>[^/]+)/(?<slug>[^/]+)/${SUPPLIER_CACHE_SEGMENT}/(?<section>[^/]+)$`,
);

export function isSupplierSection(value: string | null | undefined): value is SupplierSection {
  return (SUPPLIER_SECTIONS as readonly string[]).includes(value ?? '');
}

/** An unknown or missing section opens the default one rather than failing (as the page always did). */
export function supplierSectionOf(value: string | null | undefined): SupplierSection {
  return isSupplierSection(value) ? value : DEFAULT_SUPPLIER_SECTION;
}

/** Where the proxy rewrites a supplier page request (its pathname already canonical). */
export function cachedSupplierTarget(url: URL): URL {
  const target = new URL(url);
  target.pathname = `${url.pathname}/${SUPPLIER_CACHE_SEGMENT}/${supplierSectionOf(url.searchParams.get('section'))}`;
  target.search = '';
  // Next's own marker of a client navigation's payload request survives the rewrite.
  const rsc = url.searchParams.get('_rsc');
  if (rsc !== null) target.searchParams.set('_rsc', rsc);
  return target;
}
