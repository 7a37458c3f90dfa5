// The supplier's statement of secure payment (decision 039): what it may withdraw now, what is still held, and
// per order the goods, shipping, VAT, the commission kept and what was released to it or refunded to the buyer;
// an order paid in stages (decision 040) has one line under it per stage.
import type { Settlement } from '@bazaar/contracts/secure-payment-money';
import { STAGE_STATE_LABELS } from '@bazaar/contracts/secure-payment-stages';
import { TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import { Fragment } from 'react';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { toman } from './format';

export function SettlementTotals({ receivableRials, heldRials }: { receivableRials: number; heldRials: number }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <dt className="text-slate-700">قابل برداشت (پرداخت‌شده به شما)</dt>
        <dd className="mt-1 text-2xl font-bold text-emerald-800" data-testid="receivable">
          {toman(receivableRials)}
        </dd>
      </div>
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <dt className="text-slate-700">نزد بازار صنعت تا تحویل سفارش‌ها</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="held">
          {toman(heldRials)}
        </dd>
      </div>
    </dl>
  );
}

const COLUMNS = [
  'سفارش',
  'خریدار',
  'وضعیت',
  'کالا',
  'ارسال',
  'مالیات',
  'کمیسیون',
  'پرداخت به شما',
  'بازگشت به خریدار',
  'نگه‌داشته',
  'تسویه',
];

export function SettlementsTable({ items }: { items: Settlement[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[64rem] text-start text-sm">
        <caption className="sr-only">صورت‌حساب سفارش‌ها</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-start font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <Fragment key={s.tradeRequestId}>
              <tr className="border-t border-slate-100" data-testid="settlement-row" data-order-id={s.tradeRequestId}>
                <td className="px-3 py-2">
                  <Link href={directOrderInfoHref(s.tradeRequestId)} className="text-brand-800 underline">
                    {toPersianDigits(s.tradeRequestId)}
                  </Link>
                </td>
                <td className="px-3 py-2">{toPersianDigitsInText(s.buyerName)}</td>
                <td className="px-3 py-2">{TRADE_REQUEST_STATE_LABELS[s.state]}</td>
                <td className="px-3 py-2 whitespace-nowrap">{toman(s.goodsRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{toman(s.shippingRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{toman(s.vatRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-red-800" data-testid="settlement-commission">
                  {s.commissionRials ? `− ${toman(s.commissionRials)}` : '—'}
                </td>
                <td
                  className="px-3 py-2 font-bold whitespace-nowrap text-emerald-800"
                  data-testid="settlement-released"
                >
                  {toman(s.releasedRials)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{toman(s.refundedRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{toman(s.heldRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{s.settledAt ? formatJalaliDate(s.settledAt) : '—'}</td>
              </tr>
              {s.stages.map((st) => (
                <tr
                  key={`${s.tradeRequestId}-${st.number}`}
                  className="bg-slate-50/60 text-slate-700"
                  data-testid="settlement-stage"
                >
                  <td colSpan={6} className="px-3 py-1 ps-8">
                    مرحلهٔ {toPersianDigits(st.number)}: {toPersianDigitsInText(st.title)} ({toman(st.totalRials)} ·{' '}
                    {STAGE_STATE_LABELS[st.state]})
                  </td>
                  <td className="px-3 py-1 whitespace-nowrap text-red-800">
                    {st.commissionRials ? `− ${toman(st.commissionRials)}` : '—'}
                  </td>
                  <td className="px-3 py-1 whitespace-nowrap">{toman(st.releasedRials)}</td>
                  <td className="px-3 py-1 whitespace-nowrap">{toman(st.refundedRials)}</td>
                  <td className="px-3 py-1 whitespace-nowrap">{toman(st.heldRials)}</td>
                  <td className="px-3 py-1 whitespace-nowrap">{st.settledAt ? formatJalaliDate(st.settledAt) : '—'}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
