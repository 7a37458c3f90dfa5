// The heart a product list adds to each card (ProductListView's `cardAction`): icon only, state from one
// request for the whole list.
import type { ProductSummary } from '@bazaar/contracts/catalog';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { FavoriteButton } from './favorite-button.client';

export function productHeart(product: Pick<ProductSummary, 'id' | 'title'>) {
  return (
    <FavoriteButton compact objectType="product" objectId={product.id} title={toPersianDigitsInText(product.title)} />
  );
}
