import { describe, expect, it } from 'vitest';
import { checkNameRules, merchantNameKey, normalizeMerchantName } from './merchant-name.js';

describe('merchantNameKey', () => {
  it('treats names that differ only by Arabic letters, digits, ZWNJ or spacing as the same', () => {
    const key = merchantNameKey('صنایع پمپ‌سازی آریان ۲');
    expect(merchantNameKey('صنايع پمپ سازي آريان 2')).toBe(key);
    expect(merchantNameKey('صنایع  پمپسازی آریان ٢')).toBe(key);
    expect(merchantNameKey('شرکت صنایع پمپ‌سازی آریان 2')).toBe(key);
    expect(merchantNameKey('صنایع پمپ‌سازی آریان ۳')).not.toBe(key);
  });

  it('reads ك and ک alike', () => {
    expect(merchantNameKey('كاشي ایرانيان')).toBe(merchantNameKey('کاشی ایرانیان'));
  });
});

describe('checkNameRules', () => {
  const rule = (name: string) => checkNameRules(normalizeMerchantName(name))?.reason ?? 'valid';

  it('accepts an ordinary company name', () => {
    expect(rule('فولاد گستر سپاهان')).toBe('valid');
    expect(rule('Pars Valve & Co.')).toBe('valid');
  });

  it('refuses names too short, too long or with odd characters', () => {
    expect(rule('ab')).toBe('too_short');
    expect(rule('۱۲۳۴')).toBe('too_short');
    expect(rule('ب'.repeat(81))).toBe('too_long');
    expect(rule('پمپ <script>')).toBe('invalid_characters');
    expect(rule('فولاد@سپاهان')).toBe('invalid_characters');
  });

  it('refuses forbidden words however they are spelled', () => {
    expect(rule('فروشگاه بازار صنعت')).toBe('forbidden_word');
    expect(rule('پشتيباني سايت تهران')).toBe('forbidden_word');
    expect(rule('Admin Supplies')).toBe('forbidden_word');
    expect(rule('آدمین‌کالا')).toBe('valid'); // not the word "admin"
  });
});
