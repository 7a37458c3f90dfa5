import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows Rials as tomans with Persian digits and thousands separators', () => {
    expect(formatMoney(12_500_000, { unit: 'toman' })).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatMoney(0, { unit: 'toman' })).toBe('۰ تومان');
    expect(formatMoney(10, { unit: 'toman' })).toBe('۱ تومان');
  });

  it('keeps a last Rial that is not a whole toman', () => {
    expect(formatMoney(125, { unit: 'toman' })).toBe('۱۲٫۵ تومان');
    expect(formatMoney(5, { unit: 'toman' })).toBe('۰٫۵ تومان');
  });

  it('shows Rials as they are with the rial unit', () => {
    expect(formatMoney(1_250_000, { unit: 'rial' })).toBe('۱٬۲۵۰٬۰۰۰ ریال');
  });

  it('formats the largest amount exactly, as a number or a bigint', () => {
    expect(formatMoney(1_000_000_000_000_000, { unit: 'toman' })).toBe('۱۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان');
    expect(formatMoney(250_000_000_000n, { unit: 'rial' })).toBe('۲۵۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال');
  });

  it('refuses fractions of a Rial, negative amounts and unsafe numbers', () => {
    expect(() => formatMoney(10.5, { unit: 'toman' })).toThrow(RangeError);
    expect(() => formatMoney(-10, { unit: 'rial' })).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60, { unit: 'rial' })).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, { unit: 'rial' })).toThrow(RangeError);
  });
});
