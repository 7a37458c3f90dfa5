import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination, PastLastPage } from './pagination';

const hrefFor = (page: number) => `/list?page=${page}`;
const linkedPages = (html: string) => [...html.matchAll(/href="\/list\?page=(\d+)"/g)].map((m) => Number(m[1]));

describe('Pagination', () => {
  it('never links past the last page, from any page', () => {
    for (let page = 1; page <= 8; page++) {
      const html = renderToStaticMarkup(createElement(Pagination, { page, totalPages: 5, hrefFor }));
      expect(Math.max(...linkedPages(html))).toBeLessThanOrEqual(5);
    }
  });

  it('from a page past the end, steps back to the last page', () => {
    const html = renderToStaticMarkup(createElement(Pagination, { page: 9, totalPages: 5, hrefFor }));
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/list\?page=5"/);
  });

  it('says a page past the end does not exist and links to the last page', () => {
    const html = renderToStaticMarkup(createElement(PastLastPage, { page: 9, lastPage: 5, href: hrefFor(5) }));
    expect(html).toContain('صفحهٔ ۹');
    expect(html).toContain('href="/list?page=5"');
    expect(html).toContain('آخرین صفحه (۵)');
  });
});
