// The order's money panel («پرداخت امن», decision 039): what the buyer pays (goods, shipping, VAT), where the money
// is now (held, released to the supplier, commission, refunded), when it releases, and the ledger's movements.
import { MONEY_STATE_LABELS, type MoneyState, type OrderMoney } from '@bazaar/contracts/secure-payment-money';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import Link from 'next/link';
import { deadlineText, toman } from './format';
import { SETTLEMENTS_PATH } from './secure-payment-links';

const LOOK: Record<MoneyState, string> = {
  not_priced: 'bg-slate-100 text-slate-800',
  awaiting_payment: 'bg-accent-100 text-accent-800',
  held: 'bg-sky-100 text-sky-900',
  in_dispute: 'bg-red-50 text-red-800',
  released: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
  split: 'bg-violet-100 text-violet-900',
};
const MOVEMENT_LABELS: Record<OrderMoney['movements'][number]['kind'], string> = {
  paid: 'پرداخت خریدار به حساب امانی',
  released: 'آزادسازی از حساب امانی (سهم تأمین‌کننده و کمیسیون)',
  commission: 'کمیسیون بازار صنعت',
  refunded: 'بازگشت به کیف پول خریدار',
};

function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className={clsx('whitespace-nowrap text-slate-900', strong && 'font-bold')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function MoneyStateBadge({ state }: { state: MoneyState }) {
  return (
    <span
      className={clsx('inline-block rounded-full px-3 py-0.5 text-sm font-medium', LOOK[state])}
      data-testid="money-state"
    >
      {MONEY_STATE_LABELS[state]}
    </span>
  );
}

export function MoneyPanel({ money, supplierSide }: { money: OrderMoney; supplierSide: boolean }) {
  const paid = money.paidAt !== null;
  const commission =
    money.commissionMinRials > 0
      ? `کمیسیون (${formatNumberFa(money.commissionPercent)}٪، دست‌کم ${toman(money.commissionMinRials)})`
      : `کمیسیون (${formatNumberFa(money.commissionPercent)}٪)`;
  return (
    <div className="flex flex-col gap-4">
      {money.releaseDueAt && money.stages.length === 0 ? (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-950" data-testid="release-due">
          اگر خریدار تا <strong>{deadlineText(money.releaseDueAt)}</strong> دریافت را تأیید نکند یا اختلافی ثبت نکند،
          وجه خودکار به تأمین‌کننده پرداخت می‌شود.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-bold text-slate-900">مبلغ سفارش</h3>
          <dl>
            <Row label="کالا و خدمات" value={toman(money.goodsRials)} />
            <Row label="هزینهٔ ارسال" value={money.shippingRials ? toman(money.shippingRials) : 'رایگان'} />
            <Row label={`مالیات بر ارزش افزوده (${formatNumberFa(money.vatPercent)}٪)`} value={toman(money.vatRials)} />
            {money.feeRials > 0 ? <Row label="کارمزد انتشار" value={toman(money.feeRials)} /> : null}
            <Row label="جمع پرداختی خریدار" value={toman(money.totalRials)} testId="money-total" strong />
          </dl>
          {paid && money.paidAt ? (
            <p className="mt-1 text-sm text-slate-600">
              پرداخت:{' '}
              <time dateTime={money.paidAt}>{formatJalaliDate(money.paidAt, { style: 'long', withTime: true })}</time>
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="mb-1 font-bold text-slate-900">وجه اکنون کجاست</h3>
          <dl>
            <Row label="نزد بازار صنعت (امانی)" value={toman(money.heldRials)} testId="money-held" strong />
            <Row label="پرداخت‌شده به تأمین‌کننده" value={toman(money.releasedRials)} testId="money-released" />
            <Row label={commission} value={toman(money.commissionRials)} testId="money-commission" />
            <Row label="بازگشته به خریدار" value={toman(money.refundedRials)} testId="money-refunded" />
          </dl>
          {supplierSide && money.releasedRials > 0 ? (
            <p className="mt-1 text-sm">
              <Link href={SETTLEMENTS_PATH} className="text-brand-800 underline">
                صورت‌حساب فروش
              </Link>
            </p>
          ) : null}
          {supplierSide && !paid ? (
            <p className="mt-1 text-sm text-slate-600">
              کمیسیون فقط از بخشی که به شما پرداخت می‌شود (کالا و ارسال، بدون مالیات) کم می‌شود.
            </p>
          ) : null}
        </div>
      </div>
      {money.movements.length > 0 ? (
        <div>
          <h3 className="mb-1 font-bold text-slate-900">گردش وجه</h3>
          <ul className="flex flex-col gap-1" data-testid="money-movements">
            {money.movements.map((m) => (
              <li
                key={`${m.kind}-${m.createdAt}-${m.amountRials}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-slate-50 px-3 py-2"
              >
                <span className="text-slate-900">
                  {MOVEMENT_LABELS[m.kind]}
                  <span className="block text-sm text-slate-600">{toPersianDigitsInText(m.description)}</span>
                </span>
                <span className="text-end">
                  <strong className="block whitespace-nowrap">{toman(m.amountRials)}</strong>
                  <time dateTime={m.createdAt} className="text-sm whitespace-nowrap text-slate-600">
                    {formatJalaliDate(m.createdAt, { withTime: true })}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
