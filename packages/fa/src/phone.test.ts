// Tests for Iranian mobile number normalisation, validation and masking.
import { describe, expect, it } from 'vitest';
import { isIranianMobile, maskMobile, normalizeIranianMobile } from './phone';

describe('normalizeIranianMobile', () => {
  it.each(['09121234567', '9121234567', '+989121234567', '00989121234567', '989121234567'])(
    'turns %s into 09121234567',
    (input) => {
      expect(normalizeIranianMobile(input)).toBe('09121234567');
    },
  );

  it('accepts Persian and Arabic-Indic digits', () => {
    expect(normalizeIranianMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(normalizeIranianMobile('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
    expect(normalizeIranianMobile('+۹۸۹۳۵۱۲۳۴۵۶۷')).toBe('09351234567');
  });

  it('ignores spaces, dashes and parentheses', () => {
    expect(normalizeIranianMobile(' 0912 123 4567 ')).toBe('09121234567');
    expect(normalizeIranianMobile('0912-123-45-67')).toBe('09121234567');
    expect(normalizeIranianMobile('(0912) 123-4567')).toBe('09121234567');
    expect(normalizeIranianMobile('+98 (912) 123 4567')).toBe('09121234567');
  });

  it('tolerates the trunk 0 written after the country code', () => {
    expect(normalizeIranianMobile('+98 (0)912 123 4567')).toBe('09121234567');
    expect(normalizeIranianMobile('0098 0912 123 4567')).toBe('09121234567');
  });

  it('accepts any 09 prefix, including recently issued ranges', () => {
    expect(normalizeIranianMobile('09901234567')).toBe('09901234567');
    expect(normalizeIranianMobile('09041234567')).toBe('09041234567');
  });

  it('rejects landlines', () => {
    expect(normalizeIranianMobile('02112345678')).toBeNull();
    expect(normalizeIranianMobile('+982112345678')).toBeNull();
    expect(normalizeIranianMobile('2112345678')).toBeNull();
  });

  it('rejects numbers that are too short or too long', () => {
    expect(normalizeIranianMobile('0912123456')).toBeNull();
    expect(normalizeIranianMobile('091212345678')).toBeNull();
    expect(normalizeIranianMobile('+98912123456')).toBeNull();
    expect(normalizeIranianMobile('0989121234567')).toBeNull();
  });

  it('rejects letters, other symbols and foreign country codes', () => {
    expect(normalizeIranianMobile('0912abc4567')).toBeNull();
    expect(normalizeIranianMobile('0912.123.4567')).toBeNull();
    expect(normalizeIranianMobile('+19121234567')).toBeNull();
    expect(normalizeIranianMobile('+4915112345678')).toBeNull();
    expect(normalizeIranianMobile('')).toBeNull();
  });
});

describe('isIranianMobile', () => {
  it('says whether the input normalises to a mobile number', () => {
    expect(isIranianMobile('+98 912 123 4567')).toBe(true);
    expect(isIranianMobile('021 1234 5678')).toBe(false);
  });
});

describe('maskMobile', () => {
  it('hides the middle three digits', () => {
    expect(maskMobile('09121234567')).toBe('0912***4567');
  });

  it('masks any accepted form in its canonical shape', () => {
    expect(maskMobile('+98 912 123 4567')).toBe('0912***4567');
    expect(maskMobile('۰۹۳۵۹۸۷۶۵۴۳')).toBe('0935***6543');
  });

  it('reveals nothing of input that is not a mobile number', () => {
    expect(maskMobile('02112345678')).toBe('***');
    expect(maskMobile('')).toBe('***');
  });
});
