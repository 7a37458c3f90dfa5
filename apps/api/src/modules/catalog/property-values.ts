// Checks the property values a supplier states for a product and turns them into stored rows: the property
// must apply to the product's category, the value must fit its type, a measured value must use a unit of the
// property's quantity, and a count (pump stages, years of experience) must be a whole number.
import type { ProductPropertiesBody } from '@bazaar/contracts/own-products';
import type { FieldError } from '@bazaar/contracts/problem';
import { AppError } from '../../shared/app-error.js';
import { toBase, type UnitConversion } from './property-filters.js';

export interface WritableProperty {
  id: number;
  categoryId: number;
  name: string;
  type: 'number' | 'range' | 'option' | 'boolean' | 'text';
  quantityId: number | null;
  defaultUnitId: number | null;
  integer: boolean;
  options: { key: string; label: string }[];
}

export interface PropertyValueRow {
  propertyId: number;
  value: number | null;
  maxValue: number | null;
  unitId: number | null;
  baseValue: number | null;
  baseMaxValue: number | null;
  optionKey: string | null;
  boolValue: boolean | null;
  textValue: string | null;
}

/** What to write: rows to store, and properties whose value is removed. */
export interface ResolvedValues {
  rows: PropertyValueRow[];
  removed: number[];
}

const empty = (propertyId: number): PropertyValueRow => ({
  propertyId,
  value: null,
  maxValue: null,
  unitId: null,
  baseValue: null,
  baseMaxValue: null,
  optionKey: null,
  boolValue: null,
  textValue: null,
});

/**
 * `lineage` is the product's category and its ancestors; `properties` holds at least theirs.
 * Throws VALIDATION_FAILED with one Persian message per offending field (`values.<i>.<field>`).
 */
export function resolvePropertyValues(
  body: ProductPropertiesBody,
  lineage: readonly number[],
  properties: Map<number, WritableProperty>,
  units: Map<number, UnitConversion>,
): ResolvedValues {
  const errors: FieldError[] = [];
  const rows: PropertyValueRow[] = [];
  const removed: number[] = [];
  const seen = new Set<number>();
  const fail = (index: number, field: string, code: string, message: string) =>
    errors.push({ field: `values.${index}.${field}`, code, message });

  body.values.forEach((input, index) => {
    const property = properties.get(input.propertyId);
    if (!property || !lineage.includes(property.categoryId)) {
      fail(index, 'propertyId', 'unknownProperty', 'این ویژگی به دسته‌بندی این محصول تعلق ندارد.');
      return;
    }
    if (seen.has(property.id)) {
      fail(index, 'propertyId', 'duplicate', `«${property.name}» بیش از یک بار آمده است.`);
      return;
    }
    seen.add(property.id);
    const row = empty(property.id);
    switch (property.type) {
      case 'option': {
        if (input.optionKey === null || input.optionKey === undefined) break;
        if (!property.options.some((o) => o.key === input.optionKey)) {
          fail(index, 'optionKey', 'oneOf', `این گزینه برای «${property.name}» وجود ندارد.`);
          return;
        }
        row.optionKey = input.optionKey;
        break;
      }
      case 'boolean':
        row.boolValue = input.bool ?? null;
        break;
      case 'text':
        row.textValue = input.text ? input.text : null;
        break;
      default: {
        const value = input.value ?? null;
        const maxValue = property.type === 'range' ? (input.maxValue ?? null) : null;
        if (value === null) {
          if (maxValue !== null) fail(index, 'value', 'required', `کمینهٔ «${property.name}» را وارد کنید.`);
          break;
        }
        if (property.integer) {
          if (!Number.isInteger(value)) {
            fail(index, 'value', 'integer', `«${property.name}» باید عدد صحیح باشد.`);
            return;
          }
          if (maxValue !== null && !Number.isInteger(maxValue)) {
            fail(index, 'maxValue', 'integer', `بیشینهٔ «${property.name}» باید عدد صحیح باشد.`);
            return;
          }
        }
        if (maxValue !== null && maxValue < value) {
          fail(index, 'maxValue', 'range', `بیشینهٔ «${property.name}» نباید از کمینهٔ آن کمتر باشد.`);
          return;
        }
        const unitId = input.measurementUnitId ?? property.defaultUnitId;
        const unit = unitId === null ? undefined : units.get(unitId);
        if (property.quantityId !== null && (!unit || unit.quantityId !== property.quantityId)) {
          fail(index, 'measurementUnitId', 'unit', `این واحد برای «${property.name}» قابل استفاده نیست.`);
          return;
        }
        if (property.quantityId === null && input.measurementUnitId) {
          fail(index, 'measurementUnitId', 'unit', `«${property.name}» واحد ندارد.`);
          return;
        }
        row.value = value;
        row.maxValue = maxValue;
        row.unitId = property.quantityId === null ? null : (unit?.id ?? null);
        row.baseValue = unit && property.quantityId !== null ? toBase(value, unit) : value;
        row.baseMaxValue =
          maxValue === null ? null : unit && property.quantityId !== null ? toBase(maxValue, unit) : maxValue;
      }
    }
    const holdsNothing =
      row.value === null && row.optionKey === null && row.boolValue === null && row.textValue === null;
    if (holdsNothing) removed.push(property.id);
    else rows.push(row);
  });

  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  return { rows, removed };
}
