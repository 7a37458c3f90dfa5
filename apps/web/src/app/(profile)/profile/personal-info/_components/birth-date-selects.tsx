// The birth date as three labelled Jalali selects (year, month by name, day), Persian digits on screen
// and Latin digits as values. The day list follows the chosen month once JavaScript runs; without it
// all 31 days are offered and the server refuses a day the month does not have.
import { toPersianDigits } from '@bazaar/fa/digits';
import { JALALI_MONTH_NAMES } from '@bazaar/fa/jalali';
import { FieldError } from '@/components/ui/field-error';
import { inputClass } from '@/components/ui/form-styles';
import { birthYearOptions, daysInJalaliMonth } from '@/features/profile/birth-date-field';

export interface BirthDateValue {
  year: string;
  month: string;
  day: string;
}

interface BirthDateSelectsProps {
  idPrefix: string;
  value: BirthDateValue;
  error?: string;
  onChange: (value: BirthDateValue) => void;
}

const FIELD_NAMES: Record<keyof BirthDateValue, string> = { year: 'birthYear', month: 'birthMonth', day: 'birthDay' };
/** A leap year, so Esfand offers its 30th day until a year is chosen. */
const ANY_LEAP_YEAR = 1403;

function dayCount(value: BirthDateValue): number {
  if (!value.month) return 31;
  return daysInJalaliMonth(value.year ? Number(value.year) : ANY_LEAP_YEAR, Number(value.month));
}

export function BirthDateSelects({ idPrefix, value, error, onChange }: BirthDateSelectsProps) {
  const years = birthYearOptions();
  const errorId = `${idPrefix}-birth-error`;
  const select = (part: keyof BirthDateValue, label: string) => ({
    id: `${idPrefix}-birth-${part}`,
    name: FIELD_NAMES[part],
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    className: inputClass(!!error),
  });

  function change(part: keyof BirthDateValue, next: string) {
    const updated = { ...value, [part]: next };
    // A day the new month (or year) does not have is cleared rather than silently moved.
    if (updated.year && updated.month && updated.day) {
      if (Number(updated.day) > daysInJalaliMonth(Number(updated.year), Number(updated.month))) updated.day = '';
    }
    onChange(updated);
  }

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">تاریخ تولد</legend>
      <div className="grid grid-cols-3 gap-2">
        <select {...select('day', 'روز تولد')} value={value.day} onChange={(e) => change('day', e.currentTarget.value)}>
          <option value="">روز</option>
          {Array.from({ length: dayCount(value) }, (_, index) => index + 1).map((day) => (
            <option key={day} value={day}>
              {toPersianDigits(day)}
            </option>
          ))}
        </select>
        <select
          {...select('month', 'ماه تولد')}
          value={value.month}
          onChange={(e) => change('month', e.currentTarget.value)}
        >
          <option value="">ماه</option>
          {JALALI_MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          {...select('year', 'سال تولد')}
          value={value.year}
          onChange={(e) => change('year', e.currentTarget.value)}
        >
          <option value="">سال</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {toPersianDigits(year)}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
