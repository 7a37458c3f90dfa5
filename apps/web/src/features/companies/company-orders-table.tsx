// A company's orders and requests (decision 044): PO number, cost centre, supplier, amount, the order's state and
// its approval; each links to the company's page of the order.
import { APPROVAL_STATUS_LABELS, type CompanyOrder } from '@bazaar/contracts/companies-model';
import { TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import Link from 'next/link';
import { companyOrderHref } from './notices';

export function ApprovalBadge({ order }: { order: CompanyOrder }) {
  const { status } = order.approval;
  const look =
    status === 'pending'
      ? 'bg-accent-100 text-accent-900'
      : status === 'rejected'
        ? 'bg-red-50 text-red-800'
        : 'bg-brand-50 text-brand-800';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${look}`} data-testid="approval-status">
      {APPROVAL_STATUS_LABELS[status]}
    </span>
  );
}

export function CompanyOrdersTable({ orders, empty }: { orders: CompanyOrder[]; empty: string }) {
  if (!orders.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-slate-700">
            <th className="p-2 text-start">سفارش</th>
            <th className="p-2 text-start">شمارهٔ PO</th>
            <th className="p-2 text-start">مرکز هزینه</th>
            <th className="p-2 text-start">تأمین‌کننده</th>
            <th className="p-2 text-start">مبلغ</th>
            <th className="p-2 text-start">وضعیت</th>
            <th className="p-2 text-start">تأیید شرکت</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.tradeRequestId} className="border-t border-slate-200" data-testid="company-order-row">
              <td className="p-2">
                <Link href={companyOrderHref(o.tradeRequestId)} className="text-brand-700 underline">
                  شمارهٔ {toPersianDigits(o.tradeRequestId)}: {toPersianDigitsInText(o.title)}
                </Link>
                <div className="text-xs text-slate-600">
                  {o.createdByName}، {formatJalaliDate(o.createdAt)}
                </div>
              </td>
              <td className="p-2" dir="ltr">
                {o.poNumber || '—'}
              </td>
              <td className="p-2">{o.costCentre ? toPersianDigitsInText(o.costCentre) : '—'}</td>
              <td className="p-2">{o.supplierName}</td>
              <td className="p-2">
                {o.amountRials === null ? 'بی‌قیمت' : formatMoney(o.amountRials, { unit: 'toman' })}
              </td>
              <td className="p-2">{TRADE_REQUEST_STATE_LABELS[o.state]}</td>
              <td className="p-2">
                <ApprovalBadge order={o} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
