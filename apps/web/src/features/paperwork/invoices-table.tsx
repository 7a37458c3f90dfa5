// The official invoices of a supplier or a buyer (issue 31): number, kind, Jalali date, order, the other
// party, VAT and total in Rials, whether a correction references it, and a link to the document.
import { INVOICE_TYPE_LABELS, INVOICE_TYPES, type InvoiceRow } from '@bazaar/contracts/paperwork-documents';
import { formatNumberFa, toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FaText } from '@/components/ui/fa-text';
import { documentHref } from './paperwork-links';

export const INVOICE_TYPE_OPTIONS = INVOICE_TYPES.map((t) => [t, INVOICE_TYPE_LABELS[t]] as const);

const cell = 'px-3 py-2';

/** `taxCell`: the seller's list shows each invoice's سامانه مودیان state and its send button (the page gives it). */
export function InvoicesTable({
  items,
  side,
  taxCell,
}: {
  items: InvoiceRow[];
  side: 'seller' | 'buyer';
  taxCell?: (invoiceId: string) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[48rem] text-start text-sm" data-testid="invoices">
        <caption className="sr-only">صورتحساب‌ها</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[
              'شماره',
              'نوع',
              'تاریخ',
              'سفارش',
              side === 'seller' ? 'خریدار' : 'فروشنده',
              'مالیات (ریال)',
              'جمع (ریال)',
              ...(taxCell ? ['سامانه مودیان'] : []),
            ].map((h) => (
              <th key={h} scope="col" className={`${cell} text-start font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id} className="border-t border-slate-100">
              <th scope="row" className={`${cell} text-start font-normal`}>
                <Link href={documentHref(i.id)} className="text-brand-800 underline">
                  <bdi dir="ltr">{i.number}</bdi>
                </Link>
              </th>
              <td className={cell}>
                {INVOICE_TYPE_LABELS[i.invoiceType]}
                {i.corrected ? <span className="block text-xs text-amber-800">اصلاحیه دارد</span> : null}
              </td>
              <td className={cell}>{formatJalaliDate(i.issuedAt)}</td>
              <td className={cell}>{toPersianDigits(i.tradeRequestId)}</td>
              <td className={cell}>
                <FaText text={side === 'seller' ? i.buyerName : i.sellerName} />
              </td>
              <td className={cell}>{formatNumberFa(i.vatRials)}</td>
              <td className={`${cell} font-bold`}>{formatNumberFa(i.totalRials)}</td>
              {taxCell ? (
                <td className={cell} data-testid="invoice-tax-state">
                  {taxCell(String(i.id))}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
