// Turns the API's "not found" into the site's 404 screen, so pages need no try/catch of their own.
import { isApiError } from '@bazaar/api-client/api-error';
import { notFound } from 'next/navigation';

/** Awaits an API call; a 404 answer renders the not-found screen with HTTP 404, other failures propagate. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}
