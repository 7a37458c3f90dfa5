import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCategoryProperties, loadMeasurementQuantities } from '../../db/seed/datasets.js';
import { type DisplayUnit, displayValue, readable } from './display-units.js';

let id = 0;
const unit = (quantityId: number, symbol: string, factor: number, offset = 0): DisplayUnit => ({
  id: ++id,
  quantityId,
  symbol,
  name: symbol,
  factor,
  offset,
});
const POWER = [unit(1, 'W', 1), unit(1, 'kW', 1000), unit(1, 'MW', 1e6), unit(1, 'hp', 745.6998715822702)];
const SPEED = [unit(2, 'rpm', 1), unit(2, 'rps', 60), unit(2, 'rad/s', 9.549296585513721)];
const VOLTAGE = [unit(3, 'V', 1), unit(3, 'kV', 1000)];
const LENGTH = [unit(4, 'µm', 1e-6), unit(4, 'mm', 0.001), unit(4, 'm', 1), unit(4, 'in', 0.0254)];
const TEMPERATURE = [unit(5, '°C', 1), unit(5, '°F', 0.5555555555555556, -17.77777777777778)];
const units = new Map([...POWER, ...SPEED, ...VOLTAGE, ...LENGTH, ...TEMPERATURE].map((u) => [u.id, u]));
const shown = (symbol: string, entered: number, maxEntered?: number) => {
  const u = [...units.values()].find((x) => x.symbol === symbol) as DisplayUnit;
  const toBase = (n: number) => n * u.factor + u.offset;
  const d = displayValue(
    { baseValue: toBase(entered), baseMaxValue: maxEntered === undefined ? null : toBase(maxEntered), unitId: u.id },
    units,
  );
  return d && `${d.value}${d.maxValue === null ? '' : `–${d.maxValue}`} ${d.unit.symbol}`;
};

describe('values in the units the trade reads', () => {
  it('shows the examples of issue 20 as a person would say them', () => {
    expect(shown('MW', 0.00116)).toBe('1.16 kW');
    expect(shown('kV', 0.428)).toBe('428 V');
    expect(shown('rps', 46.5)).toBe('2790 rpm');
    expect(shown('kV', 20)).toBe('20 kV');
  });

  it('keeps a motor rating below one kilowatt in kW, and small powers in W', () => {
    expect(shown('kW', 0.75)).toBe('0.75 kW');
    expect(shown('kW', 0.05)).toBe('50 W');
  });

  it('chooses by the larger end of a range, and keeps inch sizes and °F as entered', () => {
    expect(shown('W', 500, 2000)).toBe('0.5–2 kW');
    expect(shown('in', 2)).toBe('2 in');
    expect(shown('°F', 212)).toBe('212 °F');
    expect(shown('µm', 1500)).toBe('1.5 mm');
  });

  it('rounds to three significant digits without binary noise, and converting back stays within that', () => {
    expect(readable(0.1 + 0.2)).toBe(0.3);
    expect(readable(1163.2)).toBe(1160);
    for (const entered of [0.00116, 0.0205, 3.7, 11, 75, 132, 250, 1850, 22000]) {
      const d = displayValue({ baseValue: entered * 1e6, baseMaxValue: null, unitId: POWER[2]?.id ?? 0 }, units);
      const factor = POWER.find((u) => u.symbol === d?.unit.symbol)?.factor ?? 1;
      const back = (d?.value ?? 0) * factor;
      expect(Math.abs(back - entered * 1e6) / (entered * 1e6)).toBeLessThan(0.005);
    }
  });
});

// Over the real datasets: every property with a quantity, its sample span, in every unit of its quantity.
describe('every property with a quantity (issue 20)', () => {
  const quantities = loadMeasurementQuantities();
  let nextId = 1000;
  const all = quantities.flatMap((q, qi) =>
    q.units.map((u) => ({
      quantityKey: q.key,
      key: u.key,
      unit: {
        id: nextId++,
        quantityId: qi + 1,
        symbol: u.symbol,
        name: u.name,
        factor: u.factor,
        offset: u.offset ?? 0,
      },
    })),
  );
  const realUnits = new Map(all.map((u) => [u.unit.id, u.unit]));
  const measured = loadCategoryProperties().flatMap((g) =>
    g.properties.filter((p) => p.quantity && p.defaultUnit).map((p) => ({ category: g.category, property: p })),
  );

  it('shows each in a unit of its own quantity with a readable magnitude, over its whole sample span', () => {
    expect(measured.length).toBeGreaterThan(100);
    for (const { category, property } of measured) {
      const entered = all.find((u) => u.quantityKey === property.quantity && u.key === property.defaultUnit)?.unit;
      expect(entered, `${category}/${property.key}`).toBeDefined();
      if (!entered) continue;
      const span = property.sample ?? { min: 1, max: 1 };
      for (const x of [span.min, (span.min + span.max) / 2, span.max]) {
        if (x === 0) continue;
        const d = displayValue(
          { baseValue: x * entered.factor + entered.offset, baseMaxValue: null, unitId: entered.id },
          realUnits,
        );
        expect(d, `${category}/${property.key} ${x}`).not.toBeNull();
        if (!d) continue;
        expect(realUnits.get(d.unit.id)?.quantityId).toBe(entered.quantityId);
        // Three significant digits at most: never «۰٫۰۰۱۱۶ MW».
        expect(
          String(Math.abs(d.value))
            .replace(/^0\.0*|\./g, '')
            .replace(/0+$/, '').length,
        ).toBeLessThanOrEqual(3);
        if (entered.offset === 0 && d.unit.symbol !== entered.symbol)
          expect(
            Math.abs(d.value),
            `${category}/${property.key} ${x} ${entered.symbol} → ${d.unit.symbol}`,
          ).toBeGreaterThanOrEqual(0.1);
      }
    }
  });

  it('converting for display and back loses nothing beyond the shown precision (property test)', () => {
    const linear = all.filter((u) => u.unit.offset === 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...linear),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        (entered, amount) => {
          const base = amount * entered.unit.factor;
          const d = displayValue({ baseValue: base, baseMaxValue: null, unitId: entered.unit.id }, realUnits);
          if (!d) return false;
          const back = d.value * (realUnits.get(d.unit.id)?.factor ?? Number.NaN);
          // Three significant digits: the relative error is at most half a unit in the third digit.
          return Math.abs(back - base) / Math.abs(base) <= 0.005 + 1e-12;
        },
      ),
      { numRuns: 500 },
    );
  });
});
