// A product card as the pages use it: `ProductCard` places one on a server-rendered page, `productCardData` and
// `ProductCardView` (product-card-view.tsx) are the card's strings and markup that product grids draw.
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { ReactNode } from 'react';
import { productCardData } from './product-card-view';
import { ProductCardItem } from './product-grid.client';

export {
  type ProductCardData,
  type ProductCardRow,
  type ProductCardRows,
  ProductCardView,
  productCardData,
  productCardRows,
} from './product-card-view';

interface ProductCardProps {
  product: ProductSummary;
  headingLevel: 'h2' | 'h3' | 'h4';
  action?: ReactNode;
}

/**
 * A single card on a server-rendered page: drawn by the client card (product-grid.client.tsx) from its few
 * strings, so the page's React payload carries the data, not the card's markup a second time (issue 34: on a
 * category page each card's markup was ~3.6 KB of the payload).
 */
export function ProductCard({ product, ...props }: ProductCardProps) {
  return <ProductCardItem card={productCardData(product)} {...props} />;
}
