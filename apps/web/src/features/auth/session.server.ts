// The session as pages and server actions see it: the bz_at cookie read with next/headers, and an API
// client that forwards it as `Authorization: Bearer` (server-to-server calls carry no browser Origin,
// so the API's cookie rules for writes do not apply to them).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { call } from '@bazaar/api-client/endpoint-client';
import { createHttpClient, type HttpClient } from '@bazaar/api-client/http';
import { ACCESS_COOKIE, identityEndpoints } from '@bazaar/contracts/identity';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { apiBaseUrl } from '@/lib/api.server';
import { loginHref } from './login-links';
import { type AccessClaims, activeClaims } from './session-token';

export interface Session extends AccessClaims {
  accessToken: string;
}

/** The visitor's unexpired session, or null (spec section 4). Read once per request. */
export const getSession = cache(async (): Promise<Session | null> => {
  const accessToken = (await cookies()).get(ACCESS_COOKIE)?.value;
  const claims = activeClaims(accessToken);
  return claims && accessToken ? { ...claims, accessToken } : null;
});

/**
 * The session, or a redirect to the login page that comes back to `currentPath`. The proxy already
 * redirects page loads; this is the page's own check (house style: permission checks live in pages).
 */
export async function requireSession(currentPath: string): Promise<Session> {
  const session = await getSession();
  if (!session) redirect(loginHref(currentPath));
  return session;
}

/** Uncached API client acting as the session's user. */
export function sessionHttpClient(session: Session): HttpClient {
  return createHttpClient({
    baseUrl: apiBaseUrl,
    headers: { authorization: `Bearer ${session.accessToken}` },
    timeoutMs: 8_000,
  });
}

/**
 * Awaits a call made with the session's token. A 401 means the API no longer accepts the token
 * (revoked user, rotated secret) even though it has not expired: the visitor logs in again.
 */
export async function orLogin<T>(call: Promise<T>, currentPath: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirect(loginHref(currentPath));
    throw error;
  }
}

/**
 * Whether the API still accepts the session (GET /users/me). Used where trusting `exp` alone could loop:
 * the login page must show its form when the API refuses a token the cookie still holds.
 */
export async function isSessionAccepted(session: Session): Promise<boolean> {
  try {
    await call(sessionHttpClient(session), identityEndpoints.me);
    return true;
  } catch (error) {
    // Only a refusal says the session is gone; an unreachable API says nothing either way.
    return !(isApiError(error) && error.status === 401);
  }
}
