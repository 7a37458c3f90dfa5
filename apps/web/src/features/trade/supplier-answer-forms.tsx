// The supplier's answer to a direct order: confirm with a price for each item (and lead time and notes), or
// reject with a reason.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { supplierConfirm, supplierReject } from './trade-actions';

/** `shippingField`: the supplier's shipping price, a field of secure payment's (the page fills the slot). */
export function SupplierConfirmForm({ request, shippingField }: { request: TradeRequest; shippingField?: ReactNode }) {
  return (
    <form noValidate action={supplierConfirm} className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200">
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
            // The listing's price for this quantity (its tier's or its sample's, decision 045), to confirm or change.
            defaultValue={item.tierPriceRials === null ? '' : String(Math.round(item.tierPriceRials / RIALS_PER_TOMAN))}
            className={inputClass(false, 'text-start')}
          />
        </div>
      ))}
      {shippingField}
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
  );
}

export function SupplierRejectForm({ requestId }: { requestId: number }) {
  return (
    <form noValidate action={supplierReject} className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200">
      <input type="hidden" name="id" value={requestId} />
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
  );
}
