// Carrying cookies the API set during a refresh over to the request being handled, so the page rendered
// for that request already sees the new tokens (the browser gets the same Set-Cookie headers).

interface CookieChange {
  name: string;
  /** null when the header deletes the cookie (Max-Age=0 or an expiry in the past). */
  value: string | null;
}

/** Name, value and deletion of one Set-Cookie header; null for a malformed one. */
export function readSetCookie(header: string, now: number = Date.now()): CookieChange | null {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!name) return null;
  const deleted = attributes.some((attribute) => {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'max-age':
        return Number(attributeValue) <= 0;
      case 'expires': {
        const expires = Date.parse(attributeValue);
        return !Number.isNaN(expires) && expires <= now;
      }
      default:
        return false;
    }
  });
  return { name, value: deleted ? null : value };
}

/** The `cookie` request header with the Set-Cookie changes applied (replaced, added or removed). */
export function applySetCookies(cookieHeader: string | null, setCookies: readonly string[], now?: number): string {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  for (const header of setCookies) {
    const change = readSetCookie(header, now);
    if (!change) continue;
    if (change.value === null) cookies.delete(change.name);
    else cookies.set(change.name, change.value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
