// One property of the category in the product editor, with the input its type needs: a number with a unit
// picker from the property's quantity, a range, an option, yes/no, or text; its hint and its error below.
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import type { EditableProduct } from '@bazaar/contracts/product-editor';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

/** A stored number as the text its input starts with (empty when there is none). */
export const plainNumber = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function PropertyInput({
  property,
  value,
}: {
  property: CategoryProperty;
  value?: EditableProduct['values'][number];
}) {
  const at = `prop.${property.id}`;
  const id = `p-${property.id}`;
  const describedBy = `${id}-error${property.hint ? ` ${id}-hint` : ''}`;
  const unitPicker =
    property.quantity && property.units.length > 0 ? (
      <div className="w-36">
        <label htmlFor={`${id}-unit`} className={labelClass}>
          یکای {property.name}
        </label>
        <select
          id={`${id}-unit`}
          name={`${at}.unit`}
          defaultValue={value?.unitId ?? property.defaultUnit?.id ?? ''}
          className={inputClass()}
        >
          {property.units.map((u) => (
            <option key={u.id} value={u.id}>
              {`${u.name} (${u.symbol})`}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  let control: React.ReactNode;
  switch (property.type) {
    case 'number':
      control = (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-40">
            <label htmlFor={id} className={labelClass}>
              {property.name}
            </label>
            <input
              id={id}
              name={`${at}.value`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plainNumber(value?.value)}
              aria-describedby={describedBy}
              className={inputClass()}
            />
          </div>
          {unitPicker}
        </div>
      );
      break;
    case 'range':
      control = (
        <fieldset className="flex flex-wrap items-end gap-2" aria-describedby={describedBy}>
          <legend className={labelClass}>{property.name}</legend>
          <div className="w-32">
            <label htmlFor={id} className={labelClass}>
              از
            </label>
            <input
              id={id}
              name={`${at}.value`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plainNumber(value?.value)}
              className={inputClass()}
            />
          </div>
          <div className="w-32">
            <label htmlFor={`${id}-max`} className={labelClass}>
              تا
            </label>
            <input
              id={`${id}-max`}
              name={`${at}.max`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={plainNumber(value?.maxValue)}
              className={inputClass()}
            />
          </div>
          {unitPicker}
        </fieldset>
      );
      break;
    case 'option':
      control = (
        <div className="w-64">
          <label htmlFor={id} className={labelClass}>
            {property.name}
          </label>
          <select
            id={id}
            name={`${at}.option`}
            defaultValue={value?.optionKey ?? ''}
            aria-describedby={describedBy}
            className={inputClass()}
          >
            <option value="">—</option>
            {property.options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
      break;
    case 'boolean':
      control = (
        <fieldset aria-describedby={describedBy}>
          <legend className={labelClass}>{property.name}</legend>
          <div className="flex gap-4">
            {[
              ['', 'نامشخص'],
              ['true', 'بله'],
              ['false', 'خیر'],
            ].map(([v, label]) => (
              <label key={v} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${at}.bool`}
                  value={v}
                  defaultChecked={
                    (value?.boolValue === null || value?.boolValue === undefined ? '' : String(value.boolValue)) === v
                  }
                  className="size-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      );
      break;
    default:
      control = (
        <div>
          <label htmlFor={id} className={labelClass}>
            {property.name}
          </label>
          <input
            id={id}
            name={`${at}.text`}
            maxLength={300}
            defaultValue={value?.textValue ?? ''}
            aria-describedby={describedBy}
            className={inputClass()}
          />
        </div>
      );
  }
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      {control}
      {property.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {property.hint}
        </p>
      ) : null}
      <FieldMessage field={at} id={`${id}-error`} />
    </div>
  );
}
