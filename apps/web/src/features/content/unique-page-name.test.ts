import { describe, expect, it } from 'vitest';
import { uniquePageNameOf } from './unique-page-name';

describe('page names in a path', () => {
  it('accept ASCII and Persian names, decoded', () => {
    expect(uniquePageNameOf('about')).toBe('about');
    expect(uniquePageNameOf('supplier-guide')).toBe('supplier-guide');
    expect(uniquePageNameOf(encodeURIComponent('درباره_ما'))).toBe('درباره_ما');
  });

  it('refuse file names, dots, slashes, spaces and broken escapes without asking the API', () => {
    for (const segment of ['favicon.ico', 'robots.txt', '..', 'a%2Fb', 'a%20b', '%E0%A4%A', '', 'x'.repeat(121)]) {
      expect(uniquePageNameOf(segment)).toBeNull();
    }
  });
});
