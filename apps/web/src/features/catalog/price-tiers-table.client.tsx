'use client';
// «قیمت پلکانی» on the product page (decision 045): the tiers as a small table; the buyer types a quantity, the
// tier that applies is highlighted with the line's total, and «سفارش» starts a direct order of that quantity.
import type { ProductDetail } from '@bazaar/contracts/catalog-products';
import { quantityProblem, tierIndexFor, tierRangeLabel } from '@bazaar/contracts/price-tier-rules';
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { parseNumberInput } from '@bazaar/fa/number-input';
import Link from 'next/link';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

export function PriceTiersTable({
  product,
  orderHref,
}: {
  product: Pick<ProductDetail, 'priceRials' | 'minOrderQuantity' | 'salesUnit' | 'leadTimeDays' | 'quantityPricing'>;
  /** The new direct order's address; «سفارش» adds the quantity and unit (a server page passes no function). */
  orderHref: string;
}) {
  const id = useId();
  const { priceTiers, orderMultiple } = product.quantityPricing;
  const start = product.minOrderQuantity ?? 1;
  const [text, setText] = useState(formatNumberFa(start));
  const quantity = parseNumberInput(text);
  const listing = { ...product, orderMultiple, priceTiers };
  const problem = quantity !== null && quantity > 0 ? quantityProblem(listing, quantity, product.salesUnit) : null;
  const active = quantity !== null && quantity > 0 ? tierIndexFor(priceTiers, quantity) : -1;
  const tier = priceTiers[active];
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4" data-testid="price-tiers">
      <h2 id={`${id}-heading`} className="text-base font-bold text-slate-900">
        قیمت پلکانی
      </h2>
      <table className="mt-2 w-full text-start text-sm">
        <caption className="sr-only">قیمت هر {product.salesUnit} به مقدار سفارش</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-start font-medium">
              مقدار ({product.salesUnit})
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-medium">
              قیمت هر {product.salesUnit}
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-medium">
              زمان آماده‌سازی
            </th>
          </tr>
        </thead>
        <tbody>
          {priceTiers.map((t, i) => (
            <tr
              key={t.minQuantity}
              className={i === active ? 'bg-emerald-50 font-bold text-emerald-950' : 'border-t border-slate-100'}
              aria-current={i === active ? 'true' : undefined}
              data-testid={i === active ? 'price-tier-active' : 'price-tier'}
            >
              <td className="px-2 py-1.5">{tierRangeLabel(priceTiers, i)}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{toman(t.priceRials)}</td>
              <td className="px-2 py-1.5">
                {(t.leadTimeDays ?? product.leadTimeDays) === null
                  ? '—'
                  : `${formatNumberFa(t.leadTimeDays ?? product.leadTimeDays ?? 0)} روز`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            مقدار مورد نیاز ({product.salesUnit})
          </label>
          <input
            id={`${id}-quantity`}
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-line`}
            className={inputClass(problem !== null, 'w-32 text-start')}
            data-testid="price-tier-quantity"
          />
        </div>
        {quantity !== null && quantity > 0 && !problem ? (
          <Link
            href={`${orderHref}&quantity=${quantity}&unit=${encodeURIComponent(product.salesUnit)}`}
            prefetch={false}
            className={buttonClass('secondary')}
            data-testid="price-tier-order"
          >
            سفارش {formatNumberFa(quantity)} {product.salesUnit}
          </Link>
        ) : null}
      </div>
      <p id={`${id}-line`} className="mt-1 text-sm text-slate-700" aria-live="polite">
        {problem ??
          (tier && quantity
            ? `${formatNumberFa(quantity)} ${product.salesUnit} × ${toman(tier.priceRials)} = ${toman(Math.round(quantity * tier.priceRials))}، پیش از هزینهٔ حمل و مالیات بر ارزش افزوده`
            : '')}
      </p>
    </section>
  );
}
