// What the filter form's fields (property-filter-fields.tsx, a client component) show of a category's
// properties: cut to a few strings on the server, so the page's React payload stays small (issue 18).
// A module of its own: a function exported by a 'use client' file cannot be called on the server.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { canFilterBy } from '@bazaar/contracts/property-filter-model';

/** What a field shows of a category property. */
export interface FilterFieldProperty {
  id: number;
  name: string;
  type: CategoryProperty['type'];
  hint: string | null;
  units: Array<{ id: number; key: string; name: string; symbol: string }>;
  defaultUnitKey: string | null;
  options: Array<{ key: string; label: string }>;
}

/** The filterable properties, cut to what their fields show. */
export function filterFieldProperties(properties: CategoryProperty[]): FilterFieldProperty[] {
  return properties.filter(canFilterBy).map((property) => ({
    id: property.id,
    name: property.name,
    type: property.type,
    hint: property.hint,
    units: property.units.map(({ id, key, name, symbol }) => ({ id, key, name, symbol })),
    defaultUnitKey: property.defaultUnit?.key ?? null,
    options: property.options.map(({ key, label }) => ({ key, label })),
  }));
}
