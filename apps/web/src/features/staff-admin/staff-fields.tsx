// The staff forms' Jalali window of a schedule (decision 030); their plain fields are the shared
// `components/ui/action-fields.tsx`.
import { TextField } from '@/components/ui/action-fields';
import { labelClass } from '@/components/ui/form-styles';

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
