// The relevance test set (relevance-set.json): every query must bring the expected title into the first
// three results of its kind, over the demo data, on PGlite and on PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchResult } from '@bazaar/contracts/search';
import { foldForSearch } from '@bazaar/fa/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

interface Case {
  q: string;
  kind: 'product' | 'category' | 'supplier' | 'article';
  expect: string;
  why: string;
}

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'relevance-set.json');
const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: Case[] };

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
}, 300_000);
afterAll(async () => ctx?.close());

function topTitles(result: SearchResult, kind: Case['kind']): string[] {
  const section =
    kind === 'product'
      ? result.products
      : kind === 'category'
        ? result.categories
        : kind === 'supplier'
          ? result.suppliers
          : result.articles;
  return section.items.slice(0, 3).map((item) => item.title);
}

describe('relevance test set', () => {
  it('holds at least 40 Persian queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
  });

  it.each(queries.map((c) => [c.q, c] as const))('«%s» brings the expected result into the top 3', async (_q, c) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/searches?q=${encodeURIComponent(c.q)}&pageSize=3`,
    });
    expect(response.statusCode).toBe(200);
    const titles = topTitles(response.json() as SearchResult, c.kind);
    const wanted = foldForSearch(c.expect);
    expect(
      titles.some((t) => foldForSearch(t).includes(wanted)),
      `«${c.q}» (${c.why}): expected «${c.expect}» among ${JSON.stringify(titles)}`,
    ).toBe(true);
  });
});
