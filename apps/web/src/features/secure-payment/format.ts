// Shared wording of secure payment's screens: money in tomans, a deadline as a Jalali day with the days left.
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';

const DAY_MS = 86_400_000;

export const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

/** Whole days from `now` until `due`, rounded up (a deadline later today is «۱ روز مانده»); 0 once passed. */
export function daysLeft(due: string | Date, now: Date = new Date()): number {
  const ms = new Date(due).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** «۵ آذر ۱۴۰۵، ۱۴:۳۰ (۳ روز مانده)», or «… (گذشته)» once passed. */
export function deadlineText(due: string, now: Date = new Date()): string {
  const left = daysLeft(due, now);
  const when = formatJalaliDate(due, { style: 'long', withTime: true });
  return left === 0 ? `${when} (گذشته)` : `${when} (${formatNumberFa(left)} روز مانده)`;
}

/** An ISO day (2026-11-27) as the long Jalali day, read at Tehran's noon so no time zone moves it. */
export const jalaliIsoDay = (day: string) => formatJalaliDate(`${day}T12:00:00Z`, { style: 'long' });
