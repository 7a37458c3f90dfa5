// /profile/membership: a supplier's owner sees the plans side by side with the current one marked, buys or
// renews one, and pays it from the wallet or through a gateway. Every supplier starts on the free base plan.
import type { MembershipPlan } from '@bazaar/contracts/wallet-membership';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { NotASupplier } from '@/features/supplier-workspace/supplier-state';
import { MEMBERSHIP_PATH, walletNotice } from '@/features/wallet/notices';
import { PayPayableForms } from '@/features/wallet/pay-payable-forms';
import { buyPlan } from '@/features/wallet/wallet-actions';
import { walletApi } from '@/features/wallet/wallet-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';

const loadMine = cache(async () => (await walletApi(MEMBERSHIP_PATH)).membership.mine());

export const metadata: Metadata = { title: 'طرح عضویت', robots: { index: false, follow: false } };

function PlanCard({
  plan,
  current,
  merchantId,
  canBuy,
}: {
  plan: MembershipPlan;
  current: boolean;
  merchantId: number;
  canBuy: boolean;
}) {
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-xl bg-white p-5 ring-1',
        current ? 'ring-2 ring-brand-600' : 'ring-slate-200',
      )}
    >
      <h3 className="text-lg font-bold text-slate-900">
        {plan.name}
        {current ? (
          <span className="ms-2 rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800">طرح کنونی</span>
        ) : null}
      </h3>
      <p className="text-2xl font-bold text-slate-900">
        {plan.priceRials === 0 ? 'رایگان' : formatMoney(plan.priceRials, { unit: 'toman' })}
        {plan.isBase ? null : (
          <span className="text-base font-normal text-slate-600"> برای {formatNumberFa(plan.periodDays)} روز</span>
        )}
      </p>
      {plan.description ? <p className="text-slate-700">{toPersianDigitsInText(plan.description)}</p> : null}
      <ul className="flex flex-col gap-1 text-slate-800">
        <li>{formatNumberFa(plan.requestsPerMonth)} درخواست خرید در ماه</li>
        <li>
          کارمزد هر درخواست:{' '}
          {plan.feePerRequestRials === 0 ? 'بدون کارمزد' : formatMoney(plan.feePerRequestRials, { unit: 'toman' })}
        </li>
        <li data-testid="plan-commission">
          کمیسیون سفارش‌های پرداخت امن: {formatNumberFa(plan.commissionBasisPoints / 100)}٪
          {plan.commissionMinRials > 0 ? ` (دست‌کم ${formatMoney(plan.commissionMinRials, { unit: 'toman' })})` : ''}
        </li>
      </ul>
      {plan.isBase || !canBuy ? null : (
        <form action={buyPlan} className="mt-auto">
          <input type="hidden" name="merchantId" value={merchantId} />
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="returnTo" value={MEMBERSHIP_PATH} />
          <button type="submit" className={buttonClass(current ? 'secondary' : 'primary', 'w-full')}>
            {current ? 'تمدید' : 'خرید'} طرح «{plan.name}»
          </button>
        </form>
      )}
    </li>
  );
}

/** A buyer (or anyone without a supplier company) reads the plans and finds the way to register one. */
async function PlansForNonSuppliers() {
  const plans = await (await walletApi(MEMBERSHIP_PATH)).membership.list();
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'طرح عضویت' }]} />
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">طرح‌های عضویت تأمین‌کنندگان</h1>
        <HelpLink id="membership" />
      </header>
      <NotASupplier purpose="طرح عضویت برای تأمین‌کنندگان است و خرید از بازار صنعت به آن نیازی ندارد. برای فروش،" />
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          طرح‌ها
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={false} merchantId={0} canBuy={false} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default async function MembershipPage({ searchParams }: PageProps<'/profile/membership'>) {
  const [mine] = await loadMine();
  if (!mine) return <PlansForNonSuppliers />;
  const params = await searchParams;
  const api = await walletApi(MEMBERSHIP_PATH);
  const merchantId = mine.merchantId;
  const current = mine;
  const owner = mine.role === 'owner';
  const [plans, payables, balance, gateways] = await Promise.all([
    api.membership.list(),
    api.payments.payables(),
    api.wallet.balance(),
    api.payments.gateways(),
  ]);
  const chosenId = parsePublicId(firstParam(params.payable));
  const chosen = payables.find((p) => p.id === chosenId && p.kind === 'membership_plan');
  const gateway = gateways[0];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'طرح عضویت' }]} />
      <header>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">طرح عضویت «{mine.merchantName}»</h1>
          <HelpLink id="membership" />
        </div>
        <p className="mt-1 text-slate-700">
          طرح کنونی: <span className="font-bold">{current.plan.name}</span>
          {current.expiresAt ? (
            <>
              {' '}
              تا <time dateTime={current.expiresAt}>{formatJalaliDate(current.expiresAt, { style: 'long' })}</time>
            </>
          ) : (
            ' (بدون تاریخ پایان)'
          )}
        </p>
      </header>
      <NoticeBanner notice={walletNotice(params.notice)} />
      {owner ? null : <p className="text-slate-700">خرید و تمدید طرح با مالک تأمین‌کننده است.</p>}
      {chosen ? (
        <section
          id="pay"
          aria-labelledby="pay-heading"
          className="scroll-mt-24 rounded-xl bg-white p-5 ring-2 ring-accent-500"
        >
          <h2 id="pay-heading" className="text-lg font-bold text-slate-900">
            پرداخت {toPersianDigitsInText(chosen.title)}
          </h2>
          <p className="mt-1 text-slate-700">
            مبلغ: <span className="font-bold">{formatMoney(chosen.amountRials, { unit: 'toman' })}</span> · موجودی کیف
            پول: {formatMoney(balance.balanceRials, { unit: 'toman' })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <PayPayableForms
              payableId={chosen.id}
              gateway={gateway}
              returnTo={MEMBERSHIP_PATH}
              walletShort={balance.balanceRials < chosen.amountRials}
            />
            <Link href="/profile/wallet#topup" className={buttonClass('ghost')}>
              افزایش موجودی کیف پول
            </Link>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          طرح‌ها
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === current.plan.id}
              merchantId={merchantId}
              canBuy={owner}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
