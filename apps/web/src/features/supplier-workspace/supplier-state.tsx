// What a supplier's workspace says before the supplier can sell: to a visitor who has not registered a company
// (a way to register), and to an owner whose company staff have not confirmed yet (the request is being reviewed,
// products can be prepared now and become public once it is confirmed) or have refused (the reason is on the
// registration page). Used by the product list and the membership page instead of an error screen (issue 37).
import type { OwnMerchant } from '@bazaar/contracts/product-editor';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { SUPPLIER_REGISTRATION_PATH } from './notices';

/** For a signed-in person who manages no supplier company. */
export function NotASupplier({ purpose }: { purpose: string }) {
  return (
    <EmptyState
      title="شما هنوز تأمین‌کننده نیستید"
      actions={
        <Link href={SUPPLIER_REGISTRATION_PATH} className={buttonClass('primary')}>
          ثبت‌نام تأمین‌کننده
        </Link>
      }
    >
      {purpose} شرکت خود را ثبت کنید؛ پس از بررسی مدارک توسط کارشناسان، صفحهٔ شرکت و محصولات شما عمومی می‌شود.
    </EmptyState>
  );
}

/** A banner over the workspace of a company that staff have not confirmed; nothing for a confirmed one. */
export function MerchantReviewBanner({ merchant }: { merchant: Pick<OwnMerchant, 'name' | 'state'> }) {
  if (merchant.state === 'confirmed') return null;
  const name = toPersianDigitsInText(merchant.name);
  const text =
    merchant.state === 'pending'
      ? `درخواست ثبت «${name}» در حال بررسی است. می‌توانید همین حالا محصولات خود را آماده کنید؛ پس از تأیید کارشناسان، محصولات منتشرشده در سایت دیده می‌شوند.`
      : merchant.state === 'rejected'
        ? `درخواست ثبت «${name}» رد شده است. دلیل آن را در صفحهٔ ثبت‌نام ببینید و مدارک را اصلاح کنید.`
        : `«${name}» معلق است و محصولات آن در سایت دیده نمی‌شوند.`;
  return (
    <div
      role="status"
      className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
      data-testid="merchant-review"
    >
      <p>{text}</p>
      <Link href={SUPPLIER_REGISTRATION_PATH} className="mt-2 inline-block font-medium text-brand-800 underline">
        وضعیت ثبت‌نام
      </Link>
    </div>
  );
}
