import { describe, expect, it } from 'vitest';
import { unitConverter } from './quote-units.js';

// Prices of quotes converted to the unit the buyer asked in (decision 023), on units as the catalog seeds them.
const units = unitConverter([
  { name: 'گرم', symbol: 'g', quantityId: 2, factor: 0.001, offset: 0 },
  { name: 'کیلوگرم', symbol: 'kg', quantityId: 2, factor: 1, offset: 0 },
  { name: 'تن (متریک)', symbol: 't', quantityId: 2, factor: 1000, offset: 0 },
  { name: 'متر', symbol: 'm', quantityId: 1, factor: 1, offset: 0 },
  { name: 'سانتی‌متر', symbol: 'cm', quantityId: 1, factor: 0.01, offset: 0 },
  { name: 'درجهٔ سلسیوس', symbol: '°C', quantityId: 9, factor: 1, offset: 273.15 },
]);

describe('unitConverter', () => {
  it('keeps a price in the same unit, whatever its spelling (ی/ک, half-space, symbol)', () => {
    expect(units.convert(5_000, 'عدد', 'عدد')).toBe(5_000);
    expect(units.convert(5_000, 'كيلوگرم', 'کیلوگرم')).toBe(5_000);
    expect(units.convert(5_000, 'kg', 'کیلوگرم')).toBe(5_000);
    expect(units.convert(7, 'سانتی متر', 'سانتی‌متر')).toBe(7);
  });

  it('converts between units of one quantity, to whole Rials', () => {
    // 1,200 Rials a kilogram is 1,200,000 a tonne; 1,200,000 a tonne is 1,200 a kilogram.
    expect(units.convert(1_200, 'کیلوگرم', 'تن')).toBe(1_200_000);
    expect(units.convert(1_200_000, 't', 'کیلوگرم')).toBe(1_200);
    expect(units.convert(3, 'گرم', 'کیلوگرم')).toBe(3_000);
    expect(units.convert(100_001, 'متر', 'سانتی‌متر')).toBe(1_000);
  });

  it('refuses units of different quantities, unknown units and units with an offset', () => {
    expect(units.convert(1_000, 'متر', 'کیلوگرم')).toBeNull();
    expect(units.convert(1_000, 'عدد', 'کیلوگرم')).toBeNull();
    expect(units.convert(1_000, '°C', 'کیلوگرم')).toBeNull();
  });

  it('offers the other units of the same quantity', () => {
    expect(units.alternatives('کیلوگرم')).toEqual(['کیلوگرم', 'گرم', 'تن (متریک)']);
    expect(units.alternatives('عدد')).toEqual(['عدد']);
  });
});
