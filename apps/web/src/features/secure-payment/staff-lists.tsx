// Staff's lists of secure payment (decision 039): the disputes queue (open ones first, with the reason, parties,
// held amount, the supplier's answer deadline and whether it answered) and the money held per order now (per
// stage too, for an order paid in stages, decision 040).

import { DISPUTE_REASON_LABELS } from '@bazaar/contracts/disputes';
import type { securePaymentEndpoints } from '@bazaar/contracts/secure-payment';
import { STAGE_STATE_LABELS } from '@bazaar/contracts/secure-payment-stages';
import { TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import Link from 'next/link';
import { Fragment } from 'react';
import type { z } from 'zod';
import { directOrderInfoHref } from '@/features/trade/trade-links';
import { deadlineText, toman } from './format';
import { staffDisputeHref } from './secure-payment-links';

type DisputePage = z.infer<(typeof securePaymentEndpoints)['staffDisputes']['responses'][200]>;
type HeldPage = z.infer<(typeof securePaymentEndpoints)['heldOrders']['responses'][200]>;

export function DisputeQueue({ items }: { items: DisputePage['items'] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((d) => (
        <li
          key={d.id}
          className={clsx('rounded-xl bg-white p-4 ring-1', d.status === 'open' ? 'ring-red-200' : 'ring-slate-200')}
          data-testid="dispute-row"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-bold text-slate-900">
              <Link href={staffDisputeHref(d.id)} className="underline-offset-4 hover:underline">
                اختلاف {toPersianDigits(d.id)} · سفارش {toPersianDigits(d.tradeRequestId)}
                {d.stage ? ` · مرحلهٔ ${toPersianDigits(d.stage)}` : ''}
              </Link>
            </h2>
            <span
              className={clsx(
                'rounded-full px-3 py-0.5 text-sm font-medium',
                d.status === 'open' ? 'bg-red-50 text-red-800' : 'bg-emerald-100 text-emerald-900',
              )}
            >
              {d.status === 'open' ? 'باز' : 'تصمیم گرفته شد'}
            </span>
          </div>
          <p className="mt-1 text-slate-800">
            {DISPUTE_REASON_LABELS[d.reason]} · خریدار: {toPersianDigitsInText(d.buyerName)} · تأمین‌کننده:{' '}
            {toPersianDigitsInText(d.merchantName)}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            مبلغ نگه‌داشته: <strong>{toman(d.heldRials)}</strong> · ثبت:{' '}
            <time dateTime={d.openedAt}>{formatJalaliDate(d.openedAt, { style: 'long' })}</time>
            {d.status === 'open' ? (
              <>
                {' '}
                · مهلت پاسخ تأمین‌کننده: {deadlineText(d.supplierAnswerDueAt)} ·{' '}
                <strong className={d.supplierAnswered ? 'text-emerald-800' : 'text-red-800'}>
                  {d.supplierAnswered ? 'پاسخ داده است' : 'هنوز پاسخ نداده است'}
                </strong>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function HeldOrdersTable({ items }: { items: HeldPage['items'] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-start">
        <caption className="sr-only">وجه نگه‌داشتهٔ هر سفارش</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {['سفارش', 'وضعیت', 'خریدار', 'تأمین‌کننده', 'نگه‌داشته', 'پرداخت', 'آزادسازی خودکار'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <Fragment key={o.tradeRequestId}>
              <tr className="border-t border-slate-100" data-testid="held-order">
                <td className="px-3 py-2">
                  <Link href={directOrderInfoHref(o.tradeRequestId)} className="text-brand-800 underline">
                    {toPersianDigits(o.tradeRequestId)}
                  </Link>
                </td>
                <td className="px-3 py-2">{TRADE_REQUEST_STATE_LABELS[o.state]}</td>
                <td className="px-3 py-2">{toPersianDigitsInText(o.buyerName)}</td>
                <td className="px-3 py-2">{toPersianDigitsInText(o.merchantName)}</td>
                <td className="px-3 py-2 font-bold whitespace-nowrap">{toman(o.heldRials)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{o.paidAt ? formatJalaliDate(o.paidAt) : '—'}</td>
                <td className="px-3 py-2">{o.releaseDueAt ? deadlineText(o.releaseDueAt) : 'پس از تحویل'}</td>
              </tr>
              {o.stages.map((st) => (
                <tr
                  key={`${o.tradeRequestId}-${st.number}`}
                  className="bg-slate-50/60 text-sm text-slate-700"
                  data-testid="held-stage"
                >
                  <td colSpan={4} className="px-3 py-1 ps-8">
                    مرحلهٔ {toPersianDigits(st.number)}: {toPersianDigitsInText(st.title)} ·{' '}
                    {STAGE_STATE_LABELS[st.state]}
                  </td>
                  <td className="px-3 py-1 whitespace-nowrap">{toman(st.heldRials)}</td>
                  <td className="px-3 py-1" />
                  <td className="px-3 py-1">{st.releaseDueAt ? deadlineText(st.releaseDueAt) : '—'}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
