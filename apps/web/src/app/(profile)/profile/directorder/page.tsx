// /profile/directorder: the buyer's direct orders, newest first, filtered by state and Jalali dates; live: a
// supplier's answer re-renders the list.
import type { TradeRequestState } from '@bazaar/contracts/trade-states';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { HelpLink } from '@/components/ui/help-link';
import { orLogin } from '@/features/auth/session.server';
import { LiveRefresh } from '@/features/live/live-refresh';
import { TRADE_PAGE_SIZE, tradeApi } from '@/features/trade/trade-data.server';
import { DIRECT_ORDERS_PATH, SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import { readTradeFilters, TradeList, tradeListHref } from '@/features/trade/trade-list';
import { pageUnlessDatesRefused } from '@/lib/api-problem';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'سفارش‌های مستقیم', robots: { index: false, follow: false } };

export default async function DirectOrdersPage({ searchParams }: PageProps<'/profile/directorder'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const filters = readTradeFilters(params);
  const path = tradeListHref(DIRECT_ORDERS_PATH, filters, page);
  const api = await tradeApi(path);
  const result = await orLogin(
    pageUnlessDatesRefused(
      api.trade.mine({
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
  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed']} />
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'سفارش‌های مستقیم' }]} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-2xl font-bold text-slate-900">سفارش‌های مستقیم</h1>
            <HelpLink id="direct-orders" />
          </div>
          <p className="mt-1 text-slate-700">
            سفارش‌هایی که از صفحهٔ کالاها برای تأمین‌کنندگان فرستاده‌اید. برای سفارش تازه، در صفحهٔ کالا «سفارش مستقیم» را
            بزنید.
          </p>
        </div>
        <Link href={SUPPLIER_INBOX_PATH} className={buttonClass('secondary')}>
          سفارش‌های رسیده به تأمین‌کنندهٔ من
        </Link>
      </header>
      <TradeList
        path={DIRECT_ORDERS_PATH}
        filters={filters}
        page={page}
        pageSize={TRADE_PAGE_SIZE}
        result={result}
        counterpart="supplier"
        emptyText="هنوز سفارش مستقیمی ثبت نکرده‌اید."
      />
    </div>
  );
}
