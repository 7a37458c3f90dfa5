// Reading the product editor's form (decision 027): property inputs are named `prop.{id}.value`, `.max`,
// `.unit`, `.option`, `.bool` and `.text`; numbers may be typed with Persian digits and separators. The API
// answers errors for `values.{index}.…`; `fieldOfError` names them after the property's inputs again.
import type { PropertyValueInput } from '@bazaar/contracts/product-editor';
import { toLatinDigits } from '@bazaar/fa/digits';

/** A decimal typed in Persian or Latin digits ('۱۲٫۵', '1,250.5'); undefined when empty, NaN when not a number. */
export function readDecimal(text: string): number | undefined {
  const plain = toLatinDigits(text)
    .replace(/[\s,٬،_']/g, '')
    .replace('٫', '.');
  if (plain === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

export interface PropertyField {
  id: number;
  type: 'number' | 'range' | 'option' | 'boolean' | 'text';
}

export type ReadValues = { values: PropertyValueInput[]; errors: Record<string, string> };

/** The filled properties of the form, in the order given, and the fields that are not numbers. */
export function readPropertyValues(form: FormData, properties: PropertyField[]): ReadValues {
  const values: PropertyValueInput[] = [];
  const errors: Record<string, string> = {};
  const text = (name: string) => String(form.get(name) ?? '').trim();
  for (const property of properties) {
    const at = `prop.${property.id}`;
    if (property.type === 'number' || property.type === 'range') {
      const value = readDecimal(text(`${at}.value`));
      const max = property.type === 'range' ? readDecimal(text(`${at}.max`)) : undefined;
      if (value === undefined && max === undefined) continue;
      if (Number.isNaN(value) || Number.isNaN(max)) {
        errors[at] = 'فقط عدد وارد کنید';
        continue;
      }
      const unit = Number(text(`${at}.unit`));
      values.push({
        propertyId: property.id,
        value: value ?? null,
        ...(property.type === 'range' ? { maxValue: max ?? null } : {}),
        ...(unit ? { unitId: unit } : {}),
      });
    } else if (property.type === 'option') {
      const option = text(`${at}.option`);
      if (option) values.push({ propertyId: property.id, optionKey: option });
    } else if (property.type === 'boolean') {
      const choice = text(`${at}.bool`);
      if (choice === 'true' || choice === 'false')
        values.push({ propertyId: property.id, boolValue: choice === 'true' });
    } else {
      const value = text(`${at}.text`);
      if (value) values.push({ propertyId: property.id, textValue: value });
    }
  }
  return { values, errors };
}

/** The form field an API error belongs to: `values.2.unitId` → `prop.{id of the third value}`. */
export function fieldOfError(field: string, values: PropertyValueInput[]): string {
  const value = field.match(/^values\.(\d+)\./);
  if (value) return `prop.${values[Number(value[1])]?.propertyId ?? ''}`;
  if (field.startsWith('images.')) return 'images';
  return field;
}
