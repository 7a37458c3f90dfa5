'use client';
// Feedback: checked inline before sending (the spec's generic messages), then posted from the browser.
// The API's own field errors land under their fields, its limits (five an hour) in a toast, and the
// thank-you in a success toast.
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { focusFirstInvalid } from '@/components/ui/form-focus';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { type FieldErrors, fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { EMPTY_FEEDBACK, type FeedbackField, type FeedbackValues } from './feedback-fields';

/** The checks and the call, loaded at the first send (they bring the contract's schemas). */
const sending = () => import('./feedback-sending');

/** The contract's length limits, as the controls' maxLength (read by the page on the server). */
export type FeedbackMaxLengths = Partial<Record<FeedbackField, number>>;

export function FeedbackForm({ maxLengths }: { maxLengths: FeedbackMaxLengths }) {
  const maxLength = (field: FeedbackField) => maxLengths[field];
  const id = useId();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  // Focus moves to the first invalid field once the render that marks it has committed (the checks run
  // after an await, so a frame callback could come before that render).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > 0) focusFirstInvalid(formRef.current);
  }, [shown]);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setShown((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const { checkFeedback, siteApi, toFeedbackInput } = await sending();
      const found = checkFeedback(values);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        return;
      }
      const answer = await siteApi.sendFeedback({ body: toFeedbackInput(values) });
      setValues(EMPTY_FEEDBACK);
      setErrors({});
      setSent(answer.message);
      toast.success(answer.message);
    } catch (error) {
      const fromApi = fieldErrorsOf(error);
      if (Object.keys(fromApi).length > 0) showErrors(fromApi);
      else toast.error(problemMessage(error));
    } finally {
      setPending(false);
    }
  }

  function change(field: FeedbackField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: '' } : current));
    setSent(null);
  }

  const control = (field: FeedbackField, label: string, props: ComponentProps<'input'> & { optional?: boolean }) => {
    const { optional, className, ...rest } = props;
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className={labelClass}>
          {label}
          {optional ? <span className="ms-1 font-normal text-slate-600">(اختیاری)</span> : null}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          value={values[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={`${id}-${field}-error`}
          aria-required={optional ? undefined : true}
          {...rest}
          className={inputClass(!!errors[field], className)}
        />
        <FieldError id={`${id}-${field}-error`} message={errors[field]} />
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="فرم ارسال بازخورد"
      aria-busy={pending}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {control('name', 'نام و نام خانوادگی', { autoComplete: 'name', maxLength: maxLength('name') })}
        {control('subject', 'موضوع', { maxLength: maxLength('subject') })}
        {control('email', 'ایمیل', {
          optional: true,
          type: 'email',
          autoComplete: 'email',
          dir: 'ltr',
          maxLength: maxLength('email'),
          className: 'text-end',
        })}
        {control('mobile', 'شماره موبایل', {
          optional: true,
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          dir: 'ltr',
          maxLength: maxLength('mobile'),
          className: 'text-end',
        })}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          متن پیام
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={maxLength('message')}
          value={values.message}
          onChange={(event) => change('message', event.currentTarget.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-error`}
          aria-required
          className={inputClass(!!errors.message, 'py-2 leading-7')}
        />
        <FieldError id={`${id}-message-error`} message={errors.message} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={pending} className={buttonClass('primary')}>
          {pending ? 'در حال ارسال…' : 'ارسال پیام'}
        </button>
        <p role="status" className="font-medium text-emerald-800">
          {sent ?? ''}
        </p>
      </div>
    </form>
  );
}
