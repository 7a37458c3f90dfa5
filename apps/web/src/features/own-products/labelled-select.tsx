// A labelled <select> of the supplier workspace's forms (filter, bulk edit, editor): one place for the markup.
import { PRODUCT_AVAILABILITIES, PRODUCT_AVAILABILITY_LABELS } from '@bazaar/contracts/catalog-products';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export interface SelectOption {
  value: string | number;
  label: string;
}

export const AVAILABILITY_OPTIONS: SelectOption[] = PRODUCT_AVAILABILITIES.map((a) => ({
  value: a,
  label: PRODUCT_AVAILABILITY_LABELS[a],
}));

export function LabelledSelect({
  id,
  name,
  label,
  options,
  defaultValue,
  none,
}: {
  id: string;
  name: string;
  label: string;
  options: SelectOption[];
  defaultValue: string | number;
  /** The first, empty choice («همه», «بدون تغییر»); none when a value is required. */
  none?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass()}>
        {none ? <option value="">{none}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
