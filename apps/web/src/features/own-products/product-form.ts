// Reading the product editor's form (decision 027): property inputs are named `prop.{id}.value`, `.max`,
// `.unit`, `.option`, `.bool` and `.text`, read with parseForm; numbers may be typed with Persian digits. The API
// answers errors for `values.{index}.…`; `fieldOfError` names them after the property's inputs again.
import { type PropertyValueInput, propertyValueInputSchema } from '@bazaar/contracts/product-editor';
import { toLatinDigits } from '@bazaar/fa/digits';
import { parseForm } from '@/lib/forms/parse-form';

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

/** The contract's fields each property type fills, and the input (`prop.{id}.…`) each is typed in. */
const INPUTS: Record<PropertyField['type'], Partial<Record<keyof PropertyValueInput, string>>> = {
  number: { value: 'value', unitId: 'unit' },
  range: { value: 'value', maxValue: 'max', unitId: 'unit' },
  option: { optionKey: 'option' },
  boolean: { boolValue: 'bool' },
  text: { textValue: 'text' },
};

/**
 * The filled properties of the form, in the order given (each read with the contract's propertyValueInputSchema,
 * numbers in Persian or Latin digits), and the fields the contract refuses, keyed `prop.{id}`.
 */
export function readPropertyValues(form: FormData, properties: PropertyField[]): ReadValues {
  const values: PropertyValueInput[] = [];
  const errors: Record<string, string> = {};
  for (const property of properties) {
    const inputs = INPUTS[property.type];
    const fieldOf = new Map(Object.entries(inputs).map(([field, input]) => [`prop.${property.id}.${input}`, field]));
    const parsed = parseForm(propertyValueInputSchema, form, {
      rename: (name) => fieldOf.get(name) ?? null,
      values: { propertyId: property.id },
    });
    if (!parsed.ok) {
      errors[`prop.${property.id}`] = Object.values(parsed.errors)[0] ?? '';
      continue;
    }
    const { value, maxValue, unitId, optionKey, boolValue, textValue } = parsed.data;
    const id = { propertyId: property.id };
    if (property.type === 'number' || property.type === 'range') {
      if (value == null && maxValue == null) continue;
      values.push({
        ...id,
        value: value ?? null,
        ...(property.type === 'range' ? { maxValue: maxValue ?? null } : {}),
        ...(unitId ? { unitId } : {}),
      });
    } else if (property.type === 'option') {
      if (optionKey) values.push({ ...id, optionKey });
    } else if (property.type === 'boolean') {
      if (typeof boolValue === 'boolean') values.push({ ...id, boolValue });
    } else if (textValue) values.push({ ...id, textValue });
  }
  return { values, errors };
}

/** The form field an API error belongs to: `values.2.unitId` → `prop.{id of the third value}`. */
export function fieldOfError(field: string, values: PropertyValueInput[]): string {
  const value = field.match(/^values\.(\d+)\./);
  if (value) return `prop.${values[Number(value[1])]?.propertyId ?? ''}`;
  if (field.startsWith('images.')) return 'images';
  // Tier errors (`priceTiers.2.minQuantity`) are shown once, under the tiers' table.
  if (field.startsWith('priceTiers')) return 'priceTiers';
  return field;
}
