// Iranian mobile numbers: validation, canonical 09xxxxxxxxx form and masking for display.
import { toLatinDigits } from './digits';

// Own code rather than persian-tools' phone helpers: those check a fixed list of operator prefixes, so a
// newly issued 09xx range would be rejected; the rule here is simply '09' followed by nine digits.

/** Country-code / trunk prefixes in front of the 9xxxxxxxxx subscriber part. */
const MOBILE = /^(?:\+98|0098|98)?0?(9\d{9})$/;

/**
 * Canonical '09xxxxxxxxx' for an Iranian mobile number, or null.
 * Accepts Persian, Arabic-Indic or Latin digits with spaces, dashes and parentheses, written as
 * 09xxxxxxxxx, 9xxxxxxxxx, +989xxxxxxxxx, 00989xxxxxxxxx or 989xxxxxxxxx (also '+98 (0)912…').
 * Landlines (021…), wrong lengths and anything with other characters give null.
 */
export function normalizeIranianMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-()]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `0${match[1]}` : null;
}

export function isIranianMobile(input: string): boolean {
  return normalizeIranianMobile(input) !== null;
}

/** '09121234567' (any accepted form) → '0912***4567'; anything that is not a mobile number → '***'. */
export function maskMobile(input: string): string {
  const mobile = normalizeIranianMobile(input);
  return mobile ? `${mobile.slice(0, 4)}***${mobile.slice(7)}` : '***';
}
