// The proxy's part in sessions (called first thing by src/proxy.ts). For the profile area and the login
// page: an expired or missing access cookie with a refresh cookie next to it is refreshed on the spot,
// and the new cookies go both to the browser (Set-Cookie) and to the request being handled (so the page
// already sees them) — a transparent refresh. A protected page without any session redirects to
// /users/login?redirectPath=…&loginPerPage=… (spec section 2). Everything else passes untouched.
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@bazaar/contracts/identity';
import { type NextRequest, NextResponse } from 'next/server';
import { cameFromSupplierOrProductPage, isProtectedPath, LOGIN_PATH, loginHref } from './login-links';
import { refreshSession } from './refresh-session.server';
import { applySetCookies } from './session-cookies';
import { activeClaims } from './session-token';

function isSessionPath(pathname: string): boolean {
  return isProtectedPath(pathname) || pathname === LOGIN_PATH;
}

/** The host the visitor asked for (a fronting proxy's X-Forwarded-Host first). */
function siteHost(request: NextRequest): string {
  return (
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    request.nextUrl.host
  );
}

function forwardedProtocol(request: NextRequest): 'http' | 'https' {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(/:$/, '')) === 'https' ? 'https' : 'http';
}

function withRefreshedCookies(request: NextRequest, setCookies: string[]): NextResponse {
  const headers = new Headers(request.headers);
  headers.set('cookie', applySetCookies(request.headers.get('cookie'), setCookies));
  const response = NextResponse.next({ request: { headers } });
  for (const setCookie of setCookies) response.headers.append('set-cookie', setCookie);
  return response;
}

function redirectToLogin(request: NextRequest, clearCookies: boolean): NextResponse {
  const { pathname, search } = request.nextUrl;
  const loginPerPage = cameFromSupplierOrProductPage(request.headers.get('referer'), siteHost(request));
  const response = NextResponse.redirect(new URL(loginHref(`${pathname}${search}`, loginPerPage), request.url));
  // Login pages and redirects to them must never be cached: they depend on cookies.
  response.headers.set('cache-control', 'private, no-store');
  if (clearCookies) clearSessionCookies(response);
  return response;
}

function clearSessionCookies(response: NextResponse) {
  response.cookies.delete(ACCESS_COOKIE);
  response.cookies.delete(REFRESH_COOKIE);
}

function withoutSessionCookies(request: NextRequest): NextResponse {
  const expired = [`${ACCESS_COOKIE}=; Max-Age=0`, `${REFRESH_COOKIE}=; Max-Age=0`];
  const headers = new Headers(request.headers);
  headers.set('cookie', applySetCookies(request.headers.get('cookie'), expired));
  const response = NextResponse.next({ request: { headers } });
  clearSessionCookies(response);
  return response;
}

/**
 * Session handling for one proxied request: a response to return as it is, or undefined when the
 * session needs nothing (not a session path, or an access token that is still valid).
 */
export async function handleSession(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl;
  if (!isSessionPath(pathname)) return undefined;
  if (activeClaims(request.cookies.get(ACCESS_COOKIE)?.value)) return undefined;

  const protectedPath = isProtectedPath(pathname);
  // Only page loads are redirected; a form post or server action reaching a protected path without a
  // session is refused by the page or action itself, which knows how to answer it.
  const navigation = request.method === 'GET' || request.method === 'HEAD';
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken) return protectedPath && navigation ? redirectToLogin(request, false) : undefined;

  const host = siteHost(request);
  const protocol = forwardedProtocol(request);
  const outcome = await refreshSession(refreshToken, { origin: `${protocol}://${host}`, host, protocol });
  if (outcome.kind === 'refreshed') return withRefreshedCookies(request, outcome.setCookies);
  const sessionOver = outcome.kind === 'invalid';
  if (protectedPath && navigation) return redirectToLogin(request, sessionOver);
  // The login page and form posts go through; once the refresh token is refused, both cookies are
  // dropped from the request and the browser, so no later request tries it again.
  return sessionOver ? withoutSessionCookies(request) : undefined;
}
