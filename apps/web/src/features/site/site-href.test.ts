import { describe, expect, it } from 'vitest';
import { siteHref } from './site-href';

describe('links from editorial data', () => {
  it('keep same-site paths as they are, Persian segments included', () => {
    expect(siteHref('/contents/label/راهنمای خرید')).toEqual({ href: '/contents/label/راهنمای خرید', external: false });
  });

  it('mark http(s) addresses as external', () => {
    expect(siteHref('https://example.com/a')).toEqual({ href: 'https://example.com/a', external: true });
  });

  it('drop scripts, other schemes and protocol-relative tricks', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '',
      null,
    ]) {
      expect(siteHref(link)).toBeNull();
    }
  });
});
