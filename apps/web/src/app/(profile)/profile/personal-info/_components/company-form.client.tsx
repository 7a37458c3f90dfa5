'use client';
// Company details for official invoices: the browser never validates (noValidate); each field shows the
// Persian message of the server action or the API under it.
import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import type { CompanyField, CompanyFormState, CompanyValues } from '@/features/profile/company-form';
import { saveCompany } from './company-actions';

const FIELDS: { field: CompanyField; label: string; hint?: string; ltr?: boolean; required?: boolean }[] = [
  { field: 'name', label: 'نام شرکت', required: true },
  { field: 'nationalId', label: 'شناسهٔ ملی', hint: '۱۱ رقم', ltr: true, required: true },
  { field: 'economicCode', label: 'کد اقتصادی (اختیاری)', ltr: true },
  { field: 'registrationNumber', label: 'شمارهٔ ثبت (اختیاری)', ltr: true },
  { field: 'postalCode', label: 'کد پستی (اختیاری)', hint: '۱۰ رقم، روی صورتحساب چاپ می‌شود', ltr: true },
  { field: 'phone', label: 'تلفن شرکت (اختیاری)', hint: 'با پیش‌شماره', ltr: true },
  { field: 'address', label: 'نشانی شرکت', required: true },
];

export function CompanyForm({ initialValues }: { initialValues: CompanyValues }) {
  const [state, action, pending] = useActionState<CompanyFormState, FormData>(saveCompany, {
    status: 'idle',
    values: initialValues,
    fieldErrors: {},
    message: '',
    version: 0,
  });
  return (
    <form noValidate action={action} key={state.version} className="flex flex-col gap-4" data-testid="company-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, ltr, required }) => {
          const error = state.fieldErrors[field];
          const errorId = `company-${field}-error`;
          return (
            <div key={field} className={field === 'address' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`company-${field}`} className={labelClass}>
                {label}
                {hint ? <span className="ms-1 font-normal text-slate-600">({hint})</span> : null}
              </label>
              <input
                id={`company-${field}`}
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
          {pending ? 'در حال ذخیره…' : 'ذخیرهٔ اطلاعات شرکت'}
        </button>
      </div>
    </form>
  );
}
