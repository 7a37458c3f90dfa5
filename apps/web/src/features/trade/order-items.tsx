// «اقلام»: the order's items with quantity and unit, the buyer's target price, the listing's price for the
// quantity (its tier's or the sample's, decision 045), the supplier's price and the line totals in tomans, and
// the order's total once priced.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { sectionCardClass } from '@/components/ui/section-styles';
import { toman } from './order-view';

export function OrderItems({ request }: { request: TradeRequest }) {
  return (
    <section aria-labelledby="items-heading" className={sectionCardClass}>
      <h2 id="items-heading" className="mb-3 text-lg font-bold text-slate-900">
        اقلام
      </h2>
      <ItemsTable request={request} />
    </section>
  );
}

function ItemsTable({ request }: { request: TradeRequest }) {
  return (
    <>
      {/* On a phone, the total first and a card per item (issue 37); the table from md up. */}
      <div className="md:hidden">
        {request.totalRials !== null ? (
          <p className="mb-3 flex justify-between rounded-lg bg-slate-50 p-3 font-bold text-slate-900">
            <span>جمع کل</span>
            <span data-testid="trade-total-phone">{toman(request.totalRials)}</span>
          </p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {request.items.map((item) => (
            <li key={item.id} className="rounded-lg p-3 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">{toPersianDigitsInText(item.productTitle)}</p>
              <p className="mt-1 text-sm text-slate-700">
                {formatNumberFa(item.quantity)} {item.unit}
                {item.unitPriceRials === null ? ' · بدون قیمت تأمین‌کننده' : ` × ${toman(item.unitPriceRials)}`}
                {item.targetPriceRials === null ? '' : ` · قیمت هدف ${toman(item.targetPriceRials)}`}
                {item.tierPriceRials === null
                  ? ''
                  : ` · ${request.kind === 'sample' ? 'قیمت نمونه' : 'قیمت پلکانی فهرست'} ${toman(item.tierPriceRials)}`}
              </p>
              {item.unitPriceRials === null ? null : (
                <p className="mt-1 font-medium text-slate-900">
                  جمع: {toman(Math.round(item.quantity * item.unitPriceRials))}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
      {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="overflow-x-auto max-md:hidden" tabIndex={0} aria-label="جدول اقلام سفارش">
        <table className="w-full min-w-[40rem] text-start">
          <caption className="sr-only">اقلام سفارش</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                کالا
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                مقدار
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                قیمت هدف (واحد)
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {request.kind === 'sample' ? 'قیمت نمونه (واحد)' : 'قیمت پلکانی فهرست (واحد)'}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                قیمت تأمین‌کننده (واحد)
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                جمع
              </th>
            </tr>
          </thead>
          <tbody>
            {request.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-100">
                <td className="px-3 py-2 text-slate-900">{toPersianDigitsInText(item.productTitle)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatNumberFa(item.quantity)} {item.unit}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {item.targetPriceRials === null ? '—' : toman(item.targetPriceRials)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap" data-testid="item-tier-price">
                  {item.tierPriceRials === null ? '—' : toman(item.tierPriceRials)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {item.unitPriceRials === null ? '—' : toman(item.unitPriceRials)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap font-medium">
                  {item.unitPriceRials === null ? '—' : toman(Math.round(item.quantity * item.unitPriceRials))}
                </td>
              </tr>
            ))}
          </tbody>
          {request.totalRials !== null ? (
            <tfoot>
              <tr className="border-t-2 border-slate-200">
                <th scope="row" colSpan={5} className="px-3 py-2 text-start">
                  جمع کل
                </th>
                <td className="px-3 py-2 font-bold whitespace-nowrap" data-testid="trade-total">
                  {toman(request.totalRials)}
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </section>
    </>
  );
}
