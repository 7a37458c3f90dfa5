// Which screen an error boundary shows for the error it caught (hardening issue, item 8): «موقتاً در دسترس
// نیست» when the API could not answer (an ApiError of status 0, 502, 503 or 504), the generic screen otherwise.
// A production build hands the boundary only the `digest` of an error thrown by a server component, so the
// API client puts the verdict there (ApiError's digest, packages/api-client/src/api-error.ts).
import { API_UNAVAILABLE_DIGEST } from '@bazaar/api-client/api-error';
import { ERROR_SCREENS, type ErrorScreenCopy, UNAVAILABLE_LONGER } from './error-copy';

/** Waits above this many seconds are «a few minutes», below it «a few moments». */
const MOMENTS_SECONDS = 90;

function digestOf(error: unknown): string | undefined {
  const digest = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : undefined;
}

/** The copy an error boundary shows for `error`. */
export function errorScreenFor(error: unknown): ErrorScreenCopy {
  const digest = digestOf(error);
  if (!digest?.startsWith(`${API_UNAVAILABLE_DIGEST};`)) return ERROR_SCREENS.generic;
  const seconds = Number(digest.slice(API_UNAVAILABLE_DIGEST.length + 1) || '0');
  return seconds > MOMENTS_SECONDS ? UNAVAILABLE_LONGER : ERROR_SCREENS.unavailable;
}
