// The company form of /profile/personal-info: its fields, the state its server action answers with, and
// the values a saved company fills it with (digits shown Persian; the API normalises what is typed).
import type { BuyerCompany } from '@bazaar/contracts/identity';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formTexts } from '@/lib/forms/parse-form';

export const COMPANY_FIELDS = [
  'name',
  'nationalId',
  'economicCode',
  'registrationNumber',
  'postalCode',
  'phone',
  'address',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

export interface CompanyFormState {
  status: 'idle' | 'saved' | 'invalid' | 'failed';
  values: CompanyValues;
  fieldErrors: Partial<Record<string, string>>;
  message: string;
  version: number;
}

export function companyValues(company: BuyerCompany | null): CompanyValues {
  return {
    name: company?.name ?? '',
    nationalId: company ? toPersianDigits(company.nationalId) : '',
    economicCode: company?.economicCode ? toPersianDigits(company.economicCode) : '',
    registrationNumber: company?.registrationNumber ? toPersianDigits(company.registrationNumber) : '',
    postalCode: company?.postalCode ? toPersianDigits(company.postalCode) : '',
    phone: company?.phone ? toPersianDigits(company.phone) : '',
    address: company ? toPersianDigits(company.address) : '',
  };
}

/** The form as typed, to show again beside its errors. */
export function readCompanyForm(form: FormData): CompanyValues {
  return formTexts(form, COMPANY_FIELDS);
}

/** Empty required fields, said in Persian before anything is sent. */
export function missingCompanyFields(values: CompanyValues): Partial<Record<CompanyField, string>> {
  const missing: Partial<Record<CompanyField, string>> = {};
  if (!values.name.trim()) missing.name = 'نام شرکت را وارد کنید.';
  if (!values.nationalId.trim()) missing.nationalId = 'شناسهٔ ملی شرکت را وارد کنید.';
  if (!values.address.trim()) missing.address = 'نشانی شرکت را وارد کنید.';
  return missing;
}
