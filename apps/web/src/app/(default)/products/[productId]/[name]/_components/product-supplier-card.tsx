// Who sells the product: name linking to the supplier page, verification, place, and phone numbers.
import type { ProductDetail } from '@bazaar/contracts/catalog-products';
import Link from 'next/link';
import { FaText } from '@/components/ui/fa-text';
import { MapPinIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { PhoneLink } from '@/features/suppliers/contact-links';
import { SupplierAvatar } from '@/features/suppliers/supplier-avatar';
import { supplierHref } from '@/features/suppliers/supplier-links';

export function ProductSupplierCard({ merchant }: { merchant: ProductDetail['merchant'] }) {
  const place = [merchant.city, merchant.province].filter(Boolean).join('، ');
  const phones = [...merchant.phones, ...(merchant.mobile ? [merchant.mobile] : [])];
  return (
    <section
      aria-labelledby="product-supplier-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="product-supplier"
    >
      <h2 id="product-supplier-heading" className="text-sm font-medium text-slate-600">
        فروشنده
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <SupplierAvatar supplier={{ id: merchant.id, name: merchant.name, logoUrl: null }} />
        <div className="min-w-0">
          <p className="text-lg leading-8 font-bold">
            <Link href={supplierHref(merchant)} className="text-brand-900 hover:text-brand-700 hover:underline">
              <FaText text={merchant.name} />
            </Link>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <VerificationBadge level={merchant.verificationLevel} />
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon size={16} className="text-slate-500" />
                {place}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {phones.length > 0 ? (
        <ul aria-label="تلفن‌های فروشنده" className="mt-3 flex flex-wrap gap-x-5">
          {phones.map((phone) => (
            <li key={phone}>
              <PhoneLink phone={phone} label={phone === merchant.mobile ? 'تلفن همراه' : 'تلفن'} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
