// A supplier's quote form on the order page (docs/decisions/023): send, revise, withdraw; prices per unit,
// shipping (decision 045), lead time, validity and proposed stages (decision 056). The buyer's comparison is
// quote-comparison.tsx.
import { TRADE_QUOTE_STATUS_LABELS, type TradeQuote } from '@bazaar/contracts/trade-quotes';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney, RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { QuoteStageFields } from './quote-stages';
import { sendQuote, withdrawQuote } from './trade-actions';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
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
          <div className="w-48">
            <label htmlFor="quote-shipping" className={labelClass}>
              هزینهٔ حمل تا نشانی خریدار (تومان)
            </label>
            <input
              id="quote-shipping"
              name="shippingRials"
              inputMode="numeric"
              dir="ltr"
              maxLength={16}
              defaultValue={own?.delivered?.shippingRials ? tomans(own.delivered.shippingRials) : '۰'}
              data-testid="quote-shipping"
              className={inputClass(false, 'text-start')}
            />
          </div>
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
              defaultValue={own ? formatJalaliDate(`${own.validUntil}T12:00:00Z`) : ''}
              aria-describedby="quote-valid-hint"
              className={inputClass(false, 'text-start')}
            />
            <p id="quote-valid-hint" className="mt-1 text-xs text-slate-600">
              به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۲۰
            </p>
          </div>
        </div>
        <QuoteStageFields own={own} />
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
          <FileInput id="quote-file" name="quoteFile" accept="image/jpeg,image/png,image/webp,application/pdf" />
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
