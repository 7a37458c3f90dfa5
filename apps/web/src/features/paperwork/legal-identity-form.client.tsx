'use client';
// The supplier's legal identity printed on its documents: the browser never validates (noValidate); each
// field shows the Persian message of the API under it.
import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { type IdentityFieldSpec, IdentityFields } from '@/components/ui/identity-fields';
import { saveLegalIdentity } from './legal-identity-actions';
import type { IdentityField, IdentityFormState, IdentityValues } from './legal-identity-form';

const FIELDS: IdentityFieldSpec<IdentityField>[] = [
  { field: 'legalName', label: 'نام ثبتی شرکت', hint: 'همان‌طور که در روزنامهٔ رسمی آمده', required: true, wide: true },
  { field: 'nationalId', label: 'شناسهٔ ملی', hint: '۱۱ رقم', ltr: true, required: true },
  { field: 'economicCode', label: 'کد اقتصادی (اختیاری)', ltr: true },
  { field: 'registrationNumber', label: 'شمارهٔ ثبت (اختیاری)', ltr: true },
  { field: 'postalCode', label: 'کد پستی', hint: '۱۰ رقم', ltr: true, required: true },
  { field: 'phone', label: 'تلفن', hint: 'با پیش‌شماره', ltr: true, required: true },
  { field: 'address', label: 'نشانی دفتر یا کارخانه', required: true, wide: true },
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
      <IdentityFields idPrefix="identity" fields={FIELDS} values={state.values} errors={state.fieldErrors} />
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
