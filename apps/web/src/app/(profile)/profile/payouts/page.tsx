// /profile/payouts: the supplier's money (decision 038) — the receivable it may withdraw, money in transit and
// paid out, its bank accounts (added by the owner with a شبا and a one-time code), the withdrawal form with inline
// Persian errors, and its withdrawals with their state and Jalali dates. Members read it; the owner acts.
import { PAYOUT_STATUS_LABELS, payoutStatusSchema } from '@bazaar/contracts/payouts';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AddBankAccount, BankAccountList, WithdrawalRow, WithdrawForm } from '@/components/payouts/payout-parts';
import { EmptyState } from '@/components/ui/empty-state';
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
        <BankAccountList accounts={accounts} />
        {summary.canManage ? (
          <AddBankAccount
            codeStep={codeStep}
            sendCode={sendBankAccountCode}
            add={addBankAccount}
            hidden={{ merchantId: merchant.id }}
          />
        ) : (
          <p className="mt-3 text-sm text-slate-700">حساب‌ها و برداشت را فقط مالک تأمین‌کننده مدیریت می‌کند.</p>
        )}
      </section>

      {summary.canManage && accounts.length > 0 ? (
        <section className={sectionClass} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className="text-lg font-bold text-slate-900">
            برداشت به حساب بانکی
          </h2>
          <WithdrawForm accounts={accounts} action={withdraw} hidden={{ merchantId: merchant.id }} />
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
