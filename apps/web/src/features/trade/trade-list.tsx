// One listing of trade requests (the buyer's, or a supplier's inbox): filters by state and Jalali dates as a
// plain GET form, a table with Persian state badges and totals in tomans, and a pager.
import type { TradeRequestSummary } from '@bazaar/contracts/trade-orders';
import { TRADE_REQUEST_STATE_LABELS, TRADE_REQUEST_STATES } from '@bazaar/contracts/trade-states';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import Link from 'next/link';
import { ChoiceAndDatesFilter } from '@/components/ui/choice-and-dates-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TradeStateBadge } from './state-badge';
import { directOrderInfoHref } from './trade-links';

export interface TradeListFilters {
  state?: string;
  from?: string;
  to?: string;
}

export function tradeListHref(path: string, filters: TradeListFilters, page: number) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function TradeList({
  path,
  filters,
  page,
  pageSize,
  result,
  counterpart,
  emptyText,
}: {
  path: string;
  filters: TradeListFilters;
  page: number;
  pageSize: number;
  result: { items: TradeRequestSummary[]; total: number } | null;
  /** Whose name the table shows: the supplier's on the buyer's list, the buyer's in the inbox. */
  counterpart: 'supplier' | 'buyer';
  emptyText: string;
}) {
  const totalPages = result ? Math.ceil(result.total / pageSize) : 0;
  return (
    <section aria-labelledby="trade-list-heading" className="flex flex-col gap-4">
      <h2 id="trade-list-heading" className="sr-only">
        فهرست سفارش‌ها
      </h2>
      <ChoiceAndDatesFilter
        action={path}
        idPrefix="trade"
        choice={{
          name: 'state',
          label: 'وضعیت',
          options: TRADE_REQUEST_STATES.map((state) => [state, TRADE_REQUEST_STATE_LABELS[state]] as const),
          value: filters.state,
          widthClass: 'w-56',
        }}
        from={filters.from}
        to={filters.to}
        invalidDates={!result}
      />
      {!result ? null : result.items.length === 0 ? (
        <EmptyState title="سفارشی یافت نشد">
          {filters.state || filters.from || filters.to
            ? 'با این فیلترها سفارشی نیست؛ فیلترها را تغییر دهید.'
            : emptyText}
        </EmptyState>
      ) : (
        <>
          {/* On a phone, a card per order with its state and total first (issue 37: the table hid them off-screen). */}
          <ul className="flex flex-col gap-3 md:hidden" aria-label={`سفارش‌ها، ${formatNumberFa(result.total)} مورد`}>
            {result.items.map((item) => (
              <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="trade-card">
                <div className="flex items-center justify-between gap-2">
                  <TradeStateBadge state={item.state} />
                  <span className="font-bold whitespace-nowrap text-slate-900">
                    {item.totalRials === null ? 'بدون قیمت' : formatMoney(item.totalRials, { unit: 'toman' })}
                  </span>
                </div>
                <Link
                  href={directOrderInfoHref(item.id)}
                  className="mt-2 block min-h-11 py-2 font-medium text-brand-800 underline"
                >
                  {toPersianDigitsInText(item.title)}
                </Link>
                <p className="text-sm text-slate-700">
                  شمارهٔ {formatNumberFa(item.id)} ·{' '}
                  {toPersianDigitsInText(counterpart === 'supplier' ? item.merchantName : item.buyerName)} ·{' '}
                  <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 max-md:hidden">
            <table className="w-full min-w-[44rem] text-start">
              <caption className="sr-only">سفارش‌های مستقیم، {formatNumberFa(result.total)} مورد</caption>
              <thead className="bg-slate-50 text-sm text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    شماره
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    کالا
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    {counterpart === 'supplier' ? 'تأمین‌کننده' : 'خریدار'}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    وضعیت
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    مبلغ کل
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-medium">
                    تاریخ ثبت
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item) => (
                  <tr key={item.id} className="border-t border-slate-100" data-testid="trade-row">
                    <td className="px-4 py-3 text-slate-700">{formatNumberFa(item.id)}</td>
                    <td className="px-4 py-3">
                      <Link href={directOrderInfoHref(item.id)} className="font-medium text-brand-800 underline">
                        {toPersianDigitsInText(item.title)}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-slate-800">
                      {toPersianDigitsInText(counterpart === 'supplier' ? item.merchantName : item.buyerName)}
                    </td>
                    <td className="px-4 py-3">
                      <TradeStateBadge state={item.state} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                      {item.totalRials === null ? '—' : formatMoney(item.totalRials, { unit: 'toman' })}
                    </td>
                    <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
                      <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => tradeListHref(path, filters, n)} />
    </section>
  );
}

export function readTradeFilters(params: Record<string, string | string[] | undefined>): TradeListFilters {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 20) || undefined;
  const state = one(params.state);
  return {
    state: state && (TRADE_REQUEST_STATES as readonly string[]).includes(state) ? state : undefined,
    from: one(params.from),
    to: one(params.to),
  };
}
