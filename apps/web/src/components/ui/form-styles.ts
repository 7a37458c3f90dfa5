// Looks shared by form controls, so every form lines up (one source of truth, like button-styles.ts).
import { clsx } from 'clsx';

/** `.lbl` in app/globals.css. */
export const labelClass = 'lbl';

export function inputClass(invalid = false, className?: string): string {
  return clsx(
    'min-h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100',
    invalid ? 'border-red-700' : 'border-slate-400 hover:border-brand-500',
    className,
  );
}
