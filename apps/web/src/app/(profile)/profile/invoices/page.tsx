// /profile/invoices: the buyer's official invoices (issue 31), issued when they pay an order (or when it is
// delivered, by the supplier's plan), with their corrections; by kind and Jalali date range.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ChoiceAndDatesFilter } from '@/components/ui/choice-and-dates-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { invoiceQueryString, readInvoiceQuery } from '@/features/paperwork/invoice-query';
import { INVOICE_TYPE_OPTIONS, InvoicesTable } from '@/features/paperwork/invoices-table';
import { INVOICES_PAGE_SIZE, paperworkApi, unlessRefused } from '@/features/paperwork/paperwork-data.server';
import { INVOICES_PATH as PATH } from '@/features/paperwork/paperwork-links';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'صورتحساب‌های خرید', robots: { index: false, follow: false } };

export default async function BuyerInvoicesPage({ searchParams }: PageProps<'/profile/invoices'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const q = readInvoiceQuery(params);
  const api = await paperworkApi(PATH);
  const list = await unlessRefused(api.boughtInvoices({ query: { ...q, page, pageSize: INVOICES_PAGE_SIZE } }), PATH);
  const hrefFor = (n: number) => `${PATH}?${invoiceQueryString(q, n > 1 ? { page: String(n) } : {})}`;
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'صورتحساب‌های خرید' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">صورتحساب‌های خرید</h1>
        <p className="mt-1 text-slate-700">
          صورتحساب رسمی هر سفارشی که مبلغش را پرداخته‌اید، با شناسهٔ ملی، کد اقتصادی و نشانی هر دو طرف و مالیات بر ارزش
          افزوده در سطری جدا؛ هر صورتحساب را می‌توانید چاپ کنید یا PDF آن را بگیرید.
        </p>
      </header>
      <ChoiceAndDatesFilter
        action={PATH}
        idPrefix="invoices"
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
        <InvoicesTable items={list.items} side="buyer" />
      ) : (
        <EmptyState title="صورتحسابی پیدا نشد" />
      )}
      <Pagination page={page} totalPages={Math.ceil((list?.total ?? 0) / INVOICES_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
