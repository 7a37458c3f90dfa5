// Tests for Iranian national id (کد ملی) validation and normalisation.
import { describe, expect, it } from 'vitest';
import { isValidNationalId, normalizeLegalId, normalizeNationalId } from './national-id';

/** Check digit of the first nine digits, computed independently from the rule in the spec. */
function checkDigit(firstNine: string): number {
  const weighted = [...firstNine].reduce((sum, digit, i) => sum + Number(digit) * (10 - i), 0);
  const r = weighted % 11;
  return r < 2 ? r : 11 - r;
}

const withCheck = (firstNine: string): string => `${firstNine}${checkDigit(firstNine)}`;
const wrongCheck = (firstNine: string): string => `${firstNine}${(checkDigit(firstNine) + 1) % 10}`;

describe('isValidNationalId', () => {
  it('accepts known valid ids (check digits verified by hand)', () => {
    // 0499370899: weighted sum 266, 266 % 11 = 2, check = 11 - 2 = 9.
    expect(isValidNationalId('0499370899')).toBe(true);
    // 0084575948: weighted sum 212, 212 % 11 = 3, check = 11 - 3 = 8.
    expect(isValidNationalId('0084575948')).toBe(true);
    // 1234567891: weighted sum 210, 210 % 11 = 1, check = remainder = 1.
    expect(isValidNationalId('1234567891')).toBe(true);
  });

  it.each(['049937089', '123456789', '001234567', '987654321', '555123400', '310987654'])(
    'accepts %s followed by its computed check digit and rejects any other last digit',
    (firstNine) => {
      expect(isValidNationalId(withCheck(firstNine))).toBe(true);
      expect(isValidNationalId(wrongCheck(firstNine))).toBe(false);
    },
  );

  it('handles a remainder of 0 (check digit 0)', () => {
    // 200000001: weighted sum 2×10 + 1×2 = 22, 22 % 11 = 0, check = 0.
    expect(checkDigit('200000001')).toBe(0);
    expect(isValidNationalId('2000000010')).toBe(true);
    expect(isValidNationalId('2000000011')).toBe(false);
  });

  it('accepts Persian and Arabic-Indic digits', () => {
    expect(isValidNationalId('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isValidNationalId('٠٠٨٤٥٧٥٩٤٨')).toBe(true);
  });

  it('left-pads 8- and 9-digit ids with zeros', () => {
    expect(isValidNationalId('499370899')).toBe(true);
    expect(isValidNationalId('84575948')).toBe(true);
    expect(isValidNationalId('4575948')).toBe(false);
  });

  it('rejects ids made of one repeated digit even though their checksum works out', () => {
    expect(checkDigit('111111111')).toBe(1);
    for (let d = 0; d <= 9; d++) expect(isValidNationalId(String(d).repeat(10))).toBe(false);
  });

  it('rejects wrong lengths, letters and empty input', () => {
    expect(isValidNationalId('04993708991')).toBe(false);
    expect(isValidNationalId('04993708a9')).toBe(false);
    expect(isValidNationalId('')).toBe(false);
    expect(isValidNationalId('0499370898')).toBe(false);
  });
});

describe('normalizeNationalId', () => {
  it('returns the 10 Latin digits of a valid id', () => {
    expect(normalizeNationalId('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalId('499370899')).toBe('0499370899');
    expect(normalizeNationalId(' 049-937089-9 ')).toBe('0499370899');
  });

  it('returns null for an invalid id', () => {
    expect(normalizeNationalId('0499370898')).toBeNull();
    expect(normalizeNationalId('1111111111')).toBeNull();
    expect(normalizeNationalId('abc')).toBeNull();
  });
});

describe('normalizeLegalId', () => {
  it('accepts a company national id with a correct check digit, in Persian digits too', () => {
    expect(normalizeLegalId('10380284790')).toBe('10380284790');
    expect(normalizeLegalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
  });
  it('refuses a wrong check digit or length', () => {
    expect(normalizeLegalId('10380284791')).toBeNull();
    expect(normalizeLegalId('1038028479')).toBeNull();
  });
});
