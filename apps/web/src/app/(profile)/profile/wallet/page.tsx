// /profile/wallet: the balance, a top-up through a gateway, what waits to be paid, payments to retry or
// cancel, the withdrawal to the person's own bank account (issue 30 point 6), and the statement with Jalali dates, kinds and the running balance. Plain forms posting to server
// actions: works without JavaScript. Each money form carries an idempotency key made at render time.
import { walletTransactionKindSchema } from '@bazaar/contracts/wallet-payments';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { walletNotice } from '@/features/wallet/notices';
import { PayablesSection } from '@/features/wallet/payables-section';
import { PendingPaymentsSection } from '@/features/wallet/pending-payments-section';
import { TopUpSection } from '@/features/wallet/top-up-section';
import { loadWallet, WALLET_PAGE_SIZE } from '@/features/wallet/wallet-data.server';
import { WalletStatement } from '@/features/wallet/wallet-statement';
import { statementHref, toman } from '@/features/wallet/wallet-view';
import { loadWalletWithdrawals } from '@/features/wallet/withdraw-data.server';
import { WithdrawSection } from '@/features/wallet/withdraw-section';
import { firstParam, parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'کیف پول', robots: { index: false, follow: false } };

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
  const wallet = await loadWallet(statementHref(filters, page), { page, ...filters });
  const payouts = await loadWalletWithdrawals(statementHref(filters, page));
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
            موجودی کیف پول برای پرداخت مبلغ سفارش‌ها، طرح عضویت و کارمزد انتشار درخواست‌های خرید به کار می‌رود؛ مبلغ
            سفارش‌های لغوشده هم به همین‌جا برمی‌گردد و می‌توانید آن را به حساب بانکی خودتان برداشت کنید.
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

      <TopUpSection gateways={wallet.gateways} />

      {wallet.payables.length > 0 ? (
        <PayablesSection payables={wallet.payables} gateways={wallet.gateways} balanceRials={wallet.balance} />
      ) : null}

      {wallet.retryable.length > 0 ? <PendingPaymentsSection payments={wallet.retryable} /> : null}

      <WithdrawSection
        summary={payouts.summary}
        accounts={payouts.accounts}
        withdrawals={payouts.withdrawals.items}
        codeStep={firstParam(params.step) === 'code'}
      />

      <WalletStatement statement={statement} filters={filters} page={page} totalPages={totalPages} />
    </div>
  );
}
