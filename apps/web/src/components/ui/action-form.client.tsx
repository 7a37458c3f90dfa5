'use client';
// A form saved by a server action that answers with Persian field errors (decision 027). With JavaScript the
// submit is sent without the browser's reset, so what the visitor typed stays while the errors show beside
// the fields (<FieldMessage>) and above the form (<FormMessage>); without it, it is a plain form post. A
// successful action redirects.
import { createContext, type FormEvent, type ReactNode, startTransition, useActionState, useContext } from 'react';

export interface ActionFormState {
  message: string | null;
  errors: Record<string, string>;
}
export const EMPTY_ACTION_STATE: ActionFormState = { message: null, errors: {} };

const Errors = createContext<ActionFormState>(EMPTY_ACTION_STATE);

export function ActionForm({
  action,
  children,
  className,
  encType,
  label,
}: {
  action: (state: ActionFormState, form: FormData) => Promise<ActionFormState>;
  children: ReactNode;
  className?: string;
  encType?: 'multipart/form-data';
  label?: string;
}) {
  const [state, dispatch, pending] = useActionState(action, EMPTY_ACTION_STATE);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(form));
  }
  return (
    <Errors.Provider value={state}>
      {/* noValidate: the server answers with Persian messages beside the fields, not the browser's bubbles. */}
      <form
        noValidate
        action={dispatch}
        onSubmit={submit}
        className={className}
        encType={encType}
        aria-label={label}
        aria-busy={pending}
      >
        {children}
      </form>
    </Errors.Provider>
  );
}

/** The error of one field (named like the API's field without `body.`), announced when it appears. */
export function FieldMessage({ field, id }: { field: string; id: string }) {
  const { errors } = useContext(Errors);
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-red-700 [&:not(:empty)]:mt-1">
      {errors[field] ?? ''}
    </p>
  );
}

/** The form's own message (the API's detail, or «check the marked fields»). */
export function FormMessage() {
  const { message, errors } = useContext(Errors);
  const count = Object.keys(errors).length;
  if (!message && count === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {message ?? 'برخی از مقادیر درست نیستند؛ موارد مشخص‌شده را اصلاح کنید.'}
    </div>
  );
}

/** The submit button, disabled while the action runs. */
export function SubmitButton({
  children,
  className,
  name,
  value,
}: {
  children: ReactNode;
  className: string;
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" className={className} name={name} value={value}>
      {children}
    </button>
  );
}
