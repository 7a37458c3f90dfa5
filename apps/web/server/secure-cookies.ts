// Every cookie the site sets carries `Secure` when the visitor came over HTTPS (hardening issue, item 9):
// the session cookies the API sets through the /api rewrite, those the session proxy passes on after a
// refresh, and those server actions set or clear. Whether the visitor came over HTTPS is the web server's
// own decision (forwarding.ts: the socket, or a load balancer listed in WEB_TRUST_PROXY that says so),
// never a header a visitor sends.
import { ServerResponse } from 'node:http';
import { beforeHead } from './response-head';

/** `cookie` (one Set-Cookie value) with the Secure attribute, added when missing. */
export function withSecureAttribute(cookie: string): string {
  return /;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** Adds `Secure` to each Set-Cookie of `response`, however and by whomever it was set. */
export function secureCookies(response: ServerResponse) {
  beforeHead(response, () => {
    const cookies = response.getHeader('set-cookie');
    if (cookies === undefined) return undefined;
    const list = Array.isArray(cookies) ? cookies : [String(cookies)];
    // Node's own setHeader: Next replaces the response's with one that adds the proxy's cookies to whatever
    // is set (server/lib/patch-set-header.js), which would send each of those cookies twice.
    ServerResponse.prototype.setHeader.call(response, 'set-cookie', list.map(withSecureAttribute));
    return undefined;
  });
}
