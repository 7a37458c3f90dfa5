// /profile/directorder/inbox: the supplier's inbox (GET /traderequests/by-supplier) for its owner and agents,
// by state and Jalali dates; a new request arrives live.
import { TRADE_QUOTE_STATUS_LABELS } from '@bazaar/contracts/trade-quotes';
import type { TradeRequestState } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { orLogin } from '@/features/auth/session.server';
import { LiveRefresh } from '@/features/live/live-refresh';
import { TRADE_PAGE_SIZE, tradeApi } from '@/features/trade/trade-data.server';
import { DIRECT_ORDERS_PATH, directOrderInfoHref, SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import { readTradeFilters, TradeList, tradeListHref } from '@/features/trade/trade-list';
import { pageUnlessDatesRefused } from '@/lib/api-problem';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سفارش‌های رسیده', robots: { index: false, follow: false } };

export default async function SupplierInboxPage({ searchParams }: PageProps<'/profile/directorder/inbox'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const filters = readTradeFilters(params);
  const path = tradeListHref(SUPPLIER_INBOX_PATH, filters, page);
  const api = await tradeApi(path);
  const result = await orLogin(
    pageUnlessDatesRefused(
      api.trade.bySupplier({
        query: {
          page,
          pageSize: TRADE_PAGE_SIZE,
          ...(filters.state ? { state: filters.state as TradeRequestState } : {}),
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
        },
      }),
    ),
    path,
  );
  // Open requests for quotation in the categories the caller's merchants supply (decision 023).
  const open = await orLogin(api.trade.openRequests({ query: { page: 1, pageSize: 50 } }), path);
  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed']} />
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'سفارش‌های مستقیم', href: DIRECT_ORDERS_PATH },
          { label: 'سفارش‌های رسیده' },
        ]}
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">سفارش‌های رسیده</h1>
        <p className="mt-1 text-slate-700">
          درخواست‌هایی که خریداران برای تأمین‌کننده‌ای که مالک یا نمایندهٔ آن هستید فرستاده‌اند.
        </p>
      </header>
      <section aria-labelledby="open-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="open-heading" className="text-lg font-bold text-slate-900">
          درخواست‌های باز برای پیشنهاد قیمت
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">
          خریدارانی که برای همهٔ تأمین‌کنندگان دسته‌های کالای شما درخواست فرستاده‌اند؛ قیمت خود را بدهید.
        </p>
        {open.items.length === 0 ? (
          <p className="text-slate-700">اکنون درخواست بازی در دسته‌های شما نیست.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="open-requests">
            {open.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link href={`${directOrderInfoHref(item.id)}#quotes`} className="text-brand-800 underline">
                  درخواست {toPersianDigits(item.id)}: {toPersianDigitsInText(item.title)}
                </Link>
                <span className="text-sm text-slate-700">
                  {item.categoryName} · {toPersianDigitsInText(item.buyerName)} ·{' '}
                  <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt, { style: 'long' })}</time> ·{' '}
                  {item.myQuoteStatus
                    ? `پیشنهاد شما: ${TRADE_QUOTE_STATUS_LABELS[item.myQuoteStatus]}`
                    : 'بدون پیشنهاد'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TradeList
        path={SUPPLIER_INBOX_PATH}
        filters={filters}
        page={page}
        pageSize={TRADE_PAGE_SIZE}
        result={result}
        counterpart="buyer"
        emptyText="هنوز درخواستی برای تأمین‌کنندهٔ شما نرسیده است."
      />
    </div>
  );
}
