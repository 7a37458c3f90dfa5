// Converting a quote's price per unit to the unit the buyer asked in (decision 023). Products sell in a free-text
// unit («کیلوگرم», «عدد»); when the quote's unit and the request's unit are both units of measurement of one
// quantity (mass, length, volume…), the price per the request's unit is price × factor(request) / factor(quote).
import { normalizePersian } from '@bazaar/fa/normalize';

export interface UnitRow {
  name: string;
  symbol: string;
  quantityId: number;
  factor: number;
  offset: number;
}

const key = (text: string) =>
  normalizePersian(text)
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\u200c/g, ' ')
    .trim()
    .toLowerCase();

export function unitConverter(units: UnitRow[]) {
  const byKey = new Map<string, UnitRow>();
  for (const unit of units) {
    // Only linear units convert a price (temperatures have an offset and are never sold by).
    if (unit.offset !== 0) continue;
    for (const name of [unit.name, unit.symbol]) if (!byKey.has(key(name))) byKey.set(key(name), unit);
  }
  return {
    /** The price per `toUnit` of something priced per `fromUnit`, or null when the two do not convert. */
    convert(priceRials: number, fromUnit: string, toUnit: string): number | null {
      if (key(fromUnit) === key(toUnit)) return priceRials;
      const from = byKey.get(key(fromUnit));
      const to = byKey.get(key(toUnit));
      if (!from || !to || from.quantityId !== to.quantityId || from.factor <= 0) return null;
      return Math.round((priceRials * to.factor) / from.factor);
    },
    /** The units a price for `unit` may be given in: itself, and the other units of its quantity. */
    alternatives(unit: string): string[] {
      const own = byKey.get(key(unit));
      const others = own
        ? units.filter((u) => u.quantityId === own.quantityId && u.offset === 0).map((u) => u.name)
        : [];
      return [unit, ...others.filter((name) => key(name) !== key(unit))];
    },
  };
}
