// /profile/sales-invoices: a supplier's official invoices (issue 31) in its gapless series per Jalali year,
// with corrections, by kind and Jalali date range, and the same list as CSV for its accountant. For the
// supplier's owner and agents; a member of several suppliers picks one.
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceAndDatesFilter } from '@/components/ui/choice-and-dates-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { invoiceQueryString, readInvoiceQuery } from '@/features/paperwork/invoice-query';
import { INVOICE_TYPE_OPTIONS, InvoicesTable } from '@/features/paperwork/invoices-table';
import { INVOICES_PAGE_SIZE, paperworkApi, unlessRefused } from '@/features/paperwork/paperwork-data.server';
import {
  LEGAL_IDENTITY_PATH,
  SALES_INVOICES_PATH as PATH,
  salesInvoicesCsvHref,
} from '@/features/paperwork/paperwork-links';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { TaxSubmissionStatus } from '@/features/tax-system/tax-submission-status';
import { loadTaxSubmissionsOf } from '@/features/tax-system/tax-system-data.server';
import { firstParam, parsePageParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'صورتحساب‌های رسمی فروش', robots: { index: false, follow: false } };

export default async function SalesInvoicesPage({ searchParams }: PageProps<'/profile/sales-invoices'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const merchants = await loadManagedMerchants(PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const q = readInvoiceQuery(params);
  const api = await paperworkApi(PATH);
  const list = await unlessRefused(
    api.soldInvoices({ params: { id: merchant.id }, query: { ...q, page, pageSize: INVOICES_PAGE_SIZE } }),
    PATH,
  );
  // The page's rows' states in سامانه مودیان: one call for the page, not one per row.
  const taxStates = await loadTaxSubmissionsOf(
    PATH,
    merchant.id,
    (list?.items ?? []).map((i) => String(i.id)),
  );
  const base = { merchantId: String(merchant.id) };
  const hrefFor = (n: number) => `${PATH}?${invoiceQueryString(q, n > 1 ? { ...base, page: String(n) } : base)}`;
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'صورتحساب‌های رسمی فروش' }]} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">صورتحساب‌های رسمی فروش</h1>
          <p className="mt-1 max-w-prose text-slate-700">
            صورتحساب هر سفارش «{toPersianDigitsInText(merchant.name)}» پس از پرداخت خریدار با شمارهٔ بعدی سری سالانهٔ شما
            صادر می‌شود. صورتحساب صادرشده تغییر نمی‌کند؛ اصلاح، ابطال یا برگشت از فروش صورتحسابی تازه است که به آن ارجاع
            می‌دهد.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={salesInvoicesCsvHref(merchant.id, invoiceQueryString(q))}
            className={buttonClass('secondary')}
            download
          >
            دریافت CSV برای حسابدار
          </a>
          <Link href={`${LEGAL_IDENTITY_PATH}?merchantId=${merchant.id}`} className={buttonClass('secondary')}>
            مشخصات ثبتی فروشنده
          </Link>
        </div>
      </header>
      <ChoiceAndDatesFilter
        action={PATH}
        idPrefix="sales-invoices"
        choice={{
          name: 'invoiceType',
          label: 'نوع صورتحساب',
          options: INVOICE_TYPE_OPTIONS,
          value: q.invoiceType,
          widthClass: 'w-48',
        }}
        from={q.from}
        to={q.to}
        invalidDates={!list}
      />
      <h2 className="text-lg font-bold text-slate-900">صورتحساب‌ها ({toPersianDigits(list?.total ?? 0)})</h2>
      {list?.items.length ? (
        <InvoicesTable
          items={list.items}
          side="seller"
          taxCell={(invoiceId) => {
            const submission = taxStates.get(invoiceId);
            return submission ? <TaxSubmissionStatus submission={submission} returnTo={hrefFor(page)} /> : null;
          }}
        />
      ) : (
        <EmptyState title="صورتحسابی پیدا نشد" />
      )}
      <Pagination page={page} totalPages={Math.ceil((list?.total ?? 0) / INVOICES_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
