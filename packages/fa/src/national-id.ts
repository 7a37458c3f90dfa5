// Iranian national id (کد ملی): digit normalisation, zero padding and check-digit validation.
import { verifyIranianLegalId } from '@persian-tools/persian-tools';
import { toLatinDigits } from './digits';

// Own code rather than persian-tools' verifyIranianNationalId: by default that one also requires the
// first three digits to be in its city-code list and rejects ids whose middle six digits are zero, so it
// would refuse ids that pass the official check-digit rule implemented here.

/**
 * The 10-digit Latin form of a valid national id, or null.
 * Persian and Arabic-Indic digits are accepted, as are spaces and dashes ('049-937089-9');
 * 8- and 9-digit ids are left-padded with zeros. Ids of one repeated digit (1111111111) are invalid.
 */
export function normalizeNationalId(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{8,10}$/.test(digits)) return null;
  const id = digits.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(id)) return null;

  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(id[i]) * (10 - i);
  const remainder = sum % 11;
  const expectedCheck = remainder < 2 ? remainder : 11 - remainder;
  return Number(id[9]) === expectedCheck ? id : null;
}

export function isValidNationalId(input: string): boolean {
  return normalizeNationalId(input) !== null;
}

/**
 * The 11-digit Latin form of a valid company national id (شناسهٔ ملی اشخاص حقوقی), or null. Persian digits,
 * spaces and dashes are accepted; the check digit is verified by persian-tools' verifyIranianLegalId.
 */
export function normalizeLegalId(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  return verifyIranianLegalId(digits) === true ? digits : null;
}
