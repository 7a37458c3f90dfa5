// شماره منحصر به فرد مالیاتی (decision 042): the 22 characters the tax organisation's technical instructions
// define for each invoice, all Latin capitals and digits:
//   memory id (6) · days since 1970-01-01 UTC in hexadecimal (5) · the invoice's serial in hexadecimal (10) ·
//   a Verhoeff check digit (1).
// The check digit is computed over a decimal text: the memory id with each letter replaced by its ASCII code
// (A → 65 … Z → 90, digits kept), the days in decimal padded to 6 digits, the serial in decimal padded to 12.
import { TAX_MEMORY_ID_PATTERN } from '@bazaar/contracts/tax-system';

// Verhoeff's dihedral group D5: multiplication, position permutation and inverse tables.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 7, 6, 8, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffState(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    const digit = Number(reversed[i]);
    c = D[c]?.[P[(i + offset) % 8]?.[digit] ?? 0] ?? 0;
  }
  return c;
}

/** The Verhoeff check digit to append to a decimal text. */
export function verhoeffDigit(digits: string): number {
  if (!/^[0-9]*$/.test(digits)) throw new RangeError('Verhoeff takes decimal digits only');
  return INV[verhoeffState(digits, 1)] ?? 0;
}

/** Whether a decimal text ends in its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

const DAY_MS = 86_400_000;
/** Days past 1970-01-01 (UTC) of the instant the invoice was issued. */
export const daysSinceEpoch = (issuedAt: Date) => Math.floor(issuedAt.getTime() / DAY_MS);

/** The memory id as the decimal text the check digit covers: letters by ASCII code, digits as they are. */
export const memoryIdDigits = (memoryId: string) =>
  [...memoryId].map((ch) => (/[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0)))).join('');

/** The decimal text of a tax id's parts that its check digit is computed over. */
export function controlText(memoryId: string, days: number, serial: number): string {
  return `${memoryIdDigits(memoryId)}${String(days).padStart(6, '0')}${String(serial).padStart(12, '0')}`;
}

const MAX_SERIAL = 16 ** 10 - 1;

export function taxIdOf(memoryId: string, issuedAt: Date, serial: number): string {
  if (!TAX_MEMORY_ID_PATTERN.test(memoryId)) throw new RangeError(`not a tax memory id: ${memoryId}`);
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > MAX_SERIAL) throw new RangeError('serial out of range');
  const days = daysSinceEpoch(issuedAt);
  const head = `${memoryId}${days.toString(16).padStart(5, '0')}${serial.toString(16).padStart(10, '0')}`;
  return `${head}${verhoeffDigit(controlText(memoryId, days, serial))}`.toUpperCase();
}

export interface TaxIdParts {
  memoryId: string;
  days: number;
  serial: number;
  checkDigit: number;
}

/** The parts of a tax id, or null when it is not 22 characters of the right form with the right check digit. */
export function parseTaxId(taxId: string): TaxIdParts | null {
  const match = /^([A-Z0-9]{6})([0-9A-F]{5})([0-9A-F]{10})([0-9])$/.exec(taxId);
  if (!match) return null;
  const [, memoryId = '', daysHex = '', serialHex = '', check = ''] = match;
  const days = Number.parseInt(daysHex, 16);
  const serial = Number.parseInt(serialHex, 16);
  const checkDigit = Number(check);
  return verhoeffValid(`${controlText(memoryId, days, serial)}${checkDigit}`)
    ? { memoryId, days, serial, checkDigit }
    : null;
}
