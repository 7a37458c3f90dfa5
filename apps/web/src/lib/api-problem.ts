// Turning an API failure into what a form shows: Persian field errors keyed by field name, one message
// for the form, and the wait a rate limit asks for. Works on the server and in the browser.
import { isApiError } from '@bazaar/api-client/api-error';
import { parseRetryAfter } from '@bazaar/api-client/http';
import { toPersianDigits } from '@bazaar/fa/digits';

export const NETWORK_ERROR_MESSAGE = 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
export const GENERIC_ERROR_MESSAGE = 'در ارائه خدمات مشکلی پیش آمد، لطفاً دوباره تلاش کنید';

export type FieldErrors = Record<string, string>;

/**
 * Field errors of a 400 problem, keyed by the field name without its location ('body.postalCode' →
 * 'postalCode'); the first message of a field wins. Digits in messages are shown in Persian.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const item of error.problem?.errors ?? []) {
    const field = item.field.replace(/^(body|query|params)\./, '');
    if (!(field in errors)) errors[field] = toPersianDigits(item.message);
  }
  return errors;
}

/** The message a form shows for a failed call: the API's Persian detail, or a network/generic message. */
export function problemMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    const detail = error.problem?.detail;
    if (detail && error.status < 500) return toPersianDigits(detail);
  }
  return GENERIC_ERROR_MESSAGE;
}

/** Seconds a 429/503 answer asks the caller to wait (Retry-After), or null. */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number | null {
  if (!isApiError(error)) return null;
  const ms = parseRetryAfter(error.headers?.get('retry-after'), now);
  return ms === undefined ? null : Math.ceil(ms / 1000);
}

/** The fields of a dated list's filter («از تاریخ / تا تاریخ»), as the API names them in its field errors. */
const DATE_FILTER_FIELDS = new Set(['query.from', 'query.to']);

/**
 * A dated list's page, or null when the API refused the dates (the filter then says how to write them). Any
 * other failure is thrown to the error screen: a list the API could not read is not a date the visitor mistyped.
 */
export async function pageUnlessDatesRefused<T>(page: Promise<T>): Promise<T | null> {
  try {
    return await page;
  } catch (error) {
    const refusedDates =
      isApiError(error) &&
      error.status === 400 &&
      (error.problem?.errors ?? []).some((item) => DATE_FILTER_FIELDS.has(item.field));
    if (refusedDates) return null;
    throw error;
  }
}
