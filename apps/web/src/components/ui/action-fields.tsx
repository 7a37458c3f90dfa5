// Labelled inputs of a server-action form (<ActionForm>): each with its inline Persian error from the API
// (<FieldMessage>, named like the API's field without `body.`; `errorField` when the two names differ) and an
// optional hint. Ids are `{idPrefix}-{name}`, so a page with two forms keeps them apart.
import type { ComponentProps } from 'react';
import { FileInput } from '@/components/ui/file-input.client';
import { FieldMessage } from './action-form.client';
import { inputClass, labelClass } from './form-styles';

export type FieldProps = { name: string; label: string; hint?: string; idPrefix: string; errorField?: string };

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
 * A file input with the file already attached (a picture, or a link named after it) and a «حذف» box to remove
 * it; a new file chosen replaces it. `field` is the API's field the errors come back under.
 */
export function FileField({
  id,
  name,
  field,
  label,
  accept,
  hint,
  current,
  removeName,
}: {
  id: string;
  name: string;
  field: string;
  label: string;
  accept: string;
  hint: string;
  current: { url: string; label: string; image: boolean } | null;
  removeName: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {current ? (
        <div className="mb-2 flex items-center gap-3">
          {current.image ? (
            // biome-ignore lint/performance/noImgElement: an uploaded file of any size, shown as it is.
            <img
              src={current.url}
              alt={current.label}
              className="size-16 rounded-lg object-contain ring-1 ring-slate-200"
            />
          ) : (
            <a href={current.url} className="text-brand-800 underline" target="_blank" rel="noopener">
              {current.label}
            </a>
          )}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name={removeName} className="size-5" />
            حذف
          </label>
        </div>
      ) : null}
      <FileInput id={id} name={name} accept={accept} aria-describedby={`${id}-hint ${id}-error`} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldMessage field={field} id={`${id}-error`} />
    </div>
  );
}
