// The personal-info form as text fields: reading it, the browser-side checks (the contract's schema,
// national id checksum, birth date completeness) and the API's input. Shared by the page, its server action and the form.
import { type PersonalInfo, type PersonalInfoUpdate, personalInfoUpdateSchema } from '@bazaar/contracts/identity';
import { toPersianDigits } from '@bazaar/fa/digits';
import { isValidNationalId } from '@bazaar/fa/national-id';
import type { FieldErrors } from '@/lib/api-problem';
import { formTexts } from '@/lib/forms/parse-form';
import { schemaFieldErrors } from '@/lib/schema-field-errors';
import { isoToJalaliParts, jalaliPartsToIso } from './birth-date-field';

export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  nationalId: string;
  email: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

/** The API's own wording (apps/api identity.service.ts). */
export const INVALID_NATIONAL_ID = 'کد ملی معتبر نیست؛ ۱۰ رقم کد ملی را درست وارد کنید.';

export function personalInfoValues(info: PersonalInfo): PersonalInfoValues {
  const birth = isoToJalaliParts(info.birthDate);
  return {
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    nationalId: info.nationalId ? toPersianDigits(info.nationalId) : '',
    email: info.email ?? '',
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
  };
}

const PERSONAL_INFO_FIELDS = [
  'firstName',
  'lastName',
  'nationalId',
  'email',
  'birthYear',
  'birthMonth',
  'birthDay',
] as const satisfies readonly (keyof PersonalInfoValues)[];

/** The form as typed, to show again beside its errors. */
export function readPersonalInfoForm(form: FormData): PersonalInfoValues {
  return formTexts(form, PERSONAL_INFO_FIELDS);
}

/**
 * Checks both sides make: the contract's schema (lengths, email), then the national id checksum and the
 * Jalali date; the keys match the API's field names ('nationalId', 'birthDate').
 */
export function checkPersonalInfo(values: PersonalInfoValues): FieldErrors {
  const errors = schemaFieldErrors(personalInfoUpdateSchema, toPersonalInfoUpdate(values));
  if (!errors.nationalId && values.nationalId.trim() && !isValidNationalId(values.nationalId))
    errors.nationalId = INVALID_NATIONAL_ID;
  const birth = jalaliPartsToIso({ year: values.birthYear, month: values.birthMonth, day: values.birthDay });
  if (birth.kind === 'invalid') errors.birthDate = birth.message;
  return errors;
}

/** The API's input, the Jalali birth date as a Gregorian ISO date; null when it is not a whole date. */
export function toPersonalInfoUpdate(values: PersonalInfoValues): PersonalInfoUpdate {
  const birth = jalaliPartsToIso({ year: values.birthYear, month: values.birthMonth, day: values.birthDay });
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    nationalId: values.nationalId,
    email: values.email.trim(),
    birthDate: birth.kind === 'date' ? birth.iso : null,
  };
}

export interface PersonalInfoFormState {
  status: 'idle' | 'invalid' | 'failed' | 'saved';
  values: PersonalInfoValues;
  fieldErrors: FieldErrors;
  message: string | null;
  version: number;
}
