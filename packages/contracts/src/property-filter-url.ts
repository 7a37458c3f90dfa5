// Property filters in a listing's URL, so a filtered list is a link: shareable, bookmarkable, works with the back
// button and with a plain GET form when JavaScript is off. The spec's listing addresses carry them this way.
//
// URL form (one parameter per property, `f.{propertyId}`; numbers with Latin digits and '.'):
//   f.12=10~20@psi      number/range property 12 from 10 to 20 psi (both bounds inclusive)
//   f.12=10~  f.12=~20  at least 10 / at most 20, in the property's default unit (no '@')
//   f.12=10             about 10 (same as 10~10)
//   f.15=cast_iron,ss316  option property 15: any of these option keys
//   f.20=1  f.20=0      yes/no property 20: yes / no
// The unit is written by key ('psi'); a numeric unit id is read as well. The GET form without JavaScript
// sends the long form instead (`f.12.min=10&f.12.max=20&f.12.unit=psi`, `f.15=cast_iron&f.15=ss316`),
// which reads the same. Pieces that cannot be applied (unknown property or unit, unreadable number,
// unknown option key) are dropped, never thrown; a range the API refuses (min above max) is kept so the
// page can show the API's message next to that control.
import { parseNumberInput } from '@bazaar/fa/number-input';
import { emptyPropertyFilter, type FilterableProperty, type PropertyFilter } from './property-filter-model';

/** Query parameters as URLSearchParams or as the record Next passes to pages. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function queryEntries(query: QueryInput): Array<[string, string]> {
  if (query instanceof URLSearchParams) return [...query.entries()];
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item]);
  }
  return entries;
}

const FILTER_KEY = /^f\.(\d{1,10})(?:\.(min|max|unit))?$/;
const COMPACT_NUMBER = /^(-?\d+(?:\.\d+)?)?(~)?(-?\d+(?:\.\d+)?)?(?:@([A-Za-z0-9_.-]+))?$/;

interface RawFilter {
  values: string[];
  min?: string;
  max?: string;
  unit?: string;
}

function unitIdOf(property: FilterableProperty, token: string | undefined): number | null | undefined {
  if (token === undefined || token === '') return null;
  const unit =
    property.units.find((item) => item.key === token) ??
    (/^\d+$/.test(token) ? property.units.find((item) => item.id === Number(token)) : undefined);
  return unit ? (unit.id === property.defaultUnitId ? null : unit.id) : undefined;
}

function numberFilter(property: FilterableProperty, raw: RawFilter): PropertyFilter | null {
  let min: number | null;
  let max: number | null;
  let unitToken: string | undefined;
  if (raw.min !== undefined || raw.max !== undefined) {
    // The long form of the GET form: empty fields are "not given"; unreadable ones drop the filter.
    min = raw.min?.trim() ? parseNumberInput(raw.min) : null;
    max = raw.max?.trim() ? parseNumberInput(raw.max) : null;
    if ((raw.min?.trim() && min === null) || (raw.max?.trim() && max === null)) return null;
    unitToken = raw.unit;
  } else {
    const match = COMPACT_NUMBER.exec(raw.values[0]?.trim() ?? '');
    if (!match) return null;
    const [, low, tilde, high, unit] = match;
    min = low === undefined ? null : Number(low);
    max = high === undefined ? (tilde ? null : min) : Number(high);
    if (!tilde && high !== undefined) return null; // '10-5': two numbers need a '~' between them
    unitToken = unit;
  }
  if (min === null && max === null) return null;
  const unitId = unitIdOf(property, unitToken);
  if (unitId === undefined) return null;
  return { propertyId: property.id, value: min, maxValue: max, measurementUnitId: unitId };
}

function optionFilter(property: FilterableProperty, raw: RawFilter): PropertyFilter | null {
  const keys = raw.values.flatMap((value) => value.split(',')).map((key) => key.trim());
  const options = [...new Set(keys.filter((key) => property.optionKeys.includes(key)))];
  if (options.length === 0) return null;
  return { ...emptyPropertyFilter(property.id), options };
}

function booleanFilter(property: FilterableProperty, raw: RawFilter): PropertyFilter | null {
  const value = raw.values[0]?.trim().toLowerCase();
  if (value === '1' || value === 'true') return { ...emptyPropertyFilter(property.id), bool: true };
  if (value === '0' || value === 'false') return { ...emptyPropertyFilter(property.id), bool: false };
  return null;
}

/** The filters a URL names, in the order they first appear in it; what cannot be applied is left out. */
export function propertyFiltersFromUrl(query: QueryInput, properties: readonly FilterableProperty[]): PropertyFilter[] {
  const raw = new Map<number, RawFilter>();
  for (const [name, value] of queryEntries(query)) {
    const match = FILTER_KEY.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    const entry = raw.get(id) ?? { values: [] };
    raw.set(id, entry);
    if (match[2] === 'min' || match[2] === 'max' || match[2] === 'unit') entry[match[2]] ??= value;
    else entry.values.push(value);
  }

  const filters: PropertyFilter[] = [];
  for (const [id, entry] of raw) {
    const property = properties.find((item) => item.id === id);
    if (!property?.filterable || property.type === 'text') continue;
    const filter =
      property.type === 'option'
        ? optionFilter(property, entry)
        : property.type === 'boolean'
          ? booleanFilter(property, entry)
          : numberFilter(property, entry);
    if (filter) filters.push(filter);
  }
  return filters;
}

/** A number as the URL writes it: Latin digits, no grouping, no exponent. */
function urlNumber(value: number): string {
  return Number.isInteger(value) || Math.abs(value) >= 1e-6 ? String(value) : value.toFixed(12).replace(/0+$/, '');
}

/** The compact value of one filter, e.g. '10~20@psi'; null when it holds nothing to filter by. */
export function propertyFilterUrlValue(
  filter: PropertyFilter,
  property?: Pick<FilterableProperty, 'defaultUnitId' | 'units'>,
): string | null {
  if (filter.options) return filter.options.length > 0 ? filter.options.join(',') : null;
  if (filter.bool !== undefined) return filter.bool ? '1' : '0';
  if (filter.value === null && filter.maxValue === null) return null;
  const low = filter.value === null ? '' : urlNumber(filter.value);
  const high = filter.maxValue === null ? '' : urlNumber(filter.maxValue);
  const bounds = filter.value !== null && filter.value === filter.maxValue ? low : `${low}~${high}`;
  const unitId = filter.measurementUnitId;
  if (unitId === null || unitId === property?.defaultUnitId) return bounds;
  const key = property?.units.find((unit) => unit.id === unitId)?.key;
  return `${bounds}@${key ?? unitId}`;
}

/** `f.{id}` parameters of the filters, in their order. */
export function propertyFiltersToUrl(
  filters: readonly PropertyFilter[],
  properties: readonly FilterableProperty[] = [],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of filters) {
    const value = propertyFilterUrlValue(
      filter,
      properties.find((property) => property.id === filter.propertyId),
    );
    if (value !== null) params.append(`f.${filter.propertyId}`, value);
  }
  return params;
}
