// The workspace's dashboard: listings by state, views of 30 days, orders and requests for quotation waiting,
// unread messages; each count links to its list.
import { PRODUCT_STATUSES } from '@bazaar/contracts/catalog-products';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { MESSAGES_PATH } from '@/features/messaging/messaging-links';
import { SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import type { loadSupplierDashboard } from './own-products-data.server';
import { listHref, PRODUCT_STATUS_LOOK } from './product-list-view';

function Count({ label, value, href }: { label: string; value: number | null; href: string }) {
  return (
    <Link
      href={href}
      className="flex w-36 shrink-0 snap-start flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-500 md:w-auto md:p-4"
      data-testid="dashboard-count"
    >
      <span className="truncate text-sm text-slate-700 md:whitespace-normal">{label}</span>
      <span className="text-xl font-black text-slate-900 md:text-2xl">
        {value === null ? '—' : formatNumberFa(value)}
      </span>
    </Link>
  );
}

export function SupplierDashboard({
  summary,
  views,
  awaitingOrders,
  openRequests,
  unreadMessages,
}: Awaited<ReturnType<typeof loadSupplierDashboard>>) {
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-3">
      <h2 id="dashboard-title" className="text-lg font-bold text-slate-900">
        پیشخوان «{summary.merchant.name}»
      </h2>
      {/* On a phone one swipeable row, so the product list is not pushed screens down (issue 16). */}
      <div className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-4 md:gap-3 md:overflow-visible md:px-0">
        {PRODUCT_STATUSES.map((status) => (
          <Count
            key={status}
            label={`محصولات ${PRODUCT_STATUS_LOOK[status].label}`}
            value={summary.byStatus[status] ?? 0}
            href={listHref({ status }, 1)}
          />
        ))}
        <Count label="بازدید ۳۰ روز گذشته" value={views} href="#visitor-chart" />
        <Count
          label="سفارش‌های در انتظار پاسخ"
          value={awaitingOrders}
          href={`${SUPPLIER_INBOX_PATH}?state=awaiting_supplier`}
        />
        <Count label="درخواست‌های استعلام باز" value={openRequests} href={SUPPLIER_INBOX_PATH} />
        <Count label="پیام‌های خوانده‌نشده" value={unreadMessages} href={MESSAGES_PATH} />
      </div>
    </section>
  );
}
