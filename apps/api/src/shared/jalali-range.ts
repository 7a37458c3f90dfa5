// A «from … to» filter typed as Jalali dates (Persian or Latin digits), as the instants bounding those
// Tehran days: `from` at the start of its day, `to` at the end of its day (exclusive). A date that cannot be
// read is a field error in Persian, never a silent empty list.
import { parseTehranDayStart } from '@bazaar/fa/jalali';
import { AppError } from './app-error.js';

const DAY_MS = 86_400_000;

export function jalaliDayRange(q: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = q.from ? parseTehranDayStart(q.from) : undefined;
  const to = q.to ? parseTehranDayStart(q.to) : undefined;
  const errors = [
    ...(from === null
      ? [{ field: 'query.from', code: 'date', message: 'تاریخ «از» را به شکل ۱۴۰۵/۰۹/۰۴ وارد کنید.' }]
      : []),
    ...(to === null
      ? [{ field: 'query.to', code: 'date', message: 'تاریخ «تا» را به شکل ۱۴۰۵/۰۹/۰۴ وارد کنید.' }]
      : []),
  ];
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  return {
    from: from ?? undefined,
    // Iran keeps no daylight saving time, so every Tehran day is 24 hours.
    to: to ? new Date(to.getTime() + DAY_MS) : undefined,
  };
}
