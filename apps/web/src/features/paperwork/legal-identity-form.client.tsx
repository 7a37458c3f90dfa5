'use client';
// The supplier's legal identity printed on its documents: the browser never validates (noValidate); each
// field shows the Persian message of the API under it.
import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { saveLegalIdentity } from './legal-identity-actions';
import type { IdentityField, IdentityFormState, IdentityValues } from './legal-identity-form';

const FIELDS: { field: IdentityField; label: string; hint?: string; ltr?: boolean; required?: boolean }[] = [
  { field: 'legalName', label: 'نام ثبتی شرکت', hint: 'همان‌طور که در روزنامهٔ رسمی آمده', required: true },
  { field: 'nationalId', label: 'شناسهٔ ملی', hint: '۱۱ رقم', ltr: true, required: true },
  { field: 'economicCode', label: 'کد اقتصادی (اختیاری)', ltr: true },
  { field: 'registrationNumber', label: 'شمارهٔ ثبت (اختیاری)', ltr: true },
  { field: 'postalCode', label: 'کد پستی', hint: '۱۰ رقم', ltr: true, required: true },
  { field: 'phone', label: 'تلفن', hint: 'با پیش‌شماره', ltr: true, required: true },
  { field: 'address', label: 'نشانی دفتر یا کارخانه', required: true },
];

export function LegalIdentityForm({
  merchantId,
  initialValues,
}: {
  merchantId: number;
  initialValues: IdentityValues;
}) {
  const [state, action, pending] = useActionState<IdentityFormState, FormData>(saveLegalIdentity, {
    status: 'idle',
    values: initialValues,
    fieldErrors: {},
    message: '',
    version: 0,
  });
  return (
    <form
      noValidate
      action={action}
      key={state.version}
      className="flex flex-col gap-4"
      data-testid="legal-identity-form"
    >
      <input type="hidden" name="merchantId" value={merchantId} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, ltr, required }) => {
          const error = state.fieldErrors[field];
          const errorId = `identity-${field}-error`;
          return (
            <div key={field} className={field === 'address' || field === 'legalName' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`identity-${field}`} className={labelClass}>
                {label}
                {hint ? <span className="ms-1 font-normal text-slate-600">({hint})</span> : null}
              </label>
              <input
                id={`identity-${field}`}
                name={field}
                defaultValue={state.values[field]}
                dir={ltr ? 'ltr' : undefined}
                inputMode={ltr ? 'numeric' : undefined}
                aria-required={required ? 'true' : undefined}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={errorId}
                className={inputClass(Boolean(error), ltr ? 'text-start' : undefined)}
              />
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
      </div>
      {state.message ? (
        <p
          role={state.status === 'saved' ? 'status' : 'alert'}
          className={state.status === 'saved' ? 'text-brand-800' : 'text-red-700'}
        >
          {state.message}
        </p>
      ) : null}
      <div>
        <button type="submit" aria-disabled={pending} className={buttonClass('primary')}>
          {pending ? 'در حال ذخیره…' : 'ذخیرهٔ مشخصات ثبتی'}
        </button>
      </div>
    </form>
  );
}
