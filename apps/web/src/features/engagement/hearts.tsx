// The hearts lists add to their cards (`cardAction` of the product, supplier and article lists): icon only,
// state from one request for the whole list.
import type { ProductSummary } from '@bazaar/contracts/catalog';
import type { PageSummary } from '@bazaar/contracts/content';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { FavoriteButton } from './favorite-button.client';

/** Named by its card's heading (`product-{id}`, ProductCardView). */
export function productHeart(product: Pick<ProductSummary, 'id'>) {
  return <FavoriteButton compact objectType="product" objectId={product.id} labelledBy={`product-${product.id}`} />;
}

export function supplierHeart(supplier: Pick<SupplierSummary, 'id' | 'name'>) {
  return (
    <FavoriteButton compact objectType="supplier" objectId={supplier.id} title={toPersianDigitsInText(supplier.name)} />
  );
}

export function articleHeart(page: Pick<PageSummary, 'id' | 'title'>) {
  return <FavoriteButton compact objectType="content" objectId={page.id} title={toPersianDigitsInText(page.title)} />;
}
