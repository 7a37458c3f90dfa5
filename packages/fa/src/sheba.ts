// Iranian bank account numbers in the شبا (IBAN) form: «IR» and 24 digits, whose two check digits (ISO 7064
// mod 97) and bank code (digits 5–7) are checked by persian-tools (`isShebaValid`, `getShebaInfo`); this adds
// the reading of what a person types (Persian or Arabic-Indic digits, spaces, dashes, with or without «IR»)
// and says which rule an invalid number breaks, so a form can answer with the right Persian message.
import { getShebaInfo, isShebaValid } from '@persian-tools/persian-tools';
import { toLatinDigits } from './digits';

export type ShebaProblem = 'format' | 'length' | 'checksum' | 'unknownBank';

export type ShebaCheck =
  | { ok: true; sheba: string; bankCode: string; bankName: string }
  | { ok: false; problem: ShebaProblem };

/** The Persian message of each problem, for field errors. */
export const SHEBA_PROBLEM_MESSAGES: Record<ShebaProblem, string> = {
  format: 'شمارهٔ شبا فقط از «IR» و ۲۴ رقم تشکیل می‌شود.',
  length: 'شمارهٔ شبا باید ۲۴ رقم بعد از «IR» داشته باشد.',
  checksum: 'شمارهٔ شبا نادرست است؛ رقم‌های کنترلی آن با بقیهٔ شماره نمی‌خواند. آن را دوباره از کارت یا اپ بانک بخوانید.',
  unknownBank: 'کد بانک این شمارهٔ شبا به هیچ بانک شناخته‌شده‌ای تعلق ندارد.',
};

/** Spaces, dashes, ZWNJ and bidi marks a copied number may carry. */
const SEPARATORS = /[\s\-\u200c\u200e\u200f\u202a-\u202e]/g;

/** Reads a شبا as typed and checks it; the answer's `sheba` is the canonical «IR» + 24 Latin digits. */
export function checkSheba(input: string): ShebaCheck {
  const compact = toLatinDigits(input).replace(SEPARATORS, '').toUpperCase();
  const digits = compact.startsWith('IR') ? compact.slice(2) : compact;
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'format' };
  if (digits.length !== 24) return { ok: false, problem: 'length' };
  const sheba = `IR${digits}`;
  if (!isShebaValid(sheba)) return { ok: false, problem: 'checksum' };
  const bank = getShebaInfo(sheba);
  // persian-tools answers an empty object for a code it does not know.
  if (!bank?.persianName) return { ok: false, problem: 'unknownBank' };
  return { ok: true, sheba, bankCode: digits.slice(2, 5), bankName: bank.persianName };
}

/** «IR82 0540 1026 8002 0817 9090 02»: groups of four, for reading a number back to a person. */
export function formatSheba(sheba: string): string {
  return sheba.replace(/(.{4})(?=.)/g, '$1 ');
}

/** «IR82…9002»: enough to recognise one's own account in a list without showing all of it. */
export function maskSheba(sheba: string): string {
  return `${sheba.slice(0, 4)}…${sheba.slice(-4)}`;
}
