// «هزینهٔ ارسال» in the supplier's confirm form (decision 039): tomans as typed; the confirm action sends it as
// `shippingRials` and secure payment adds it to what the buyer pays. Blank means free shipping.
import { TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function ShippingPriceField() {
  return (
    <div className="max-w-md">
      <label htmlFor="shipping-tomans" className={labelClass}>
        هزینهٔ ارسال کل سفارش (تومان)
      </label>
      <input
        id="shipping-tomans"
        name="shippingTomans"
        inputMode="numeric"
        dir="ltr"
        maxLength={16}
        pattern={TOMAN_INPUT_PATTERN}
        aria-describedby="shipping-tomans-hint"
        className={inputClass(false, 'text-start')}
      />
      <p id="shipping-tomans-hint" className="mt-1 text-sm text-slate-600">
        خالی یعنی ارسال رایگان. خریدار این مبلغ را همراه کالا و مالیات به صورت امن می‌پردازد.
      </p>
    </div>
  );
}
