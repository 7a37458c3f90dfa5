// One supplier in a listing: who, how far verified, where, what it does, and how many delegations.
import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import type { SupplierSummary } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MapPinIcon, StoreIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { SupplierAvatar } from './supplier-avatar';
import { excerptPreview, formatPlace } from './supplier-display';
import { supplierHref } from './supplier-links';

interface SupplierCardProps {
  supplier: SupplierSummary;
  /** h2 in a list that is the page's main content, h3 inside a section of its own. */
  headingLevel?: 'h2' | 'h3';
  /** A control beside the name that the page adds (the favourite heart). */
  action?: ReactNode;
}

export function SupplierCard({ supplier, headingLevel: Heading = 'h2', action }: SupplierCardProps) {
  const headingId = `supplier-${supplier.id}`;
  const place = formatPlace(supplier.city, supplier.province);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <SupplierAvatar supplier={supplier} />
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className="text-lg leading-8 font-bold">
            <Link href={supplierHref(supplier)} className="text-brand-900 hover:text-brand-700 hover:underline">
              {toPersianDigitsInText(supplier.name)}
            </Link>
          </Heading>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <VerificationBadge level={supplier.verificationLevel} />
            {place ? (
              <span className="inline-flex items-center gap-1" data-testid="supplier-place">
                <MapPinIcon size={16} className="text-slate-500" />
                {place}
              </span>
            ) : null}
          </div>
        </div>
        {action}
      </div>

      {supplier.excerpt ? (
        <p className="mt-4 line-clamp-3 leading-7 text-slate-700">{excerptPreview(supplier.excerpt)}</p>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4 text-sm">
        <ul aria-label="دسته‌های فعالیت" className="flex flex-wrap gap-2">
          {supplier.categoryTypes.map((type) => (
            <li key={type} className="rounded-md bg-brand-50 px-2 py-0.5 text-brand-800">
              {CATEGORY_TYPE_LABELS[type]}
            </li>
          ))}
        </ul>
        <span className="ms-auto inline-flex items-center gap-1 text-slate-700">
          <StoreIcon size={16} className="text-slate-500" />
          {supplier.delegationCount > 0 ? `${formatNumberFa(supplier.delegationCount)} نمایندگی` : 'بدون نمایندگی'}
        </span>
      </div>
    </article>
  );
}
