import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  daysInJalaliMonth,
  INCOMPLETE_DATE_MESSAGE,
  INVALID_DATE_MESSAGE,
  isoToJalaliParts,
  jalaliPartsToIso,
} from './birth-date-field';

describe('isoToJalaliParts', () => {
  it('shows a stored Gregorian date as its Jalali day', () => {
    expect(isoToJalaliParts('1990-05-01')).toEqual({ year: '1369', month: '2', day: '11' });
    expect(isoToJalaliParts('2025-03-20')).toEqual({ year: '1403', month: '12', day: '30' });
    expect(isoToJalaliParts('2025-03-21')).toEqual({ year: '1404', month: '1', day: '1' });
  });

  it('leaves the selects empty without a date or with a malformed one', () => {
    expect(isoToJalaliParts(null)).toEqual({ year: '', month: '', day: '' });
    expect(isoToJalaliParts('1990-02-31')).toEqual({ year: '', month: '', day: '' });
    expect(isoToJalaliParts('01/05/1990')).toEqual({ year: '', month: '', day: '' });
  });
});

describe('jalaliPartsToIso', () => {
  it('converts the chosen Jalali day to the Gregorian ISO date the API stores', () => {
    expect(jalaliPartsToIso({ year: '1369', month: '2', day: '11' })).toEqual({ kind: 'date', iso: '1990-05-01' });
    expect(jalaliPartsToIso({ year: '1403', month: '12', day: '30' })).toEqual({ kind: 'date', iso: '2025-03-20' });
  });

  it('round-trips every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(jalaliPartsToIso(isoToJalaliParts(iso))).toEqual({ kind: 'date', iso });
    }
  });

  it('treats three empty selects as no birth date and a partial choice as incomplete', () => {
    expect(jalaliPartsToIso({ year: '', month: '', day: '' })).toEqual({ kind: 'empty' });
    expect(jalaliPartsToIso({ year: '1369', month: '', day: '11' })).toEqual({
      kind: 'invalid',
      message: INCOMPLETE_DATE_MESSAGE,
    });
  });

  it('refuses days that do not exist, such as 30 Esfand of a common year', () => {
    expect(jalaliPartsToIso({ year: '1404', month: '12', day: '30' })).toEqual({
      kind: 'invalid',
      message: INVALID_DATE_MESSAGE,
    });
    expect(jalaliPartsToIso({ year: '1369', month: '7', day: '31' }).kind).toBe('invalid');
    expect(jalaliPartsToIso({ year: 'x', month: '1', day: '1' }).kind).toBe('invalid');
  });
});

describe('daysInJalaliMonth', () => {
  it('follows the Jalali month lengths, leap Esfand included', () => {
    expect(daysInJalaliMonth(1404, 1)).toBe(31);
    expect(daysInJalaliMonth(1404, 7)).toBe(30);
    expect(daysInJalaliMonth(1403, 12)).toBe(30);
    expect(daysInJalaliMonth(1404, 12)).toBe(29);
  });
});

describe('birthYearOptions', () => {
  it('offers this Jalali year down to 1300, newest first', () => {
    const years = birthYearOptions(new Date('2026-11-22T00:00:00Z'));
    expect(years[0]).toBe(1405);
    expect(years.at(-1)).toBe(1300);
  });
});
