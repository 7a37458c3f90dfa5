// What the filter form's fields (property-filter-fields.tsx, a client component) show of a category's
// properties: cut to a few strings on the server, so the page's React payload stays small (issue 18).
// The form's own reading of the URL (its `FilterableProperty` schema) is derived from the same list in the
// browser (`filterableOfFields`), so the payload carries the properties once, not twice (issue 34).
// A module of its own: a function exported by a 'use client' file cannot be called on the server.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { canFilterBy, type FilterableProperty } from '@bazaar/contracts/property-filter-model';

/** What a field shows of a category property. */
export interface FilterFieldProperty {
  id: number;
  name: string;
  type: CategoryProperty['type'];
  hint: string | null;
  units: Array<{ id: number; key: string; name: string; symbol: string }>;
  defaultUnitKey: string | null;
  /** The rest of what the URL grammar needs (FilterableProperty): a few numbers. */
  quantityId: number | null;
  defaultUnitId: number | null;
  defaultUnitSymbol: string | null;
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
    quantityId: property.quantity?.id ?? null,
    defaultUnitId: property.defaultUnit?.id ?? null,
    defaultUnitSymbol: property.defaultUnit?.symbol ?? null,
    options: property.options.map(({ key, label }) => ({ key, label })),
  }));
}

/** The URL grammar's view of the fields: what `filterablePropertiesOf` gives for the same properties. */
export function filterableOfFields(fields: readonly FilterFieldProperty[]): FilterableProperty[] {
  return fields.map((field) => ({
    id: field.id,
    name: field.name,
    type: field.type,
    filterable: true,
    quantityId: field.quantityId,
    defaultUnitId: field.defaultUnitId,
    defaultUnitSymbol: field.defaultUnitSymbol,
    units: field.units.map(({ id, key }) => ({ id, key })),
    optionKeys: field.options.map((option) => option.key),
  }));
}
