import { describe, expect, it } from 'vitest';
import { readTopUpAmount } from './amount-input';

/** The top-up form as a browser sends it: the typed amount, and the ready amount's radio when one is chosen. */
function topUpForm(amount: string, preset: string) {
  const form = new FormData();
  form.set('amount', amount);
  if (preset) form.set('preset', preset);
  return form;
}

describe('readTopUpAmount', () => {
  it('reads tomans in Persian digits with separators and sends Rials', () => {
    expect(readTopUpAmount(topUpForm('۲۵۰٬۰۰۰', ''))).toEqual({ ok: true, amountRials: 2_500_000 });
    expect(readTopUpAmount(topUpForm('1,000,000', ''))).toEqual({ ok: true, amountRials: 10_000_000 });
  });
  it('uses the chosen preset when nothing is typed, and the typed amount over the preset', () => {
    expect(readTopUpAmount(topUpForm('', '5000000'))).toEqual({ ok: true, amountRials: 5_000_000 });
    expect(readTopUpAmount(topUpForm('۲۰۰۰۰', '5000000'))).toEqual({ ok: true, amountRials: 200_000 });
  });
  it('refuses empty, fractional, too small and too large amounts with a reason', () => {
    expect(readTopUpAmount(topUpForm('', ''))).toEqual({ ok: false, error: 'amount-required' });
    expect(readTopUpAmount(topUpForm('12.5', ''))).toEqual({ ok: false, error: 'amount-invalid' });
    expect(readTopUpAmount(topUpForm('۵۰۰', ''))).toEqual({ ok: false, error: 'amount-too-small' });
    expect(readTopUpAmount(topUpForm('999999999999', ''))).toEqual({ ok: false, error: 'amount-too-large' });
  });
  it('reads the amount as every toman field does (@bazaar/fa parseTomansToRials)', () => {
    expect(readTopUpAmount(topUpForm('١٬٠٠٠،٠٠٠', ''))).toEqual({ ok: true, amountRials: 10_000_000 });
    // More digits than any amount: too large, not "invalid" as if letters had been typed.
    expect(readTopUpAmount(topUpForm('۹'.repeat(20), ''))).toEqual({ ok: false, error: 'amount-too-large' });
    // '_' and "'" are not thousands separators in Persian text.
    expect(readTopUpAmount(topUpForm('1_000_000', ''))).toEqual({ ok: false, error: 'amount-invalid' });
    expect(readTopUpAmount(topUpForm('-20000', '5000000'))).toEqual({ ok: false, error: 'amount-invalid' });
  });
});
