import { describe, expect, it } from 'vitest';
import { MAX_RECENT, readRecentSearches, rememberSearch } from './recent-searches';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => data.delete(k),
    setItem: (k, v) => data.set(k, v),
  };
}

describe('recent searches', () => {
  it('keeps the newest first, each once, at most six', () => {
    const store = memoryStorage();
    for (let i = 0; i < 8; i += 1) rememberSearch(`q${i}`, `/search/q${i}`, store);
    rememberSearch('q3', '/search/q3', store);
    const list = readRecentSearches(store);
    expect(list.length).toBe(MAX_RECENT);
    expect(list.map((r) => r.query)).toEqual(['q3', 'q7', 'q6', 'q5', 'q4', 'q2']);
  });

  it('ignores what is not a search link and survives broken storage', () => {
    const store = memoryStorage();
    rememberSearch('x', 'https://evil.example/', store);
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem('bz.recent-searches', '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});
