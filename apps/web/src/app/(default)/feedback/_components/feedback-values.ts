// The feedback form as text fields: the browser-side checks (the contract's schema with the spec's
// generic messages, plus the mobile number rule the API applies) and the API's input.
import { type FeedbackInput, feedbackInputSchema } from '@bazaar/contracts/site';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import type { FieldErrors } from '@/lib/api-problem';
import { schemaFieldErrors } from '@/lib/schema-field-errors';
import type { FeedbackValues } from './feedback-fields';

/** The API's own wording (apps/api site.service.ts). */
export const INVALID_MOBILE = 'شماره موبایل معتبر نیست.';

/** Single-line fields are normalised (ی/ک, digits, spaces); the message keeps its lines. */
export function toFeedbackInput(values: FeedbackValues): FeedbackInput {
  return {
    name: normalizePersian(values.name),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    subject: normalizePersian(values.subject),
    message: values.message.trim(),
  };
}

export function checkFeedback(values: FeedbackValues): FieldErrors {
  const errors = schemaFieldErrors(feedbackInputSchema, toFeedbackInput(values));
  const mobile = values.mobile.trim();
  if (!errors.mobile && mobile && !normalizeIranianMobile(mobile)) errors.mobile = INVALID_MOBILE;
  return errors;
}
