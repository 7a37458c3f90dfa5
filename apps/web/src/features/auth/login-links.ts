// Where the login page sends people and how protected pages send people to it (spec section 2:
// redirectPath and loginPerPage). Only same-site relative paths are ever followed: no open redirect.

export const LOGIN_PATH = '/users/login';
export const DEFAULT_AFTER_LOGIN_PATH = '/profile';

/** Profile area of spec section 2: every path in it needs a session. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/profile' || pathname.startsWith('/profile/');
}

const MAX_REDIRECT_PATH_LENGTH = 2_048;
const PLACEHOLDER_ORIGIN = 'http://bazaar.invalid';

/**
 * `value` as a same-site path ('/profile/address?tab=1'), or null. Refuses absolute and protocol-relative
 * URLs ('//evil.example', '/\\evil.example' which browsers read as '//'), schemes ('javascript:'),
 * control characters and whitespace, over-long values, and the login page itself (a loop).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes count as slashes in browsers' URL parsing; control characters and spaces are stripped by them.
  if (/[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  // Next's internal flight-request marker never belongs in a visible address.
  if (url.searchParams.has('_rsc')) url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after logging in: the requested path when it is safe, else the profile home. */
export function afterLoginPath(redirectPath: string | null | undefined): string {
  return safeRedirectPath(redirectPath) ?? DEFAULT_AFTER_LOGIN_PATH;
}

/** `/users/login?redirectPath=…&loginPerPage=…`; an unsafe redirect path is left out. */
export function loginHref(redirectPath: string | null, loginPerPage = false): string {
  const query = new URLSearchParams();
  const safe = safeRedirectPath(redirectPath);
  if (safe) query.set('redirectPath', safe);
  query.set('loginPerPage', String(loginPerPage));
  return `${LOGIN_PATH}?${query}`;
}

/** A supplier's own pages (/supplier/{id}/…), not the supplier lists under /supplier/category/. */
const SUPPLIER_PAGE = /^\/supplier\/(?!category(?:\/|$))[^/]+(?:\/|$)/;
/** A product page (/products/{id}/{name}, /products/base-product/{id}/{name}), not searches or category lists. */
const PRODUCT_PAGE = /^\/products\/(?!search(?:\/|$)|category(?:\/|$))[^/]+\/[^/]+/;

/**
 * spec loginPerPage: whether the visitor came to the protected page from a supplier or product page of
 * this site (`siteHost`, e.g. 'bazaar.example' or '127.0.0.1:3000'), judged by the Referer; another
 * site's pages never count.
 */
export function cameFromSupplierOrProductPage(referer: string | null | undefined, siteHost: string): boolean {
  if (!referer) return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  if (url.host !== siteHost) return false;
  return SUPPLIER_PAGE.test(url.pathname) || PRODUCT_PAGE.test(url.pathname);
}

/** `loginPerPage` from the query: only the literal 'true' counts. */
export function readLoginPerPage(value: string | string[] | undefined): boolean {
  return (Array.isArray(value) ? value[0] : value) === 'true';
}
