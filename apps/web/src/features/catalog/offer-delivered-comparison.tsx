// «مقایسه بر پایهٔ هزینهٔ تمام‌شده» on a base product's page (decision 045): the offers for the quantity the
// buyer asks, each at the tier that applies, with VAT as secure payment adds it and the tier's lead time, ranked
// by delivered cost with the cheapest and the fastest marked. Shipping is not part of a listing: the supplier
// states it when confirming an order, so the table says so rather than guessing.
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import { deliveredCost, rankByDeliveredCost } from '@bazaar/contracts/delivered-cost';
import {
  leadTimeFor,
  quantityProblem,
  tierIndexFor,
  tierRangeLabel,
  unitPriceFor,
} from '@bazaar/contracts/price-tiers';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { productHref } from './product-links';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const cell = 'px-3 py-2 align-top';
const badge = 'ms-2 rounded px-2 py-0.5 text-xs font-medium';

function offerAt(product: ProductSummary, quantity: number, vatBasisPoints: number) {
  const listing = { ...product, ...product.quantityPricing };
  const problem = quantityProblem(listing, quantity, product.salesUnit);
  const unitPrice = problem ? null : unitPriceFor(listing, quantity);
  const tiers = product.quantityPricing.priceTiers;
  const tier = tiers.length ? tierRangeLabel(tiers, Math.max(0, tierIndexFor(tiers, quantity))) : null;
  const cost = unitPrice === null ? null : deliveredCost(Math.round(unitPrice * quantity), null, vatBasisPoints);
  return { product, problem, unitPrice, tier, cost, leadTime: leadTimeFor(listing, quantity) };
}

export function OfferDeliveredComparison({
  offers,
  quantity,
  vatBasisPoints,
  salesUnit,
  path,
}: {
  offers: ProductSummary[];
  quantity: number;
  vatBasisPoints: number;
  salesUnit: string;
  /** This page's address: the quantity form sends `?quantity=` to it. */
  path: string;
}) {
  const ranked = rankByDeliveredCost(
    offers.map((p) => offerAt(p, quantity, vatBasisPoints)),
    (o) => o.cost?.totalRials ?? null,
    (o) => (o.cost ? o.leadTime : null),
  );
  return (
    <section aria-labelledby="delivered-heading" className="mt-10" data-testid="offer-delivered-comparison">
      <h2 id="delivered-heading" className="text-xl font-bold text-slate-900">
        مقایسه بر پایهٔ هزینهٔ تمام‌شده
      </h2>
      <form method="get" action={path} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="compare-quantity" className={labelClass}>
            مقدار مورد نیاز ({salesUnit})
          </label>
          <input
            id="compare-quantity"
            name="quantity"
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            defaultValue={formatNumberFa(quantity)}
            className={inputClass(false, 'w-32 text-start')}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          مقایسه
        </button>
      </form>
      <p className="mt-2 text-sm text-slate-700">
        قیمت هر پیشنهاد به پلهٔ همین مقدار حساب شده و مالیات بر ارزش افزوده ({formatNumberFa(vatBasisPoints / 100)}٪) به
        آن افزوده شده است؛ هزینهٔ حمل را فروشنده هنگام تأیید سفارش اعلام می‌کند.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[48rem] text-start text-sm">
          <caption className="sr-only">
            پیشنهادها به ترتیب هزینهٔ تمام‌شده برای {formatNumberFa(quantity)} {salesUnit}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[
                'رتبه',
                'پیشنهاد',
                'پلهٔ قیمت',
                `قیمت هر ${salesUnit}`,
                'بهای کالا',
                'حمل',
                'مالیات',
                'تمام‌شده',
                'آماده‌سازی',
                'تحویل به‌موقع',
              ].map((h) => (
                <th key={h} scope="col" className={`${cell} text-start font-medium`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranked.map(({ offer: o, rank, cheapest, fastest }) => (
              <tr key={o.product.id} className="border-t border-slate-100" data-testid="delivered-offer">
                <td className={cell}>{rank ? formatNumberFa(rank) : '—'}</td>
                <th scope="row" className={`${cell} text-start font-normal`}>
                  <Link href={productHref(o.product)} className="text-brand-800 hover:underline">
                    {toPersianDigitsInText(o.product.merchant.name)}
                  </Link>
                </th>
                <td className={cell}>{o.problem ?? o.tier ?? 'یک قیمت'}</td>
                <td className={cell}>{o.unitPrice === null ? '—' : toman(o.unitPrice)}</td>
                <td className={cell}>{o.cost ? toman(o.cost.goodsRials) : '—'}</td>
                <td className={cell}>هنگام تأیید</td>
                <td className={cell}>{o.cost ? toman(o.cost.vatRials) : '—'}</td>
                <td className={`${cell} font-bold`}>
                  {o.cost ? toman(o.cost.totalRials) : o.product.priceRials === null ? 'استعلام قیمت' : '—'}
                  {cheapest ? (
                    <span className={`${badge} bg-emerald-100 text-emerald-900`} data-testid="offer-cheapest">
                      ارزان‌ترین
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  {o.leadTime === null ? '—' : `${formatNumberFa(o.leadTime)} روز`}
                  {fastest ? (
                    <span className={`${badge} bg-sky-100 text-sky-900`} data-testid="offer-fastest">
                      سریع‌ترین
                    </span>
                  ) : null}
                </td>
                <td className={cell}>اطلاعات کافی نیست</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
