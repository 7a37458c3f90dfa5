// /profile/wallet: the balance, a top-up through a gateway, what waits to be paid, payments to retry or
// cancel, and the statement with Jalali dates, kinds and the running balance. Plain forms posting to server
// actions: works without JavaScript. Each money form carries an idempotency key made at render time.
import {
  type Gateway,
  PAYMENT_STATUS_LABELS,
  type Payment,
  TOPUP_MAX_RIALS,
  TOPUP_MIN_RIALS,
  TOPUP_PRESETS_RIALS,
  WALLET_TRANSACTION_KIND_LABELS,
  WALLET_TRANSACTION_KINDS,
  walletTransactionKindSchema,
} from '@bazaar/contracts/wallet-payments';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceAndDatesFilter } from '@/components/ui/choice-and-dates-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { WALLET_PATH, walletNotice } from '@/features/wallet/notices';
import { PayPayableForms } from '@/features/wallet/pay-payable-forms';
import { cancelPayment, retryPayment, startTopUp } from '@/features/wallet/wallet-actions';
import { loadWallet, WALLET_PAGE_SIZE } from '@/features/wallet/wallet-data.server';
import { firstParam, parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'کیف پول', robots: { index: false, follow: false } };

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

function listHref(filters: { kind?: string; from?: string; to?: string }, page: number) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${WALLET_PATH}?${query}#statement` : `${WALLET_PATH}#statement`;
}

function GatewayChoice({ gateways, name = 'gateway' }: { gateways: Gateway[]; name?: string }) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className={labelClass}>درگاه پرداخت</legend>
      {gateways.map((gateway, index) => (
        <label
          key={gateway.code}
          className="flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-600"
        >
          <input type="radio" name={name} value={gateway.code} defaultChecked={index === 0} className="size-4" />
          {/* biome-ignore lint/performance/noImgElement: a 24 px static SVG needs no image optimisation */}
          <img src={gateway.logoUrl} alt="" width={24} height={24} className="size-6" />
          {gateway.name}
        </label>
      ))}
    </fieldset>
  );
}

const STATUS_LOOK: Record<Payment['status'], string> = {
  created: 'bg-slate-100 text-slate-800',
  redirected: 'bg-accent-100 text-accent-800',
  paid: 'bg-brand-50 text-brand-800',
  failed: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
};

export default async function WalletPage({ searchParams }: PageProps<'/profile/wallet'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const kindParam = walletTransactionKindSchema.safeParse(firstParam(params.kind));
  const filters = {
    kind: kindParam.success ? kindParam.data : undefined,
    from: firstParam(params.from)?.trim().slice(0, 20) || undefined,
    to: firstParam(params.to)?.trim().slice(0, 20) || undefined,
  };
  const wallet = await loadWallet(listHref(filters, page), { page, ...filters });
  const returnTo = WALLET_PATH;
  const topUpKey = crypto.randomUUID();
  const statement = wallet.transactions.ok ? wallet.transactions.page : null;
  const totalPages = statement ? Math.ceil(statement.total / WALLET_PAGE_SIZE) : 0;

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'کیف پول' }]} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-2xl font-bold text-slate-900">کیف پول</h1>
            <HelpLink id="wallet" />
          </div>
          <p className="mt-1 text-slate-700">
            موجودی کیف پول برای پرداخت طرح عضویت و کارمزد درخواست‌های خرید به کار می‌رود.
          </p>
        </div>
        <p className="rounded-2xl bg-brand-700 px-6 py-4 text-white" aria-live="polite">
          <span className="block text-sm text-brand-50">موجودی</span>
          <span className="text-2xl font-bold" data-testid="wallet-balance">
            {toman(wallet.balance)}
          </span>
        </p>
      </header>
      <NoticeBanner notice={walletNotice(params.notice)} />

      <section
        id="topup"
        aria-labelledby="topup-heading"
        className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="topup-heading" className="text-lg font-bold text-slate-900">
          افزایش موجودی
        </h2>
        {wallet.gateways.length === 0 ? (
          <p className="mt-3 text-slate-700">اکنون هیچ درگاه پرداختی فعال نیست.</p>
        ) : (
          <form action={startTopUp} className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="idempotencyKey" value={topUpKey} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset className="flex flex-wrap gap-3">
              <legend className={labelClass}>مبلغ‌های آماده</legend>
              {TOPUP_PRESETS_RIALS.map((rials, index) => (
                <label
                  key={rials}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-600"
                >
                  <input type="radio" name="preset" value={rials} defaultChecked={index === 1} className="size-4" />
                  {toman(rials)}
                </label>
              ))}
            </fieldset>
            <div className="max-w-72">
              <label htmlFor="topup-amount" className={labelClass}>
                یا مبلغ دلخواه (تومان)
              </label>
              <input
                id="topup-amount"
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                maxLength={20}
                aria-describedby="topup-bounds"
                className={inputClass(false, 'text-start')}
              />
              <p id="topup-bounds" className="mt-1 text-sm text-slate-600">
                از {toman(TOPUP_MIN_RIALS)} تا {toman(TOPUP_MAX_RIALS)}
              </p>
            </div>
            <GatewayChoice gateways={wallet.gateways} />
            <div>
              <button type="submit" className={buttonClass('primary')}>
                پرداخت و افزایش موجودی
              </button>
            </div>
          </form>
        )}
      </section>

      {wallet.payables.length > 0 ? (
        <section
          id="payables"
          aria-labelledby="payables-heading"
          className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="payables-heading" className="text-lg font-bold text-slate-900">
            در انتظار پرداخت
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {wallet.payables.map((payable) => (
              <li key={payable.id} className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200">
                <p className="text-slate-900">
                  {toPersianDigitsInText(payable.title)} ·{' '}
                  <span className="font-bold">{toman(payable.amountRials)}</span>
                </p>
                <div className="flex flex-wrap gap-3">
                  <PayPayableForms
                    payableId={payable.id}
                    gateway={wallet.gateways[0]}
                    returnTo={returnTo}
                    walletShort={wallet.balance < payable.amountRials}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {wallet.retryable.length > 0 ? (
        <section
          id="pending"
          aria-labelledby="pending-heading"
          className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="pending-heading" className="text-lg font-bold text-slate-900">
            پرداخت‌های ناتمام
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            پرداخت ناموفق را می‌توانید دوباره انجام دهید و پرداخت در انتظار را لغو کنید. اگر مبلغی از حسابتان کم شده
            باشد، خودکار بررسی و به کیف پول شما برمی‌گردد.
          </p>
          <ul className="mt-3 flex flex-col gap-3">
            {wallet.retryable.map((payment) => (
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
      ) : null}

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
            options: WALLET_TRANSACTION_KINDS.map((kind) => [kind, WALLET_TRANSACTION_KIND_LABELS[kind]] as const),
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
        <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listHref(filters, n)} />
      </section>
    </div>
  );
}
