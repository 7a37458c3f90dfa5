// The inline message under a form control. Always rendered (empty when valid) so its id can stay in
// aria-describedby, and announced when it appears.
interface FieldErrorProps {
  id: string;
  message?: string | null;
}

export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-red-700 [&:not(:empty)]:mt-1">
      {message ?? ''}
    </p>
  );
}
