// /profile/directorder/inbox: the supplier's inbox (GET /traderequests/by-supplier) for its owner and agents,
// by state and Jalali dates; a new request arrives live.
import { isApiError } from '@bazaar/api-client/api-error';
import type { TradeRequestState } from '@bazaar/contracts/trade';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { orLogin } from '@/features/auth/session.server';
import { LiveRefresh } from '@/features/live/live-refresh.client';
import { TRADE_PAGE_SIZE, tradeApi } from '@/features/trade/trade-data.server';
import { DIRECT_ORDERS_PATH, SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import { readTradeFilters, TradeList, tradeListHref } from '@/features/trade/trade-list';
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
    api.trade
      .bySupplier({
        query: {
          page,
          pageSize: TRADE_PAGE_SIZE,
          ...(filters.state ? { state: filters.state as TradeRequestState } : {}),
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
        },
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 400) return null;
        throw error;
      }),
    path,
  );
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
