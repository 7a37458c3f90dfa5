// URLs of product pages (spec section 2).
import type { ProductSummary } from '@bazaar/contracts/catalog';

export function productHref(product: Pick<ProductSummary, 'id' | 'slug'>): string {
  return `/products/${product.id}/${encodeURIComponent(product.slug || String(product.id))}`;
}
