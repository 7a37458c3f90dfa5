// Requests for quotation on the order page (docs/decisions/023): the buyer's side-by-side comparison of the
// quotes (prices converted to the unit the buyer asked in), with an accept button each while the request is
// open; and a supplier's quote form (send, revise, withdraw). A supplier only ever receives its own quote.
import { TRADE_QUOTE_STATUS_LABELS, type TradeQuote } from '@bazaar/contracts/trade-quotes';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney, RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { quoteProformaHref } from '@/features/paperwork/paperwork-links';
import { jalaliDay } from './timeline';
import { acceptQuote, sendQuote, withdrawQuote } from './trade-actions';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const cell = 'px-3 py-2 align-top';

/** The quotes side by side: one column per supplier, one row per item (price per the buyer's unit), totals. */
export function QuoteComparison({ request }: { request: TradeRequest }) {
  const quotes = request.quotes;
  if (!quotes.length)
    return <p className="text-slate-700">هنوز پیشنهادی نرسیده است؛ پیشنهادها که برسند همین‌جا کنار هم دیده می‌شوند.</p>;
  const totals = quotes.map((q) => q.totalRials).filter((t): t is number => t !== null);
  const best = totals.length ? Math.min(...totals) : null;
  const canAccept = request.viewerParty === 'buyer' && request.allowedActions.includes('accept_quote');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-start" data-testid="quote-comparison">
        <caption className="sr-only">مقایسهٔ پیشنهادهای قیمت</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className={`${cell} text-start font-medium`}>
              قلم
            </th>
            {quotes.map((q) => (
              <th key={q.id} scope="col" className={`${cell} text-start font-bold text-slate-900`}>
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
              {quotes.map((q) => {
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
          <tr className="border-t-2 border-slate-200">
            <th scope="row" className={`${cell} text-start`}>
              جمع کل
            </th>
            {quotes.map((q) => (
              <td key={q.id} className={`${cell} font-bold`} data-testid={`quote-total-${q.id}`}>
                {q.totalRials === null ? '—' : toman(q.totalRials)}
                {best !== null && q.totalRials === best && quotes.length > 1 ? (
                  <span className="ms-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
                    کمترین
                  </span>
                ) : null}
              </td>
            ))}
          </tr>
          <tr className="border-t border-slate-100">
            <th scope="row" className={`${cell} text-start font-normal`}>
              زمان آماده‌سازی
            </th>
            {quotes.map((q) => (
              <td key={q.id} className={cell}>
                {formatNumberFa(q.leadTimeDays)} روز
              </td>
            ))}
          </tr>
          <tr className="border-t border-slate-100">
            <th scope="row" className={`${cell} text-start font-normal`}>
              اعتبار تا
            </th>
            {quotes.map((q) => (
              <td key={q.id} className={cell}>
                {jalaliDay(q.validUntil)}
                {q.expired ? <span className="block text-xs text-red-800">اعتبار گذشته</span> : null}
              </td>
            ))}
          </tr>
          <tr className="border-t border-slate-100">
            <th scope="row" className={`${cell} text-start font-normal`}>
              یادداشت و مدارک
            </th>
            {quotes.map((q) => (
              <td key={q.id} className={`${cell} text-sm`}>
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
              </td>
            ))}
          </tr>
          {canAccept ? (
            <tr className="border-t border-slate-100">
              <td className={cell} />
              {quotes.map((q) => (
                <td key={q.id} className={cell}>
                  {q.status === 'active' && !q.expired ? (
                    <form noValidate action={acceptQuote}>
                      <input type="hidden" name="id" value={request.id} />
                      <input type="hidden" name="quoteId" value={q.id} />
                      <button type="submit" className={buttonClass('primary')}>
                        پذیرش پیشنهاد {toPersianDigitsInText(q.merchantName)}
                      </button>
                    </form>
                  ) : null}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** A supplier's quote form (its own quote prefilled for a revision), and a withdraw button for an active one. */
export function QuoteForm({ request, merchantId }: { request: TradeRequest; merchantId: number }) {
  const own: TradeQuote | undefined = request.quotes.find((q) => q.merchantId === merchantId);
  const tomans = (rials: number) => toPersianDigits(Math.round(rials / RIALS_PER_TOMAN));
  return (
    <div className="flex flex-col gap-4">
      {own ? (
        <p className="text-slate-800" data-testid="own-quote-status">
          پیشنهاد شما: {TRADE_QUOTE_STATUS_LABELS[own.status]}
          {own.totalRials !== null ? ` · جمع ${toman(own.totalRials)}` : ''} · آخرین تغییر{' '}
          {formatJalaliDate(own.updatedAt, { style: 'long', withTime: true })}
        </p>
      ) : null}
      <form noValidate action={sendQuote} className="flex flex-col gap-3">
        <input type="hidden" name="id" value={request.id} />
        <input type="hidden" name="merchantId" value={merchantId} />
        {own?.documents.map((d) => (
          <input key={d.fileId} type="hidden" name="quoteDocument" value={d.fileId} />
        ))}
        {request.items.map((item, index) => {
          const line = own?.items.find((l) => l.itemId === item.id);
          return (
            <fieldset key={item.id} className="flex flex-wrap gap-3 rounded-lg p-3 ring-1 ring-slate-200">
              <legend className="px-1 font-medium text-slate-900">
                {toPersianDigitsInText(item.productTitle)} · {formatNumberFa(item.quantity)} {item.unit}
              </legend>
              <div className="w-48">
                <label htmlFor={`quote-price-${item.id}`} className={labelClass}>
                  قیمت واحد (تومان)
                </label>
                <input
                  id={`quote-price-${item.id}`}
                  name={`quotePrice.${item.id}`}
                  inputMode="numeric"
                  required
                  dir="ltr"
                  maxLength={16}
                  defaultValue={line ? tomans(line.unitPriceRials) : ''}
                  data-testid={`quote-price-${index}`}
                  className={inputClass(false, 'text-start')}
                />
              </div>
              <div className="w-40">
                <label htmlFor={`quote-unit-${item.id}`} className={labelClass}>
                  برای هر
                </label>
                <input
                  id={`quote-unit-${item.id}`}
                  name={`quoteUnit.${item.id}`}
                  required
                  maxLength={40}
                  defaultValue={line?.unit ?? item.unit}
                  aria-describedby={`quote-unit-hint-${item.id}`}
                  className={inputClass()}
                />
                <p id={`quote-unit-hint-${item.id}`} className="mt-1 text-xs text-slate-600">
                  «{item.unit}» یا واحدی از همان کمیت
                </p>
              </div>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-3">
          <div className="w-40">
            <label htmlFor="quote-lead" className={labelClass}>
              زمان آماده‌سازی (روز)
            </label>
            <input
              id="quote-lead"
              name="leadTimeDays"
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
              defaultValue={formatNumberFa(own?.leadTimeDays ?? 7)}
              className={inputClass(false, 'text-start')}
            />
          </div>
          <div className="w-48">
            <label htmlFor="quote-valid" className={labelClass}>
              اعتبار پیشنهاد تا
            </label>
            <input
              id="quote-valid"
              name="validUntil"
              required
              dir="ltr"
              maxLength={10}
              placeholder="۱۴۰۵/۰۹/۲۰"
              defaultValue={own ? formatJalaliDate(`${own.validUntil}T12:00:00Z`) : ''}
              aria-describedby="quote-valid-hint"
              className={inputClass(false, 'text-start')}
            />
            <p id="quote-valid-hint" className="mt-1 text-xs text-slate-600">
              به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۲۰
            </p>
          </div>
        </div>
        <div>
          <label htmlFor="quote-notes" className={labelClass}>
            یادداشت برای خریدار
          </label>
          <textarea
            id="quote-notes"
            name="notes"
            rows={2}
            maxLength={2000}
            defaultValue={own?.notes ?? ''}
            className={inputClass()}
          />
        </div>
        <div>
          <label htmlFor="quote-file" className={labelClass}>
            پیوست (پیش‌فاکتور، کاتالوگ؛ تصویر یا PDF)
          </label>
          <input
            id="quote-file"
            name="quoteFile"
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className="text-sm"
          />
          {own?.documents.length ? (
            <ul className="mt-1 text-sm">
              {own.documents.map((d) => (
                <li key={d.fileId}>
                  <a href={d.url} className="text-brand-800 underline">
                    {d.fileName}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')}>
            {own ? 'ثبت بازنگری پیشنهاد' : 'ارسال پیشنهاد قیمت'}
          </button>
        </div>
      </form>
      {own?.status === 'active' ? (
        <form noValidate action={withdrawQuote}>
          <input type="hidden" name="id" value={request.id} />
          <input type="hidden" name="quoteId" value={own.id} />
          <button type="submit" className={buttonClass('ghost')}>
            پس‌گرفتن پیشنهاد
          </button>
        </form>
      ) : null}
    </div>
  );
}
