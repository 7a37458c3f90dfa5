// /profile/directOrderReport/{Id}: the printable report of a direct order (parties, items with units, prices in
// tomans with Persian digits, Jalali dates, totals, state history), laid out for A4 by the print stylesheet
// below: the site's header, footer and profile menu are hidden when printing.
import { PAYMENT_TERMS_LABELS, TRADE_REQUEST_STATE_LABELS } from '@bazaar/contracts/trade-states';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { loadCompanyOrder } from '@/features/companies/companies-data.server';
import { ReportPayments } from '@/features/secure-payment/report-payments';
import { securePaymentApi, unlessMissing } from '@/features/secure-payment/secure-payment-data.server';
import { PrintButton } from '@/features/trade/print-button.client';
import { jalaliDay } from '@/features/trade/timeline';
import { loadTradeRequest } from '@/features/trade/trade-data.server';
import { directOrderInfoHref, directOrderReportHref } from '@/features/trade/trade-links';
import { parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'گزارش سفارش مستقیم', robots: { index: false, follow: false } };

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
@media print {
  body * { visibility: hidden; }
  #trade-report, #trade-report * { visibility: visible; }
  #trade-report { position: absolute; inset-inline: 0; top: 0; box-shadow: none; }
  .no-print { display: none !important; }
  #trade-report table { page-break-inside: auto; }
  #trade-report tr { page-break-inside: avoid; }
}`;

export default async function DirectOrderReportPage({ params }: PageProps<'/profile/directOrderReport/[Id]'>) {
  const id = parsePublicId((await params).Id);
  if (id === null) notFound();
  const path = directOrderReportHref(id);
  const request = await loadTradeRequest(id, path);
  const [money, companyOrder] = await Promise.all([
    unlessMissing((await securePaymentApi(path)).money.money({ params: { id } }), path),
    // A company member's order carries the company's PO number and cost centre (decision 044).
    loadCompanyOrder(id, path),
  ]);
  const cell = 'border border-slate-300 px-2 py-1 text-start';
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="no-print flex flex-wrap gap-3">
        <PrintButton />
        <Link href={directOrderInfoHref(id)} className={buttonClass('secondary')}>
          بازگشت به سفارش
        </Link>
      </div>
      <article
        id="trade-report"
        className="mx-auto w-full max-w-[210mm] bg-white p-8 text-slate-900 ring-1 ring-slate-200"
      >
        <header className="mb-4 flex flex-wrap items-start justify-between gap-2 border-b-2 border-slate-800 pb-3">
          <div>
            <p className="text-sm">بازار صنعت</p>
            <h1 className="text-xl font-bold">گزارش سفارش مستقیم شمارهٔ {toPersianDigits(request.id)}</h1>
          </div>
          <dl className="text-sm">
            <div>
              <dt className="inline">وضعیت: </dt>
              <dd className="inline font-bold" data-testid="report-state">
                {TRADE_REQUEST_STATE_LABELS[request.state]}
              </dd>
            </div>
            <div>
              <dt className="inline">تاریخ ثبت: </dt>
              <dd className="inline">{formatJalaliDate(request.createdAt, { style: 'long' })}</dd>
            </div>
            {companyOrder?.poNumber ? (
              <div>
                <dt className="inline">شمارهٔ سفارش خرید خریدار (PO): </dt>
                <dd className="inline font-bold" dir="ltr" data-testid="report-po">
                  {companyOrder.poNumber}
                </dd>
              </div>
            ) : null}
            {companyOrder?.costCentre ? (
              <div>
                <dt className="inline">مرکز هزینه: </dt>
                <dd className="inline">{toPersianDigitsInText(companyOrder.costCentre)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="inline">تاریخ گزارش: </dt>
              <dd className="inline">{formatJalaliDate(new Date(), { style: 'long', withTime: true })}</dd>
            </div>
          </dl>
        </header>

        <section aria-labelledby="parties-heading" className="mb-4 grid grid-cols-2 gap-4 text-sm">
          <h2 id="parties-heading" className="sr-only">
            طرفین
          </h2>
          <div>
            <h3 className="font-bold">خریدار</h3>
            <p>{toPersianDigitsInText(request.buyerName)}</p>
            <p dir="ltr" className="text-end">
              {toPersianDigits(request.buyerPhone)}
            </p>
            {request.buyerCompany ? (
              // The buyer's company, for the official invoice (issue 20).
              <dl className="mt-2 space-y-0.5" data-testid="buyer-company">
                <div>
                  <dt className="inline font-medium">شرکت: </dt>
                  <dd className="inline">{toPersianDigitsInText(request.buyerCompany.name)}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">شناسهٔ ملی: </dt>
                  <dd className="inline">{toPersianDigits(request.buyerCompany.nationalId)}</dd>
                </div>
                {request.buyerCompany.economicCode ? (
                  <div>
                    <dt className="inline font-medium">کد اقتصادی: </dt>
                    <dd className="inline">{toPersianDigits(request.buyerCompany.economicCode)}</dd>
                  </div>
                ) : null}
                {request.buyerCompany.registrationNumber ? (
                  <div>
                    <dt className="inline font-medium">شمارهٔ ثبت: </dt>
                    <dd className="inline">{toPersianDigits(request.buyerCompany.registrationNumber)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline font-medium">نشانی: </dt>
                  <dd className="inline">{toPersianDigitsInText(request.buyerCompany.address)}</dd>
                </div>
              </dl>
            ) : null}
          </div>
          <div>
            <h3 className="font-bold">تأمین‌کننده</h3>
            <p>{request.merchantName}</p>
            {request.merchantPhone ? (
              <p dir="ltr" className="text-end">
                {toPersianDigits(request.merchantPhone)}
              </p>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="report-items-heading" className="mb-4">
          <h2 id="report-items-heading" className="mb-1 font-bold">
            اقلام
          </h2>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-slate-100">
                <th scope="col" className={cell}>
                  ردیف
                </th>
                <th scope="col" className={cell}>
                  کالا
                </th>
                <th scope="col" className={cell}>
                  مقدار
                </th>
                <th scope="col" className={cell}>
                  واحد
                </th>
                <th scope="col" className={cell}>
                  قیمت واحد
                </th>
                <th scope="col" className={cell}>
                  جمع
                </th>
              </tr>
            </thead>
            <tbody>
              {request.items.map((item, index) => (
                <tr key={item.id} data-testid="report-item">
                  <td className={cell}>{formatNumberFa(index + 1)}</td>
                  <td className={cell}>{toPersianDigitsInText(item.productTitle)}</td>
                  <td className={cell}>{formatNumberFa(item.quantity)}</td>
                  <td className={cell}>{item.unit}</td>
                  <td className={cell}>{item.unitPriceRials === null ? '—' : toman(item.unitPriceRials)}</td>
                  <td className={cell}>
                    {item.unitPriceRials === null ? '—' : toman(Math.round(item.quantity * item.unitPriceRials))}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold">
                <th scope="row" colSpan={5} className={cell}>
                  جمع کل
                </th>
                <td className={cell} data-testid="report-total">
                  {request.totalRials !== null
                    ? toman(request.totalRials)
                    : request.items.every((item) => item.unitPriceRials !== null)
                      ? // Priced, yet beyond what one order can be: a row stored before the bounds (contracts/trade.ts).
                        'بیش از سقف مبلغ یک سفارش'
                      : 'هنوز قیمت‌گذاری نشده'}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>

        {money ? <ReportPayments money={money} cell={cell} /> : null}

        <section aria-labelledby="report-terms-heading" className="mb-4 text-sm">
          <h2 id="report-terms-heading" className="mb-1 font-bold">
            شرایط
          </h2>
          <ul className="list-inside list-disc">
            <li>تاریخ تحویل درخواستی: {jalaliDay(request.requestedDeliveryDate)}</li>
            <li>شرایط پرداخت: {PAYMENT_TERMS_LABELS[request.paymentTerms]}</li>
            {request.supplierLeadTimeDays !== null ? (
              <li>زمان آماده‌سازی: {formatNumberFa(request.supplierLeadTimeDays)} روز</li>
            ) : null}
            <li>
              نشانی تحویل:{' '}
              {request.deliveryAddress
                ? toPersianDigitsInText(
                    `${request.deliveryAddress.text} (گیرنده: ${request.deliveryAddress.receiverName})`,
                  )
                : '—'}
            </li>
            {request.description ? <li>توضیحات: {toPersianDigitsInText(request.description)}</li> : null}
            {request.supplierNotes ? <li>یادداشت تأمین‌کننده: {toPersianDigitsInText(request.supplierNotes)}</li> : null}
          </ul>
        </section>

        <section aria-labelledby="report-history-heading" className="text-sm">
          <h2 id="report-history-heading" className="mb-1 font-bold">
            تاریخچهٔ وضعیت
          </h2>
          <table className="w-full border-collapse">
            <thead>
              <tr className="bg-slate-100">
                <th scope="col" className={cell}>
                  تاریخ
                </th>
                <th scope="col" className={cell}>
                  از
                </th>
                <th scope="col" className={cell}>
                  به
                </th>
                <th scope="col" className={cell}>
                  توسط
                </th>
                <th scope="col" className={cell}>
                  یادداشت
                </th>
              </tr>
            </thead>
            <tbody>
              {request.events.map((event) => (
                <tr key={event.id}>
                  <td className={cell}>{formatJalaliDate(event.createdAt, { withTime: true })}</td>
                  <td className={cell}>{event.fromState ? TRADE_REQUEST_STATE_LABELS[event.fromState] : '—'}</td>
                  <td className={cell}>{TRADE_REQUEST_STATE_LABELS[event.toState]}</td>
                  <td className={cell}>{toPersianDigitsInText(event.actorName)}</td>
                  <td className={cell}>{toPersianDigitsInText(event.note) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </article>
    </div>
  );
}
