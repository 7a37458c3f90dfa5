'use server';
// Server action of the company form: empty required fields are answered here, everything else by the API
// (national id check digit, economic code…), whose Persian field messages come back to the form as they are.
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { buyerCompanyUpdateSchema, identityEndpoints } from '@bazaar/contracts/identity';
import { VALIDATION_FAILED_DETAIL } from '@bazaar/contracts/validation-messages';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import {
  type CompanyFormState,
  companyValues,
  missingCompanyFields,
  readCompanyForm,
} from '@/features/profile/company-form';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parseForm } from '@/lib/forms/parse-form';

const PATH = '/profile/personal-info';

export async function saveCompany(previous: CompanyFormState, form: FormData): Promise<CompanyFormState> {
  const values = readCompanyForm(form);
  const version = previous.version + 1;
  const missing = missingCompanyFields(values);
  if (Object.keys(missing).length > 0) {
    return { status: 'invalid', values, fieldErrors: missing, message: 'موارد مشخص‌شده را کامل کنید.', version };
  }
  const identity = bind(sessionHttpClient(await requireSession(PATH)), identityEndpoints);
  const parsed = parseForm(buyerCompanyUpdateSchema, form);
  if (!parsed.ok) {
    return { status: 'invalid', values, fieldErrors: parsed.errors, message: VALIDATION_FAILED_DETAIL, version };
  }
  try {
    const saved = await identity.updateBuyerCompany({ body: parsed.data });
    revalidatePath('/profile', 'layout');
    return {
      status: 'saved',
      values: companyValues(saved.company),
      fieldErrors: {},
      message: 'اطلاعات شرکت ذخیره شد.',
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
