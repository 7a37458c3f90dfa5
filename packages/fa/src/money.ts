// The one way the site shows money: Persian digits grouped by '٬' and the unit. Amounts arrive in whole Rials
// (the API's unit); the site shows tomans (docs/decisions/015).
import { formatNumberFa, toLatinDigits } from './digits';

export type MoneyUnit = 'toman' | 'rial';

/** A toman is ten Rials: forms take tomans, the API speaks Rials. */
export const RIALS_PER_TOMAN = 10;

const UNIT_LABEL: Record<MoneyUnit, string> = { toman: 'تومان', rial: 'ریال' };

/**
 * 12_500_000 Rials → '۱٬۲۵۰٬۰۰۰ تومان' (unit 'toman', ten Rials each) or '۱٬۲۵۰٬۰۰۰ ریال' (unit 'rial').
 * A Rials amount that is not a whole number of tomans keeps its last digit: 125 → '۱۲٫۵ تومان'.
 * Throws RangeError for a fraction of a Rial, a negative amount or a number beyond exact integers.
 */
export function formatMoney(rials: number | bigint, { unit }: { unit: MoneyUnit }): string {
  const whole = typeof rials === 'bigint' ? rials : toBigInt(rials);
  if (whole < 0n) throw new RangeError(`A money amount cannot be negative: ${rials}`);
  if (unit === 'rial') return `${formatNumberFa(whole)} ${UNIT_LABEL.rial}`;
  const tomans = formatNumberFa(whole / 10n);
  const rest = whole % 10n;
  return `${rest === 0n ? tomans : `${tomans}٫${formatNumberFa(rest)}`} ${UNIT_LABEL.toman}`;
}

function toBigInt(rials: number): bigint {
  if (!Number.isSafeInteger(rials)) throw new RangeError(`Money must be whole Rials: ${rials}`);
  return BigInt(rials);
}

/** The most tomans a typed amount may hold: ten times it must still be an exact integer. */
export const MAX_TOMANS = Math.floor(Number.MAX_SAFE_INTEGER / RIALS_PER_TOMAN);

export type TomansInput =
  | { ok: true; rials: number }
  | { ok: false; reason: 'empty' | 'not-a-number' | 'fraction' | 'negative' | 'too-large' };

/** Characters that only group digits: '٬' (U+066C), ',', the Arabic comma '،', spaces (NBSP too) and ZWNJ. */
const TOMAN_GROUPING = /[\u066C,\u060C\s\u200C]/g;
/** A sign (hyphen or minus), whole tomans, then an optional decimal part after '.', '٫' or '/'. */
const TOMAN_TEXT = /^([-\u2212\u2012\u2013]?)(\d+)([.\u066B/]\d*)?$/;

/**
 * The one reading of a toman amount a person typed (decision 015: forms take tomans, the API speaks Rials):
 * Persian, Arabic-Indic or Latin digits, thousands grouped by '٬', '،', ',' or spaces → whole Rials.
 * '۱۲٬۵۰۰' → 125_000 Rials. Refused: '' or only separators ('empty'), anything else than digits
 * ('not-a-number'), a part of a toman such as '۱۲٫۵' ('fraction'), a sign ('negative') and more than
 * MAX_TOMANS ('too-large'). Zero is read as 0: whether it is allowed is the caller's rule.
 */
export function parseTomansToRials(input: string): TomansInput {
  const text = toLatinDigits(input).replace(TOMAN_GROUPING, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const match = TOMAN_TEXT.exec(text);
  if (!match) return { ok: false, reason: 'not-a-number' };
  const [, sign, whole, fraction] = match;
  if (sign) return { ok: false, reason: 'negative' };
  if (fraction) return { ok: false, reason: 'fraction' };
  const tomans = Number(whole);
  if (tomans > MAX_TOMANS) return { ok: false, reason: 'too-large' };
  return { ok: true, rials: tomans * RIALS_PER_TOMAN };
}

/**
 * A `pattern` attribute for the text inputs that take tomans: digits of any of the three systems and the
 * separators parseTomansToRials drops, nothing else, so a browser refuses a fraction or a sign before sending
 * (valid under the `v` flag browsers compile patterns with).
 */
export const TOMAN_INPUT_PATTERN = '[0-9\u06F0-\u06F9\u0660-\u0669\u066C\u060C,\\s\u200C]*';
