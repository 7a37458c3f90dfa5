'use client';
// A file input that speaks Persian (issue 37): the browser's own control says «Choose File · No file chosen» in
// the browser's language, whatever the page's. The real <input type="file"> stays in the form, labelled by the
// page's own <label> and reachable by keyboard (visually hidden, its focus drawn on the visible button); the
// visible part is a button «انتخاب فایل» that opens it and the names of the chosen files (or «فایلی انتخاب نشده»).
import { type ComponentProps, useId, useRef, useState } from 'react';

type FileInputProps = Omit<ComponentProps<'input'>, 'type'> & { buttonLabel?: string };

export function FileInput({ buttonLabel = 'انتخاب فایل', className, onChange, multiple, ...props }: FileInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  const statusId = useId();
  const describedBy = [props['aria-describedby'], statusId].filter(Boolean).join(' ');
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      <input
        {...props}
        ref={ref}
        type="file"
        multiple={multiple}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          setNames(Array.from(event.currentTarget.files ?? [], (f) => f.name));
          onChange?.(event);
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => ref.current?.click()}
        className="min-h-11 rounded-lg bg-white px-4 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700"
      >
        {buttonLabel}
      </button>
      <span id={statusId} className="text-sm text-slate-700" aria-live="polite">
        {names.length === 0
          ? 'فایلی انتخاب نشده'
          : names.length === 1
            ? names[0]
            : `${names.length.toLocaleString('fa-IR')} فایل: ${names.join('، ')}`}
      </span>
    </span>
  );
}
