// «گردش حساب»: the statement filtered by kind and Jalali dates, with each entry's date, kind, description,
// signed amount and the running balance, a page at a time.

import type { WalletEntry } from '@bazaar/contracts/wallet-ledger';
import {
  WALLET_TRANSACTION_KIND_LABELS,
  WALLET_TRANSACTION_KINDS,
  type WalletTransactionKind,
} from '@bazaar/contracts/wallet-payments';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import { ChoiceAndDatesFilter } from '@/components/ui/choice-and-dates-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { WALLET_PATH } from './notices';
import { statementHref, toman } from './wallet-view';

export function WalletStatement({
  statement,
  filters,
  page,
  totalPages,
}: {
  /** The page of entries; null when the dates were refused (the filter shows why). */
  statement: { items: WalletEntry[]; total: number } | null;
  filters: { kind?: WalletTransactionKind; from?: string; to?: string };
  page: number;
  totalPages: number;
}) {
  return (
    <section id="statement" aria-labelledby="statement-heading" className="scroll-mt-24 flex flex-col gap-4">
      <h2 id="statement-heading" className="text-lg font-bold text-slate-900">
        گردش حساب
      </h2>
      <ChoiceAndDatesFilter
        action={WALLET_PATH}
        idPrefix="statement"
        choice={{
          name: 'kind',
          label: 'نوع',
          // Payout postings (decision 038) and releases to suppliers (039) move receivables, never a person's wallet.
          options: WALLET_TRANSACTION_KINDS.filter(
            (kind) => !kind.startsWith('payout_') && kind !== 'escrow_release',
          ).map((kind) => [kind, WALLET_TRANSACTION_KIND_LABELS[kind]] as const),
          value: filters.kind,
          widthClass: 'w-48',
        }}
        from={filters.from}
        to={filters.to}
        invalidDates={!statement}
      />
      {!statement ? null : statement.items.length === 0 ? (
        <EmptyState title="تراکنشی یافت نشد">
          {filters.kind || filters.from || filters.to
            ? 'با این فیلترها تراکنشی نیست؛ فیلترها را تغییر دهید.'
            : 'پس از نخستین افزایش موجودی، تراکنش‌ها اینجا دیده می‌شوند.'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[40rem] text-start">
            <caption className="sr-only">گردش حساب کیف پول، {formatNumberFa(statement.total)} تراکنش</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  تاریخ
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  شرح
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  مبلغ
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  مانده
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.items.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100" data-testid="wallet-entry">
                  <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700">
                    <time dateTime={entry.createdAt}>{formatJalaliDate(entry.createdAt, { withTime: true })}</time>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block text-slate-900">{WALLET_TRANSACTION_KIND_LABELS[entry.kind]}</span>
                    <span className="block text-sm text-slate-600">{toPersianDigitsInText(entry.description)}</span>
                  </td>
                  <td
                    className={clsx(
                      'px-4 py-3 whitespace-nowrap font-medium',
                      entry.amountRials > 0 ? 'text-brand-800' : 'text-red-800',
                    )}
                  >
                    <span dir="ltr">{entry.amountRials > 0 ? '+' : '−'}</span>
                    {toman(Math.abs(entry.amountRials))}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">{toman(entry.balanceAfterRials)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => statementHref(filters, n)} />
    </section>
  );
}
