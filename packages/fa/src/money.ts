// The one way the site shows money: Persian digits grouped by '٬' and the unit. Amounts arrive in whole Rials
// (the API's unit); the site shows tomans (docs/decisions/015).
import { formatNumberFa } from './digits';

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
