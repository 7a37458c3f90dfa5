// Stages (milestones) inside a quote (decision 056): the supplier's rows in its quote form, and how the buyer
// reads them beside the quote. Accepting the quote makes them the order's stages, each paid into holding and
// released on its own (decision 040); the API checks the rules (at least two, amounts summing to the goods).
import type { QuoteStage, TradeQuote } from '@bazaar/contracts/trade-quotes';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney, RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { QUOTE_STAGE_ROWS } from './quote-stage-names';

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
const ROWS = Array.from({ length: QUOTE_STAGE_ROWS }, (_, i) => i);

/** The supplier's rows: open when its quote already proposes stages; blank rows are no stages. */
export function QuoteStageFields({ own }: { own: TradeQuote | undefined }) {
  const stages = own?.stages ?? [];
  return (
    <details id="quote-stages" open={stages.length > 0} className="scroll-mt-24 rounded-lg ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-800">
        پرداخت مرحله‌ای (اختیاری)
      </summary>
      <div className="flex flex-col gap-3 p-3 pt-0">
        <p className="text-sm text-slate-700" id="quote-stages-hint">
          اگر کار در چند مرحله تحویل می‌شود، دست‌کم دو مرحله از ردیف نخست بنویسید. جمع مبلغ مرحله‌ها باید برابر بهای کالای
          همین پیشنهاد باشد (قیمت واحد × مقدار، بی هزینهٔ حمل و مالیات)؛ حمل با مرحلهٔ نخست و مالیات هر مرحله بر مبلغ همان
          مرحله پرداخت می‌شود. اگر خریدار این پیشنهاد را بپذیرد، سفارش با همین مرحله‌ها ساخته می‌شود و خریدار هر مرحله را
          جداگانه می‌پردازد و تأیید می‌کند.
        </p>
        {ROWS.map((i) => {
          const stage = stages[i];
          const id = (field: string) => `quote-stage-${i}-${field}`;
          return (
            <fieldset
              key={`quote-stage-${i}`}
              className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-100 sm:grid-cols-2"
              aria-describedby="quote-stages-hint"
            >
              <legend className="px-1 font-medium">مرحلهٔ {formatNumberFa(i + 1)}</legend>
              <div>
                <label htmlFor={id('title')} className={labelClass}>
                  عنوان مرحله
                </label>
                <input
                  id={id('title')}
                  name={`quoteStage.${i}.title`}
                  maxLength={120}
                  defaultValue={stage?.title ?? ''}
                  data-testid={`quote-stage-title-${i}`}
                  className={inputClass()}
                />
              </div>
              <div>
                <label htmlFor={id('tomans')} className={labelClass}>
                  مبلغ (تومان)
                </label>
                <input
                  id={id('tomans')}
                  name={`quoteStage.${i}.tomans`}
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={16}
                  defaultValue={stage ? toPersianDigits(Math.round(stage.amountRials / RIALS_PER_TOMAN)) : ''}
                  data-testid={`quote-stage-amount-${i}`}
                  className={inputClass(false, 'text-start')}
                />
              </div>
              <div>
                <label htmlFor={id('deliverable')} className={labelClass}>
                  تحویلی این مرحله
                </label>
                <input
                  id={id('deliverable')}
                  name={`quoteStage.${i}.deliverable`}
                  maxLength={500}
                  defaultValue={stage?.deliverable ?? ''}
                  data-testid={`quote-stage-deliverable-${i}`}
                  className={inputClass()}
                />
              </div>
              <div>
                <label htmlFor={id('days')} className={labelClass}>
                  موعد (روز پس از پذیرش پیشنهاد)
                </label>
                <input
                  id={id('days')}
                  name={`quoteStage.${i}.days`}
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={4}
                  defaultValue={stage ? formatNumberFa(stage.days) : ''}
                  data-testid={`quote-stage-days-${i}`}
                  className={inputClass(false, 'text-start')}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}

/** A quote's stages as the buyer (and the quoting supplier) read them; «یکجا» when it proposes none. */
export function QuoteStagesList({ stages }: { stages: QuoteStage[] }) {
  if (!stages.length) return <span className="text-sm font-normal">یکجا (بدون مرحله)</span>;
  return (
    <ol className="flex list-inside list-decimal flex-col gap-1 text-sm font-normal" data-testid="quote-stages">
      {stages.map((s) => (
        <li key={`${s.days}-${s.amountRials}-${s.title}`}>
          {toPersianDigitsInText(s.title)}: <strong>{toman(s.amountRials)}</strong>
          <span className="block text-slate-600">
            تحویلی: {toPersianDigitsInText(s.deliverable)} · تا {formatNumberFa(s.days)} روز پس از پذیرش
          </span>
        </li>
      ))}
    </ol>
  );
}
