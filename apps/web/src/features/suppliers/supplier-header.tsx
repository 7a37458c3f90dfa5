// Head of every page about one supplier: logo or initials, name, verification, place, age and size.
import type { SupplierDetail } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HelpLink } from '@/components/ui/help-link';
import { CalendarIcon, EyeIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { SupplierAvatar } from './supplier-avatar';
import { formatPlace, STAFF_SIZE_LABELS } from './supplier-display';
import { supplierHref } from './supplier-links';

interface SupplierHeaderProps {
  supplier: SupplierDetail;
  /**
   * 'page': the name is the page's h1 (the supplier page). 'context': the page has its own h1 (products,
   * delegations, contents) and the name links back to the supplier page.
   */
  variant: 'page' | 'context';
  /** Beside the facts on wide screens, below them on narrow ones, e.g. a contact button. */
  actions?: ReactNode;
  /** Below the facts, e.g. the section tabs. */
  children?: ReactNode;
}

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="text-slate-600">{label}:</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function SupplierHeader({ supplier, variant, actions, children }: SupplierHeaderProps) {
  const name = toPersianDigitsInText(supplier.name);
  const place = formatPlace(supplier.city, supplier.province);
  const iconClass = 'shrink-0 text-slate-500';
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {supplier.coverUrl ? (
        // biome-ignore lint/performance/noImgElement: the supplier's own upload from the API's file store (see SupplierAvatar).
        <img
          src={supplier.coverUrl}
          alt=""
          data-testid="supplier-cover"
          className="mb-5 h-28 w-full rounded-xl bg-slate-100 object-cover sm:h-44"
        />
      ) : null}
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <SupplierAvatar supplier={supplier} size="lg" />
        <div className="min-w-0 flex-1">
          {variant === 'page' ? (
            <h1 className="text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{name}</h1>
          ) : (
            <p className="text-xl leading-snug font-black">
              <Link href={supplierHref(supplier)} className="text-brand-900 hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </p>
          )}
          {supplier.latinName ? (
            <p className="mt-1 text-slate-600">
              <bdi lang="en">{supplier.latinName}</bdi>
            </p>
          ) : null}

          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <VerificationBadge level={supplier.verificationLevel} />
            {variant === 'page' ? <HelpLink id="supplier-verification">سطح‌های احراز چیست؟</HelpLink> : null}
            {supplier.verificationLevel !== 'none' && supplier.verifiedAt ? (
              <span className="text-sm text-slate-700">
                احراز در{' '}
                <time dateTime={supplier.verifiedAt}>{formatJalaliDate(supplier.verifiedAt, { style: 'long' })}</time>
              </span>
            ) : null}
          </div>

          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {place ? (
              <Fact label="محل" icon={<MapPinIcon size={18} className={iconClass} />}>
                {place}
              </Fact>
            ) : null}
            {supplier.establishedYear ? (
              <Fact label="سال تأسیس" icon={<CalendarIcon size={18} className={iconClass} />}>
                {toPersianDigits(supplier.establishedYear)}
              </Fact>
            ) : null}
            {supplier.staffSize ? (
              <Fact label="تعداد کارکنان" icon={<UsersIcon size={18} className={iconClass} />}>
                {STAFF_SIZE_LABELS[supplier.staffSize]}
              </Fact>
            ) : null}
            {typeof supplier.visitCount === 'number' ? (
              <Fact label="بازدید" icon={<EyeIcon size={18} className={iconClass} />}>
                {formatNumberFa(supplier.visitCount)}
              </Fact>
            ) : null}
          </dl>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3 sm:flex-col">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
