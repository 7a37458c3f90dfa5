// Labelled controls of the staff forms (decision 030): each with its inline Persian error from the API
// (<FieldMessage>, named like the API's field without `body.`), and the Jalali window of a schedule.
import type { ComponentProps } from 'react';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

type FieldProps = { name: string; label: string; hint?: string; idPrefix: string; errorField?: string };

export function TextField({ name, label, hint, idPrefix, errorField, ...input }: FieldProps & ComponentProps<'input'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ''}`}
        className={inputClass()}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage field={errorField ?? name} id={`${id}-error`} />
    </div>
  );
}

export function TextArea({ name, label, idPrefix, errorField, ...input }: FieldProps & ComponentProps<'textarea'>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-describedby={`${id}-error`}
        className={inputClass(false, 'py-2')}
        {...input}
      />
      <FieldMessage field={errorField ?? name} id={`${id}-error`} />
    </div>
  );
}

/**
 * Start and end of a schedule as a Jalali date (۱۴۰۵/۰۹/۰۵) and a Tehran time (۱۴:۳۰) each; the action turns
 * them into UTC instants (parseTehranDateTime). Defaults: `start` and `end` as {date, time} in Latin digits.
 */
export function WindowFields({
  idPrefix,
  start,
  end,
}: {
  idPrefix: string;
  start: { date: string; time: string };
  end: { date: string; time: string };
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={labelClass}>زمان نمایش (به وقت تهران)</legend>
      {(
        [
          ['start', 'شروع', start, 'startsAt'],
          ['end', 'پایان', end, 'endsAt'],
        ] as const
      ).map(([key, label, value, field]) => (
        <div key={key} className="grid grid-cols-2 gap-2">
          <TextField
            idPrefix={idPrefix}
            name={`${key}Date`}
            label={`تاریخ ${label}`}
            errorField={field}
            defaultValue={value.date}
            inputMode="numeric"
            dir="ltr"
            placeholder="1405/09/05"
            hint="سال/ماه/روز"
            required
          />
          <TextField
            idPrefix={idPrefix}
            name={`${key}Time`}
            label={`ساعت ${label}`}
            defaultValue={value.time}
            inputMode="numeric"
            dir="ltr"
            placeholder="14:30"
            hint="ساعت:دقیقه"
            required
          />
        </div>
      ))}
    </fieldset>
  );
}
