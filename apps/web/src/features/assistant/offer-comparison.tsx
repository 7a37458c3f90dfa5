// «مقایسهٔ پیشنهادهای برتر»: the top offers side by side, one row per property in one unit (the asked ones
// marked), then price, supplier and the direct-order link.
import type { AssistantAnswer, Need } from '@bazaar/contracts/assistant';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { productHref } from '@/features/catalog/product-links';
import { orderHref, price, VERIFICATION } from './need-display';

export function OfferComparison({
  comparison,
  need,
  headingId,
}: {
  comparison: AssistantAnswer['comparison'];
  need: Need | null;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        مقایسهٔ پیشنهادهای برتر
      </h2>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-max text-sm" data-testid="assistant-comparison">
          <caption className="sr-only">ویژگی‌ها کنار هم، هر ردیف در یک واحد</caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className="p-3 text-start">
                ویژگی
              </th>
              {comparison.products.map((p) => (
                <th key={p.id} scope="col" className="p-3 text-start align-top">
                  <Link href={productHref(p)} className="text-brand-800 hover:underline" data-testid="compare-product">
                    {toPersianDigitsInText(p.title)}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.propertyId} className="border-t border-slate-200">
                <th scope="row" className={`p-3 text-start font-medium ${row.asked ? 'text-brand-900' : ''}`}>
                  {row.name}
                  {row.unit ? ` (${row.unit})` : ''}
                </th>
                {row.values.map((v, i) => (
                  <td key={comparison.products[i]?.id ?? i} className="p-3">
                    {v ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-3 text-start font-medium">
                قیمت
              </th>
              {comparison.products.map((p) => (
                <td key={p.id} className="p-3">
                  {price(p.priceRials)} {p.priceRials !== null ? `/ ${p.salesUnit}` : ''}
                </td>
              ))}
            </tr>
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-3 text-start font-medium">
                تأمین‌کننده
              </th>
              {comparison.products.map((p) => (
                <td key={p.id} className="p-3">
                  {p.merchant.name} ({VERIFICATION[p.merchant.verificationLevel] ?? ''})
                  {p.merchant.city ? `، ${p.merchant.city}` : ''}
                </td>
              ))}
            </tr>
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-3 text-start font-medium">
                اقدام
              </th>
              {comparison.products.map((p) => (
                <td key={p.id} className="p-3">
                  <Link
                    href={orderHref(p, need)}
                    prefetch={false}
                    className={buttonClass('secondary')}
                    data-testid="compare-order"
                  >
                    سفارش مستقیم
                    {need?.quantity ? ` (${toPersianDigits(need.quantity.amount)} ${need.quantity.unit})` : ''}
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
