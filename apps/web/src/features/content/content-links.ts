// URLs of the content pages (spec section 2). An article's `{title}` segment is the API's slug; the proxy
// answers 301 when a request carries another one.
import type { CategoryType } from '@bazaar/contracts/categories';
import { persianSlug } from '@bazaar/fa/normalize';
import { readableSegment } from '@/lib/readable-segment';

interface PageRef {
  id: number;
  slug: string;
}

/** The canonical `{title}` segment, decoded: the slug, or the id when the title left nothing usable. */
export function canonicalPageSlug(page: PageRef): string {
  return page.slug || String(page.id);
}

/** `/contents/{pageId}/{title}` */
export function contentPageHref(page: PageRef): string {
  return `/contents/${page.id}/${encodeURIComponent(canonicalPageSlug(page))}`;
}

/** `contentPageHref` with the slug left readable, for links repeated in lists (lib/readable-segment.ts). */
export function contentPageLinkPath(page: PageRef): string {
  return `/contents/${page.id}/${readableSegment(canonicalPageSlug(page))}`;
}

/** `/contents/{pageId}/supplier/{supplierId}/{title}`: the same article in the frame of its supplier. */
export function supplierContentPageHref(page: PageRef, supplier: { id: number }): string {
  return `/contents/${page.id}/supplier/${supplier.id}/${encodeURIComponent(canonicalPageSlug(page))}`;
}

/** `supplierContentPageHref` with the slug left readable, for links repeated in lists. */
export function supplierContentPageLinkPath(page: PageRef, supplier: { id: number }): string {
  return `/contents/${page.id}/supplier/${supplier.id}/${readableSegment(canonicalPageSlug(page))}`;
}

/** `/contents/label/{title}` */
export function contentLabelHref(label: string): string {
  return `/contents/label/${encodeURIComponent(label)}`;
}

/** `/contents/{contentTypeId}` */
export function contentTypeHref(contentType: { id: number }): string {
  return `/contents/${contentType.id}`;
}

/** `/page/{uniquePageName}`: static pages (about, terms, …). */
export function staticPageHref(uniquePageName: string): string {
  return `/page/${encodeURIComponent(uniquePageName)}`;
}

/** `/category/contents/{categoryType}/{categoryId}/{name}`, with the category pages' slug rule. */
export function categoryContentsHref(
  categoryType: CategoryType,
  category: { id: number; slug: string; name: string },
): string {
  const slug = category.slug || persianSlug(category.name) || String(category.id);
  return `/category/contents/${categoryType}/${category.id}/${encodeURIComponent(slug)}`;
}

/** A listing's `pathname` (already encoded), with `?page=` for any page but the first. */
export function listingHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
