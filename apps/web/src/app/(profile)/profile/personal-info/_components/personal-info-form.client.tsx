'use client';
// Personal information: names, national id (checked in the browser with the official check digit, and
// the API's own error shown when it refuses one), email and a Jalali birth date. Saved by a server
// action, so it also works without JavaScript; with it, the outcome is a toast.
import { type ComponentProps, type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { focusFirstInvalid } from '@/components/ui/form-focus';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import {
  checkPersonalInfo,
  type PersonalInfoFormState,
  type PersonalInfoValues,
} from '@/features/profile/personal-info-form';
import type { FieldErrors } from '@/lib/api-problem';
import { BirthDateSelects } from './birth-date-selects';
import { savePersonalInfo } from './personal-info-actions';

type TextField = 'firstName' | 'lastName' | 'nationalId' | 'email';

export function PersonalInfoForm({ initialValues }: { initialValues: PersonalInfoValues }) {
  const id = useId();
  const toast = useToast();
  const initialState: PersonalInfoFormState = {
    status: 'idle',
    values: initialValues,
    fieldErrors: {},
    message: null,
    version: 0,
  };
  const [state, formAction, pending] = useActionState(savePersonalInfo, initialState);
  // Seeded from the action state, not the props: after a post without JavaScript the server renders
  // the form from the action's answer (values and errors), and effects never run there.
  const [values, setValues] = useState(state.values);
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const handledVersion = useRef(0);

  useEffect(() => {
    if (state.version === handledVersion.current) return;
    handledVersion.current = state.version;
    setValues(state.values);
    setErrors(state.fieldErrors);
    if (state.status === 'saved') toast.success(state.message ?? 'ذخیره شد.');
    else if (state.status !== 'idle') {
      toast.error(state.message ?? 'ذخیره نشد.');
      window.requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    }
  }, [state, toast]);

  function change(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: '' } : current));
  }

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const found = checkPersonalInfo(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    window.requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  const field = (name: TextField, label: string, extra: Partial<ComponentProps<'input'>> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => change(name, event.currentTarget.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-error`}
        {...extra}
        className={inputClass(!!errors[name], extra.className)}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={checkBeforeSending}
      noValidate
      aria-label="اطلاعات شخصی"
      aria-busy={pending}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'نام', { type: 'text', autoComplete: 'given-name', maxLength: 50 })}
        {field('lastName', 'نام خانوادگی', { type: 'text', autoComplete: 'family-name', maxLength: 50 })}
        {field('nationalId', 'کد ملی', {
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          dir: 'ltr',
          maxLength: 20,
          className: 'text-end',
        })}
        {field('email', 'ایمیل', {
          type: 'email',
          autoComplete: 'email',
          dir: 'ltr',
          maxLength: 120,
          className: 'text-end',
        })}
        <BirthDateSelects
          idPrefix={id}
          value={{ year: values.birthYear, month: values.birthMonth, day: values.birthDay }}
          error={errors.birthDate}
          onChange={(birth) => {
            setValues((current) => ({
              ...current,
              birthYear: birth.year,
              birthMonth: birth.month,
              birthDay: birth.day,
            }));
            setErrors((current) => (current.birthDate ? { ...current, birthDate: '' } : current));
          }}
        />
      </div>
      {state.message && state.version > 0 ? (
        <p role="status" className={state.status === 'saved' ? 'text-emerald-800' : 'text-red-700'}>
          {state.message}
        </p>
      ) : null}
      <div>
        <button type="submit" disabled={pending} className={buttonClass('primary')}>
          {pending ? 'در حال ذخیره…' : 'ذخیرهٔ اطلاعات'}
        </button>
      </div>
    </form>
  );
}
