import { describe, expect, it } from 'vitest';
import { numberInWords, rialsInWords } from './amount-words';

describe('numberInWords', () => {
  it('writes amounts as an invoice prints them', () => {
    expect(rialsInWords(1_200_000)).toBe('یک میلیون و دویست هزار ریال');
    expect(numberInWords(0)).toBe('صفر');
    expect(numberInWords(12)).toBe('دوازده');
    expect(numberInWords(2_750_000_000)).toBe('دو میلیارد و هفتصد و پنجاه میلیون');
  });

  it('writes the hundreds as one word', () => {
    expect(numberInWords(400)).toBe('چهارصد');
    expect(numberInWords(987)).toBe('نهصد و هشتاد و هفت');
    expect(numberInWords(600_800)).toBe('ششصد هزار و هشتصد');
  });

  it('names 10^15 «هزار تریلیون» and goes on past it', () => {
    expect(numberInWords(1_000_000_000_000_000)).toBe('هزار تریلیون');
    expect(numberInWords(2_000_000_000_000_005)).toBe('دو هزار تریلیون و پنج');
  });

  it('refuses fractions and negative numbers', () => {
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
