// The unit a person in the trade reads a value in (issue 20): a supplier may enter a motor's power in MW or
// a speed in rps, and filters compare in base units anyway, but a page should say «۱٫۱۶ kW» and «۱۴۵۰ rpm».
// For each quantity, the units the trade uses, smallest first, with the value at which each one starts;
// a value is shown in the largest unit it reaches, with three significant digits. Units the trade uses
// by convention in a few fields (inch sizes, psi, hp, US gallons…) are kept as entered.
import type { Unit } from '@bazaar/contracts/catalog-properties';
import type { UnitConversion } from './property-filters.js';

type Step = readonly [symbol: string, from?: number];

/** Keyed by the first symbol of each list, which only its own quantity has. */
const TRADE_UNITS: readonly (readonly Step[])[] = [
  [['mm'], ['m', 1], ['km', 10]],
  [['g'], ['kg'], ['t']],
  [['bar']],
  [['L/h'], ['m³/h']],
  [['kg/h'], ['t/h']],
  [['W'], ['kW', 0.1], ['MW', 10]],
  [['VA'], ['kVA', 0.1], ['MVA', 10]],
  [['var'], ['kvar', 0.1], ['Mvar', 10]],
  [['V'], ['kV', 3]],
  [['mA'], ['A'], ['kA', 10]],
  [['°C']],
  [['L'], ['m³', 10]],
  [['mm²'], ['m²', 0.1]],
  [['m/s']],
  [['rpm']],
  [['Hz'], ['kHz'], ['MHz']],
  [['N·m'], ['kN·m', 10]],
  [['N'], ['kN', 10]],
  [['J'], ['kJ'], ['MJ']],
  [['kg/m³']],
  [['cSt']],
  [['mPa·s'], ['Pa·s', 10]],
  [['kg/m']],
  [['lm'], ['klm', 10]],
  [['s'], ['min', 2], ['h', 2], ['d', 2]],
];

/** Entered in one of these, a value stays in it: the trade states such sizes and ratings that way. */
const KEPT_AS_ENTERED = new Set([
  'in',
  'ft',
  'psi',
  'hp',
  'PS',
  'gpm (US)',
  'cfm',
  '°F',
  'TR',
  'kcal/h',
  'BTU/h',
  'kWh',
  'kgf/cm²',
]);

export type DisplayUnit = UnitConversion & Pick<Unit, 'symbol' | 'name'>;

export interface DisplayedValue {
  value: number;
  maxValue: number | null;
  unit: { id: number; symbol: string; name: string };
}

/** Three significant digits, without floating-point noise: 0.00116 → 0.00116, 1163.2 → 1160, 46.53 → 46.5. */
export function readable(n: number): number {
  if (n === 0 || !Number.isFinite(n)) return n;
  return Number(n.toPrecision(3));
}

const fromBase = (base: number, unit: Pick<UnitConversion, 'factor' | 'offset'>) => (base - unit.offset) / unit.factor;

/**
 * How a measured value reads: in the trade's unit for its size, or as entered when the trade states it so
 * (or when the quantity has no trade list). null when the value has no unit or no base value.
 */
export function displayValue(
  v: { baseValue: number | null; baseMaxValue: number | null; unitId: number | null },
  units: Map<number, DisplayUnit>,
): DisplayedValue | null {
  if (v.baseValue === null || v.unitId === null) return null;
  const entered = units.get(v.unitId);
  if (!entered) return null;
  const siblings = [...units.values()].filter((u) => u.quantityId === entered.quantityId);
  const steps = TRADE_UNITS.find((list) => siblings.some((u) => u.symbol === list[0]?.[0]));
  let unit: DisplayUnit = entered;
  if (steps && !KEPT_AS_ENTERED.has(entered.symbol)) {
    const candidates = steps.flatMap(([symbol, from = 1]) => {
      const found = siblings.find((u) => u.symbol === symbol);
      return found ? [{ unit: found, from }] : [];
    });
    // The size that decides is the larger end of a range.
    const size = Math.max(Math.abs(v.baseValue), Math.abs(v.baseMaxValue ?? v.baseValue));
    unit = candidates[0]?.unit ?? entered;
    let reached = false;
    for (const candidate of candidates)
      if (Math.abs(fromBase(size, candidate.unit)) >= candidate.from) {
        unit = candidate.unit;
        reached = true;
      }
    // Smaller than the trade's smallest unit (a 0.01 µm filter rating): stay in the finer unit it was
    // entered in, rather than «۰٫۰۰۰۰۱ mm».
    if (!reached && entered.factor < unit.factor) unit = entered;
  }
  return {
    value: readable(fromBase(v.baseValue, unit)),
    maxValue: v.baseMaxValue === null ? null : readable(fromBase(v.baseMaxValue, unit)),
    unit: { id: unit.id, symbol: unit.symbol, name: unit.name },
  };
}
