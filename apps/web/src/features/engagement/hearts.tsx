// The hearts lists add to their cards (`cardAction` of the supplier lists, `CardAction` of the product and article lists): icon only,
// state from one request for the whole list.
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { FavoriteButton } from './favorite-button.client';

/** The product and article cards' hearts, passed as components to their client grids (one reference in the payload). */
export { ArticleHeart, ProductHeart } from './favorite-button.client';

export function supplierHeart(supplier: Pick<SupplierSummary, 'id' | 'name'>) {
  return (
    <FavoriteButton compact objectType="supplier" objectId={supplier.id} title={toPersianDigitsInText(supplier.name)} />
  );
}
