// Browser-side checks with the contract's own Zod schema: each failing field gets the spec's generic
// Persian message (section 5, `@bazaar/contracts/validation-messages`), with Persian digits, so a form
// says exactly what the API would say before anything is sent.
import { describeIssue } from '@bazaar/contracts/validation-messages';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { z } from 'zod';
import type { FieldErrors } from './api-problem';

/** Messages keyed by top-level field name; empty when `values` pass. The first message of a field wins. */
export function schemaFieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  // reportInput lets describeIssue tell a missing value ('required') from a wrong one.
  const result = schema.safeParse(values, { reportInput: true });
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = toPersianDigits(describeIssue(issue).message);
  }
  return errors;
}

/**
 * The longest text a field's schema accepts (through optional, default and preprocess wrappers), for a
 * control's `maxLength`, so a form never repeats the contract's limits; undefined when there is none.
 */
export function schemaMaxLength(schema: z.ZodType): number | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType };
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  const inner = def.innerType ?? def.out;
  return inner ? schemaMaxLength(inner) : undefined;
}
