// The seller's correction of an official invoice (issue 31), under the invoice itself: اصلاحی (new quantities or
// prices of some lines), برگشت از فروش (what came back) or ابطالی (the whole invoice void), with a reason. The
// original never changes; the correction is a new invoice in the same series that references it.
import { CORRECTION_TYPES, INVOICE_TYPE_LABELS, type TradeDocument } from '@bazaar/contracts/paperwork-documents';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { RIALS_PER_TOMAN } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { correctInvoice } from './correction-actions';

const tomans = (rials: number) => formatNumberFa(Math.round(rials / RIALS_PER_TOMAN));

export function CorrectionForm({ doc, refused }: { doc: TradeDocument; refused: string | null }) {
  return (
    <section id="correct" aria-labelledby="correct-heading" className={`${sectionCardClass} scroll-mt-24 print:hidden`}>
      <h2 id="correct-heading" className="text-lg font-bold text-slate-900">
        اصلاح، برگشت از فروش یا ابطال این صورتحساب
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        صورتحساب صادرشده تغییر نمی‌کند: اصلاحیه صورتحسابی تازه با شمارهٔ بعدی سری شماست که به آن ارجاع می‌دهد. برای اصلاحی
        و برگشت از فروش، مقدار یا قیمت واحد ردیف‌هایی را که تغییر کرده‌اند بنویسید.
      </p>
      {refused ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900" data-testid="correction-refused">
          {toPersianDigitsInText(refused)}
        </p>
      ) : null}
      <form noValidate action={correctInvoice} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="id" value={doc.id} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className={labelClass}>نوع اصلاحیه</legend>
          {CORRECTION_TYPES.map((type, i) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="invoiceType" value={type} defaultChecked={i === 0} className="size-5" />
              {INVOICE_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2">
          {doc.lines.map((line, index) => {
            const quantity = formatNumberFa(line.quantity);
            const price = tomans(line.unitPriceRials);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never move; the index is their name.
              <fieldset key={index} className="flex flex-wrap items-end gap-3 rounded-lg p-3 ring-1 ring-slate-200">
                <legend className="px-1 text-sm font-medium text-slate-900">{toPersianDigitsInText(line.title)}</legend>
                <input type="hidden" name="line" value={index} />
                <input type="hidden" name={`was.quantity.${index}`} value={quantity} />
                <input type="hidden" name={`was.price.${index}`} value={price} />
                <div className="w-32">
                  <label htmlFor={`correct-qty-${index}`} className={labelClass}>
                    مقدار ({line.unit})
                  </label>
                  <input
                    id={`correct-qty-${index}`}
                    name={`quantity.${index}`}
                    inputMode="decimal"
                    defaultValue={quantity}
                    className={inputClass()}
                  />
                </div>
                <div className="w-44">
                  <label htmlFor={`correct-price-${index}`} className={labelClass}>
                    قیمت واحد (تومان)
                  </label>
                  <input
                    id={`correct-price-${index}`}
                    name={`price.${index}`}
                    inputMode="numeric"
                    defaultValue={price}
                    className={inputClass()}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
        <div>
          <label htmlFor="correct-reason" className={labelClass}>
            دلیل (روی اصلاحیه چاپ می‌شود)
          </label>
          <textarea id="correct-reason" name="reason" required rows={2} maxLength={500} className={inputClass()} />
        </div>
        <div>
          <button type="submit" className={buttonClass('secondary')}>
            صدور اصلاحیه
          </button>
        </div>
      </form>
    </section>
  );
}
