'use client';
// The form inside «گزارش تخلف» (decision 034), loaded on demand by report-listing-button.client.tsx: a reason of
// the fixed list and a short explanation (needed for «سایر»). The API answers whether this was a new report or
// the visitor's earlier one rewritten; either way the Persian message it sends is shown.
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import {
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  LISTING_REPORT_TEXT_MAX,
  type ListingReportReason,
  listingReportsEndpoints,
} from '@bazaar/contracts/listing-reports';
import { toPersianDigits } from '@bazaar/fa/digits';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { browserHttp } from '@/lib/browser-api';

const api = bind(browserHttp, listingReportsEndpoints);

export function ReportListingForm({ productId, onLoggedOut }: { productId: number; onLoggedOut: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) return setErrors({ reason: 'یکی از دلیل‌ها را برگزینید.' });
    if (reason === 'other' && text.trim().length < 5)
      return setErrors({ text: 'برای «سایر» در چند کلمه بنویسید چه چیزی در این آگهی نادرست است.' });
    setSending(true);
    setErrors({});
    try {
      const receipt = await api.report({ params: { id: productId }, body: { reason, text } });
      setDone(receipt.message);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onLoggedOut();
      const fields = fieldErrorsOf(error);
      setErrors({
        reason: fields.reason,
        text: fields.text,
        form: fields.reason || fields.text ? undefined : problemMessage(error),
      });
    } finally {
      setSending(false);
    }
  }

  if (done)
    return (
      <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-brand-900" data-testid="report-done">
        {done}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className={labelClass}>دلیل گزارش</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {LISTING_REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4"
              />
              {LISTING_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-800">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          توضیح {reason === 'other' ? '(لازم)' : '(اختیاری)'}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={LISTING_REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-text-hint${errors.text ? ` ${id}-text-error` : ''}`}
          className={inputClass(Boolean(errors.text))}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-sm text-slate-600">
          حداکثر {toPersianDigits(LISTING_REPORT_TEXT_MAX)} نویسه. گزارش شما را فقط کارشناسان بازار صنعت می‌بینند.
        </p>
        {errors.text ? (
          <p id={`${id}-text-error`} className="mt-1 text-sm text-red-800">
            {errors.text}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className={buttonClass('primary', 'self-start')}>
        {sending ? 'در حال ثبت…' : 'ثبت گزارش'}
      </button>
    </form>
  );
}
