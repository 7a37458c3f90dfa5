// Where the login page sends people and how protected pages send people to it (spec section 2:
// redirectPath and loginPerPage). Only same-site relative paths are ever followed: no open redirect.

export const LOGIN_PATH = '/users/login';
export const DEFAULT_AFTER_LOGIN_PATH = '/profile';

/** Profile area of spec section 2: every path in it needs a session. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/profile' || pathname.startsWith('/profile/');
}

const MAX_REDIRECT_PATH_LENGTH = 2_048;
const PLACEHOLDER_ORIGIN = 'http://x.invalid';
/** How many layers of percent-encoding are peeled off to check what a server that decodes again would see. */
const MAX_DECODING_LAYERS = 4;
/**
 * Characters drawn as a slash or backslash (U+2044 ⁄, U+2215 ∕, U+2216 ∖, U+29F5 ⧵, U+29F8 ⧸, U+29F9 ⧹,
 * U+FE68 ﹨, U+FF0F ／, U+FF3C ＼): no path of this site has them, and some parsers fold them into `/`.
 */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

function resolveOnSite(value: string): URL | null {
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether `path` (one layer of a requested path) stays a path of this site however it is read: it starts
 * with one slash, not `//` or `/\\` (browsers read a backslash as a slash), and once resolved (dot segments
 * removed: `/.//x` and `/%2e%2e//x` become `//x`) its path does not start with two slashes either.
 */
function staysOnSite(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || SLASH_LOOKALIKES.test(path) || /\p{Cc}/u.test(path)) return false;
  const url = resolveOnSite(path);
  return url !== null && !/^\/[/\\]/.test(url.pathname);
}

/**
 * `value` as a same-site path ('/profile/address?tab=1#x'), or null. What is returned is the path as the
 * browser will resolve it (pathname, query and fragment of `new URL(value, origin)`), and it is that
 * result which is checked, along with the value itself and each layer of percent-decoding of it: refused are
 * absolute and protocol-relative URLs ('//evil.example', '/\\evil.example'), schemes ('javascript:'),
 * dot segments that collapse into '//' ('/.//evil.example'), encoded slashes, backslashes and dots that
 * decode into any of those ('/%2f%2fevil.example', '/%252e%252e//x'), slash look-alikes, control
 * characters and white space, over-long values, and the login page itself (a loop).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_PATH_LENGTH) return null;
  // Browsers drop tabs and newlines inside a URL and strip leading spaces: such a value is not what it seems.
  if (/[\\\s]/u.test(value)) return null;
  let layer = value;
  for (let depth = 0; depth <= MAX_DECODING_LAYERS; depth += 1) {
    if (!staysOnSite(layer)) return null;
    const decoded = decodeOnce(layer);
    if (decoded === layer) break;
    if (depth === MAX_DECODING_LAYERS) return null;
    layer = decoded;
  }
  const url = resolveOnSite(value);
  if (!url) return null;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  // Next's internal flight-request marker never belongs in a visible address.
  if (url.searchParams.has('_rsc')) url.searchParams.delete('_rsc');
  const path = `${url.pathname}${url.search}${url.hash}`;
  return staysOnSite(path) ? path : null;
}

/** One layer of percent-decoding; a value that is not valid percent-encoding is left as it is. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Where to go after logging in: the requested path when it is safe, else the profile home. */
export function afterLoginPath(redirectPath: string | null | undefined): string {
  return safeRedirectPath(redirectPath) ?? DEFAULT_AFTER_LOGIN_PATH;
}

/**
 * The address the login form navigates to once the code is accepted (`window.location.replace`): the
 * server's target checked again by the same rule, as an absolute URL on the page's own origin.
 */
export function afterLoginNavigation(redirectTo: string | null | undefined, pageOrigin: string): string {
  const target = new URL(afterLoginPath(redirectTo), pageOrigin);
  return target.origin === new URL(pageOrigin).origin
    ? target.href
    : new URL(DEFAULT_AFTER_LOGIN_PATH, pageOrigin).href;
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
