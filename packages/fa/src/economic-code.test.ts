import { describe, expect, it } from 'vitest';
import { normalizeEconomicCode, readEconomicCode } from './economic-code';

describe('readEconomicCode', () => {
  it('takes a company’s 11-digit national id as its economic code only when the check digit is right', () => {
    expect(readEconomicCode('10380284790')).toEqual({ code: '10380284790', kind: 'company' });
    expect(readEconomicCode('۱۰۸۶۲۱۶۳۲۵۰')).toEqual({ code: '10862163250', kind: 'company' });
    expect(readEconomicCode('10380284791')).toBeNull();
  });

  it('takes a person’s 14-digit code and an older 12-digit code, in any digits and with separators', () => {
    expect(readEconomicCode('۱۴۰۰-۴۸۶۷-۵۲۳۱-۷۹')).toEqual({ code: '14004867523179', kind: 'person' });
    expect(readEconomicCode('4111 1563 8947')).toEqual({ code: '411115638947', kind: 'legacy' });
  });

  it('refuses other lengths, letters and one repeated digit', () => {
    expect(normalizeEconomicCode('123456789')).toBeNull();
    expect(normalizeEconomicCode('1234567890123')).toBeNull();
    expect(normalizeEconomicCode('41111563894a')).toBeNull();
    expect(normalizeEconomicCode('111111111111')).toBeNull();
    expect(normalizeEconomicCode('')).toBeNull();
  });
});
