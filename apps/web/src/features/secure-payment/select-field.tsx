// A labelled list of choices in an ActionForm, with its Persian error beneath (named like the API's field).
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function SelectField<T extends string>({
  id,
  name,
  label,
  values,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} aria-describedby={`${id}-error`} className={inputClass()}>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
      <FieldMessage field={name} id={`${id}-error`} />
    </div>
  );
}
