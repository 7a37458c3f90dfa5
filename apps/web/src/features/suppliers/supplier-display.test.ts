import { describe, expect, it } from 'vitest';
import { excerptPreview, formatPlace, isWebUrl, supplierInitials, telHref, websiteLabel } from './supplier-display';

describe('supplier display helpers', () => {
  it('names a place once when the city is its province capital of the same name', () => {
    expect(formatPlace({ name: 'تهران' }, { name: 'تهران' })).toBe('تهران');
    expect(formatPlace({ name: 'کاشان' }, { name: 'اصفهان' })).toBe('کاشان، اصفهان');
    expect(formatPlace(null, { name: 'فارس' })).toBe('فارس');
    expect(formatPlace(null, null)).toBeNull();
  });

  it('takes initials from the telling words of a name, kept apart by a ZWNJ', () => {
    expect(supplierInitials('صنایع پمپ‌سازی آرین‌تک')).toBe('پ\u200Cآ');
    expect(supplierInitials('شرکت فولاد')).toBe('ف');
    expect(supplierInitials('صنایع')).toBe('ص');
    expect(supplierInitials('acme tools')).toBe('A\u200CT');
    expect(supplierInitials('۱۲۳')).toBe('?');
    // A joining word is no initial: «برق و انرژی لوت‌آفتاب» is «ب‌ا», not «ب‌و».
    expect(supplierInitials('برق و انرژی لوت‌آفتاب')).toBe('ب\u200Cا');
    expect(supplierInitials('Lut Aftab Power and Energy')).toBe('L\u200CA');
  });

  it('dials the digits of a phone number whatever digits it was written in', () => {
    expect(telHref('021-46292664')).toBe('tel:02146292664');
    expect(telHref('۰۹۱۲ ۸۰۵ ۵۸۳۴')).toBe('tel:09128055834');
  });

  it('shows a website by its host and links only http(s) addresses', () => {
    expect(websiteLabel('https://www.ariantech-pump.ir/')).toBe('ariantech-pump.ir');
    expect(isWebUrl('https://ariantech-pump.ir')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });

  it('ends a cut-off excerpt at a whole word with an ellipsis and leaves finished sentences alone', () => {
    expect(excerptPreview('منحنی عملکرد هر د')).toBe('منحنی عملکرد هر…');
    expect(excerptPreview('تولید پمپ، شیر و اتصالات، ')).toBe('تولید پمپ، شیر و اتصالات…');
    expect(excerptPreview('سازندهٔ پمپ صنعتی است.')).toBe('سازندهٔ پمپ صنعتی است.');
    expect(excerptPreview('')).toBe('');
  });
});
