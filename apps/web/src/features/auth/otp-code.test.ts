import { describe, expect, it } from 'vitest';
import { formatCountdown, normalizeOtpInput } from './otp-code';

describe('normalizeOtpInput', () => {
  it('takes Persian and Arabic-Indic digits and drops separators from a pasted SMS', () => {
    expect(normalizeOtpInput('۱۲۳ ۴۵۶')).toBe('123456');
    expect(normalizeOtpInput('١٢٣-٤٥٦')).toBe('123456');
    expect(normalizeOtpInput('کد شما: 654321')).toBe('654321');
  });

  it('keeps at most the code length', () => {
    expect(normalizeOtpInput('12345678')).toBe('123456');
    expect(normalizeOtpInput('1234', 4)).toBe('1234');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds in Persian digits', () => {
    expect(formatCountdown(59)).toBe('۰:۵۹');
    expect(formatCountdown(60)).toBe('۱:۰۰');
    expect(formatCountdown(119.2)).toBe('۲:۰۰');
    expect(formatCountdown(-3)).toBe('۰:۰۰');
  });
});
