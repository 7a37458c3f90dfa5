'use client';
// The cards of a product list as a client component: the page's React payload carries each card's few
// formatted strings (product-card.tsx, productCardData) instead of its whole markup a second time. The
// control beside each title (the heart) comes as one client component the grid draws per card, not as a
// rendered element per card.
import { type ComponentType, useId } from 'react';
import { VerificationExplanations } from '@/components/ui/verification-badge';
import {
  cardsOfRows,
  type ProductCardData,
  type ProductCardRows,
  ProductCardView,
  type ProductCardViewProps,
} from './product-card-view';

interface ProductGridProps {
  /** The cards' data; a list passes rows (productCardRows), which carry no key names in the payload. */
  cards: ProductCardData[] | ProductCardRows;
  /** Drawn beside each card's title with the card's product id (the favourite heart, ProductHeart). */
  Action?: ComponentType<{ productId: number }>;
  /** The grid's columns (a list's three, a product page's row of related products four); minmax(0, 1fr) ones
   * (`grid-cols-*`, also on phones) because the cards below the screen skip layout (`.pc-list`, globals.css). */
  className?: string;
  label?: string;
  /** The grid opens the page (a list's results): its first pictures load at once (ProductCardView). */
  leading?: boolean;
  /** The cards' heading level: h3 under a list's own h2, h2 where the cards are the page's main content. */
  headingLevel?: 'h2' | 'h3';
  /** The prefix of the grid's badge explanations when the page has one such grid (shorter than a useId). */
  badgeList?: string;
}

export function ProductGrid({
  cards: given,
  Action,
  className = 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
  label = 'محصولات',
  leading = false,
  headingLevel = 'h3',
  badgeList: fixedBadgeList,
}: ProductGridProps) {
  // The cards' verification badges point at the grid's one explanation of each level (issue 34).
  const generated = useId();
  const badgeList = fixedBadgeList ?? generated;
  const cards = Array.isArray(given) ? given : cardsOfRows(given);
  return (
    <>
      {/* A list's results (`leading`) skip layout below the screen (`.pc-list`, globals.css); a short row does not. */}
      <ul className={leading ? `pc-list ${className}` : className} aria-label={label}>
        {cards.map((card, index) => (
          <li key={card.id}>
            <ProductCardView
              card={card}
              headingLevel={headingLevel}
              action={Action ? <Action productId={card.id} /> : null}
              position={leading ? index : undefined}
              badgeList={badgeList}
            />
          </li>
        ))}
      </ul>
      <VerificationExplanations prefix={badgeList} levels={cards.map((card) => card.verification)} />
    </>
  );
}

/** One card, for a page that places it itself (ProductCard in product-card.tsx): its payload is the card's data. */
export function ProductCardItem(props: ProductCardViewProps) {
  return <ProductCardView {...props} />;
}
