// /profile/directorderinfo/{id}: one direct order for its buyer, the supplier's owner and agents (and staff):
// items with units and prices in tomans, delivery, documents, the timeline with Jalali dates, and only the
// actions the API allows this viewer now. Plain forms to server actions; live: the other party's move
// re-renders the page.
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { sectionCardClass } from '@/components/ui/section-styles';
import { orLogin } from '@/features/auth/session.server';
import { loadCompanyOrder } from '@/features/companies/companies-data.server';
import { CompanyOrderNote } from '@/features/companies/company-order-note';
import { LiveRefresh } from '@/features/live/live-refresh';
import { orderProformaHref } from '@/features/paperwork/paperwork-links';
import { hasOtherActions, securePaymentNotice } from '@/features/secure-payment/notices';
import { OrderSecurePayment } from '@/features/secure-payment/order-secure-payment';
import { loadOrderMoney } from '@/features/secure-payment/secure-payment-data.server';
import { ShippingPriceField } from '@/features/secure-payment/shipping-price-field';
import { tradeNotice } from '@/features/trade/notices';
import { OrderActions } from '@/features/trade/order-actions';
import { OrderDetails } from '@/features/trade/order-details';
import { OrderItems } from '@/features/trade/order-items';
import { OrderQuotes } from '@/features/trade/order-quotes';
import { TradeStateBadge } from '@/features/trade/state-badge';
import { Timeline } from '@/features/trade/timeline';
import { loadTradeRequest, tradeApi } from '@/features/trade/trade-data.server';
import {
  DIRECT_ORDERS_PATH,
  directOrderInfoHref,
  directOrderReportHref,
  SUPPLIER_INBOX_PATH,
} from '@/features/trade/trade-links';
import { BuyerRecord, OrderReviews } from '@/features/trust/order-reviews';
import { trustNotice } from '@/features/trust/trust-notices';
import { walletNotice } from '@/features/wallet/notices';
import { PayPayableForms } from '@/features/wallet/pay-payable-forms';
import { parsePublicId } from '@/lib/route-params';

/** States in which no supplier has confirmed prices yet: no پیش‌فاکتور to link (issue 31). */
const WITHOUT_PROFORMA: string[] = ['draft', 'awaiting_supplier', 'supplier_rejected', 'open_for_quotes'];

export const metadata: Metadata = { title: 'جزئیات سفارش مستقیم', robots: { index: false, follow: false } };

export default async function DirectOrderInfoPage({
  params,
  searchParams,
}: PageProps<'/profile/directorderinfo/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) notFound();
  const query = await searchParams;
  const path = directOrderInfoHref(id);
  const request = await loadTradeRequest(id, path);
  const allowed = new Set(request.allowedActions);
  // An order split into stages is delivered stage by stage in its money section (decision 040), never whole.
  if (allowed.has('deliver') && ((await loadOrderMoney(id, path))?.stages.length ?? 0) > 0) allowed.delete('deliver');
  const api = await tradeApi(path);
  // The buyer's plan and fee before the order's one payment publishes it (decision 049).
  const price =
    request.viewerParty === 'buyer' && allowed.has('publish')
      ? await orLogin(api.trade.membershipAndPrice({ params: { id } }), path)
      : null;
  const notice =
    tradeNotice(query.notice) ??
    walletNotice(query.notice) ??
    securePaymentNotice(query.notice) ??
    trustNotice(query.notice);
  const supplierSide = request.viewerParty === 'supplier' || request.viewerParty === 'quoter';
  const listHref = supplierSide ? SUPPLIER_INBOX_PATH : DIRECT_ORDERS_PATH;
  // The buyer's company side of the order, when the buyer is in a company (decision 044).
  const companyOrder = request.viewerParty === 'buyer' ? await loadCompanyOrder(id, path) : null;
  const quoting = request.state === 'open_for_quotes' || request.quotes.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed', 'companies.order.changed']} />
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          {
            label: supplierSide ? 'سفارش‌های رسیده' : 'سفارش‌های مستقیم',
            href: listHref,
          },
          { label: `سفارش ${toPersianDigits(request.id)}` },
        ]}
      />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900">
            {request.kind === 'sample' ? 'سفارش نمونهٔ' : 'سفارش مستقیم'} شمارهٔ {toPersianDigits(request.id)}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <TradeStateBadge state={request.state} />
            <span>
              خریدار: {toPersianDigitsInText(request.buyerName)}
              {request.viewerParty === 'quoter' || request.state === 'open_for_quotes'
                ? ` · درخواست پیشنهاد قیمت در دستهٔ «${request.categoryName}»`
                : ` · تأمین‌کننده: ${request.merchantName}`}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            ثبت: <time dateTime={request.createdAt}>{formatJalaliDate(request.createdAt, { style: 'long' })}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {request.viewerParty !== 'quoter' && !WITHOUT_PROFORMA.includes(request.state) ? (
            <Link href={orderProformaHref(request.id)} className={buttonClass('secondary')}>
              پیش‌فاکتور (نمایش و PDF)
            </Link>
          ) : null}
          <Link href={directOrderReportHref(request.id)} className={buttonClass('secondary')}>
            گزارش چاپی
          </Link>
        </div>
      </header>
      <NoticeBanner notice={notice} />
      {companyOrder ? <CompanyOrderNote order={companyOrder} /> : null}
      <OrderSecurePayment
        request={request}
        path={path}
        companyOrderHref={companyOrder ? `/profile/buyer-company/orders/${id}` : undefined}
        payForms={(payableId, walletShort, gateway) => (
          <PayPayableForms payableId={payableId} gateway={gateway} returnTo={path} walletShort={walletShort} />
        )}
      />
      <OrderReviews request={request} path={path} />
      <OrderItems request={request} />

      <OrderDetails request={request} />

      <BuyerRecord request={request} path={path} />

      {quoting ? <OrderQuotes request={request} supplierSide={supplierSide} /> : null}

      {hasOtherActions(request.allowedActions) ? (
        <OrderActions request={request} allowed={allowed} price={price} shippingField={<ShippingPriceField />} />
      ) : null}

      <section aria-labelledby="timeline-heading" className={sectionCardClass}>
        <h2 id="timeline-heading" className="mb-3 text-lg font-bold text-slate-900">
          تاریخچه
        </h2>
        <Timeline request={request} />
      </section>
    </div>
  );
}
