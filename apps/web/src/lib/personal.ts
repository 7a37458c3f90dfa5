// The visitor's own parts of the public pages, asked by the browser once per page (issue 18): public
// pages are cached and the same for everyone, so login state, the header's name, the unread count and
// the favourite hearts are filled in after the page mounts, from GET /session/me
// (app/session/me/route.ts). Every component of a page shares one request.
import { browserIdentityApi } from './browser-api';

export interface PersonalUser {
  /** Display name, null when the person has not given one. */
  name: string | null;
  /** Mobile number as stored (09…). */
  phone: string;
  /** Unread messages. */
  unread: number;
}

export interface PersonalAnswer {
  user: PersonalUser | null;
  /** No usable access cookie, but a refresh cookie: refresh and ask again. */
  refresh?: boolean;
}

export const PERSONAL_PATH = '/session/me';

let current: { key: string; answer: Promise<PersonalUser | null> } | null = null;

async function ask(): Promise<PersonalAnswer> {
  const response = await fetch(PERSONAL_PATH, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as PersonalAnswer) : { user: null };
}

async function askWithRefresh(): Promise<PersonalUser | null> {
  const first = await ask();
  if (first.user || !first.refresh) return first.user;
  // The browser client refreshes the cookies on a 401 and retries (browser-api.ts).
  try {
    await browserIdentityApi.me();
  } catch {
    return null;
  }
  return (await ask()).user;
}

/**
 * The signed-in visitor, or null. One request per page: `key` (the path) changes on client navigation,
 * so signing in or out is seen on the next page.
 */
export function loadPersonal(key: string = typeof window === 'undefined' ? '' : window.location.pathname) {
  if (current?.key !== key) {
    const answer = askWithRefresh().catch(() => null);
    current = { key, answer };
  }
  return current.answer;
}
