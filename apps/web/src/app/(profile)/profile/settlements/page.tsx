// /profile/settlements: a supplier's statement of secure payment (decision 039): its receivable, its orders' money
// still held, and each paid order's goods, shipping, VAT, commission, released and refunded money. For the
// supplier's owner and agents; a member of several suppliers picks one.
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { orLogin } from '@/features/auth/session.server';
import { LiveRefresh } from '@/features/live/live-refresh';
import { SECURE_PAYMENT_PAGE_SIZE, securePaymentApi } from '@/features/secure-payment/secure-payment-data.server';
import { SETTLEMENTS_PATH as PATH } from '@/features/secure-payment/secure-payment-links';
import { SettlementsTable, SettlementTotals } from '@/features/secure-payment/settlements-table';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';
import { SUPPLIER_INBOX_PATH } from '@/features/trade/trade-links';
import { firstParam, parsePageParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'صورت‌حساب فروش', robots: { index: false, follow: false } };

export default async function SettlementsPage({ searchParams }: PageProps<'/profile/settlements'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const merchants = await loadManagedMerchants(PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const api = await securePaymentApi(PATH);
  const statement = await orLogin(
    api.money.settlements({ query: { merchantId: merchant.id, page, pageSize: SECURE_PAYMENT_PAGE_SIZE } }),
    PATH,
  );
  const hrefFor = (n: number) => `${PATH}?merchantId=${merchant.id}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed']} />
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'صورت‌حساب فروش' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">صورت‌حساب فروش</h1>
        <p className="mt-1 text-slate-700">
          سفارش‌های «{toPersianDigitsInText(merchant.name)}» که خریدار مبلغشان را به صورت امن پرداخته است. وجه هر سفارش
          پس از تأیید دریافت، پایان مهلت اعتراض یا تصمیم پشتیبانی، پس از کسر کمیسیون طرح عضویت شما به حسابتان می‌آید.
        </p>
      </header>
      {merchants.length > 1 ? (
        <nav aria-label="تأمین‌کننده">
          <ul className="flex flex-wrap gap-2">
            {merchants.map((m) => (
              <li key={m.id}>
                <Link
                  href={`${PATH}?merchantId=${m.id}`}
                  aria-current={m.id === merchant.id ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm ring-1 ring-slate-300 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
                >
                  {toPersianDigitsInText(m.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SettlementTotals receivableRials={statement.receivableRials} heldRials={statement.heldRials} />
      <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
        <h2 id="orders-heading" className="text-lg font-bold text-slate-900">
          سفارش‌ها ({toPersianDigits(statement.page.total)})
        </h2>
        {statement.page.items.length === 0 ? (
          <EmptyState
            title="هنوز سفارشی با پرداخت امن ندارید"
            actions={
              <Link href={SUPPLIER_INBOX_PATH} className={buttonClass('secondary')}>
                سفارش‌های رسیده
              </Link>
            }
          />
        ) : (
          <SettlementsTable items={statement.page.items} />
        )}
        <Pagination
          page={page}
          totalPages={Math.ceil(statement.page.total / SECURE_PAYMENT_PAGE_SIZE)}
          hrefFor={hrefFor}
        />
      </section>
    </div>
  );
}
