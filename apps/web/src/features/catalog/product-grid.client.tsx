'use client';
// The cards of a product list as a client component: the page's React payload carries each card's few
// formatted strings (product-card.tsx, productCardData) instead of its whole markup a second time. The
// controls beside the titles (hearts) come in rendered, one per card.
import type { ReactNode } from 'react';
import { type ProductCardData, ProductCardView } from './product-card';

export function ProductGrid({ cards, actions }: { cards: ProductCardData[]; actions: ReactNode[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="محصولات">
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCardView card={card} headingLevel="h3" action={actions[index]} />
        </li>
      ))}
    </ul>
  );
}
