'use client';
// Company details for official invoices: the browser never validates (noValidate); each field shows the
// Persian message of the server action or the API under it.
import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { type IdentityFieldSpec, IdentityFields } from '@/components/ui/identity-fields';
import type { CompanyField, CompanyFormState, CompanyValues } from '@/features/profile/company-form';
import { saveCompany } from './company-actions';

const FIELDS: IdentityFieldSpec<CompanyField>[] = [
  { field: 'name', label: 'نام شرکت', required: true },
  { field: 'nationalId', label: 'شناسهٔ ملی', hint: '۱۱ رقم', ltr: true, required: true },
  { field: 'economicCode', label: 'کد اقتصادی (اختیاری)', ltr: true },
  { field: 'registrationNumber', label: 'شمارهٔ ثبت (اختیاری)', ltr: true },
  { field: 'postalCode', label: 'کد پستی (اختیاری)', hint: '۱۰ رقم، روی صورتحساب چاپ می‌شود', ltr: true },
  { field: 'phone', label: 'تلفن شرکت (اختیاری)', hint: 'با پیش‌شماره', ltr: true },
  { field: 'address', label: 'نشانی شرکت', required: true, wide: true },
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
      <IdentityFields idPrefix="company" fields={FIELDS} values={state.values} errors={state.fieldErrors} />
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
