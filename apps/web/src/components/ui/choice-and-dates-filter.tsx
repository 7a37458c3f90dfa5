// The filter above a dated list (wallet statement, trade requests): one choice (kind, state…) and a Jalali
// «از تاریخ / تا تاریخ» range, as a plain GET form so it works without JavaScript and keeps its state in the
// URL. When the API refused the dates, the inputs are marked and the expected shape is said once.
import { buttonClass } from './button-styles';
import { inputClass, labelClass } from './form-styles';

interface ChoiceAndDatesFilterProps {
  /** The list's own path: the form submits to it. */
  action: string;
  /** Prefix of the control ids (unique on the page). */
  idPrefix: string;
  choice: {
    name: string;
    label: string;
    options: readonly (readonly [value: string, label: string])[];
    value: string | undefined;
    widthClass: string;
  };
  from: string | undefined;
  to: string | undefined;
  /** The API refused the dates. */
  invalidDates: boolean;
}

export function ChoiceAndDatesFilter({ action, idPrefix, choice, from, to, invalidDates }: ChoiceAndDatesFilterProps) {
  const dateField = (name: 'from' | 'to', label: string, placeholder: string, value: string | undefined) => (
    <div className="w-40">
      <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        placeholder={placeholder}
        defaultValue={value ?? ''}
        dir="ltr"
        aria-invalid={invalidDates || undefined}
        aria-describedby={invalidDates ? `${idPrefix}-dates-error` : undefined}
        className={inputClass(invalidDates, 'text-start')}
      />
    </div>
  );
  return (
    <>
      <search>
        <form action={action} className="flex flex-wrap items-end gap-3">
          <div className={choice.widthClass}>
            <label htmlFor={`${idPrefix}-${choice.name}`} className={labelClass}>
              {choice.label}
            </label>
            <select
              id={`${idPrefix}-${choice.name}`}
              name={choice.name}
              defaultValue={choice.value ?? ''}
              className={inputClass()}
            >
              <option value="">همه</option>
              {choice.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {dateField('from', 'از تاریخ', '۱۴۰۵/۰۹/۰۱', from)}
          {dateField('to', 'تا تاریخ', '۱۴۰۵/۰۹/۳۰', to)}
          <button type="submit" className={buttonClass('secondary')}>
            نمایش
          </button>
        </form>
      </search>
      {invalidDates ? (
        <p id={`${idPrefix}-dates-error`} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          تاریخ‌ها را به شکل ۱۴۰۵/۰۹/۰۴ وارد کنید.
        </p>
      ) : null}
    </>
  );
}
