// /profile/payouts: the supplier's money (decision 038) — the receivable it may withdraw, money in transit and
// paid out, its bank accounts (added by the owner with a شبا and a one-time code), the withdrawal form with inline
// Persian errors, and its withdrawals with their state and Jalali dates. Members read it; the owner acts.
import { PAYOUT_STATUS_LABELS, payoutStatusSchema, type Withdrawal } from '@bazaar/contracts/payouts';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney, TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { formatSheba } from '@bazaar/fa/sheba';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { payoutNotice } from '@/features/payouts/notices';
import { addBankAccount, sendBankAccountCode, withdraw } from '@/features/payouts/payouts-actions';
import {
  currentPayoutMerchant,
  loadSupplierPayouts,
  WITHDRAWALS_PAGE_SIZE,
} from '@/features/payouts/payouts-data.server';
import { SUPPLIER_PAYOUTS_PATH, supplierPayoutsHref } from '@/features/payouts/payouts-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'موجودی و برداشت', robots: { index: false, follow: false } };

const sectionClass = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';
const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

function Figure({ label, rials, testId }: { label: string; rials: number; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900" data-testid={testId}>
        {toman(rials)}
      </dd>
    </div>
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="withdrawal" data-status={item.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">{toman(item.amountRials)}</span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" data-testid="withdrawal-status">
          {PAYOUT_STATUS_LABELS[item.status]}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        به {item.bankAccount.bankName} · <span dir="ltr">{formatSheba(item.bankAccount.sheba)}</span> · درخواست{' '}
        <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt, { style: 'long' })}</time>
        {item.settledAt ? (
          <>
            {' '}
            · {item.status === 'paid' ? 'واریز' : 'بازگشت'}{' '}
            <time dateTime={item.settledAt}>{formatJalaliDate(item.settledAt, { style: 'long' })}</time>
          </>
        ) : null}
      </p>
      {item.bankReference ? <p className="text-sm text-slate-700">شمارهٔ پیگیری بانک: {item.bankReference}</p> : null}
      {item.failureReason ? <p className="text-sm text-red-800">{toPersianDigitsInText(item.failureReason)}</p> : null}
    </li>
  );
}

export default async function SupplierPayoutsPage({ searchParams }: PageProps<'/profile/payouts'>) {
  const params = await searchParams;
  const { merchant, merchants } = await currentPayoutMerchant(
    SUPPLIER_PAYOUTS_PATH,
    parsePublicId(firstParam(params.merchantId) ?? ''),
  );
  if (!merchant)
    return (
      <EmptyState title="هنوز تأمین‌کننده نیستید">
        موجودی و برداشت برای اعضای تأمین‌کنندگان است.{' '}
        <Link href="/profile/supplier-registration">ثبت‌نام تأمین‌کننده</Link>
      </EmptyState>
    );
  const statusParam = payoutStatusSchema.safeParse(firstParam(params.status));
  const status = statusParam.success ? statusParam.data : undefined;
  const page = Math.max(1, Number(firstParam(params.page)) || 1);
  const path = supplierPayoutsHref(merchant.id);
  const { summary, accounts, withdrawals } = await loadSupplierPayouts(path, merchant.id, { page, status });
  const codeStep = firstParam(params.step) === 'code';
  const todayLeft = Math.max(0, summary.dailyCapRials - summary.withdrawnTodayRials);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">موجودی و برداشت</h1>
        <p className="mt-1 text-slate-700">
          {merchant.name}
          {merchants.length > 1 ? (
            <>
              {' '}
              · تأمین‌کنندهٔ دیگر:{' '}
              {merchants
                .filter((m) => m.id !== merchant.id)
                .map((m) => (
                  <Link key={m.id} href={supplierPayoutsHref(m.id)} className="underline underline-offset-4 ms-1">
                    {m.name}
                  </Link>
                ))}
            </>
          ) : null}
        </p>
      </header>
      <NoticeBanner notice={payoutNotice(params.notice)} />

      <section className={sectionClass} aria-labelledby="balance-title">
        <h2 id="balance-title" className="text-lg font-bold text-slate-900">
          موجودی
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <Figure label="قابل برداشت" rials={summary.receivableRials} testId="receivable" />
          <Figure label="در راه حساب بانکی" rials={summary.inTransitRials} testId="in-transit" />
          <Figure label="واریزشده تا امروز" rials={summary.paidOutRials} testId="paid-out" />
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          حداقل هر برداشت {toman(summary.minRials)}؛ سقف برداشت روزانه {toman(summary.dailyCapRials)} (امروز تا{' '}
          {toman(todayLeft)} دیگر).
        </p>
      </section>

      <section id="accounts" className={sectionClass} aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="text-lg font-bold text-slate-900">
          حساب‌های بانکی
        </h2>
        {accounts.length === 0 ? (
          <p className="mt-2 text-slate-700">هنوز حساب بانکی‌ای ثبت نشده است.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {accounts.map((account) => (
              <li key={account.id} className="py-2" data-testid="bank-account">
                <span className="font-medium text-slate-900">{account.bankName}</span> · {account.holderName} ·{' '}
                <span dir="ltr">{formatSheba(account.sheba)}</span>
              </li>
            ))}
          </ul>
        )}
        {summary.canManage ? (
          <div id="add-account" className="mt-4 border-t border-slate-200 pt-4">
            <h3 className="font-bold text-slate-900">افزودن حساب بانکی</h3>
            {codeStep ? (
              <ActionForm action={addBankAccount} className="mt-3 flex flex-col gap-3" label="افزودن حساب بانکی">
                <FormMessage />
                <input type="hidden" name="merchantId" value={merchant.id} />
                <TextField
                  name="sheba"
                  label="شمارهٔ شبا"
                  idPrefix="account"
                  dir="ltr"
                  required
                  hint="IR و ۲۴ رقم، همان‌طور که روی کارت یا اپ بانک آمده است"
                />
                <TextField name="holderName" label="نام صاحب حساب" idPrefix="account" required />
                <TextField
                  name="code"
                  label="کد پیامک‌شده"
                  idPrefix="account"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  required
                />
                <SubmitButton className={buttonClass('primary', 'self-start')}>ثبت حساب</SubmitButton>
              </ActionForm>
            ) : (
              <form noValidate action={sendBankAccountCode} className="mt-3">
                <input type="hidden" name="merchantId" value={merchant.id} />
                <p className="mb-3 text-sm text-slate-700">
                  برای امنیت، افزودن یا تغییر حساب با کدی که به شمارهٔ همراه شما پیامک می‌شود تأیید می‌شود.
                </p>
                <button type="submit" className={buttonClass('secondary')}>
                  دریافت کد تأیید
                </button>
              </form>
            )}
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">حساب‌ها و برداشت را فقط مالک تأمین‌کننده مدیریت می‌کند.</p>
        )}
      </section>

      {summary.canManage && accounts.length > 0 ? (
        <section className={sectionClass} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className="text-lg font-bold text-slate-900">
            برداشت به حساب بانکی
          </h2>
          <ActionForm action={withdraw} className="mt-3 flex flex-col gap-3" label="برداشت به حساب بانکی">
            <FormMessage />
            <input type="hidden" name="merchantId" value={merchant.id} />
            <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
            <div>
              <label htmlFor="withdraw-bankAccountId" className={labelClass}>
                حساب مقصد
              </label>
              <select
                id="withdraw-bankAccountId"
                name="bankAccountId"
                className={inputClass()}
                aria-describedby="withdraw-bankAccountId-error"
              >
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.bankName} — {account.holderName} — {account.sheba.slice(-4)}
                  </option>
                ))}
              </select>
              <FieldMessage field="bankAccountId" id="withdraw-bankAccountId-error" />
            </div>
            <TextField
              name="amount"
              errorField="amountRials"
              label="مبلغ (تومان)"
              idPrefix="withdraw"
              inputMode="numeric"
              pattern={TOMAN_INPUT_PATTERN}
              required
            />
            <SubmitButton className={buttonClass('primary', 'self-start')}>ثبت برداشت</SubmitButton>
          </ActionForm>
        </section>
      ) : null}

      <section id="withdrawals" className={sectionClass} aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title" className="text-lg font-bold text-slate-900">
          برداشت‌ها
        </h2>
        <nav aria-label="وضعیت برداشت‌ها" className="mt-2 flex flex-wrap gap-2 text-sm">
          <Link
            href={`${path}#withdrawals`}
            aria-current={status ? undefined : 'page'}
            className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
          >
            همه
          </Link>
          {payoutStatusSchema.options.map((s) => (
            <Link
              key={s}
              href={`${supplierPayoutsHref(merchant.id, { status: s })}#withdrawals`}
              aria-current={status === s ? 'page' : undefined}
              className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
            >
              {PAYOUT_STATUS_LABELS[s]}
            </Link>
          ))}
        </nav>
        {withdrawals.items.length === 0 ? (
          <p className="mt-3 text-slate-700">برداشتی نیست.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {withdrawals.items.map((item) => (
              <WithdrawalRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-600">{toPersianDigits(withdrawals.total)} برداشت</p>
        <Pagination
          page={page}
          totalPages={Math.ceil(withdrawals.total / WITHDRAWALS_PAGE_SIZE)}
          hrefFor={(p) => supplierPayoutsHref(merchant.id, { page: String(p), ...(status ? { status } : {}) })}
        />
      </section>
    </div>
  );
}
