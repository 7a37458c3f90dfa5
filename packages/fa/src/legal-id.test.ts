import { describe, expect, it } from 'vitest';
import { normalizeLegalId } from './legal-id';

describe('normalizeLegalId', () => {
  it('accepts a company national id whose check digit is right, in any digits', () => {
    expect(normalizeLegalId('10380284790')).toBe('10380284790');
    expect(normalizeLegalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
    expect(normalizeLegalId('103-8028-4790')).toBe('10380284790');
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(normalizeLegalId('10380284791')).toBeNull();
    expect(normalizeLegalId('1038028479')).toBeNull();
    expect(normalizeLegalId('1038028479a')).toBeNull();
    expect(normalizeLegalId('')).toBeNull();
  });
});
