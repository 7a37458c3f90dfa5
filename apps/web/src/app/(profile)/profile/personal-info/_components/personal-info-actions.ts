'use server';
// Server action of /profile/personal-info: the Jalali birth date becomes the Gregorian ISO date the API
// stores, the rest is read with the contract (parseForm), and its field errors or the API's (national id checksum, email…) come back
// to the form as they are.
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { identityEndpoints, personalInfoUpdateSchema } from '@bazaar/contracts/identity';
import { VALIDATION_FAILED_DETAIL } from '@bazaar/contracts/validation-messages';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { loginHref } from '@/features/auth/login-links';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { jalaliPartsToIso } from '@/features/profile/birth-date-field';
import {
  type PersonalInfoFormState,
  personalInfoValues,
  readPersonalInfoForm,
} from '@/features/profile/personal-info-form';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { parseForm } from '@/lib/forms/parse-form';

const PATH = '/profile/personal-info';

export async function savePersonalInfo(
  previous: PersonalInfoFormState,
  form: FormData,
): Promise<PersonalInfoFormState> {
  const values = readPersonalInfoForm(form);
  const version = previous.version + 1;
  // Only the web knows the three selects; the API would read a half-chosen date as "no date".
  const birth = jalaliPartsToIso({ year: values.birthYear, month: values.birthMonth, day: values.birthDay });
  if (birth.kind === 'invalid') {
    return {
      status: 'invalid',
      values,
      fieldErrors: { birthDate: birth.message },
      message: birth.message,
      version,
    };
  }
  const identity = bind(sessionHttpClient(await requireSession(PATH)), identityEndpoints);
  const parsed = parseForm(personalInfoUpdateSchema, form, {
    values: { birthDate: birth.kind === 'date' ? birth.iso : null },
  });
  if (!parsed.ok) {
    return { status: 'invalid', values, fieldErrors: parsed.errors, message: VALIDATION_FAILED_DETAIL, version };
  }
  try {
    const saved = await identity.updatePersonalInfo({ body: parsed.data });
    revalidatePath('/profile', 'layout');
    return {
      status: 'saved',
      values: personalInfoValues(saved),
      fieldErrors: {},
      message: 'اطلاعات شخصی ذخیره شد.',
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
