// One property value checked against its property and turned into a stored row (base-unit copy included).
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { FieldError } from '@bazaar/contracts/problem';
import type { PropertyValueInput } from '@bazaar/contracts/product-editor';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { ValueRow } from '../product-editor.repo.js';
import { err } from '../product-editor-context.js';

/** Checks one value against its property and turns it into a stored row; pushes field errors instead. */
export function toValueRow(
  input: PropertyValueInput,
  property: CategoryProperty,
  at: string,
  errors: FieldError[],
): ValueRow | undefined {
  const row: ValueRow = {
    propertyId: property.id,
    value: null,
    maxValue: null,
    unitId: null,
    baseValue: null,
    baseMaxValue: null,
    optionKey: null,
    boolValue: null,
    textValue: null,
  };
  const name = `«${property.name}»`;
  switch (property.type) {
    case 'number':
    case 'range': {
      const low = input.value ?? null;
      const high = property.type === 'range' ? (input.maxValue ?? null) : null;
      if (low === null) {
        errors.push(err(`${at}.value`, 'required', `مقدار ${name} را وارد کنید.`));
        return undefined;
      }
      if (property.type === 'range' && high === null) {
        errors.push(err(`${at}.maxValue`, 'required', `بیشینهٔ بازهٔ ${name} را وارد کنید.`));
        return undefined;
      }
      // A count (stages, years) takes whole numbers here as in PUT /supplierproducts/:id/properties (issue 20).
      if (property.integer && !Number.isInteger(low)) {
        errors.push(err(`${at}.value`, 'integer', `${name} باید عدد صحیح باشد.`));
        return undefined;
      }
      if (property.integer && high !== null && !Number.isInteger(high)) {
        errors.push(err(`${at}.maxValue`, 'integer', `بیشینهٔ ${name} باید عدد صحیح باشد.`));
        return undefined;
      }
      if (high !== null && high < low) {
        errors.push(err(`${at}.maxValue`, 'min', `بیشینهٔ ${name} نباید از کمینهٔ آن کمتر باشد.`));
        return undefined;
      }
      let unit = null as CategoryProperty['units'][number] | null;
      if (property.quantity) {
        unit = property.units.find((u) => u.id === (input.unitId ?? property.defaultUnit?.id)) ?? null;
        if (!unit) {
          errors.push(
            err(
              `${at}.unitId`,
              'oneOf',
              `یکای ${name} باید یکی از ${property.units.map((u) => u.symbol).join('، ')} باشد.`,
            ),
          );
          return undefined;
        }
      } else if (input.unitId) {
        errors.push(err(`${at}.unitId`, 'oneOf', `${name} یکا ندارد.`));
        return undefined;
      }
      const toBase = (v: number) => (unit ? v * unit.factor + unit.offset : v);
      return {
        ...row,
        value: low,
        maxValue: high,
        unitId: unit?.id ?? null,
        baseValue: toBase(low),
        baseMaxValue: high === null ? null : toBase(high),
      };
    }
    case 'option': {
      const key = input.optionKey ?? '';
      if (!property.options.some((o) => o.key === key)) {
        errors.push(err(`${at}.optionKey`, 'oneOf', `یکی از گزینه‌های ${name} را برگزینید.`));
        return undefined;
      }
      return { ...row, optionKey: key };
    }
    case 'boolean':
      if (typeof input.boolValue !== 'boolean') {
        errors.push(err(`${at}.boolValue`, 'required', `برای ${name} «بله» یا «خیر» را برگزینید.`));
        return undefined;
      }
      return { ...row, boolValue: input.boolValue };
    case 'text': {
      const text = normalizePersian(input.textValue ?? '').trim();
      if (!text) {
        errors.push(err(`${at}.textValue`, 'required', `متن ${name} را وارد کنید.`));
        return undefined;
      }
      return { ...row, textValue: text };
    }
  }
}
