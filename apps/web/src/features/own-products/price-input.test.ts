import { MAX_RIALS } from '@bazaar/contracts/money';
import { describe, expect, it } from 'vitest';
import { priceInputValue, readPriceInput } from './price-input';

describe('readPriceInput', () => {
  it('reads tomans in Persian digits with separators and sends Rials', () => {
    expect(readPriceInput('۱٬۲۵۰٬۰۰۰', false)).toEqual({ ok: true, priceRials: 12_500_000 });
    expect(readPriceInput(' 48,000 ', false)).toEqual({ ok: true, priceRials: 480_000 });
  });

  it('turns the price into «price on inquiry» when the box is ticked, whatever the text', () => {
    expect(readPriceInput('abc', true)).toEqual({ ok: true, priceRials: null });
  });

  it('refuses an empty, fractional, negative, zero or too large price', () => {
    expect(readPriceInput('', false)).toEqual({ ok: false, error: 'required' });
    expect(readPriceInput('۱۲٫۵', false)).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput('-5', false)).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput('0', false)).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput(String(MAX_RIALS), false)).toEqual({ ok: false, error: 'too-large' });
  });

  it('shows a stored price as whole tomans for editing', () => {
    expect(priceInputValue(12_500_000)).toBe('1250000');
    expect(priceInputValue(null)).toBe('');
  });
});
