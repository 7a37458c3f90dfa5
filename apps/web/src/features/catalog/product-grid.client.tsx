'use client';
// The cards of a product list as a client component: the page's React payload carries each card's few
// formatted strings (product-card.tsx, productCardData) instead of its whole markup a second time. The
// control beside each title (the heart) comes as one client component the grid draws per card, not as a
// rendered element per card.
import type { ComponentType } from 'react';
import { type ProductCardData, ProductCardView, type ProductCardViewProps } from './product-card-view';

interface ProductGridProps {
  cards: ProductCardData[];
  /** Drawn beside each card's title with the card's product id (the favourite heart, ProductHeart). */
  Action?: ComponentType<{ productId: number }>;
  /** The grid's columns (a list's three, a product page's row of related products four); minmax(0, 1fr) ones
   * (`grid-cols-*`, also on phones) because the cards below the screen skip layout (`.pc-list`, globals.css). */
  className?: string;
  label?: string;
  /** The grid opens the page (a list's results): its first pictures load at once (ProductCardView). */
  leading?: boolean;
}

export function ProductGrid({
  cards,
  Action,
  className = 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
  label = 'محصولات',
  leading = false,
}: ProductGridProps) {
  return (
    // A list's results (`leading`) skip layout below the screen (`.pc-list`, globals.css); a short row does not.
    <ul className={leading ? `pc-list ${className}` : className} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCardView
            card={card}
            headingLevel="h3"
            action={Action ? <Action productId={card.id} /> : null}
            position={leading ? index : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/** One card, for a page that places it itself (ProductCard in product-card.tsx): its payload is the card's data. */
export function ProductCardItem(props: ProductCardViewProps) {
  return <ProductCardView {...props} />;
}
