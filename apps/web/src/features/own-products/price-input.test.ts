import { MAX_RIALS } from '@bazaar/contracts/money';
import { describe, expect, it } from 'vitest';
import { priceInputValue, readPriceInput } from './price-input';

/** The price field and the «استعلام قیمت» box as a browser sends them (an unticked box is not sent). */
function priceForm(price: string, onInquiry: boolean) {
  const form = new FormData();
  form.set('price', price);
  if (onInquiry) form.set('onInquiry', 'on');
  return form;
}

describe('readPriceInput', () => {
  it('reads tomans in Persian digits with separators and sends Rials', () => {
    expect(readPriceInput(priceForm('۱٬۲۵۰٬۰۰۰', false))).toEqual({ ok: true, priceRials: 12_500_000 });
    expect(readPriceInput(priceForm(' 48,000 ', false))).toEqual({ ok: true, priceRials: 480_000 });
  });

  it('turns the price into «price on inquiry» when the box is ticked, whatever the text', () => {
    expect(readPriceInput(priceForm('abc', true))).toEqual({ ok: true, priceRials: null });
  });

  it('refuses an empty, fractional, negative, zero or too large price', () => {
    expect(readPriceInput(priceForm('', false))).toEqual({ ok: false, error: 'required' });
    expect(readPriceInput(priceForm('۱۲٫۵', false))).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput(priceForm('-5', false))).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput(priceForm('0', false))).toEqual({ ok: false, error: 'invalid' });
    expect(readPriceInput(priceForm(String(MAX_RIALS), false))).toEqual({ ok: false, error: 'too-large' });
  });

  it('shows a stored price as whole tomans for editing', () => {
    expect(priceInputValue(12_500_000)).toBe('1250000');
    expect(priceInputValue(null)).toBe('');
  });
});
