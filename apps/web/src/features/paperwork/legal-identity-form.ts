// The supplier's legal identity form (issue 31): its fields, the state its server action answers with, and
// the values a saved identity fills it with (digits shown Persian; the API normalises what is typed).
import type { SellerIdentity } from '@bazaar/contracts/paperwork-documents';
import { toPersianDigits } from '@bazaar/fa/digits';

export const IDENTITY_FIELDS = [
  'legalName',
  'nationalId',
  'economicCode',
  'registrationNumber',
  'postalCode',
  'phone',
  'address',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type IdentityValues = Record<IdentityField, string>;

export interface IdentityFormState {
  status: 'idle' | 'saved' | 'invalid' | 'failed';
  values: IdentityValues;
  fieldErrors: Partial<Record<string, string>>;
  message: string;
  version: number;
}

export function identityValues(identity: SellerIdentity | null): IdentityValues {
  const fa = (v: string | null | undefined) => (v ? toPersianDigits(v) : '');
  return {
    legalName: identity?.legalName ?? '',
    nationalId: fa(identity?.nationalId),
    economicCode: fa(identity?.economicCode),
    registrationNumber: fa(identity?.registrationNumber),
    postalCode: fa(identity?.postalCode),
    phone: fa(identity?.phone),
    address: fa(identity?.address),
  };
}
