'use client';
// One supplier in a listing, drawn on the client from its few strings (supplierCardData in supplier-card.tsx):
// the React payload carries the card's data, not its whole markup a second time (issue 34; decision 055 did
// the same for product cards). Short classes and CSS-drawn icons: `.sc*`, `.pc-*`, `.ic-*` in globals.css.
import type { VerificationLevel } from '@bazaar/contracts/verification-levels';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { VerificationBadge, VerificationExplanations } from '@/components/ui/verification-badge';
import { SupplierAvatar } from './supplier-avatar';

export interface SupplierCardData {
  id: number;
  name: string;
  href: string;
  logoUrl: string | null;
  verificationLevel: VerificationLevel;
  place: string | null;
  /** The excerpt as shown (cut at a word), or empty. */
  excerpt: string;
  /** The Persian names of its category types. */
  types: string[];
  /** «۳ نمایندگی» or «بدون نمایندگی». */
  delegations: string;
}

interface SupplierCardItemProps {
  card: SupplierCardData;
  /** h2 in a list that is the page's main content, h3 inside a section of its own. */
  headingLevel?: 'h2' | 'h3';
  /** A control beside the name that the page adds (the favourite heart). */
  action?: ReactNode;
  /** In a list: the prefix of the list's badge explanations (SupplierBadgeExplanations, VerificationBadge's `list`). */
  badgeList?: string;
}

export function SupplierCardItem({ card, headingLevel: Heading = 'h2', action, badgeList }: SupplierCardItemProps) {
  const headingId = `supplier-${card.id}`;
  return (
    <article aria-labelledby={headingId} className="sc">
      <div className="sc-head">
        <SupplierAvatar supplier={card} />
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className="text-lg leading-8 font-bold">
            <Link href={card.href} className="pc-link">
              {card.name}
            </Link>
          </Heading>
          <div className="pc-where text-sm">
            <VerificationBadge level={card.verificationLevel} list={badgeList} />
            {card.place ? (
              <span className="pc-place bi-pin" data-testid="supplier-place">
                {card.place}
              </span>
            ) : null}
          </div>
        </div>
        {action}
      </div>
      {card.excerpt ? <p className="sc-excerpt">{card.excerpt}</p> : null}
      <div className="sc-foot">
        <ul aria-label="دسته‌های فعالیت">
          {card.types.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
        <span className="pc-place bi-store ms-auto">{card.delegations}</span>
      </div>
    </article>
  );
}

/** A list's one explanation of each level its cards' badges show (drawn here: the payload carries the levels). */
export function SupplierBadgeExplanations(props: { prefix: string; levels: VerificationLevel[] }) {
  return <VerificationExplanations {...props} />;
}
