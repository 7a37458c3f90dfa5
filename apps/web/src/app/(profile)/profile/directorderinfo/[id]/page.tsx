// /profile/directorderinfo/{id}: one direct order for its buyer, the supplier's owner and agents (and staff):
// items with units and prices in tomans, delivery, documents, the timeline with Jalali dates, and only the
// actions the API allows this viewer now. Plain forms to server actions; live: the other party's move
// re-renders the page.
import { PAYMENT_TERMS_LABELS, type TradeRequest } from '@bazaar/contracts/trade';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { orLogin } from '@/features/auth/session.server';
import { LiveRefresh } from '@/features/live/live-refresh.client';
import { hasOtherActions, securePaymentNotice } from '@/features/secure-payment/notices';
import { OrderSecurePayment } from '@/features/secure-payment/order-secure-payment';
import { ShippingPriceField } from '@/features/secure-payment/shipping-price-field';
import { tradeNotice } from '@/features/trade/notices';
import { QuoteComparison, QuoteForm } from '@/features/trade/quotes';
import { TradeStateBadge } from '@/features/trade/state-badge';
import { jalaliDay, Timeline } from '@/features/trade/timeline';
import {
  cancelOrder,
  confirmAndPublish,
  markDelivered,
  openToQuotes,
  requestConfirmation,
  startWork,
  supplierConfirm,
  supplierReject,
} from '@/features/trade/trade-actions';
import { loadTradeRequest, tradeApi } from '@/features/trade/trade-data.server';
import {
  DIRECT_ORDERS_PATH,
  directOrderInfoHref,
  directOrderReportHref,
  editDirectOrderHref,
  SUPPLIER_INBOX_PATH,
} from '@/features/trade/trade-links';
import { walletNotice } from '@/features/wallet/notices';
import { PayPayableForms } from '@/features/wallet/pay-payable-forms';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'جزئیات سفارش مستقیم', robots: { index: false, follow: false } };

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const sectionClass = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';

function Items({ request }: { request: TradeRequest }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-start">
        <caption className="sr-only">اقلام سفارش</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              کالا
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              مقدار
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              قیمت هدف (واحد)
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              قیمت تأمین‌کننده (واحد)
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              جمع
            </th>
          </tr>
        </thead>
        <tbody>
          {request.items.map((item) => (
            <tr key={item.id} className="border-t border-slate-100">
              <td className="px-3 py-2 text-slate-900">{toPersianDigitsInText(item.productTitle)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatNumberFa(item.quantity)} {item.unit}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {item.targetPriceRials === null ? '—' : toman(item.targetPriceRials)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {item.unitPriceRials === null ? '—' : toman(item.unitPriceRials)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap font-medium">
                {item.unitPriceRials === null ? '—' : toman(Math.round(item.quantity * item.unitPriceRials))}
              </td>
            </tr>
          ))}
        </tbody>
        {request.totalRials !== null ? (
          <tfoot>
            <tr className="border-t-2 border-slate-200">
              <th scope="row" colSpan={4} className="px-3 py-2 text-start">
                جمع کل
              </th>
              <td className="px-3 py-2 font-bold whitespace-nowrap" data-testid="trade-total">
                {toman(request.totalRials)}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

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
  const api = await tradeApi(path);
  const buyerPaying = request.viewerParty === 'buyer' && allowed.has('publish');
  const [price, balance, gateways, payables] = buyerPaying
    ? await orLogin(
        Promise.all([
          api.trade.membershipAndPrice({ params: { id } }),
          api.wallet.balance(),
          api.payments.gateways(),
          api.payments.payables(),
        ]),
        path,
      )
    : [null, null, [], []];
  const fee = request.feePayableId ? payables.find((p) => p.id === request.feePayableId) : undefined;
  const notice = tradeNotice(query.notice) ?? walletNotice(query.notice) ?? securePaymentNotice(query.notice);
  const supplierSide = request.viewerParty === 'supplier' || request.viewerParty === 'quoter';
  const listHref = supplierSide ? SUPPLIER_INBOX_PATH : DIRECT_ORDERS_PATH;
  const quoting = request.state === 'open_for_quotes' || request.quotes.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <LiveRefresh types={['trade.request.changed']} />
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
          <h1 className="text-2xl font-bold text-slate-900">سفارش مستقیم شمارهٔ {toPersianDigits(request.id)}</h1>
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
        <Link href={directOrderReportHref(request.id)} className={buttonClass('secondary')}>
          گزارش چاپی
        </Link>
      </header>
      <NoticeBanner notice={notice} />
      <OrderSecurePayment
        request={request}
        path={path}
        payForms={(payableId, walletShort, gateway) => (
          <PayPayableForms payableId={payableId} gateway={gateway} returnTo={path} walletShort={walletShort} />
        )}
      />

      <section aria-labelledby="items-heading" className={sectionClass}>
        <h2 id="items-heading" className="mb-3 text-lg font-bold text-slate-900">
          اقلام
        </h2>
        <Items request={request} />
      </section>

      <section aria-labelledby="details-heading" className={sectionClass}>
        <h2 id="details-heading" className="mb-3 text-lg font-bold text-slate-900">
          تحویل و پرداخت
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">تاریخ تحویل درخواستی</dt>
            <dd className="text-slate-900">{jalaliDay(request.requestedDeliveryDate)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">شرایط پرداخت</dt>
            <dd className="text-slate-900">{PAYMENT_TERMS_LABELS[request.paymentTerms]}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600">نشانی تحویل</dt>
            <dd className="text-slate-900">
              {request.deliveryAddress
                ? toPersianDigitsInText(
                    `${request.deliveryAddress.title}: ${request.deliveryAddress.text} (گیرنده: ${request.deliveryAddress.receiverName})`,
                  )
                : '—'}
            </dd>
          </div>
          {request.description ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-slate-600">توضیحات خریدار</dt>
              <dd className="whitespace-pre-line text-slate-900">{toPersianDigitsInText(request.description)}</dd>
            </div>
          ) : null}
          {request.supplierLeadTimeDays !== null ? (
            <div>
              <dt className="text-sm text-slate-600">زمان آماده‌سازی تأمین‌کننده</dt>
              <dd className="text-slate-900">{formatNumberFa(request.supplierLeadTimeDays)} روز</dd>
            </div>
          ) : null}
          {request.supplierNotes ? (
            <div>
              <dt className="text-sm text-slate-600">یادداشت تأمین‌کننده</dt>
              <dd className="text-slate-900">{toPersianDigitsInText(request.supplierNotes)}</dd>
            </div>
          ) : null}
          {request.rejectionReason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-slate-600">دلیل رد</dt>
              <dd className="text-red-800">{toPersianDigitsInText(request.rejectionReason)}</dd>
            </div>
          ) : null}
        </dl>
        {request.documents.length > 0 ? (
          <>
            <h3 className="mt-4 mb-2 font-bold text-slate-900">مدارک پیوست</h3>
            <ul className="flex flex-col gap-1">
              {request.documents.map((doc) => (
                <li key={doc.fileId}>
                  <a href={doc.url} className="text-brand-800 underline">
                    {doc.documentTypeName}: {doc.fileName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {quoting ? (
        <section id="quotes" aria-labelledby="quotes-heading" className={`${sectionClass} scroll-mt-24`}>
          <h2 id="quotes-heading" className="mb-3 text-lg font-bold text-slate-900">
            {supplierSide ? 'پیشنهاد قیمت شما' : 'پیشنهادهای قیمت'}
          </h2>
          {request.viewerParty === 'buyer' && request.state === 'open_for_quotes' ? (
            <p className="mb-3 text-slate-700">
              قیمت‌ها به واحدی که شما خواسته‌اید برگردانده شده‌اند تا کنار هم سنجیده شوند. با پذیرش یک پیشنهاد، سفارش با
              همان تأمین‌کننده تأیید می‌شود و به دیگران خبر داده می‌شود.
            </p>
          ) : null}
          {supplierSide && request.canQuoteAs ? (
            <div id="quote" className="scroll-mt-24">
              <QuoteForm request={request} merchantId={request.canQuoteAs} />
            </div>
          ) : (
            <QuoteComparison request={request} />
          )}
        </section>
      ) : null}

      {hasOtherActions(request.allowedActions) || fee ? (
        <section id="answer" aria-labelledby="actions-heading" className={`${sectionClass} scroll-mt-24`}>
          <h2 id="actions-heading" className="mb-3 text-lg font-bold text-slate-900">
            کارهای ممکن اکنون
          </h2>
          <div className="flex flex-col gap-5">
            {allowed.has('edit') ? (
              <div>
                <Link href={editDirectOrderHref(request.id)} className={buttonClass('secondary')}>
                  ویرایش سفارش
                </Link>
                {request.state !== 'draft' ? (
                  <p className="mt-1 text-sm text-slate-600">
                    با ویرایش، سفارش به پیش‌نویس برمی‌گردد و باید دوباره فرستاده شود.
                  </p>
                ) : null}
              </div>
            ) : null}
            {allowed.has('request_confirmation') ? (
              <form noValidate action={requestConfirmation}>
                <input type="hidden" name="id" value={request.id} />
                <button type="submit" className={buttonClass('primary')}>
                  ارسال برای تأمین‌کننده
                </button>
              </form>
            ) : null}
            {allowed.has('open_to_quotes') ? (
              <form noValidate action={openToQuotes} className="flex flex-col gap-1">
                <input type="hidden" name="id" value={request.id} />
                <div>
                  <button type="submit" className={buttonClass('secondary')}>
                    انتشار برای دریافت پیشنهاد قیمت
                  </button>
                </div>
                <p className="text-sm text-slate-600">
                  به جای یک تأمین‌کننده، همهٔ تأمین‌کنندگان تأییدشدهٔ دستهٔ این کالا درخواست را می‌بینند و قیمت می‌دهند؛ از
                  سهمیهٔ ماهانهٔ طرح عضویت شما کم می‌شود.
                </p>
              </form>
            ) : null}
            {allowed.has('supplier_confirm') ? (
              <form
                noValidate
                action={supplierConfirm}
                className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200"
              >
                <h3 className="font-bold text-slate-900">تأیید با قیمت</h3>
                <input type="hidden" name="id" value={request.id} />
                {request.items.map((item, index) => (
                  <div key={item.id} className="max-w-md">
                    <label htmlFor={`price-${item.id}`} className={labelClass}>
                      قیمت هر {item.unit} «{toPersianDigitsInText(item.productTitle)}» (تومان)
                    </label>
                    <input
                      id={`price-${item.id}`}
                      name={`price.${item.id}`}
                      inputMode="numeric"
                      required
                      dir="ltr"
                      maxLength={16}
                      data-testid={`unit-price-${index}`}
                      className={inputClass(false, 'text-start')}
                    />
                  </div>
                ))}
                <ShippingPriceField />
                <div className="max-w-40">
                  <label htmlFor="lead-time" className={labelClass}>
                    زمان آماده‌سازی (روز)
                  </label>
                  <input
                    id="lead-time"
                    name="leadTimeDays"
                    inputMode="numeric"
                    dir="ltr"
                    defaultValue="۷"
                    maxLength={4}
                    className={inputClass(false, 'text-start')}
                  />
                </div>
                <div>
                  <label htmlFor="supplier-notes" className={labelClass}>
                    یادداشت برای خریدار
                  </label>
                  <textarea id="supplier-notes" name="notes" rows={2} maxLength={2000} className={inputClass()} />
                </div>
                <div>
                  <button type="submit" className={buttonClass('primary')}>
                    تأیید و ارسال قیمت
                  </button>
                </div>
              </form>
            ) : null}
            {allowed.has('supplier_reject') ? (
              <form
                noValidate
                action={supplierReject}
                className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200"
              >
                <input type="hidden" name="id" value={request.id} />
                <div>
                  <label htmlFor="reject-reason" className={labelClass}>
                    دلیل رد
                  </label>
                  <textarea
                    id="reject-reason"
                    name="reason"
                    rows={2}
                    minLength={3}
                    maxLength={1000}
                    required
                    className={inputClass()}
                  />
                </div>
                <div>
                  <button type="submit" className={buttonClass('ghost')}>
                    رد درخواست
                  </button>
                </div>
              </form>
            ) : null}
            {allowed.has('publish') && price ? (
              <div id="fee" className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200 scroll-mt-24">
                <h3 className="font-bold text-slate-900">تأیید نهایی و انتشار</h3>
                <p className="text-slate-800" data-testid="publish-price">
                  طرح عضویت: «{price.plan.name}» · کارمزد انتشار:{' '}
                  <strong>{price.feeRials === 0 ? 'رایگان' : toman(price.feeRials)}</strong> · باقی‌ماندهٔ این ماه:{' '}
                  {formatNumberFa(price.remainingThisMonth)} از {formatNumberFa(price.requestsPerMonth)}
                </p>
                {fee ? (
                  <div id="payables" className="flex flex-wrap items-center gap-3">
                    <span className="text-slate-800">
                      کارمزد {toman(fee.amountRials)} · موجودی کیف پول: {toman(balance?.balanceRials ?? 0)}
                    </span>
                    <PayPayableForms
                      payableId={fee.id}
                      gateway={gateways[0]}
                      returnTo={path}
                      walletShort={(balance?.balanceRials ?? 0) < fee.amountRials}
                    />
                  </div>
                ) : (
                  <form noValidate action={confirmAndPublish}>
                    <input type="hidden" name="id" value={request.id} />
                    <button type="submit" className={buttonClass('primary')} disabled={!price.canPublish}>
                      {price.feeRials === 0 ? 'تأیید نهایی و انتشار' : 'تأیید نهایی و پرداخت کارمزد'}
                    </button>
                  </form>
                )}
              </div>
            ) : null}
            {allowed.has('start') ? (
              <form noValidate action={startWork}>
                <input type="hidden" name="id" value={request.id} />
                <button type="submit" className={buttonClass('primary')}>
                  شروع انجام سفارش
                </button>
              </form>
            ) : null}
            {allowed.has('deliver') ? (
              <form noValidate action={markDelivered} className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="id" value={request.id} />
                <div className="w-72">
                  <label htmlFor="deliver-note" className={labelClass}>
                    یادداشت تحویل (مثلاً شمارهٔ بارنامه)
                  </label>
                  <input id="deliver-note" name="note" maxLength={1000} className={inputClass()} />
                </div>
                <button type="submit" className={buttonClass('primary')}>
                  ثبت تحویل
                </button>
              </form>
            ) : null}
            {allowed.has('cancel') ? (
              <form noValidate id="cancel" action={cancelOrder} className="flex flex-wrap items-end gap-3 scroll-mt-24">
                <input type="hidden" name="id" value={request.id} />
                <div className="w-72">
                  <label htmlFor="cancel-reason" className={labelClass}>
                    دلیل لغو
                  </label>
                  <input
                    id="cancel-reason"
                    name="reason"
                    minLength={3}
                    maxLength={1000}
                    required
                    className={inputClass()}
                  />
                </div>
                <button type="submit" className={buttonClass('ghost')}>
                  لغو سفارش
                </button>
              </form>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="timeline-heading" className={sectionClass}>
        <h2 id="timeline-heading" className="mb-3 text-lg font-bold text-slate-900">
          تاریخچه
        </h2>
        <Timeline request={request} />
      </section>
    </div>
  );
}
