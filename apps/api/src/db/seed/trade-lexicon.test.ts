// The reviewed trade lexicon (decisions 046 and 075) as data: every entry names its source, is a phrase search
// can read (at most three words), is listed once, and means a word or phrase the demo catalog writes (a
// category's or an offer's name, its English name or description) or another lexicon or synonym entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@bazaar/fa/normalize';
import { describe, expect, it } from 'vitest';
import { loadTradeLexicon, MAX_PHRASE_WORDS, SYNONYMS_FILE } from '../../modules/search/synonyms.js';
import { apiPackageRoot } from '../../shared/package-root.js';
import { CATEGORY_TREE, type CategorySeedNode } from './category-tree.js';

const lexicon = loadTradeLexicon();

function catalogText(): string {
  const texts: string[] = [];
  const walk = (node: CategorySeedNode) => {
    texts.push(node.name, node.scientificName);
    for (const child of node.children ?? []) walk(child);
  };
  for (const root of CATEGORY_TREE) walk(root as CategorySeedNode);
  const products = JSON.parse(
    readFileSync(path.join(apiPackageRoot(), 'src/db/seed/data/base-products.json'), 'utf8'),
  ) as { name: string; latinName?: string; description?: string }[];
  for (const p of products) texts.push(p.name, p.latinName ?? '', p.description ?? '');
  return ` ${texts.map(foldForSearch).join(' | ')} `;
}

describe('trade lexicon', () => {
  it('lists every term once, with its source, in at most three words', () => {
    const terms = lexicon.map((e) => foldForSearch(e.term));
    expect(terms.filter((t, i) => terms.indexOf(t) !== i)).toEqual([]);
    for (const entry of lexicon) {
      expect(entry.source.length, entry.term).toBeGreaterThan(10);
      expect(foldForSearch(entry.term).split(' ').length, entry.term).toBeLessThanOrEqual(MAX_PHRASE_WORDS);
    }
  });

  it('means what the catalog writes, or another entry of the lexicon or the synonyms', () => {
    const catalog = catalogText();
    const groups = JSON.parse(readFileSync(path.join(apiPackageRoot(), SYNONYMS_FILE), 'utf8')) as {
      groups: string[][];
    };
    const members = new Set([...groups.groups.flat(), ...lexicon.map((e) => e.term)].map(foldForSearch));
    const unknown = lexicon
      .filter(
        (e) =>
          e.source.includes('decision 075') || e.source.includes('decision 088') || e.source.includes('decision 092'),
      )
      .filter((e) => {
        const means = foldForSearch(e.means);
        return !catalog.includes(` ${means}`) && !members.has(means);
      })
      .map((e) => `${e.term} → ${e.means}`);
    expect(unknown).toEqual([]);
  });
});
