// Tests for Iranian postal code (کد پستی) validation and normalisation.
import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalizePostalCode } from './postal-code';

describe('isValidPostalCode', () => {
  it.each(['1136937511', '1619735744', '1336937511', '9874413333'])('accepts %s', (code) => {
    expect(isValidPostalCode(code)).toBe(true);
  });

  it('accepts Persian and Arabic-Indic digits', () => {
    expect(isValidPostalCode('۱۱۳۶۹۳۷۵۱۱')).toBe(true);
    expect(isValidPostalCode('١١٣٦٩٣٧٥١١')).toBe(true);
  });

  it('accepts one dash or space after the fifth digit, and surrounding whitespace', () => {
    expect(isValidPostalCode('11369-37511')).toBe(true);
    expect(isValidPostalCode('۱۱۳۶۹-۳۷۵۱۱')).toBe(true);
    expect(isValidPostalCode('11369 37511')).toBe(true);
    expect(isValidPostalCode(' 1136937511 ')).toBe(true);
  });

  it('rejects a dash anywhere else or more than one separator', () => {
    expect(isValidPostalCode('1136-937511')).toBe(false);
    expect(isValidPostalCode('11369--37511')).toBe(false);
    expect(isValidPostalCode('11369-375-11')).toBe(false);
  });

  it('rejects 0 or 2 in the first five digits and 5 in the fifth', () => {
    expect(isValidPostalCode('0136937511')).toBe(false);
    expect(isValidPostalCode('2136937511')).toBe(false);
    expect(isValidPostalCode('1106937511')).toBe(false);
    expect(isValidPostalCode('1136037511')).toBe(false);
    expect(isValidPostalCode('1136237511')).toBe(false);
    expect(isValidPostalCode('1136537511')).toBe(false);
  });

  it('rejects 2 in the last five digits', () => {
    expect(isValidPostalCode('1136937521')).toBe(false);
    expect(isValidPostalCode('1136927511')).toBe(false);
  });

  it('rejects codes whose first four digits are the same', () => {
    expect(isValidPostalCode('1111937511')).toBe(false);
    expect(isValidPostalCode('3333111111')).toBe(false);
    expect(isValidPostalCode('1113937511')).toBe(true);
  });

  it('rejects wrong lengths, letters and empty input', () => {
    expect(isValidPostalCode('113693751')).toBe(false);
    expect(isValidPostalCode('11369375111')).toBe(false);
    expect(isValidPostalCode('11369a7511')).toBe(false);
    expect(isValidPostalCode('')).toBe(false);
  });
});

describe('normalizePostalCode', () => {
  it('returns the 10 Latin digits of a valid code', () => {
    expect(normalizePostalCode('۱۱۳۶۹-۳۷۵۱۱')).toBe('1136937511');
    expect(normalizePostalCode('1136937511')).toBe('1136937511');
  });

  it('returns null for an invalid code', () => {
    expect(normalizePostalCode('0136937511')).toBeNull();
    expect(normalizePostalCode('not a code')).toBeNull();
  });
});
