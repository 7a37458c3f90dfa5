// What the title check (../title-check.ts) reads from an editor's body: its measured values and their units.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { ValueRow } from '../product-editor.repo.js';
import type { TitleUnit, TitleValue } from '../title-check.js';

/** The measured values, in base units, with their property's name and quantity. */
export function measuredValues(values: readonly ValueRow[], props: readonly CategoryProperty[]): TitleValue[] {
  return values.flatMap((v) => {
    const property = props.find((p) => p.id === v.propertyId);
    if (!property?.quantity || v.baseValue === null) return [];
    return [
      { name: property.name, quantity: property.quantity.key, baseValue: v.baseValue, baseMaxValue: v.baseMaxValue },
    ];
  });
}

/** The units the category's measured properties are offered in, with their quantity's key. */
export function titleUnitsOf(props: readonly CategoryProperty[]): TitleUnit[] {
  const out = new Map<number, TitleUnit>();
  for (const p of props)
    if (p.quantity) for (const u of p.units) out.set(u.id, { ...u, quantity: p.quantity.key, offset: u.offset ?? 0 });
  return [...out.values()];
}
