// Amounts typed in tomans on secure payment's forms (decision 015: forms take tomans, the API speaks Rials):
// «هزینهٔ ارسال» in the supplier's confirm form (sent as `shippingRials`; blank is free shipping) and staff's
// refund in a split decision. `errorField` names the API's field whose Persian error shows beneath.
import { TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function TomansField({
  id,
  name,
  label,
  hint,
  errorField,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  errorField?: string;
}) {
  return (
    <div className="max-w-md">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        dir="ltr"
        maxLength={16}
        pattern={TOMAN_INPUT_PATTERN}
        aria-describedby={`${id}-hint${errorField ? ` ${id}-error` : ''}`}
        className={inputClass(false, 'text-start')}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {errorField ? <FieldMessage field={errorField} id={`${id}-error`} /> : null}
    </div>
  );
}

export function ShippingPriceField() {
  return (
    <TomansField
      id="shipping-tomans"
      name="shippingTomans"
      label="هزینهٔ ارسال کل سفارش (تومان)"
      hint="خالی یعنی ارسال رایگان. خریدار این مبلغ را همراه کالا و مالیات به صورت امن می‌پردازد."
    />
  );
}
