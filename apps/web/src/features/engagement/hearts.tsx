// The hearts lists add to their cards (`cardAction` of the supplier and article lists, `CardAction` of product lists): icon only,
// state from one request for the whole list.
import type { PageSummary } from '@bazaar/contracts/content-pages';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { FavoriteButton } from './favorite-button.client';

/** The product cards' heart, passed as a component to the product grids (one reference in the payload). */
export { ProductHeart } from './favorite-button.client';

export function supplierHeart(supplier: Pick<SupplierSummary, 'id' | 'name'>) {
  return (
    <FavoriteButton compact objectType="supplier" objectId={supplier.id} title={toPersianDigitsInText(supplier.name)} />
  );
}

export function articleHeart(page: Pick<PageSummary, 'id' | 'title'>) {
  return <FavoriteButton compact objectType="content" objectId={page.id} title={toPersianDigitsInText(page.title)} />;
}
