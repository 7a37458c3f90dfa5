// «تحویل و پرداخت»: the requested delivery day, payment terms, delivery address, the buyer's description, the
// supplier's lead time and notes, the reason of a rejection, and the attached documents.

import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { PAYMENT_TERMS_LABELS } from '@bazaar/contracts/trade-states';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { sectionCardClass } from '@/components/ui/section-styles';
import { jalaliDay } from './timeline';

export function OrderDetails({ request }: { request: TradeRequest }) {
  return (
    <section aria-labelledby="details-heading" className={sectionCardClass}>
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
          <dd className="text-slate-900">
            {PAYMENT_TERMS_LABELS[request.paymentTerms]}
            <span className="block text-sm text-slate-600">یادداشت خریدار؛ وجه سفارش با پرداخت امن جابه‌جا می‌شود.</span>
          </dd>
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
  );
}
