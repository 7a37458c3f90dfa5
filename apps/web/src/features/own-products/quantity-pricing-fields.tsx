// «قیمت پلکانی و نمونه» of the product editor (decision 045): up to four further tiers after the first (which is
// the product's price from its minimum order, with its own lead time), the order multiple and the sample price.
// Tiers are typed in the sales unit and tomans; the API checks the table and its errors come back here.

import { tierWarnings } from '@bazaar/contracts/price-tiers';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { plainNumber } from './property-input';

/** Further tiers the form offers at least (more when the product has more, up to the contract's eight in all). */
export const EXTRA_TIER_ROWS = 4;
const tomans = (rials: number | null | undefined) => (rials ? String(Math.round(rials / RIALS_PER_TOMAN)) : '');

export function QuantityPricingFields({ product }: { product?: EditableProduct }) {
  const tiers = product?.priceTiers ?? [];
  const warnings = tierWarnings(tiers);
  return (
    <section aria-labelledby="pe-tiers" className="flex flex-col gap-3" data-testid="editor-price-tiers">
      <h2 id="pe-tiers" className="text-lg font-bold text-slate-900">
        قیمت پلکانی، ضریب سفارش و نمونه
      </h2>
      <p id="pe-tiers-hint" className="text-sm text-slate-700">
        پلهٔ نخست همان قیمت محصول است، از حداقل سفارش. برای خرید بیشتر، «از مقدار» و قیمت هر واحد را به تومان بنویسید؛ هر
        پله تا آغاز پلهٔ بعد است. ردیف‌های خالی نادیده گرفته می‌شوند.
      </p>
      <div className="w-48">
        <label htmlFor="pe-tier-days-0" className={labelClass}>
          زمان آماده‌سازی پلهٔ نخست (روز)
        </label>
        <input
          id="pe-tier-days-0"
          name="tier.0.days"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          defaultValue={plainNumber(tiers[0]?.leadTimeDays)}
          className={inputClass()}
        />
      </div>
      <table className="w-full max-w-2xl text-start text-sm">
        <caption className="sr-only">پله‌های بعدی قیمت</caption>
        <thead>
          <tr>
            <th scope="col" className="p-1 text-start font-medium">
              پله
            </th>
            <th scope="col" className="p-1 text-start font-medium">
              از مقدار
            </th>
            <th scope="col" className="p-1 text-start font-medium">
              قیمت هر واحد (تومان)
            </th>
            <th scope="col" className="p-1 text-start font-medium">
              آماده‌سازی (روز)
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.max(EXTRA_TIER_ROWS, tiers.length - 1) }, (_, i) => i + 1).map((row) => {
            const tier = tiers[row];
            return (
              <tr key={row}>
                <th scope="row" className="p-1 text-start font-normal">
                  {new Intl.NumberFormat('fa-IR').format(row + 1)}
                </th>
                <td className="p-1">
                  <input
                    name={`tier.${row}.from`}
                    aria-label={`پلهٔ ${row + 1}: از مقدار`}
                    inputMode="decimal"
                    dir="ltr"
                    maxLength={12}
                    defaultValue={plainNumber(tier?.minQuantity)}
                    className={inputClass()}
                  />
                </td>
                <td className="p-1">
                  <input
                    name={`tier.${row}.price`}
                    aria-label={`پلهٔ ${row + 1}: قیمت هر واحد به تومان`}
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={16}
                    defaultValue={tomans(tier?.priceRials)}
                    className={inputClass()}
                  />
                </td>
                <td className="p-1">
                  <input
                    name={`tier.${row}.days`}
                    aria-label={`پلهٔ ${row + 1}: زمان آماده‌سازی به روز`}
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={4}
                    defaultValue={plainNumber(tier?.leadTimeDays)}
                    className={inputClass()}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldMessage field="priceTiers" id="pe-tiers-error" />
      {warnings.length ? (
        <ul className="text-sm text-amber-900" data-testid="tier-warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <label htmlFor="pe-multiple" className={labelClass}>
            ضریب سفارش (اختیاری)
          </label>
          <input
            id="pe-multiple"
            name="orderMultiple"
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            defaultValue={plainNumber(product?.orderMultiple)}
            aria-describedby="pe-multiple-error"
            className={inputClass()}
          />
        </div>
        <div className="w-48">
          <label htmlFor="pe-sample" className={labelClass}>
            قیمت یک نمونه (تومان؛ خالی: بی‌نمونه)
          </label>
          <input
            id="pe-sample"
            name="samplePriceRials"
            inputMode="numeric"
            dir="ltr"
            maxLength={16}
            defaultValue={tomans(product?.samplePriceRials)}
            aria-describedby="pe-sample-error"
            className={inputClass()}
          />
        </div>
        <div className="w-full">
          <FieldMessage field="orderMultiple" id="pe-multiple-error" />
          <FieldMessage field="samplePriceRials" id="pe-sample-error" />
        </div>
      </div>
    </section>
  );
}
