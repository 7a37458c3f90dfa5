// Iranian 10-digit postal codes (کد پستی): digit normalisation and validation.
import { toLatinDigits } from './digits';

/**
 * The widely used shape rule: no 0 or 2 in the first four digits, the fifth is 1, 3, 4 or 6-9, no 2 in
 * the last five, and the first four digits are not all the same.
 */
const POSTAL_CODE = /^(?!(\d)\1{3})[13-9]{4}[1346-9][013-9]{5}$/;

/**
 * The 10 Latin digits of a valid postal code, or null. Persian and Arabic-Indic digits are accepted,
 * as is one dash or space after the fifth digit ('11369-37511'); surrounding whitespace is ignored.
 */
export function normalizePostalCode(input: string): string | null {
  const match = /^(\d{5})[- ]?(\d{5})$/.exec(toLatinDigits(input).trim());
  if (!match) return null;
  const code = `${match[1]}${match[2]}`;
  return POSTAL_CODE.test(code) ? code : null;
}

export function isValidPostalCode(input: string): boolean {
  return normalizePostalCode(input) !== null;
}
