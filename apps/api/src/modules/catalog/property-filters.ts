// Turns a buyer's property filters (the contract's one model, @bazaar/contracts/property-filter) into base-unit
// bounds, refusing anything that cannot be applied: unknown properties, units of another quantity, min above
// max, option keys that do not exist.
import type { FieldError } from '@bazaar/contracts/problem';
import {
  type FilterableProperty,
  type PropertyFilter,
  SINGLE_VALUE_TOLERANCE,
} from '@bazaar/contracts/property-filter';
import { AppError } from '../../shared/app-error.js';

/** Widening of explicit bounds, so a 10–20 bar filter still finds a 290 psi (19.99 bar) rating. */
const BOUND_TOLERANCE = 0.005;

export interface UnitConversion {
  id: number;
  quantityId: number;
  factor: number;
  offset: number;
}

export type ResolvedFilter =
  | { propertyId: number; kind: 'number' | 'range'; min?: number; max?: number }
  | { propertyId: number; kind: 'option'; options: string[] }
  | { propertyId: number; kind: 'boolean'; value: boolean };

export const toBase = (value: number, unit: Pick<UnitConversion, 'factor' | 'offset'>) =>
  value * unit.factor + unit.offset;

function widen(value: number, direction: -1 | 1, tolerance: number) {
  return value + direction * Math.abs(value) * tolerance;
}

export function resolveFilters(
  filters: PropertyFilter[],
  properties: Map<
    number,
    Pick<FilterableProperty, 'id' | 'name' | 'type' | 'quantityId' | 'defaultUnitId' | 'filterable' | 'optionKeys'>
  >,
  units: Map<number, UnitConversion>,
  fieldPrefix = 'filters',
): ResolvedFilter[] {
  const errors: FieldError[] = [];
  const resolved: ResolvedFilter[] = [];
  const fail = (index: number, field: string, code: string, message: string) =>
    errors.push({ field: `${fieldPrefix}.${index}.${field}`, code, message });

  filters.forEach((filter, index) => {
    const property = properties.get(filter.propertyId);
    if (!property?.filterable) {
      fail(index, 'propertyId', 'unknownProperty', 'این ویژگی برای این دسته‌بندی قابل فیلتر نیست.');
      return;
    }
    if (property.type === 'option') {
      const unknown = (filter.options ?? []).filter((key) => !property.optionKeys.includes(key));
      if (!filter.options?.length) fail(index, 'options', 'notEmpty', 'حداقل یک مقدار را انتخاب کنید');
      else if (unknown.length)
        fail(index, 'options', 'oneOf', `مقدار «${unknown.join('، ')}» برای «${property.name}» مجاز نیست.`);
      else resolved.push({ propertyId: property.id, kind: 'option', options: filter.options });
      return;
    }
    if (property.type === 'boolean') {
      if (filter.bool === undefined) fail(index, 'bool', 'required', 'این فیلد الزامی است');
      else resolved.push({ propertyId: property.id, kind: 'boolean', value: filter.bool });
      return;
    }
    if (property.type === 'text') {
      fail(index, 'propertyId', 'unknownProperty', 'ویژگی‌های متنی قابل فیلتر نیستند.');
      return;
    }
    const unitId = filter.measurementUnitId ?? property.defaultUnitId;
    const unit = unitId === null ? undefined : units.get(unitId);
    if (property.quantityId !== null && (!unit || unit.quantityId !== property.quantityId)) {
      fail(index, 'measurementUnitId', 'wrongUnit', `این واحد برای «${property.name}» قابل استفاده نیست.`);
      return;
    }
    const { value, maxValue } = filter;
    if (value === null && maxValue === null) {
      fail(index, 'value', 'required', 'این فیلد الزامی است');
      return;
    }
    if (value !== null && maxValue !== null && value > maxValue) {
      fail(index, 'maxValue', 'minAboveMax', 'حداکثر باید بزرگ‌تر یا برابر حداقل باشد.');
      return;
    }
    const convert = (v: number) => (unit ? toBase(v, unit) : v);
    const kind = property.type;
    if (value !== null && value === maxValue) {
      // The same number as both bounds means "about this much".
      const base = convert(value);
      resolved.push({
        propertyId: property.id,
        kind,
        min: widen(base, -1, SINGLE_VALUE_TOLERANCE),
        max: widen(base, 1, SINGLE_VALUE_TOLERANCE),
      });
      return;
    }
    resolved.push({
      propertyId: property.id,
      kind,
      min: value === null ? undefined : widen(convert(value), -1, BOUND_TOLERANCE),
      max: maxValue === null ? undefined : widen(convert(maxValue), 1, BOUND_TOLERANCE),
    });
  });

  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  return resolved;
}
