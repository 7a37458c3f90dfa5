// URLs of the product pages (spec section 2). `{name}` segments carry the API's slug; the proxy answers
// 301 when a request carries another one.
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { CategoryType } from '@bazaar/contracts/categories';
import { persianSlug } from '@bazaar/fa/normalize';
import { readableSegment } from '@/lib/readable-segment';

interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

/** The canonical `{name}` segment of a product, decoded: its slug, or its id when the title left nothing. */
export function canonicalProductSlug(product: Pick<ProductSummary, 'id' | 'slug'>): string {
  return product.slug || String(product.id);
}

export function productHref(product: Pick<ProductSummary, 'id' | 'slug'>): string {
  return `/products/${product.id}/${encodeURIComponent(canonicalProductSlug(product))}`;
}

/**
 * The same address with its slug left readable (an IRI): the browser encodes it when it follows the link.
 * For links repeated in lists, where the encoded form of a Persian slug is three times the bytes (issue 18).
 * Canonical links, sitemaps and structured data keep `productHref`.
 */
export function productLinkPath(product: Pick<ProductSummary, 'id' | 'slug'>): string {
  return `/products/${product.id}/${readableSegment(canonicalProductSlug(product))}`;
}

/** Same slug rule as the category pages (categoryHref), so the proxy checks both with one resolver. */
function categorySlugSegment(category: CategoryRef): string {
  return encodeURIComponent(category.slug || persianSlug(category.name) || String(category.id));
}

/** `/products/category/{id}/{slug}`: the filtered product list of a category. */
export function categoryProductsHref(category: CategoryRef): string {
  return `/products/category/${category.id}/${categorySlugSegment(category)}`;
}

/** `categoryProductsHref` with the slug left readable (lib/readable-segment.ts): the list's own links (its form,
 * pages) and links to it repeated on a page; the browser encodes it when it follows the link (issue 34). */
export function categoryProductsLinkPath(category: CategoryRef): string {
  return `/products/category/${category.id}/${readableSegment(category.slug || persianSlug(category.name) || String(category.id))}`;
}

/** `/products/category/{categoryId}/supplier/{supplierId}`: one supplier's products in a category. */
export function supplierCategoryProductsHref(categoryId: number, supplierId: number): string {
  return `/products/category/${categoryId}/supplier/${supplierId}`;
}

/** `/products/search/{categoryType}`, with `?q=` when there is something to search for. */
export function productSearchHref(categoryType: CategoryType, q = ''): string {
  const text = q.trim();
  return text ? `/products/search/${categoryType}?q=${encodeURIComponent(text)}` : `/products/search/${categoryType}`;
}

export function canonicalBaseProductSlug(baseProduct: { id: number; slug: string }): string {
  return baseProduct.slug || String(baseProduct.id);
}

/** `/products/base-product/{id}/{slug}`: the generic item and every supplier's offer of it. */
export function baseProductHref(baseProduct: { id: number; slug: string }): string {
  return `/products/base-product/${baseProduct.id}/${encodeURIComponent(canonicalBaseProductSlug(baseProduct))}`;
}
