import type { PropertyValue } from '@bazaar/contracts/catalog-products';
import { describe, expect, it } from 'vitest';
import { formatMeasure, formatOptionLabel, propertyValueText } from './property-format';

const empty: PropertyValue = {
  propertyId: 1,
  key: 'k',
  name: 'n',
  type: 'number',
  value: null,
  maxValue: null,
  unit: null,
  baseValue: null,
  baseMaxValue: null,
  option: null,
  bool: null,
  text: null,
  display: null,
};
const m3h = { id: 24, symbol: 'm³/h', name: 'متر مکعب بر ساعت' };

describe('property values on screen', () => {
  it('drops floating-point noise and writes Persian digits', () => {
    expect(formatMeasure(10.600000000000001)).toBe('۱۰٫۶');
    expect(formatMeasure(0.05159999999999999)).toBe('۰٫۰۵۱۶');
    expect(formatMeasure(2880)).toBe('۲٬۸۸۰');
  });

  it('writes ranges with «تا» and the unit symbol after them', () => {
    expect(propertyValueText({ ...empty, type: 'range', value: 10, maxValue: 20, unit: m3h })).toBe('۱۰ تا ۲۰ m³/h');
    expect(propertyValueText({ ...empty, value: 8.6, unit: { id: 16, symbol: 'bar', name: 'بار' } })).toBe('۸٫۶ bar');
    expect(propertyValueText({ ...empty, type: 'range', value: 5, maxValue: 5 })).toBe('۵');
  });

  it('shows the value in the unit the API chose for the trade, not the one it was entered in', () => {
    const kw = { id: 30, symbol: 'kW', name: 'کیلووات' };
    const mw = { id: 31, symbol: 'MW', name: 'مگاوات' };
    expect(
      propertyValueText({ ...empty, value: 0.00116, unit: mw, display: { value: 1.16, maxValue: null, unit: kw } }),
    ).toBe('۱٫۱۶ kW');
  });

  it('shows options by label, yes/no in Persian, text as it is, and nothing for an empty value', () => {
    expect(propertyValueText({ ...empty, type: 'option', option: { key: 'cast_iron', label: 'چدن' } })).toBe('چدن');
    expect(propertyValueText({ ...empty, type: 'boolean', bool: true })).toBe('بله');
    expect(propertyValueText({ ...empty, type: 'boolean', bool: false })).toBe('خیر');
    expect(propertyValueText({ ...empty, type: 'text', text: 'API 610' })).toBe('API 610');
    expect(propertyValueText(empty)).toBeNull();
  });
});

describe('option labels', () => {
  it('writes Persian digits in Persian labels and keeps Latin designations as printed', () => {
    expect(formatOptionLabel('فولاد ضدزنگ 316')).toBe('فولاد ضدزنگ ۳۱۶');
    expect(formatOptionLabel('EN 733 (DIN 24255)')).toBe('EN 733 (DIN 24255)');
    expect(formatOptionLabel('فلنج ASME B16.5 کلاس 150')).toBe('فلنج ASME B16.5 کلاس ۱۵۰');
  });
});
