// The birth date as three Jalali selects (year, month, day) over the API's Gregorian ISO date: reading
// the stored date into the selects, and the selects back into an ISO date or a reason it is not one.
import { isValidJalaliDate, jalaliToDate, toJalali } from '@bazaar/fa/jalali';

export interface JalaliDateParts {
  /** Form values: '' while not chosen. */
  year: string;
  month: string;
  day: string;
}

export const EMPTY_DATE_PARTS: JalaliDateParts = { year: '', month: '', day: '' };

export const INCOMPLETE_DATE_MESSAGE = 'سال، ماه و روز را کامل انتخاب کنید.';
export const INVALID_DATE_MESSAGE = 'تاریخ تولد معتبر نیست.';

/** Oldest year offered: 1300 (1921), within the API's 1900-01-01 floor. */
export const OLDEST_BIRTH_YEAR = 1300;

/** '1990-05-01' → { year: '1369', month: '2', day: '11' }; null or a malformed date → empty parts. */
export function isoToJalaliParts(iso: string | null | undefined): JalaliDateParts {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return EMPTY_DATE_PARTS;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return EMPTY_DATE_PARTS;
  // Midnight UTC is 03:30 (or 04:30) in Tehran, the same calendar day.
  const { jy, jm, jd } = toJalali(date);
  return { year: String(jy), month: String(jm), day: String(jd) };
}

export type DatePartsResult = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid'; message: string };

/** The selects as the API's ISO date; all three empty means "no birth date" (the API stores null). */
export function jalaliPartsToIso(parts: JalaliDateParts): DatePartsResult {
  const chosen = [parts.year, parts.month, parts.day].filter((part) => part.trim() !== '');
  if (chosen.length === 0) return { kind: 'empty' };
  if (chosen.length < 3) return { kind: 'invalid', message: INCOMPLETE_DATE_MESSAGE };
  const [jy, jm, jd] = [parts.year, parts.month, parts.day].map((part) => Number(part.trim()));
  if (jy === undefined || jm === undefined || jd === undefined || !isValidJalaliDate(jy, jm, jd)) {
    return { kind: 'invalid', message: INVALID_DATE_MESSAGE };
  }
  return { kind: 'date', iso: jalaliToDate(jy, jm, jd).toISOString().slice(0, 10) };
}

/** 31 days in the first six months, 30 in the next five, 29 in Esfand (30 in a leap year). */
export function daysInJalaliMonth(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isValidJalaliDate(year, 12, 30) ? 30 : 29;
}

/** Years to offer, newest first: this Jalali year down to OLDEST_BIRTH_YEAR. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const current = toJalali(now).jy;
  return Array.from({ length: current - OLDEST_BIRTH_YEAR + 1 }, (_, index) => current - index);
}
