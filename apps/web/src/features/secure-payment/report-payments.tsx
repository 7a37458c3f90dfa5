// The printable order report's «پرداخت امن» section (decision 039): what the buyer paid, what is held, what went
// to the supplier, the commission and refunds, each movement with its Jalali date. Plain table markup for print.
import type { OrderMoney } from '@bazaar/contracts/secure-payment-money';
import { MONEY_STATE_LABELS } from '@bazaar/contracts/secure-payment-money';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { toman } from './format';

const MOVEMENT_LABELS: Record<OrderMoney['movements'][number]['kind'], string> = {
  paid: 'پرداخت خریدار',
  released: 'تسویه با تأمین‌کننده',
  commission: 'کمیسیون',
  refunded: 'بازگشت به کیف پول خریدار',
};

export function ReportPayments({ money, cell }: { money: OrderMoney; cell: string }) {
  if (money.state === 'not_priced') return null;
  const rows: [string, number][] = [
    ['بهای کالا', money.goodsRials],
    ['هزینهٔ ارسال', money.shippingRials],
    [`مالیات بر ارزش افزوده (${toPersianDigits(money.vatPercent)}٪)`, money.vatRials],
    // The publishing fee is a line of the same one payment (decision 049), the marketplace's on payment.
    ...(money.feeRials > 0 ? [['کارمزد انتشار (سهم بازار صنعت)', money.feeRials] as [string, number]] : []),
    ['جمع پرداختی', money.totalRials],
    ['نزد بازار صنعت', money.heldRials],
    ['پرداخت‌شده به تأمین‌کننده', money.releasedRials],
    ['کمیسیون', money.commissionRials],
    ['بازگشته به خریدار', money.refundedRials],
  ];
  return (
    <section aria-labelledby="report-payments-heading" className="mb-4 text-sm" data-testid="report-payments">
      <h2 id="report-payments-heading" className="mb-1 font-bold">
        پرداخت امن: {MONEY_STATE_LABELS[money.state]}
      </h2>
      <table className="w-full border-collapse">
        <tbody>
          {rows.map(([label, rials]) => (
            <tr key={label}>
              <th scope="row" className={cell}>
                {label}
              </th>
              <td className={cell}>{toman(rials)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {money.movements.length ? (
        <table className="mt-2 w-full border-collapse">
          <thead>
            <tr className="bg-slate-100">
              <th scope="col" className={cell}>
                تاریخ
              </th>
              <th scope="col" className={cell}>
                گردش
              </th>
              <th scope="col" className={cell}>
                مبلغ
              </th>
            </tr>
          </thead>
          <tbody>
            {money.movements.map((m) => (
              <tr key={`${m.createdAt}-${m.kind}-${m.amountRials}`}>
                <td className={cell}>{formatJalaliDate(m.createdAt)}</td>
                <td className={cell}>{MOVEMENT_LABELS[m.kind]}</td>
                <td className={cell}>{toman(m.amountRials)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
