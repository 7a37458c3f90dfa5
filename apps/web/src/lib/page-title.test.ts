import { describe, expect, it } from 'vitest';
import { titleFromPath } from './page-title';

describe('titleFromPath', () => {
  it('uses the last segment with dashes turned into spaces', () => {
    expect(titleFromPath('/page/about-us')).toBe('about us');
  });

  it('decodes percent-encoded Persian segments', () => {
    expect(titleFromPath(`/page/${encodeURIComponent('درباره-ما')}`)).toBe('درباره ما');
  });

  it('ignores a trailing slash, the query string and the hash', () => {
    expect(titleFromPath('/help/how-to-buy/?ref=x#top')).toBe('how to buy');
  });

  it('gives an empty title for the root so the site default applies', () => {
    expect(titleFromPath('/')).toBe('');
  });

  it('survives a malformed escape', () => {
    expect(titleFromPath('/page/100%-steel')).toBe('100% steel');
  });
});
