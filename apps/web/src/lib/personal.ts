// The visitor's own parts of the public pages, asked by the browser once per page (issue 18): public
// pages are cached and the same for everyone, so login state, the header's name, the unread count and
// the favourite hearts are filled in after the page mounts, from GET /session/me
// (app/session/me/route.ts). Every component of a page shares one request.
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
  /**
   * No usable access cookie, but a refresh cookie. The page does not refresh it (a page load must never race
   * a navigation for the one-time refresh token, which would end the session): the next profile page or
   * login does, through the proxy (features/auth/session-proxy.ts). Until then the header shows no name.
   */
  refresh?: boolean;
}

export const PERSONAL_PATH = '/session/me';

let current: { key: string; answer: Promise<PersonalUser | null> } | null = null;

async function ask(): Promise<PersonalAnswer> {
  const response = await fetch(PERSONAL_PATH, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as PersonalAnswer) : { user: null };
}

/**
 * The signed-in visitor, or null. One request per page: `key` (the path) changes on client navigation,
 * so signing in or out is seen on the next page.
 */
export function loadPersonal(key: string = typeof window === 'undefined' ? '' : window.location.pathname) {
  if (current?.key !== key) {
    const answer = ask()
      .then((answer) => answer.user)
      .catch(() => null);
    current = { key, answer };
  }
  return current.answer;
}
