// Iranian company national id (شناسه ملی اشخاص حقوقی): 11 digits whose last one is a check digit. The check
// is persian-tools' verifyIranianLegalId; this adds digit normalisation (Persian and Arabic-Indic digits,
// spaces and dashes) and answers the Latin form.
import { verifyIranianLegalId } from '@persian-tools/persian-tools';
import { toLatinDigits } from './digits';

/** The 11-digit Latin form of a valid company national id, or null. */
export function normalizeLegalId(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  return verifyIranianLegalId(digits) === true ? digits : null;
}
