// The user's delivery addresses, the default first and marked, each with edit, default and delete; for a buyer
// company's member, each with the «مشترک با شرکت» switch, and the addresses other members shared (decision 058).
import type { DeliveryAddress, SharedDeliveryAddress } from '@bazaar/contracts/addresses';
import { toPersianDigits } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AddressCardActions, SharingButton } from './address-card-actions.client';

const sharedBadge = (
  <span className="inline-flex items-center rounded-full bg-accent-100 px-3 py-0.5 text-sm font-medium text-accent-800">
    مشترک با شرکت
  </span>
);

export function AddressList({
  addresses,
  editingId,
  inCompany = false,
}: {
  addresses: DeliveryAddress[];
  editingId: number | null;
  inCompany?: boolean;
}) {
  if (addresses.length === 0) {
    return (
      <EmptyState title="هنوز نشانی‌ای ثبت نکرده‌اید">
        نخستین نشانی‌ای که با فرم زیر ثبت کنید، نشانی پیش‌فرض تحویل سفارش‌هایتان می‌شود.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="نشانی‌های ثبت‌شده" className="grid gap-4 lg:grid-cols-2">
      {addresses.map((address) => (
        <li
          key={address.id}
          aria-labelledby={`address-${address.id}-title`}
          className={clsx(
            'flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1',
            address.isSelected ? 'ring-2 ring-brand-600' : 'ring-slate-200',
            editingId === address.id && 'outline-3 outline-accent-500',
          )}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`address-${address.id}-title`} className="text-lg font-bold text-slate-900">
              {address.title}
            </h3>
            {address.isSelected ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-800">
                <CheckCircleIcon size={16} />
                پیش‌فرض
              </span>
            ) : null}
            {address.sharedWithCompany ? sharedBadge : null}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
            <dt className="text-slate-600">گیرنده</dt>
            <dd>{address.receiverName}</dd>
            <dt className="text-slate-600">موبایل</dt>
            <dd>
              <bdi dir="ltr">{toPersianDigits(address.receiverMobile)}</bdi>
            </dd>
            <dt className="text-slate-600">نشانی</dt>
            <dd>
              {address.province.name}، {address.city.name}، {toPersianDigits(address.addressLine)}
            </dd>
            <dt className="text-slate-600">کد پستی</dt>
            <dd>
              <bdi dir="ltr">{toPersianDigits(address.postalCode)}</bdi>
            </dd>
          </dl>
          <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <Link href={`/profile/address?edit=${address.id}`} scroll={false} className={buttonClass('ghost')}>
              ویرایش<span className="sr-only"> نشانی «{address.title}»</span>
            </Link>
            <AddressCardActions
              id={address.id}
              title={address.title}
              isSelected={address.isSelected}
              sharing={inCompany ? { shared: address.sharedWithCompany } : null}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What other members of the company shared: read-only, with who shared each; the owner may take one out of the
 * company's addresses. A company order may be sent to any of them.
 */
export function SharedAddressList({
  companyName,
  addresses,
  isOwner,
}: {
  companyName: string;
  addresses: SharedDeliveryAddress[];
  isOwner: boolean;
}) {
  const others = addresses.filter((address) => !address.sharedBy.mine);
  return (
    <section aria-labelledby="shared-addresses" className="flex flex-col gap-3">
      <h2 id="shared-addresses" className="text-xl font-bold text-slate-900">
        نشانی‌های مشترک شرکت «{companyName}»
      </h2>
      <p className="text-slate-700">
        نشانی‌هایی که اعضای شرکت با شرکت به اشتراک گذاشته‌اند؛ همهٔ اعضا در سفارش‌های شرکت می‌توانند آن‌ها را برگزینند. فقط
        کسی که نشانی را ثبت کرده آن را ویرایش می‌کند.
      </p>
      {others.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
          هنوز عضو دیگری نشانی‌ای با شرکت به اشتراک نگذاشته است.
        </p>
      ) : (
        <ul aria-label="نشانی‌های مشترک شرکت" className="grid gap-4 lg:grid-cols-2">
          {others.map((address) => (
            <li
              key={address.id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-bold text-slate-900">{address.title}</h3>
                {sharedBadge}
              </div>
              <p className="text-sm text-slate-600">به اشتراک گذاشته: {address.sharedBy.displayName}</p>
              <p className="text-slate-800">
                {address.province.name}، {address.city.name}، {toPersianDigits(address.addressLine)} — گیرنده:{' '}
                {address.receiverName}
              </p>
              {isOwner ? (
                <div className="border-t border-slate-100 pt-3">
                  <SharingButton id={address.id} title={address.title} shared />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
