import { describe, expect, it } from 'vitest';
import { readSitemap } from '../../../e2e/support/sitemap-protocol';
import { escapeXml, parseSitemapFileName, sitemapIndexXml, urlsetClose, urlsetOpen, urlXml } from './sitemap-xml';

// What a search engine accepts: the protocol checker (also used by e2e/findable.spec.ts on the live files)
// passes what the builders write and refuses what breaks the protocol.
describe('sitemap XML', () => {
  it('writes an index and a url set the protocol accepts, with & and quotes escaped', () => {
    const loc = "https://example.ir/products/1/a?x=1&y='2'";
    const index = sitemapIndexXml([{ loc, lastmod: '2026-11-26T00:00:00.000Z' }]);
    expect(index).toContain('x=1&amp;y=&apos;2&apos;');
    expect(() => readSitemap(index, 'sitemapindex')).toThrow(/normalised URL/); // quotes are %27 in a real URL
    const real = new URL(loc).href;
    expect(readSitemap(sitemapIndexXml([{ loc: real, lastmod: '2026-11-26T00:00:00.000Z' }]), 'sitemapindex')).toEqual([
      { loc: real, lastmod: '2026-11-26T00:00:00.000Z' },
    ]);
    const set = urlsetOpen + urlXml({ loc: 'https://example.ir/a?b=1&c=2' }) + urlsetClose;
    expect(readSitemap(set, 'urlset')).toEqual([{ loc: 'https://example.ir/a?b=1&c=2' }]);
  });

  it('refuses a wrong root, a missing namespace, a relative loc, an unescaped & and a non-W3C lastmod', () => {
    const set = (body: string, ns = 'http://www.sitemaps.org/schemas/sitemap/0.9') =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${ns}">${body}</urlset>`;
    expect(() => readSitemap(set('<url><loc>https://e.ir/</loc></url>'), 'sitemapindex')).toThrow(/root element/);
    expect(() => readSitemap(set('<url><loc>https://e.ir/</loc></url>', 'http://x'), 'urlset')).toThrow(/namespace/);
    expect(() => readSitemap(set('<url><loc>/products/1</loc></url>'), 'urlset')).toThrow(/loc/);
    expect(() => readSitemap(set('<url><loc>https://e.ir/?a=1&b=2</loc></url>'), 'urlset')).toThrow();
    expect(() =>
      readSitemap(set('<url><loc>https://e.ir/</loc><lastmod>26/11/2026</lastmod></url>'), 'urlset'),
    ).toThrow(/W3C/);
    expect(() => readSitemap(set('<url><loc>https://e.ir/</loc>'), 'urlset')).toThrow(/well-formed/);
  });

  it('refuses more than 50,000 addresses in one file', () => {
    const many = urlsetOpen + urlXml({ loc: 'https://e.ir/' }).repeat(50_001) + urlsetClose;
    expect(() => readSitemap(many, 'urlset')).toThrow(/50,000/);
  });

  it('names the index, the static file and numbered kind files, and nothing else', () => {
    const kinds = ['products', 'suppliers'] as const;
    expect(parseSitemapFileName('index.xml', kinds)).toEqual({ kind: 'index' });
    expect(parseSitemapFileName('static.xml', kinds)).toEqual({ kind: 'static' });
    expect(parseSitemapFileName('products-12.xml', kinds)).toEqual({ kind: 'products', number: 12 });
    for (const bad of ['products-0.xml', 'videos-1.xml', 'products-1', '../index.xml', 'products-01.xml'])
      expect(parseSitemapFileName(bad, kinds), bad).toBeNull();
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
