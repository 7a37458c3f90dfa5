'use client';
// The cards of a product list as a client component: the page's React payload carries each card's few
// formatted strings (product-card.tsx, productCardData) instead of its whole markup a second time. The
// controls beside the titles (hearts) come in rendered, one per card.
import type { ReactNode } from 'react';
import { type ProductCardData, ProductCardView } from './product-card';

interface ProductGridProps {
  cards: ProductCardData[];
  actions: ReactNode[];
  /** The grid's columns (a list's three, a product page's row of related products four). */
  className?: string;
  label?: string;
  /** The grid opens the page (a list's results): its first pictures load at once (ProductCardView). */
  leading?: boolean;
}

export function ProductGrid({
  cards,
  actions,
  className = 'mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
  label = 'محصولات',
  leading = false,
}: ProductGridProps) {
  return (
    <ul className={className} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCardView
            card={card}
            headingLevel="h3"
            action={actions[index]}
            position={leading ? index : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
