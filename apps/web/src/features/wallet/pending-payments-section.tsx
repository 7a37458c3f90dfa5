// «پرداخت‌های ناتمام»: payments that failed, expired or wait at the gateway, each with its state, reason and date;
// a failed or waiting one can be paid again (a new idempotency key each render), any can be cancelled.
import { PAYMENT_STATUS_LABELS, type Payment } from '@bazaar/contracts/wallet-payments';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';
import { WALLET_PATH } from './notices';
import { cancelPayment, retryPayment } from './wallet-actions';
import { toman } from './wallet-view';

const STATUS_LOOK: Record<Payment['status'], string> = {
  created: 'bg-slate-100 text-slate-800',
  redirected: 'bg-accent-100 text-accent-800',
  paid: 'bg-brand-50 text-brand-800',
  failed: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
};

export function PendingPaymentsSection({ payments }: { payments: Payment[] }) {
  const returnTo = WALLET_PATH;
  return (
    <section
      id="pending"
      aria-labelledby="pending-heading"
      className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="pending-heading" className="text-lg font-bold text-slate-900">
        پرداخت‌های ناتمام
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        پرداخت ناموفق را می‌توانید دوباره انجام دهید و پرداخت در انتظار را لغو کنید. اگر مبلغی از حسابتان کم شده باشد،
        خودکار بررسی و به کیف پول شما برمی‌گردد.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200"
            data-testid="pending-payment"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-slate-900">{toPersianDigitsInText(payment.title)}</span>
              <span className={clsx('rounded-full px-3 py-0.5 text-sm font-medium', STATUS_LOOK[payment.status])}>
                {PAYMENT_STATUS_LABELS[payment.status]}
              </span>
              <span className="font-bold">{toman(payment.amountRials)}</span>
            </div>
            {payment.failureReason ? <p className="text-sm text-slate-700">{payment.failureReason}</p> : null}
            <p className="text-sm text-slate-600">
              شمارهٔ پرداخت {toPersianDigits(payment.id)} ·{' '}
              <time dateTime={payment.createdAt}>
                {formatJalaliDate(payment.createdAt, { style: 'long', withTime: true })}
              </time>
            </p>
            <div className="flex flex-wrap gap-3">
              {payment.status === 'failed' || payment.status === 'expired' || payment.status === 'redirected' ? (
                <form action={retryPayment}>
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button type="submit" className={buttonClass('primary')}>
                    پرداخت دوباره<span className="sr-only"> شمارهٔ {toPersianDigits(payment.id)}</span>
                  </button>
                </form>
              ) : null}
              <form action={cancelPayment}>
                <input type="hidden" name="paymentId" value={payment.id} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" className={buttonClass('ghost')}>
                  لغو پرداخت<span className="sr-only"> شمارهٔ {toPersianDigits(payment.id)}</span>
                </button>
              </form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
