import { formatJalaliDate } from '@bazaar/fa/jalali';

/**
 * A Jalali day `days` after today in Tehran, as a person types it (۱۴۰۶/۰۱/۱۵) and as the site shows it
 * (۱۵ فروردین ۱۴۰۶): journeys never type a fixed date that the API refuses once it is past.
 */
export function daysFromNow(days: number): { typed: string; shown: string } {
  const day = new Date(Date.now() + days * 86_400_000);
  return { typed: formatJalaliDate(day), shown: formatJalaliDate(day, { style: 'long' }) };
}
