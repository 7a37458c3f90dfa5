'use client';
// The spreadsheet import of /profile/products (decision 028): «بررسی» checks the file and lists every bad row
// (line, column, Persian message); «بررسی و اعمال» applies it only when no row has an error (all or nothing).
// The submit keeps the chosen file, so checking and then applying needs no second pick. Without JavaScript it
// is a plain form post to the same action.
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { type FormEvent, startTransition, useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { labelClass } from '@/components/ui/form-styles';
import { type ImportState, importProducts } from './product-list-actions';

const EMPTY: ImportState = { report: null, message: null, fileName: null };

export function ImportForm({ merchantId }: { merchantId: number }) {
  const [state, dispatch, pending] = useActionState(importProducts, EMPTY);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(form));
  }
  const report = state.report;
  return (
    <form action={dispatch} onSubmit={submit} noValidate className="flex flex-col gap-3" aria-busy={pending}>
      <input type="hidden" name="merchantId" value={merchantId} />
      <div>
        <label htmlFor="import-file" className={labelClass}>
          پروندهٔ CSV محصولات (UTF-8، حداکثر ۱٬۰۰۰ ردیف)
        </label>
        <FileInput id="import-file" name="file" accept=".csv,text/csv" />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="mode" value="preview" disabled={pending} className={buttonClass('secondary')}>
          بررسی پرونده
        </button>
        <button type="submit" name="mode" value="apply" disabled={pending} className={buttonClass('primary')}>
          بررسی و اعمال
        </button>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden" data-testid="import-report">
        {state.message ? <p className="rounded-lg bg-red-50 px-4 py-3 text-red-800">{state.message}</p> : null}
        {report ? (
          <div className="flex flex-col gap-2">
            <p
              className={
                report.errors.length
                  ? 'rounded-lg bg-red-50 px-4 py-3 text-red-800'
                  : 'rounded-lg bg-brand-50 px-4 py-3 text-brand-900'
              }
            >
              {report.applied
                ? `اعمال شد: ${formatNumberFa(report.creates)} محصول تازه و ${formatNumberFa(report.updates)} به‌روزرسانی.`
                : report.errors.length
                  ? `${formatNumberFa(report.errors.length)} خطا در پرونده؛ هیچ تغییری اعمال نشد. ردیف‌ها را درست کنید و دوباره بفرستید.`
                  : `پرونده درست است: ${formatNumberFa(report.creates)} محصول تازه و ${formatNumberFa(report.updates)} به‌روزرسانی. برای ثبت، «بررسی و اعمال» را بزنید.`}
            </p>
            {report.errors.length ? (
              <table className="w-full text-start text-sm">
                <caption className="sr-only">خطاهای پرونده، ردیف به ردیف</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-slate-700">
                    <th scope="col" className="py-2 pe-3 text-start">
                      ردیف
                    </th>
                    <th scope="col" className="py-2 pe-3 text-start">
                      ستون
                    </th>
                    <th scope="col" className="py-2 pe-3 text-start">
                      خطا
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((e) => (
                    <tr
                      key={`${e.row}-${e.column}-${e.message}`}
                      className="border-b border-slate-100"
                      data-testid="import-error"
                    >
                      <td className="py-2 pe-3">{formatNumberFa(e.row)}</td>
                      <td className="py-2 pe-3">{e.column || '—'}</td>
                      <td className="py-2">{toPersianDigitsInText(e.message)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
