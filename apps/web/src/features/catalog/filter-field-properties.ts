// What the filter form's fields (property-filter-fields.tsx, a client component) show of a category's
// properties: cut to a few strings on the server, so the page's React payload stays small (issue 18).
// The form's own reading of the URL (its `FilterableProperty` schema) is derived from the same list in the
// browser (`filterableOfFields`), so the payload carries the properties once, not twice (issue 34).
// The page sends them as rows (`filterFieldRows`, read back by `fieldsOfRows`), without key names.
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

/**
 * A field's property as a row of values, the way the page sends it to the form: the React payload then carries no
 * key names (`"defaultUnitSymbol":null` and nine more on each property, `"key"` and `"label"` on each of its
 * choices; ~2 KB of a list's payload, issue 34). `fieldsOfRows` reads them back in the browser.
 */
export type FilterFieldRow = [
  id: number,
  name: string,
  type: CategoryProperty['type'],
  hint: string | null,
  units: Array<[id: number, key: string, name: string, symbol: string]>,
  defaultUnitKey: string | null,
  quantityId: number | null,
  defaultUnitId: number | null,
  defaultUnitSymbol: string | null,
  options: Array<[key: string, label: string]>,
];

export function filterFieldRows(properties: CategoryProperty[]): FilterFieldRow[] {
  return filterFieldProperties(properties).map((field) => [
    field.id,
    field.name,
    field.type,
    field.hint,
    field.units.map(({ id, key, name, symbol }): [number, string, string, string] => [id, key, name, symbol]),
    field.defaultUnitKey,
    field.quantityId,
    field.defaultUnitId,
    field.defaultUnitSymbol,
    field.options.map(({ key, label }): [string, string] => [key, label]),
  ]);
}

export function fieldsOfRows(rows: readonly FilterFieldRow[]): FilterFieldProperty[] {
  return rows.map(
    ([id, name, type, hint, units, defaultUnitKey, quantityId, defaultUnitId, defaultUnitSymbol, options]) => ({
      id,
      name,
      type,
      hint,
      units: units.map(([unitId, key, unitName, symbol]) => ({ id: unitId, key, name: unitName, symbol })),
      defaultUnitKey,
      quantityId,
      defaultUnitId,
      defaultUnitSymbol,
      options: options.map(([key, label]) => ({ key, label })),
    }),
  );
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
