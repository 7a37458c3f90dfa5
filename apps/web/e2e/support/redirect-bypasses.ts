// Known ways of smuggling another site into a "same-site path" (the login page's `redirectPath`, a form's
// `returnTo`), shared by the unit tests of the checking function (features/auth/login-links.test.ts) and the
// journey that reads the server's own Location header (e2e/security.spec.ts). docs/security-testing.md.

/** Each must end on the profile home after logging in: none of them is a path of this site. */
export const REDIRECT_BYPASSES: readonly string[] = [
  // protocol-relative and backslash forms (browsers read `\` as `/`)
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/./\\evil.example',
  // dot segments that collapse into `//` once resolved (the probe's finding)
  '/.//evil.example/path',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example',
  '/.%2e//evil.example',
  '/..%2f..%2f/evil.example',
  // encoded slashes and backslashes, once, twice and three times
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5c%5cevil.example',
  '/%5Cevil.example',
  '/%252f%252fevil.example',
  '/%252e%252e//evil.example',
  '/%25252f%25252fevil.example',
  // tabs, newlines and spaces, which browsers drop or strip
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\t//evil.example',
  // absolute URLs and schemes
  'https://evil.example',
  'HTTPS://evil.example/profile',
  'http:/evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example/path',
  // characters drawn as slashes (U+2215, U+FF0F, U+2044, U+FF3C), raw and percent-encoded
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\u2044\u2044evil.example',
  '/\uff3c\uff3cevil.example',
  '/%E2%88%95%E2%88%95evil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  // user-info and look-alike host names
  '//@evil.example',
  '//bazaar.example@evil.example/',
  'https://bazaar.example@evil.example',
  '//\u0435vil.example',
  '//xn--vil-ddd.example',
  '//evil\u3002example',
  // the login page itself (a loop)
  '/users/login?redirectPath=%2Fprofile',
];

/** Safe paths keep working: [asked, path the visitor lands on]. */
export const SAFE_REDIRECTS: readonly (readonly [string, string])[] = [
  ['/profile?tab=1#x', '/profile?tab=1#x'],
  ['/profile/address', '/profile/address'],
  ['/profile/notes/all?page=2', '/profile/notes/all?page=2'],
  ['/محصولات/پمپ', `/${encodeURIComponent('محصولات')}/${encodeURIComponent('پمپ')}`],
  ['/search/پمپ%20آب', `/search/${encodeURIComponent('پمپ')}%20${encodeURIComponent('آب')}`],
  ['/profile/./address', '/profile/address'],
  ['/profile/x/../address', '/profile/address'],
  // `@` inside a path is just a character of this site's path.
  ['/@evil.example', '/@evil.example'],
];

/**
 * Whether `location` (a Location header or a navigation target) takes a browser on `origin` elsewhere,
 * read as it is and after each layer of percent-decoding a server on the way might apply.
 */
export function leavesSite(location: string, origin: string): boolean {
  let layer = location;
  for (let depth = 0; depth < 5; depth += 1) {
    let url: URL;
    try {
      url = new URL(layer, origin);
    } catch {
      return true;
    }
    if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return false;
    layer = decoded;
  }
  return true;
}
