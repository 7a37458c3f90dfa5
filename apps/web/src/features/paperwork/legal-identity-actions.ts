'use server';
// Server action of the supplier's legal identity form: the API checks every field (شناسه ملی check digit,
// postal code, economic code…) and its Persian field messages come back to the form as they are.
import { isApiError } from '@bazaar/api-client/api-error';
import { sellerIdentityUpdateSchema } from '@bazaar/contracts/paperwork-documents';
import { VALIDATION_FAILED_DETAIL } from '@bazaar/contracts/validation-messages';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { formTexts, parseForm } from '@/lib/forms/parse-form';
import { IDENTITY_FIELDS, type IdentityFormState, identityValues } from './legal-identity-form';
import { paperworkApi } from './paperwork-data.server';
import { LEGAL_IDENTITY_PATH as PATH } from './paperwork-links';

export async function saveLegalIdentity(previous: IdentityFormState, form: FormData): Promise<IdentityFormState> {
  const values = formTexts(form, IDENTITY_FIELDS);
  const version = previous.version + 1;
  const merchantId = Number(form.get('merchantId'));
  const parsed = parseForm(sellerIdentityUpdateSchema, form);
  if (!parsed.ok)
    return { status: 'invalid', values, fieldErrors: parsed.errors, message: VALIDATION_FAILED_DETAIL, version };
  try {
    const api = await paperworkApi(PATH);
    const saved = await api.updateSellerIdentity({ params: { id: merchantId }, body: parsed.data });
    return {
      status: 'saved',
      values: identityValues(saved.identity),
      fieldErrors: {},
      message: 'مشخصات ثبتی ذخیره شد؛ پیش‌فاکتورها و صورتحساب‌های بعدی با همین مشخصات صادر می‌شوند.',
      version,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(PATH));
    const fieldErrors = fieldErrorsOf(error);
    return {
      status: Object.keys(fieldErrors).length > 0 ? 'invalid' : 'failed',
      values,
      fieldErrors,
      message: problemMessage(error),
      version,
    };
  }
}
