import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_TOMANS, parseTomansToRials, TOMAN_INPUT_PATTERN } from './money';

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

describe('parseTomansToRials', () => {
  const rials = (input: string) => parseTomansToRials(input);
  const refused = (input: string) => {
    const read = parseTomansToRials(input);
    return read.ok ? `read as ${read.rials}` : read.reason;
  };

  it('reads tomans typed in Persian, Arabic-Indic or Latin digits as whole Rials', () => {
    expect(rials('۱۲۵۰۰')).toEqual({ ok: true, rials: 125_000 });
    expect(rials('١٢٥٠٠')).toEqual({ ok: true, rials: 125_000 });
    expect(rials('12500')).toEqual({ ok: true, rials: 125_000 });
    expect(rials('۱2٣')).toEqual({ ok: true, rials: 1230 });
    expect(rials('0')).toEqual({ ok: true, rials: 0 });
    expect(rials('۰۰۷')).toEqual({ ok: true, rials: 70 });
  });

  it('drops the Persian, Arabic and Latin thousands separators, spaces and ZWNJ', () => {
    for (const typed of ['۱٬۲۵۰٬۰۰۰', '١،٢٥٠،٠٠٠', '1,250,000', '1 250 000', '1\u00A0250\u00A0000', '۱\u200C۲۵۰۰۰۰']) {
      expect(rials(typed), typed).toEqual({ ok: true, rials: 12_500_000 });
    }
  });

  it('ignores leading and trailing spaces', () => {
    expect(rials('  ۵۰۰ ')).toEqual({ ok: true, rials: 5000 });
    expect(rials('\t12\n')).toEqual({ ok: true, rials: 120 });
  });

  it('says the amount is empty when nothing but separators was typed', () => {
    for (const typed of ['', '   ', '٬', ' , ']) expect(refused(typed), JSON.stringify(typed)).toBe('empty');
  });

  it('refuses what is not a number of tomans', () => {
    for (const typed of [
      'abc',
      '12abc',
      '۱۲ تومان',
      '1e3',
      '+12',
      '0x10',
      '۱۲-',
      '.5',
      '12_000',
      "12'000",
      'Infinity',
    ]) {
      expect(refused(typed), typed).toBe('not-a-number');
    }
  });

  it('refuses a part of a toman, whatever the decimal mark', () => {
    for (const typed of ['۱۲٫۵', '12.5', '۲/۵', '10.0', '۱۲٬۰۰۰٫۹۹']) expect(refused(typed), typed).toBe('fraction');
  });

  it('refuses a negative amount, with a hyphen or a minus sign', () => {
    for (const typed of ['-12', '−۴۰', '-۱۲٫۵', '-0']) expect(refused(typed), typed).toBe('negative');
  });

  it('reads up to the largest amount whose Rials stay exact, and refuses more', () => {
    expect(MAX_TOMANS * 10).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(rials(String(MAX_TOMANS))).toEqual({ ok: true, rials: MAX_TOMANS * 10 });
    expect(Number.isSafeInteger(MAX_TOMANS * 10)).toBe(true);
    expect(refused(String(MAX_TOMANS + 1))).toBe('too-large');
    expect(refused('۹'.repeat(40))).toBe('too-large');
  });

  it('has an input pattern that lets through what it reads and refuses fractions, signs and letters', () => {
    const pattern = new RegExp(`^(?:${TOMAN_INPUT_PATTERN})$`, 'v');
    for (const ok of ['۱٬۲۵۰٬۰۰۰', '١،٢٥٠', '1,250,000', ' ۱۲ ۵۰۰ ', '']) {
      expect(pattern.test(ok), ok).toBe(true);
      expect(parseTomansToRials(ok).ok || ok === '', ok).toBe(true);
    }
    for (const bad of ['۱۲٫۵', '12.5', '۲/۵', '-40', '+5', 'abc', '1e3']) {
      expect(pattern.test(bad), bad).toBe(false);
      expect(parseTomansToRials(bad).ok, bad).toBe(false);
    }
  });
});
