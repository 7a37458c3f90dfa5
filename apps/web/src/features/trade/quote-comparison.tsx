// The buyer's comparison of the quotes of a request for quotation (decisions 023, 045): one column per supplier,
// ranked by total delivered cost (goods + shipping + VAT, as secure payment charges), prices converted to the
// unit the buyer asked in, lead time and the supplier's on-time figure; the cheapest and the fastest marked.
import { rankByDeliveredCost } from '@bazaar/contracts/delivered-cost';
import { TRADE_QUOTE_STATUS_LABELS } from '@bazaar/contracts/trade-quotes';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { quoteProformaHref } from '@/features/paperwork/paperwork-links';
import { QuoteStagesList } from './quote-stages';
import { jalaliDay } from './timeline';
import { acceptQuote } from './trade-actions';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const cell = 'px-3 py-2 align-top';
const badge = 'ms-2 rounded px-2 py-0.5 text-xs font-medium';

/** «۹۲٪ به‌موقع» from the trust metrics when they are measured; until then, not enough data. */
export function onTimeText(rate: number | null): string {
  return rate === null ? 'اطلاعات کافی نیست' : `${formatNumberFa(Math.round(rate * 100))}٪ به‌موقع`;
}

export function QuoteComparison({ request }: { request: TradeRequest }) {
  if (!request.quotes.length)
    return <p className="text-slate-700">هنوز پیشنهادی نرسیده است؛ پیشنهادها که برسند همین‌جا کنار هم دیده می‌شوند.</p>;
  const ranked = rankByDeliveredCost(
    request.quotes,
    (q) => q.delivered?.totalRials ?? null,
    (q) => q.leadTimeDays,
  );
  const canAccept = request.viewerParty === 'buyer' && request.allowedActions.includes('accept_quote');
  const row = (label: string, render: (r: (typeof ranked)[number]) => React.ReactNode, strong = false) => (
    <tr className={strong ? 'border-t-2 border-slate-200' : 'border-t border-slate-100'}>
      <th scope="row" className={`${cell} text-start ${strong ? '' : 'font-normal'}`}>
        {label}
      </th>
      {ranked.map((r) => (
        <td key={r.offer.id} className={`${cell} ${strong ? 'font-bold' : ''}`}>
          {render(r)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-start" data-testid="quote-comparison">
        <caption className="sr-only">مقایسهٔ پیشنهادهای قیمت به ترتیب هزینهٔ تمام‌شده تا تحویل</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className={`${cell} text-start font-medium`}>
              قلم
            </th>
            {ranked.map(({ offer: q, rank }) => (
              <th key={q.id} scope="col" className={`${cell} text-start font-bold text-slate-900`}>
                {rank ? (
                  <span className="text-sm font-normal text-slate-600">رتبهٔ {formatNumberFa(rank)} · </span>
                ) : null}
                {toPersianDigitsInText(q.merchantName)}
                <span className="block text-xs font-normal text-slate-600">{TRADE_QUOTE_STATUS_LABELS[q.status]}</span>
                <a href={quoteProformaHref(q.id)} className="text-xs font-normal text-brand-800 underline">
                  پیش‌فاکتور (نمایش و PDF)
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {request.items.map((item) => (
            <tr key={item.id} className="border-t border-slate-100">
              <th scope="row" className={`${cell} text-start font-normal text-slate-900`}>
                {toPersianDigitsInText(item.productTitle)}
                <span className="block text-sm text-slate-600">
                  {formatNumberFa(item.quantity)} {item.unit}
                </span>
              </th>
              {ranked.map(({ offer: q }) => {
                const line = q.items.find((l) => l.itemId === item.id);
                return (
                  <td key={q.id} className={cell}>
                    {line?.pricePerRequestUnitRials != null ? (
                      <>
                        {toman(line.pricePerRequestUnitRials)} <span className="text-sm">هر {item.unit}</span>
                        {line.unit !== item.unit ? (
                          <span className="block text-xs text-slate-600">
                            پیشنهاد: {toman(line.unitPriceRials)} هر {line.unit}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          {row('بهای کالا', ({ offer: q }) => (q.totalRials === null ? '—' : toman(q.totalRials)))}
          {row('هزینهٔ حمل', ({ offer: q }) =>
            q.delivered?.shippingRials == null ? 'اعلام نشده' : toman(q.delivered.shippingRials),
          )}
          {row(
            `مالیات بر ارزش افزوده (${formatNumberFa(ranked[0]?.offer.delivered?.vatPercent ?? 10)}٪)`,
            ({ offer: q }) => (q.delivered ? toman(q.delivered.vatRials) : '—'),
          )}
          {row(
            'هزینهٔ تمام‌شده تا تحویل',
            ({ offer: q, cheapest }) => (
              <span data-testid={`quote-total-${q.id}`}>
                {q.delivered ? toman(q.delivered.totalRials) : '—'}
                {cheapest ? (
                  <span className={`${badge} bg-emerald-100 text-emerald-900`} data-testid="quote-cheapest">
                    ارزان‌ترین
                  </span>
                ) : null}
              </span>
            ),
            true,
          )}
          {row('زمان آماده‌سازی', ({ offer: q, fastest }) => (
            <>
              {formatNumberFa(q.leadTimeDays)} روز
              {fastest ? (
                <span className={`${badge} bg-sky-100 text-sky-900`} data-testid="quote-fastest">
                  سریع‌ترین
                </span>
              ) : null}
            </>
          ))}
          {row('تحویل به‌موقع تأمین‌کننده', ({ offer: q }) => onTimeText(q.onTimeRate))}
          {request.quotes.some((q) => q.stages.length)
            ? row('پرداخت مرحله‌ای', ({ offer: q }) => <QuoteStagesList stages={q.stages} />)
            : null}
          {row('اعتبار تا', ({ offer: q }) => (
            <>
              {jalaliDay(q.validUntil)}
              {q.expired ? <span className="block text-xs text-red-800">اعتبار گذشته</span> : null}
            </>
          ))}
          {row('یادداشت و مدارک', ({ offer: q }) => (
            <div className="text-sm font-normal">
              {q.notes ? <p>{toPersianDigitsInText(q.notes)}</p> : null}
              <ul>
                {q.documents.map((d) => (
                  <li key={d.fileId}>
                    <a href={d.url} className="text-brand-800 underline">
                      {d.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {canAccept
            ? row('', ({ offer: q }) =>
                q.status === 'active' && !q.expired ? (
                  <form noValidate action={acceptQuote}>
                    <input type="hidden" name="id" value={request.id} />
                    <input type="hidden" name="quoteId" value={q.id} />
                    <button type="submit" className={buttonClass('primary')}>
                      پذیرش پیشنهاد {toPersianDigitsInText(q.merchantName)}
                    </button>
                  </form>
                ) : null,
              )
            : null}
        </tbody>
      </table>
    </div>
  );
}
