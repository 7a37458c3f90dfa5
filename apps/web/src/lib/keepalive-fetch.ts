// Every write a page sends through fetch (the API client's calls and the counts of lib/beacon.ts) goes
// through here: no zod, so a beacon on a page's first load pulls in nothing else.

/**
 * Browsers refuse a keepalive request once the bodies of all of a page's keepalive requests in flight would
 * pass 64 KB (and `sendBeacon` shares that allowance). Ours stay within half of it, counted here for every
 * keepalive request the page sends.
 */
const KEEPALIVE_BUDGET = 32 * 1024;
let keepaliveBytesInFlight = 0;

/** Bytes of a write's body if it may go with keepalive; null for reads, uploads and large bodies. */
function keepaliveSize(init: RequestInit | undefined): number | null {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  const body = init?.body;
  if (body == null) return 0;
  const text = typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : null;
  // A string's length never exceeds its UTF-8 size, so a long one is refused before it is encoded.
  if (text === null || text.length > KEEPALIVE_BUDGET) return null;
  return new TextEncoder().encode(text).length;
}

/**
 * One attempt. A small write (a like, a favourite, a note) goes with `keepalive`, so leaving or reloading the
 * page right after the click does not cancel it; uploads, large bodies and writes past the allowance go without.
 */
export const sendOnce: typeof fetch = async (input, init) => {
  const size = keepaliveSize(init);
  if (size === null || keepaliveBytesInFlight + size > KEEPALIVE_BUDGET) return fetch(input, init);
  keepaliveBytesInFlight += size;
  try {
    return await fetch(input, { ...init, keepalive: true });
  } finally {
    keepaliveBytesInFlight -= size;
  }
};
