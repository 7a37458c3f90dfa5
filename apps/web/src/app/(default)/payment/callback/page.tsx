// The gateway return page: the bank sends the payer here with its own parameters (Zarinpal: Authority and
// Status). The API verifies with the gateway before anything is credited, at most once however often this
// page is loaded; the page says what happened in Persian, with the gateway's reference number.
import { isApiError } from '@bazaar/api-client/api-error';
import { gatewayCodeSchema, PAYMENT_STATUS_LABELS } from '@bazaar/contracts/wallet-payments';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { publicPaymentsApi } from '@/features/wallet/wallet-data.server';
import { firstParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'نتیجهٔ پرداخت', robots: { index: false, follow: false } };

async function verify(params: Record<string, string | string[] | undefined>) {
  const gateway = gatewayCodeSchema.safeParse(firstParam(params.gateway));
  const authority = firstParam(params.Authority)?.slice(0, 100);
  if (!gateway.success || !authority) return null;
  try {
    return await publicPaymentsApi().verify({
      body: { gateway: gateway.data, authority, status: firstParam(params.Status)?.slice(0, 20) },
    });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export default async function PaymentCallbackPage({ searchParams }: PageProps<'/payment/callback'>) {
  const result = await verify(await searchParams);
  if (!result) {
    return (
      <section className="mx-auto my-10 max-w-xl rounded-2xl bg-white p-8 ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">پرداختی یافت نشد</h1>
        <p className="mt-3 text-slate-700">
          این نشانی به پرداختی در بازار صنعت اشاره نمی‌کند. وضعیت پرداخت‌های خود را در کیف پول ببینید.
        </p>
        <Link href="/profile/wallet" className={buttonClass('primary', 'mt-5')}>
          کیف پول
        </Link>
      </section>
    );
  }
  const paid = result.status === 'paid';
  const pending = result.status === 'redirected';
  return (
    <section
      aria-labelledby="payment-result"
      className="mx-auto my-10 flex max-w-xl flex-col gap-4 rounded-2xl bg-white p-8 ring-1 ring-slate-200"
    >
      <h1
        id="payment-result"
        className={clsx('text-2xl font-bold', paid ? 'text-brand-800' : pending ? 'text-accent-800' : 'text-red-800')}
      >
        {paid ? 'پرداخت موفق' : pending ? 'پرداخت در حال بررسی' : 'پرداخت ناموفق'}
      </h1>
      <p role="status" className="text-slate-800">
        {toPersianDigitsInText(result.message)}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
        <dt className="text-slate-600">بابت</dt>
        <dd>{toPersianDigitsInText(result.title)}</dd>
        <dt className="text-slate-600">مبلغ</dt>
        <dd className="font-bold">{formatMoney(result.amountRials, { unit: 'toman' })}</dd>
        <dt className="text-slate-600">وضعیت</dt>
        <dd>{PAYMENT_STATUS_LABELS[result.status]}</dd>
        {result.referenceId ? (
          <>
            <dt className="text-slate-600">شماره پیگیری</dt>
            <dd data-testid="reference-id">{toPersianDigits(result.referenceId)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link href="/profile/wallet" className={buttonClass('primary')}>
          بازگشت به کیف پول
        </Link>
        {result.title.includes('طرح عضویت') ? (
          <Link href="/profile/membership" className={buttonClass('secondary')}>
            طرح عضویت من
          </Link>
        ) : null}
      </div>
    </section>
  );
}
