import { describe, expect, it } from 'vitest';
import { readTopUpAmount } from './amount-input';

describe('readTopUpAmount', () => {
  it('reads tomans in Persian digits with separators and sends Rials', () => {
    expect(readTopUpAmount('۲۵۰٬۰۰۰', '')).toEqual({ ok: true, amountRials: 2_500_000 });
    expect(readTopUpAmount('1,000,000', '')).toEqual({ ok: true, amountRials: 10_000_000 });
  });
  it('uses the chosen preset when nothing is typed, and the typed amount over the preset', () => {
    expect(readTopUpAmount('', '5000000')).toEqual({ ok: true, amountRials: 5_000_000 });
    expect(readTopUpAmount('۲۰۰۰۰', '5000000')).toEqual({ ok: true, amountRials: 200_000 });
  });
  it('refuses empty, fractional, too small and too large amounts with a reason', () => {
    expect(readTopUpAmount('', '')).toEqual({ ok: false, error: 'amount-required' });
    expect(readTopUpAmount('12.5', '')).toEqual({ ok: false, error: 'amount-invalid' });
    expect(readTopUpAmount('۵۰۰', '')).toEqual({ ok: false, error: 'amount-too-small' });
    expect(readTopUpAmount('999999999999', '')).toEqual({ ok: false, error: 'amount-too-large' });
  });
  it('reads the amount as every toman field does (@bazaar/fa parseTomansToRials)', () => {
    expect(readTopUpAmount('١٬٠٠٠،٠٠٠', '')).toEqual({ ok: true, amountRials: 10_000_000 });
    // More digits than any amount: too large, not "invalid" as if letters had been typed.
    expect(readTopUpAmount('۹'.repeat(20), '')).toEqual({ ok: false, error: 'amount-too-large' });
    // '_' and "'" are not thousands separators in Persian text.
    expect(readTopUpAmount('1_000_000', '')).toEqual({ ok: false, error: 'amount-invalid' });
    expect(readTopUpAmount('-20000', '5000000')).toEqual({ ok: false, error: 'amount-invalid' });
  });
});
