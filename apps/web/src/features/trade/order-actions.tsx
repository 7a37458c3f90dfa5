// «کارهای ممکن اکنون»: only what the API allows this viewer now: edit, send to the supplier, open to quotes,
// the supplier's confirm or reject, the buyer's plan and fee before paying (decision 049), start, delivery, cancel.
import type { MembershipAndPrice, TradeRequest } from '@bazaar/contracts/trade-requests';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { PublishStep } from './publish-step';
import { SupplierConfirmForm, SupplierRejectForm } from './supplier-answer-forms';
import { cancelOrder, markDelivered, openToQuotes, requestConfirmation, startWork } from './trade-actions';
import { editDirectOrderHref } from './trade-links';

export function OrderActions({
  request,
  allowed,
  price,
  shippingField,
}: {
  request: TradeRequest;
  /** The actions the API allows this viewer now. */
  allowed: ReadonlySet<string>;
  /** The buyer's plan and publishing fee, when the buyer may publish (by paying, in «پرداخت امن»). */
  price: MembershipAndPrice | null;
  /** The supplier's shipping price in its confirmation (secure payment's field, filled by the page). */
  shippingField?: ReactNode;
}) {
  return (
    <section id="answer" aria-labelledby="actions-heading" className={`${sectionCardClass} scroll-mt-24`}>
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
              به جای یک تأمین‌کننده، همهٔ تأمین‌کنندگان تأییدشدهٔ دستهٔ این کالا درخواست را می‌بینند و قیمت می‌دهند؛ از سهمیهٔ
              ماهانهٔ طرح عضویت شما کم می‌شود.
            </p>
          </form>
        ) : null}
        {allowed.has('supplier_confirm') ? (
          <SupplierConfirmForm request={request} shippingField={shippingField} />
        ) : null}
        {allowed.has('supplier_reject') ? <SupplierRejectForm requestId={request.id} /> : null}
        {allowed.has('publish') && price ? <PublishStep price={price} /> : null}
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
  );
}
