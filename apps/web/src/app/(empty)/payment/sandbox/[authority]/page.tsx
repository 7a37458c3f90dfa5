// The sandbox gateway's bank page (development, tests and the visible demo only; the API answers 404 for it
// otherwise): the amount and what it is for, and «پرداخت» or «انصراف», as a bank page offers. No real money
// moves; the payer is then sent back to our return page, which verifies with the gateway like any other.
import { isApiError } from '@bazaar/api-client/api-error';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { WarningIcon } from '@/components/ui/icons';
import { decideSandbox } from '@/features/wallet/wallet-actions';
import { publicPaymentsApi } from '@/features/wallet/wallet-data.server';

export const metadata: Metadata = { title: 'درگاه پرداخت آزمایشی', robots: { index: false, follow: false } };

export default async function SandboxGatewayPage({ params }: PageProps<'/payment/sandbox/[authority]'>) {
  const { authority } = await params;
  let payment: Awaited<ReturnType<ReturnType<typeof publicPaymentsApi>['sandboxPayment']>>;
  try {
    payment = await publicPaymentsApi().sandboxPayment({
      query: { authority: decodeURIComponent(authority).slice(0, 100) },
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  const decided = payment.state !== 'pending';
  return (
    <section aria-labelledby="sandbox-heading" className="flex flex-col gap-5 p-8">
      <p className="flex items-center gap-2 rounded-lg bg-accent-100 px-4 py-3 text-accent-900">
        <WarningIcon className="size-5 shrink-0" aria-hidden="true" />
        درگاه آزمایشی بازار صنعت: هیچ پول واقعی جابه‌جا نمی‌شود.
      </p>
      <h1 id="sandbox-heading" className="text-2xl font-bold text-slate-900">
        پرداخت اینترنتی
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
        <dt className="text-slate-600">مبلغ قابل پرداخت</dt>
        <dd className="text-xl font-bold text-slate-900" data-testid="sandbox-amount">
          {formatMoney(payment.amountRials, { unit: 'rial' })}
        </dd>
        <dt className="text-slate-600">بابت</dt>
        <dd>{toPersianDigitsInText(payment.description)}</dd>
        <dt className="text-slate-600">پذیرنده</dt>
        <dd>بازار صنعت</dd>
      </dl>
      {decided ? (
        <p className="text-slate-700">
          این پرداخت پیش‌تر {payment.state === 'paid' ? 'انجام' : 'لغو'} شده است.{' '}
          <a
            href={new URL(payment.callbackUrl).pathname + new URL(payment.callbackUrl).search}
            className="text-brand-800 underline"
          >
            بازگشت به بازار صنعت
          </a>
        </p>
      ) : (
        <form action={decideSandbox} className="flex flex-wrap gap-3">
          <input type="hidden" name="authority" value={payment.authority} />
          <button type="submit" name="outcome" value="paid" className={buttonClass('primary')}>
            پرداخت
          </button>
          <button type="submit" name="outcome" value="cancelled" className={buttonClass('ghost')}>
            انصراف
          </button>
        </form>
      )}
    </section>
  );
}
