// /profile/buyer-company/orders/{id}: one company order as every member sees it (decision 044): supplier, amount,
// state, the company's approval with approve/reject for the approver whose turn it is, the PO number and cost
// centre, and payment from the company wallet. The order's own page and report are its buyer's.
import { TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { ApprovalPanel } from '@/features/companies/approval-panel';
import { loadCompanyOrder } from '@/features/companies/companies-data.server';
import { COMPANY_ORDERS_PATH, COMPANY_PATH, companyNotice, companyOrderHref } from '@/features/companies/notices';
import { LiveRefresh } from '@/features/live/live-refresh';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سفارش شرکت', robots: { index: false, follow: false } };

export default async function CompanyOrderPage({
  params,
  searchParams,
}: PageProps<'/profile/buyer-company/orders/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const [order, { notice }] = await Promise.all([loadCompanyOrder(id, companyOrderHref(id)), searchParams]);
  if (!order) notFound();
  return (
    <div className="flex flex-col gap-5">
      <LiveRefresh types={['companies.order.changed', 'trade.request.changed']} />
      <Breadcrumb
        items={[
          { label: 'حساب شرکت', href: COMPANY_PATH },
          { label: 'سفارش‌ها', href: COMPANY_ORDERS_PATH },
          { label: `سفارش ${toPersianDigits(id)}` },
        ]}
      />
      <h1 className="text-2xl font-bold text-slate-900">
        سفارش شمارهٔ {toPersianDigits(id)}: {toPersianDigitsInText(order.title)}
      </h1>
      <NoticeBanner notice={companyNotice(notice)} />
      <dl className="grid gap-2 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-700">تأمین‌کننده: </dt>
          <dd className="inline">{order.supplierName}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">وضعیت سفارش: </dt>
          <dd className="inline" data-testid="company-order-state">
            {TRADE_REQUEST_STATE_LABELS[order.state]}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-700">مبلغ کالا: </dt>
          <dd className="inline">
            {order.amountRials === null ? 'بی‌قیمت' : formatMoney(order.amountRials, { unit: 'toman' })}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-700">ثبت‌کننده: </dt>
          <dd className="inline">{order.createdByName}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">شمارهٔ سفارش خرید (PO): </dt>
          <dd className="inline" dir="ltr" data-testid="company-po">
            {order.poNumber || '—'}
          </dd>
        </div>
      </dl>
      <ApprovalPanel order={order} />
      <Link href={directOrderInfoHref(id)} className="text-brand-700 underline">
        صفحهٔ سفارش (برای ثبت‌کنندهٔ آن)
      </Link>
    </div>
  );
}
