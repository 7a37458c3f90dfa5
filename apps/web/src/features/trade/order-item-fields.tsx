// «اقلام» of the direct-order form: for each product, the quantity in its sales unit and an optional target
// price per unit in tomans.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { inputClass, labelClass } from '@/components/ui/form-styles';

/** One item of the form: a stored order's, or the product a new order starts from. */
export type DirectOrderRow = Pick<
  TradeRequest['items'][number],
  'productId' | 'productTitle' | 'quantity' | 'unit' | 'targetPriceRials'
>;

export function OrderItemFields({
  rows,
  sample = false,
  hints = {},
}: {
  rows: DirectOrderRow[];
  /** A sample order (decision 045): one unit of each item, the quantity fixed. */
  sample?: boolean;
  /** What the listing asks of the quantity (minimum, multiple, tiers), by product. */
  hints?: Record<number, string>;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-bold text-slate-900">{sample ? 'اقلام سفارش نمونه' : 'اقلام'}</legend>
      {sample ? <input type="hidden" name="kind" value="sample" /> : null}
      {rows.map((row, index) => (
        <div key={row.productId} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-3">
          <input type="hidden" name={`productId.${index}`} value={row.productId} />
          <p className="font-medium text-slate-900 sm:col-span-3">{toPersianDigitsInText(row.productTitle)}</p>
          <div>
            <label htmlFor={`quantity-${index}`} className={labelClass}>
              مقدار
            </label>
            <input
              id={`quantity-${index}`}
              name={`quantity.${index}`}
              inputMode="decimal"
              required
              dir="ltr"
              maxLength={12}
              readOnly={sample}
              aria-describedby={hints[row.productId] || sample ? `quantity-hint-${index}` : undefined}
              defaultValue={String(sample ? 1 : row.quantity)}
              className={inputClass(false, 'text-start')}
            />
            {hints[row.productId] || sample ? (
              <p id={`quantity-hint-${index}`} className="mt-1 text-sm text-slate-600">
                {sample ? 'سفارش نمونه یک واحد است، به قیمت نمونهٔ فروشنده.' : hints[row.productId]}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`unit-${index}`} className={labelClass}>
              واحد
            </label>
            <select id={`unit-${index}`} name={`unit.${index}`} defaultValue={row.unit} className={inputClass()}>
              <option value={row.unit}>{row.unit}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`target-${index}`} className={labelClass}>
              قیمت هدف هر واحد (تومان، اختیاری)
            </label>
            <input
              id={`target-${index}`}
              name={`target.${index}`}
              inputMode="numeric"
              dir="ltr"
              maxLength={16}
              defaultValue={row.targetPriceRials ? String(row.targetPriceRials / RIALS_PER_TOMAN) : ''}
              className={inputClass(false, 'text-start')}
            />
          </div>
        </div>
      ))}
    </fieldset>
  );
}
