// Iranian economic code (کد اقتصادی / شمارهٔ اقتصادی), as the tax system (سامانه مودیان) accepts it on an
// invoice: a company's is its 11-digit national id (شناسه ملی, check digit verified by persian-tools), a
// person's new code is 14 digits, and the older 12-digit codes are still printed on many letterheads.
// Digits may come Persian or Arabic-Indic, with spaces or dashes; the answer is the Latin form.
import { toLatinDigits } from './digits';
import { normalizeLegalId } from './legal-id';

export type EconomicCodeKind = 'company' | 'person' | 'legacy';

/** The Latin digits and kind of a valid economic code, or null. */
export function readEconomicCode(input: string): { code: string; kind: EconomicCodeKind } | null {
  const digits = toLatinDigits(input).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || /^(\d)\1+$/.test(digits)) return null;
  if (digits.length === 11) return normalizeLegalId(digits) ? { code: digits, kind: 'company' } : null;
  if (digits.length === 14) return { code: digits, kind: 'person' };
  if (digits.length === 12) return { code: digits, kind: 'legacy' };
  return null;
}

/** The Latin digits of a valid economic code, or null. */
export function normalizeEconomicCode(input: string): string | null {
  return readEconomicCode(input)?.code ?? null;
}
