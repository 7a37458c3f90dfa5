// Unit tests of the in-memory suggestions (suggestion-index.ts): matching a plan as the SQL does (word
// prefixes, numbers exactly, compact spellings, every slot), the ranking rules, and popular searches.
import { describe, expect, it } from 'vitest';
import { buildPlan, type QueryPlan } from './query-plan.js';
import { PopularKeys, RowIndex } from './suggestion-index.js';
import { Synonyms } from './synonyms.js';

const synonyms = new Synonyms([['پمپ', 'pump', 'تلمبه']]);
const plan = (q: string) => buildPlan(q, { synonyms, vocabulary: null }) as QueryPlan;

/** A row as the database gives it: lexemes of the title (weight A) and of the rest (B). */
function row(id: number, title: string, rest = '') {
  const titleWords = title.split(' ');
  const words = new Map<string, boolean>();
  for (const w of titleWords) words.set(w, true);
  for (const w of rest.split(' ').filter(Boolean)) words.set(w, words.get(w) ?? false);
  return { id, title, words: [...words], compact: titleWords.join('') };
}

const index = new RowIndex([
  row(1, 'شیر پروانه ای'),
  row(2, 'پمپ سانتریفیوژ یک طبقه'),
  row(3, 'دستورالعمل نصب پمپ سانتریفیوژ'),
  row(4, 'الکتروموتور سه فاز', 'موتور برقی'),
  row(5, 'پمپ کف کش شناور'),
  row(6, 'کنترلر mj 560'),
  row(7, 'لوله 560 میلی'),
  row(8, 'تلمبه دستی'),
]);
const ids = (q: string, limit = 10) => index.search(plan(q), limit).items.map((r) => r.id);

describe('RowIndex.search', () => {
  it('matches the beginning of a word while it is typed, and every word typed', () => {
    expect(ids('سانتری')).toEqual([2, 3]);
    expect(ids('پمپ شنا')).toEqual([5]);
    expect(ids('ژژژژ')).toEqual([]);
  });

  it('ranks the title beginning with the words and the exact phrase first', () => {
    expect(ids('پمپ سانتریفیوژ')[0]).toBe(2);
  });

  it('finds synonyms, and puts the typed word in the title above a synonym', () => {
    expect(ids('پمپ')).toEqual([2, 5, 3, 8]);
  });

  it('finds joined spellings through the compact title, and numbers only whole', () => {
    expect(ids('کفکش')).toEqual([5]);
    expect(ids('MJ-560')).toEqual([6]);
    expect(ids('mj560')).toEqual([6]);
    expect(ids('56')).toEqual([]);
  });

  it('matches words outside the title below title words', () => {
    expect(ids('موتور')).toEqual([4]);
    const titled = new RowIndex([row(1, 'قطعه موتور', ''), row(2, 'قطعه دیگر', 'موتور')]);
    expect(titled.search(plan('موتور'), 10).items.map((r) => r.id)).toEqual([1, 2]);
  });

  it('counts every match, gives at most the limit, and lets a kind add points or leave rows out', () => {
    const result = index.search(plan('پمپ'), 2);
    expect(result.total).toBe(4);
    expect(result.items.map((r) => r.id)).toEqual([2, 5]);
    const boosted = index.search(plan('پمپ'), 10, (r) => (r.id === 8 ? 100 : r.id === 2 ? null : 0));
    expect(boosted.items.map((r) => r.id)).toEqual([8, 5, 3]);
  });
});

describe('PopularKeys', () => {
  it('suggests keys searched often enough, most searched first, and takes new counts', () => {
    const popular = new PopularKeys(
      [
        { key: 'شیر پروانه ای', hits: 5 },
        { key: 'شیر فلکه', hits: 9 },
        { key: 'شیر', hits: 2 },
        { key: 'پمپ', hits: 4 },
      ],
      3,
    );
    expect(popular.startingWith('شیر', 10).map((k) => k.key)).toEqual(['شیر فلکه', 'شیر پروانه ای']);
    popular.set('شیر', 3);
    popular.set('شیر یکطرفه', 2);
    expect(popular.startingWith('شی', 2).map((k) => k.key)).toEqual(['شیر فلکه', 'شیر پروانه ای']);
    expect(popular.startingWith('شیر', 10).map((k) => k.key)).toEqual(['شیر فلکه', 'شیر پروانه ای', 'شیر']);
  });
});
