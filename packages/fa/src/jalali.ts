// Jalali (Persian solar Hijri) calendar: conversion, validation, parsing and display in Tehran time.
import { toJalaali as gregorianToJalaali, isValidJalaaliDate, toGregorian } from 'jalaali-js';
import { toLatinDigits, toPersianDigits } from './digits';

export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

export type JalaliMonthName = (typeof JALALI_MONTH_NAMES)[number];

export interface JalaliDate {
  jy: number;
  /** 1 = فروردین … 12 = اسفند */
  jm: number;
  jd: number;
}

export interface FormatJalaliDateOptions {
  /** Append the Tehran wall-clock time as HH:mm (24-hour), e.g. '۱ آذر ۱۴۰۵، ۱۴:۳۰'. */
  withTime?: boolean;
  /** 'short' = '۱۴۰۵/۰۹/۰۱' (default), 'long' = '۱ آذر ۱۴۰۵'. */
  style?: 'short' | 'long';
}

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

// Gregorian wall-clock fields in Tehran. The Intl time-zone data knows Iran's old daylight saving time
// (+04:30 in summer until 2022), which a fixed +03:30 offset would get wrong for older timestamps. Made at the
// first date read, not when the module loads: building a formatter with a time zone loads ICU's zone data
// (about 25 ms of a browser's main thread, 100 ms on a phone), and a page's scripts import this module whether or
// not they show a date (issue 34).
let tehranClock: Intl.DateTimeFormat | undefined;
function tehranClockFormat(): Intl.DateTimeFormat {
  tehranClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return tehranClock;
}

interface TehranWallClock {
  gy: number;
  gm: number;
  gd: number;
  hour: number;
  minute: number;
}

function readTehranClock(date: Date): TehranWallClock {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of tehranClockFormat().formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    gy: fields.year ?? Number.NaN,
    gm: fields.month ?? Number.NaN,
    gd: fields.day ?? Number.NaN,
    hour: fields.hour ?? Number.NaN,
    minute: fields.minute ?? Number.NaN,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The Jalali calendar date of `date` in Tehran. Throws RangeError for an invalid Date. */
export function toJalali(date: Date): JalaliDate {
  const { gy, gm, gd } = readTehranClock(date);
  return gregorianToJalaali(gy, gm, gd);
}

/** True when (jy, jm, jd) is a real Jalali date, e.g. 1403/12/30 (1403 is leap) but not 1404/12/30. */
export function isValidJalaliDate(jy: number, jm: number, jd: number): boolean {
  // jalaali-js accepts non-integers inside the ranges, so check integrality first.
  return Number.isInteger(jy) && Number.isInteger(jm) && Number.isInteger(jd) && isValidJalaaliDate(jy, jm, jd);
}

/** Midnight UTC of the Gregorian day matching the Jalali date. Throws RangeError for an invalid date. */
export function jalaliToDate(jy: number, jm: number, jd: number): Date {
  if (!isValidJalaliDate(jy, jm, jd)) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  const date = new Date(0);
  date.setUTCFullYear(gy, gm - 1, gd); // unlike Date.UTC, keeps years 0–99 as they are
  return date;
}

/** Iran's offset from UTC (3:30); Iran has kept no daylight saving time since 1401 (2022). */
const TEHRAN_OFFSET_MS = 12_600_000;

/** The instant a Jalali day begins in Tehran (its midnight there). Throws RangeError for an invalid date. */
export function tehranDayStart(jy: number, jm: number, jd: number): Date {
  return new Date(jalaliToDate(jy, jm, jd).getTime() - TEHRAN_OFFSET_MS);
}

/**
 * Parses 'YYYY/M/D' with '/', '-' or '.' as separator (the same one twice) and Latin, Persian or
 * Arabic-Indic digits: '1403/12/30', '۱۴۰۳-۱۲-۳۰', '1403.1.5'. Returns midnight UTC of that day (see
 * jalaliToDate), or null when the text is not such a date or the date does not exist.
 */
export function parseJalaliDate(input: string): Date | null {
  const match = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(toLatinDigits(input).trim());
  if (!match) return null;
  const jy = Number(match[1]);
  const jm = Number(match[3]);
  const jd = Number(match[4]);
  return isValidJalaliDate(jy, jm, jd) ? jalaliToDate(jy, jm, jd) : null;
}

/** Like parseJalaliDate, but the instant that day begins in Tehran (for filters of Tehran days). */
export function parseTehranDayStart(input: string): Date | null {
  const day = parseJalaliDate(input);
  return day && new Date(day.getTime() - TEHRAN_OFFSET_MS);
}

/**
 * A moment shown as a Jalali date in Tehran, with Persian digits:
 * short '۱۴۰۵/۰۹/۰۱', long '۱ آذر ۱۴۰۵', with time '۱ آذر ۱۴۰۵، ۱۴:۳۰'.
 * Strings and numbers are read by `new Date(...)` (ISO strings, epoch milliseconds).
 * Throws RangeError when that gives an invalid date.
 */
export function formatJalaliDate(date: Date | string | number, options: FormatJalaliDateOptions = {}): string {
  const { gy, gm, gd, hour, minute } = readTehranClock(date instanceof Date ? date : new Date(date));
  const { jy, jm, jd } = gregorianToJalaali(gy, gm, gd);
  let text = options.style === 'long' ? `${jd} ${JALALI_MONTH_NAMES[jm - 1]} ${jy}` : `${jy}/${pad2(jm)}/${pad2(jd)}`;
  if (options.withTime) text += `، ${pad2(hour)}:${pad2(minute)}`;
  return toPersianDigits(text);
}

/**
 * A Jalali date and a Tehran wall-clock time typed by a person ('1405/09/05' and '14:30', any digits) as the
 * instant it names (for scheduling: stored in UTC). Null when either part is not valid.
 */
export function parseTehranDateTime(date: string, time: string): Date | null {
  const day = parseTehranDayStart(date);
  const match = /^(\d{1,2}):(\d{2})$/.exec(toLatinDigits(time).trim());
  if (!day || !match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return new Date(day.getTime() + (hour * 60 + minute) * 60_000);
}

/** The other way round: an instant as the Jalali date ('1405/09/05', Latin digits) and time ('14:30') in Tehran. */
export function toTehranDateTimeParts(date: Date | string): { date: string; time: string } {
  const { gy, gm, gd, hour, minute } = readTehranClock(date instanceof Date ? date : new Date(date));
  const { jy, jm, jd } = gregorianToJalaali(gy, gm, gd);
  return { date: `${jy}/${pad2(jm)}/${pad2(jd)}`, time: `${pad2(hour)}:${pad2(minute)}` };
}
