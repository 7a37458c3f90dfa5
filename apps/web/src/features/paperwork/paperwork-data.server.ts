// The paperwork in the web (issue 31): every call with the signed-in person's token, never cached (documents
// are their parties' own).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { paperworkEndpoints } from '@bazaar/contracts/paperwork';
import { notFound } from 'next/navigation';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const INVOICES_PAGE_SIZE = 20;

export async function paperworkApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), paperworkEndpoints);
}

/** A call's answer; the 404 screen when the API says the caller is no party of the document. */
export async function orNotFound<T>(call: Promise<T>, currentPath: string): Promise<T> {
  try {
    return await orLogin(call, currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}

/** A list's answer, or null when the API refused its filter (400: a date not in the Jalali shape). */
export async function unlessRefused<T>(call: Promise<T>, currentPath: string): Promise<T | null> {
  try {
    return await orLogin(call, currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 400) return null;
    throw error;
  }
}
