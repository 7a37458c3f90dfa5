// Labelled inputs of a server-action form (<ActionForm>): each with its inline Persian error from the API
// (<FieldMessage>, named like the API's field without `body.`; `errorField` when the two names differ) and an
// optional hint. Ids are `{idPrefix}-{name}`, so a page with two forms keeps them apart.
import type { ComponentProps } from 'react';
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
