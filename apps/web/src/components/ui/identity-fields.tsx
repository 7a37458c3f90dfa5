// The fields of a legal identity (name, national id, economic code, registration number, postal code, phone,
// address), shared by the supplier's legal-identity form and the buyer's company form: each field labelled, its
// hint beside the label, codes left-to-right with a numeric keyboard, and the Persian message of the server
// under it (the browser never validates).
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export interface IdentityFieldSpec<F extends string> {
  field: F;
  label: string;
  hint?: string;
  /** A code: left-to-right, numeric keyboard. */
  ltr?: boolean;
  required?: boolean;
  /** Spans both columns (names, addresses). */
  wide?: boolean;
}

export function IdentityFields<F extends string>({
  idPrefix,
  fields,
  values,
  errors,
}: {
  /** Prefix of the inputs' ids (`{idPrefix}-{field}`) and of their error messages' ids. */
  idPrefix: string;
  fields: readonly IdentityFieldSpec<F>[];
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ field, label, hint, ltr, required, wide }) => {
        const error = errors[field];
        const errorId = `${idPrefix}-${field}-error`;
        return (
          <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${idPrefix}-${field}`} className={labelClass}>
              {label}
              {hint ? <span className="ms-1 font-normal text-slate-600">({hint})</span> : null}
            </label>
            <input
              id={`${idPrefix}-${field}`}
              name={field}
              defaultValue={values[field]}
              dir={ltr ? 'ltr' : undefined}
              inputMode={ltr ? 'numeric' : undefined}
              aria-required={required ? 'true' : undefined}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={errorId}
              className={inputClass(Boolean(error), ltr ? 'text-start' : undefined)}
            />
            <FieldError id={errorId} message={error} />
          </div>
        );
      })}
    </div>
  );
}
