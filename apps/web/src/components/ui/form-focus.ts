// After a failed submit, focus goes to the first field marked invalid, so keyboard and screen-reader
// users land on what needs fixing (its message is tied to it with aria-describedby).

/** Focuses the first `[aria-invalid="true"]` control of `form`; returns whether there was one. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return !!first;
}
