'use client';
// The fields of a product list's filter form: price, then one control per filterable category property,
// as plain form fields named the way the listing URL's grammar (@bazaar/contracts/property-filter-url) reads
// them (`f.12.min`, `f.12.max`, `f.12.unit`, `f.15`, `f.20`), so the GET form works without JavaScript. An error
// the API reported for a filter is shown inside its fieldset. A client component drawn from the properties' few strings
// (filter-field-properties.ts), so the list's React payload does not carry the fields' markup a second time
// (issue 18); nothing here runs after hydration.
import { toPersianDigits } from '@bazaar/fa/digits';
import { TOMAN_INPUT_PATTERN } from '@bazaar/fa/money';
import { NUMBER_INPUT_PATTERN } from '@bazaar/fa/number-input';
import { FaText } from '@/components/ui/fa-text';
import type { CategoryPropertyFilter } from './category-filter-state';
import type { FilterControl, FilterFieldError } from './filter-errors';
import type { FilterFieldProperty } from './filter-field-properties';

/** Component classes in app/globals.css (`.fld`, `.lbl`): short, as a filter form has dozens of fields. */
const fieldClass = 'fld';
const labelClass = 'lbl';

interface FieldProps {
  property: FilterFieldProperty;
  filter: CategoryPropertyFilter | undefined;
  errors: FilterFieldError[];
}

/** `f-12-min` style ids, safe for any option key. */
const fieldId = (propertyId: number, part: string) => `f-${propertyId}-${part.replace(/[^\w-]/g, '_')}`;

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function invalid(errors: FilterFieldError[], ...controls: FilterControl[]): true | undefined {
  return errors.some((error) => controls.includes(error.control) || error.control === 'propertyId') || undefined;
}

function FieldMessages({ id, hint, errors }: { id: string; hint: string | null; errors: FilterFieldError[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="ff-h">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="filter-error">
          {errors.map((error) => (
            <li key={`${error.control}:${error.message}`}>{error.message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A bound as typed in Persian digits; none for an empty field (no `value=""` on each of the form's inputs). */
const displayNumber = (value: number | null | undefined) =>
  value == null ? undefined : toPersianDigits(String(value));

function NumberFilterField({ property, filter, errors }: FieldProps) {
  const id = fieldId(property.id, 'field');
  const notes = describedBy(property.hint && `${id}-hint`, errors.length > 0 && `${id}-error`);
  const selectedUnit =
    property.units.find((unit) => unit.id === filter?.measurementUnitId) ??
    property.units.find((unit) => unit.key === property.defaultUnitKey) ??
    property.units[0];
  return (
    <fieldset className="ff">
      <legend>{property.name}</legend>
      <div className="ff-n">
        {(['min', 'max'] as const).map((bound) => (
          <div key={bound}>
            <label htmlFor={fieldId(property.id, bound)} className={labelClass}>
              {bound === 'min' ? 'از' : 'تا'}
            </label>
            <input
              id={fieldId(property.id, bound)}
              name={`f.${property.id}.${bound}`}
              type="text"
              inputMode="decimal"
              pattern={NUMBER_INPUT_PATTERN}
              title="فقط عدد وارد کنید"
              defaultValue={displayNumber(bound === 'min' ? filter?.value : filter?.maxValue)}
              aria-invalid={invalid(errors, bound === 'min' ? 'value' : 'maxValue')}
              aria-describedby={notes}
              className={fieldClass}
            />
          </div>
        ))}
        {property.units.length > 0 && selectedUnit ? (
          <div className="ff-u">
            <label htmlFor={fieldId(property.id, 'unit')} className={labelClass}>
              واحد
            </label>
            <select
              id={fieldId(property.id, 'unit')}
              name={`f.${property.id}.unit`}
              defaultValue={selectedUnit.key}
              aria-invalid={invalid(errors, 'measurementUnitId')}
              aria-describedby={notes}
              className={fieldClass}
            >
              {property.units.map((unit) => (
                <option key={unit.id} value={unit.key}>
                  {`${unit.name} (${unit.symbol})`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <FieldMessages id={id} hint={property.hint} errors={errors} />
    </fieldset>
  );
}

function OptionFilterField({ property, filter, errors }: FieldProps) {
  const id = fieldId(property.id, 'field');
  const notes = describedBy(property.hint && `${id}-hint`, errors.length > 0 && `${id}-error`);
  return (
    <fieldset className="ff" aria-describedby={notes}>
      <legend>{property.name}</legend>
      {/* Each choice is labelled by the <label> around it (`.ff-o label`, globals.css): no id, `for` and class on
          each of a category's dozens of choices (issue 34). */}
      <ul className="ff-o">
        {property.options.map((option) => (
          <li key={option.key}>
            <label>
              <input
                type="checkbox"
                name={`f.${property.id}`}
                value={option.key}
                defaultChecked={filter?.options?.includes(option.key)}
                aria-invalid={invalid(errors, 'options')}
              />
              <FaText text={option.label} />
            </label>
          </li>
        ))}
      </ul>
      <FieldMessages id={id} hint={property.hint} errors={errors} />
    </fieldset>
  );
}

const BOOLEAN_CHOICES = [
  { value: '', label: 'فرقی نمی‌کند' },
  { value: '1', label: 'بله' },
  { value: '0', label: 'خیر' },
] as const;

function BooleanFilterField({ property, filter, errors }: FieldProps) {
  const id = fieldId(property.id, 'field');
  const notes = describedBy(property.hint && `${id}-hint`, errors.length > 0 && `${id}-error`);
  const current = filter?.bool === undefined ? '' : filter.bool ? '1' : '0';
  return (
    <fieldset className="ff" aria-describedby={notes}>
      <legend>{property.name}</legend>
      <div className="ff-r">
        {BOOLEAN_CHOICES.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={`f.${property.id}`}
              value={choice.value}
              defaultChecked={current === choice.value}
              aria-invalid={invalid(errors, 'bool')}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={property.hint} errors={errors} />
    </fieldset>
  );
}

/** The control of one property, or nothing for a property that cannot be filtered. */
function PropertyFilterField(props: FieldProps) {
  switch (props.property.type) {
    case 'number':
    case 'range':
      return <NumberFilterField {...props} />;
    case 'option':
      return props.property.options.length > 0 ? <OptionFilterField {...props} /> : null;
    case 'boolean':
      return <BooleanFilterField {...props} />;
    case 'text':
      return null;
  }
}

interface PriceFieldProps {
  min: number | null;
  max: number | null;
  errors: { min?: string; max?: string };
}

function PriceField({ min, max, errors }: PriceFieldProps) {
  const fields = [
    { name: 'min', label: 'از (تومان)', value: min, error: errors.min },
    { name: 'max', label: 'تا (تومان)', value: max, error: errors.max },
  ];
  return (
    <fieldset className="ff">
      <legend>قیمت</legend>
      <div className="ff-p">
        {fields.map((field) => (
          <div key={field.name}>
            <label htmlFor={`price-${field.name}`} className={labelClass}>
              {field.label}
            </label>
            <input
              id={`price-${field.name}`}
              name={field.name}
              type="text"
              inputMode="numeric"
              pattern={TOMAN_INPUT_PATTERN}
              title="فقط عدد صحیح تومان وارد کنید"
              defaultValue={displayNumber(field.value)}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? `price-${field.name}-error` : undefined}
              className={fieldClass}
            />
            {field.error ? (
              <p id={`price-${field.name}-error`} className="mt-1 text-sm font-medium text-red-700">
                {field.error}
              </p>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export interface FilterFieldsProps {
  /** The list's search text, kept through a filter change. */
  q: string;
  price: PriceFieldProps;
  properties: FilterFieldProperty[];
  filters: CategoryPropertyFilter[];
  /** The API's errors per property id. */
  errors: Array<[propertyId: number, errors: FilterFieldError[]]>;
}

export function FilterFields({ q, price, properties, filters, errors }: FilterFieldsProps) {
  return (
    <>
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <PriceField {...price} />
      {properties.map((property) => (
        <PropertyFilterField
          key={property.id}
          property={property}
          filter={filters.find((filter) => filter.propertyId === property.id)}
          errors={errors.find(([id]) => id === property.id)?.[1] ?? []}
        />
      ))}
    </>
  );
}
