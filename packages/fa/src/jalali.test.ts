// Tests for Jalali conversion, validation, parsing and Tehran-time formatting.
import { toGregorian, toJalaali } from 'jalaali-js';
import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  isValidJalaliDate,
  JALALI_MONTH_NAMES,
  jalaliToDate,
  parseJalaliDate,
  parseTehranDateTime,
  parseTehranDayStart,
  tehranDayStart,
  toJalali,
  toTehranDateTimeParts,
} from './jalali';

// Nowruz dates, checked against jalaali-js in the first test rather than taken on trust.
const NOWRUZ = [
  { iso: '2024-03-20', jy: 1403 },
  { iso: '2025-03-21', jy: 1404 },
  { iso: '2026-03-21', jy: 1405 },
] as const;

describe('calendar facts used by these tests', () => {
  it('agree with jalaali-js', () => {
    expect(toJalaali(2024, 3, 20)).toEqual({ jy: 1403, jm: 1, jd: 1 });
    expect(toJalaali(2025, 3, 21)).toEqual({ jy: 1404, jm: 1, jd: 1 });
    expect(toJalaali(2026, 3, 21)).toEqual({ jy: 1405, jm: 1, jd: 1 });
    expect(toGregorian(1403, 12, 30)).toEqual({ gy: 2025, gm: 3, gd: 20 });
    expect(toGregorian(1405, 9, 1)).toEqual({ gy: 2026, gm: 11, gd: 22 });
  });
});

describe('toJalali', () => {
  it.each(NOWRUZ)('puts $iso (noon Tehran) on 1 Farvardin $jy', ({ iso, jy }) => {
    expect(toJalali(new Date(`${iso}T12:00:00+03:30`))).toEqual({ jy, jm: 1, jd: 1 });
  });

  it('uses the Tehran calendar day, not the UTC one', () => {
    // 20:30 UTC on 20 March 2026 is midnight in Tehran (+03:30): already Nowruz 1405.
    expect(toJalali(new Date('2026-03-20T20:30:00Z'))).toEqual({ jy: 1405, jm: 1, jd: 1 });
    expect(toJalali(new Date('2026-03-20T20:29:59Z'))).toEqual({ jy: 1404, jm: 12, jd: 29 });
  });

  it("honours Iran's former summer time (+04:30 before 2022)", () => {
    // 2021-07-01T19:45Z is 00:15 on 2 July in Tehran under +04:30; a fixed +03:30 would say 23:15 on 1 July.
    expect(toJalali(new Date('2021-07-01T19:45:00Z'))).toEqual(toJalaali(2021, 7, 2));
    expect(toJalali(new Date('2021-07-01T19:15:00Z'))).toEqual(toJalaali(2021, 7, 1));
  });

  it('rejects an invalid Date', () => {
    expect(() => toJalali(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('isValidJalaliDate', () => {
  it('allows Esfand 30 only in leap years', () => {
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1404, 12, 29)).toBe(true);
  });

  it('knows month lengths: 31 days in the first six months, 30 in the next five', () => {
    expect(isValidJalaliDate(1404, 6, 31)).toBe(true);
    expect(isValidJalaliDate(1404, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1404, 11, 30)).toBe(true);
  });

  it('rejects out-of-range and non-integer parts', () => {
    expect(isValidJalaliDate(1404, 0, 1)).toBe(false);
    expect(isValidJalaliDate(1404, 13, 1)).toBe(false);
    expect(isValidJalaliDate(1404, 1, 0)).toBe(false);
    expect(isValidJalaliDate(1404, 1.5, 1)).toBe(false);
    expect(isValidJalaliDate(1404, 1, 1.5)).toBe(false);
    expect(isValidJalaliDate(Number.NaN, 1, 1)).toBe(false);
    expect(isValidJalaliDate(9999, 1, 1)).toBe(false);
  });
});

describe('jalaliToDate', () => {
  it.each(NOWRUZ)('gives midnight UTC of $iso for 1 Farvardin $jy', ({ iso, jy }) => {
    expect(jalaliToDate(jy, 1, 1).toISOString()).toBe(`${iso}T00:00:00.000Z`);
  });

  it('converts leap day 1403/12/30 to 2025-03-20', () => {
    expect(jalaliToDate(1403, 12, 30).toISOString()).toBe('2025-03-20T00:00:00.000Z');
  });

  it('throws RangeError for a date that does not exist', () => {
    expect(() => jalaliToDate(1404, 12, 30)).toThrow(RangeError);
    expect(() => jalaliToDate(1404, 13, 1)).toThrow(RangeError);
  });

  it('round-trips with toJalali', () => {
    for (const [jy, jm, jd] of [
      [1403, 12, 30],
      [1404, 6, 31],
      [1405, 9, 1],
      [1380, 1, 1],
    ] as const) {
      expect(toJalali(jalaliToDate(jy, jm, jd))).toEqual({ jy, jm, jd });
    }
  });
});

describe('parseJalaliDate', () => {
  it('reads slash, dash and dot separated dates in any digits', () => {
    expect(parseJalaliDate('1403/12/30')?.toISOString()).toBe('2025-03-20T00:00:00.000Z');
    expect(parseJalaliDate('۱۴۰۳-۱۲-۳۰')?.toISOString()).toBe('2025-03-20T00:00:00.000Z');
    expect(parseJalaliDate('1403.1.5')?.toISOString()).toBe(jalaliToDate(1403, 1, 5).toISOString());
    expect(parseJalaliDate('١٤٠٥/٠١/٠١')?.toISOString()).toBe('2026-03-21T00:00:00.000Z');
    expect(parseJalaliDate(' 1405/1/1 ')?.toISOString()).toBe('2026-03-21T00:00:00.000Z');
  });

  it('returns null for dates that do not exist', () => {
    expect(parseJalaliDate('1404/12/30')).toBeNull();
    expect(parseJalaliDate('1404/13/01')).toBeNull();
    expect(parseJalaliDate('1404/07/31')).toBeNull();
  });

  it('returns null for text that is not a Y/M/D date', () => {
    expect(parseJalaliDate('')).toBeNull();
    expect(parseJalaliDate('1403/12')).toBeNull();
    expect(parseJalaliDate('03/12/30')).toBeNull();
    expect(parseJalaliDate('1403/12-30')).toBeNull();
    expect(parseJalaliDate('1403/120/1')).toBeNull();
    expect(parseJalaliDate('فردا')).toBeNull();
  });
});

describe('formatJalaliDate', () => {
  const afternoon = new Date('2026-11-22T11:00:00Z'); // 14:30 in Tehran on 1405/09/01

  it('formats the short style with zero-padded Persian digits', () => {
    expect(formatJalaliDate(afternoon)).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalaliDate(afternoon, { style: 'short' })).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it('formats the long style with the month name', () => {
    expect(formatJalaliDate(afternoon, { style: 'long' })).toBe('۱ آذر ۱۴۰۵');
  });

  it('appends the Tehran time when asked', () => {
    expect(formatJalaliDate(afternoon, { style: 'long', withTime: true })).toBe('۱ آذر ۱۴۰۵، ۱۴:۳۰');
    expect(formatJalaliDate(afternoon, { withTime: true })).toBe('۱۴۰۵/۰۹/۰۱، ۱۴:۳۰');
    expect(formatJalaliDate('2026-03-20T20:30:00Z', { withTime: true })).toBe('۱۴۰۵/۰۱/۰۱، ۰۰:۰۰');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatJalaliDate('2026-11-22T11:00:00Z')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalaliDate(afternoon.getTime())).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalaliDate('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('shows the Tehran date even when UTC is still on the previous day', () => {
    expect(formatJalaliDate('2026-03-20T21:00:00Z', { style: 'long' })).toBe('۱ فروردین ۱۴۰۵');
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => formatJalaliDate('not a date')).toThrow(RangeError);
    expect(() => formatJalaliDate(Number.NaN)).toThrow(RangeError);
  });

  it('agrees with the ICU Persian calendar for every day of 1399–1405', () => {
    const icu = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const dayMs = 24 * 60 * 60 * 1000;
    // 21:00 UTC is after Tehran midnight in both standard (+03:30) and former summer (+04:30) time.
    for (let t = Date.UTC(2020, 2, 1, 21); t < Date.UTC(2027, 2, 25); t += dayMs) {
      expect(formatJalaliDate(t)).toBe(icu.format(t));
    }
  });
});

describe('JALALI_MONTH_NAMES', () => {
  it('lists the twelve months from فروردین to اسفند', () => {
    expect(JALALI_MONTH_NAMES).toHaveLength(12);
    expect(JALALI_MONTH_NAMES[0]).toBe('فروردین');
    expect(JALALI_MONTH_NAMES[8]).toBe('آذر');
    expect(JALALI_MONTH_NAMES[11]).toBe('اسفند');
  });
});

describe('Tehran days', () => {
  it('a Jalali day begins at 20:30 UTC of the day before (Tehran is UTC+3:30 all year)', () => {
    expect(tehranDayStart(1405, 9, 4).toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(parseTehranDayStart('۱۴۰۵/۰۹/۰۴')?.toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(parseTehranDayStart('1405/13/01')).toBeNull();
  });
});

describe('parseTehranDateTime and toTehranDateTimeParts', () => {
  it('reads a Jalali date and a Tehran time as the UTC instant, and back', () => {
    const instant = parseTehranDateTime('۱۴۰۵/۰۹/۰۵', '۱۴:۳۰');
    expect(instant?.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(toTehranDateTimeParts('2026-11-26T11:00:00.000Z')).toEqual({ date: '1405/09/05', time: '14:30' });
  });
  it('refuses a time or a date that does not exist', () => {
    expect(parseTehranDateTime('1405/09/05', '24:00')).toBeNull();
    expect(parseTehranDateTime('1405/09/05', '9')).toBeNull();
    expect(parseTehranDateTime('1405/13/05', '09:00')).toBeNull();
  });
});
