// One supplier in a listing: who, how far verified, where, what it does, and how many delegations. The card is
// drawn by a client component from these strings (supplier-card-view.client.tsx), so a list of twenty suppliers
// sends their data in the React payload, not each card's markup again (issue 34).
import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { ReactNode } from 'react';
import { readableSegment } from '@/lib/readable-segment';
import { type SupplierCardData, SupplierCardItem } from './supplier-card-view.client';
import { excerptPreview, formatPlace } from './supplier-display';
import { canonicalSupplierSlug } from './supplier-links';

export function supplierCardData(supplier: SupplierSummary): SupplierCardData {
  return {
    id: supplier.id,
    name: toPersianDigitsInText(supplier.name),
    // The slug left readable, as the product cards' links (lib/readable-segment.ts).
    href: `/supplier/${supplier.id}/${readableSegment(canonicalSupplierSlug(supplier))}`,
    logoUrl: supplier.logoUrl,
    verificationLevel: supplier.verificationLevel,
    place: formatPlace(supplier.city, supplier.province),
    excerpt: supplier.excerpt ? excerptPreview(supplier.excerpt) : '',
    types: supplier.categoryTypes.map((type) => CATEGORY_TYPE_LABELS[type]),
    delegations:
      supplier.delegationCount > 0 ? `${formatNumberFa(supplier.delegationCount)} نمایندگی` : 'بدون نمایندگی',
  };
}

interface SupplierCardProps {
  supplier: SupplierSummary;
  /** h2 in a list that is the page's main content, h3 inside a section of its own. */
  headingLevel?: 'h2' | 'h3';
  /** A control beside the name that the page adds (the favourite heart). */
  action?: ReactNode;
  /** In a list: the prefix of the list's badge explanations (SupplierBadgeExplanations). */
  badgeList?: string;
}

export function SupplierCard({ supplier, headingLevel = 'h2', action, badgeList }: SupplierCardProps) {
  return (
    <SupplierCardItem
      card={supplierCardData(supplier)}
      headingLevel={headingLevel}
      action={action}
      badgeList={badgeList}
    />
  );
}
