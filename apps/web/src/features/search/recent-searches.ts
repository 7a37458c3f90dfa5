// This browser's recent searches for the header box (issue 15): kept in localStorage only, never sent to
// the API; the newest first, at most MAX_RECENT, the same search once.
const STORAGE_KEY = 'bz.recent-searches';
export const MAX_RECENT = 6;

export interface RecentSearch {
  query: string;
  href: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

export function readRecentSearches(store: Storage | null = storage()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (r): r is RecentSearch =>
          typeof r === 'object' &&
          r !== null &&
          typeof r.query === 'string' &&
          typeof r.href === 'string' &&
          r.href.startsWith('/search/'),
      )
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** Adds a search (only links to /search/… are kept) and answers the new list. */
export function rememberSearch(query: string, href: string, store: Storage | null = storage()): RecentSearch[] {
  const list = readRecentSearches(store);
  if (!href.startsWith('/search/')) return list;
  const next = [{ query, href }, ...list.filter((r) => r.query !== query)].slice(0, MAX_RECENT);
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // full or blocked storage: the list just is not remembered
  }
  return next;
}
