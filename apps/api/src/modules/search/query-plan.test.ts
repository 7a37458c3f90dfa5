// Unit tests of the engine-independent parts: one-edit distance, the speller, synonyms and the query plan.
import { describe, expect, it } from 'vitest';
import { buildPlan, titleParts } from './query-plan.js';
import { Vocabulary, withinOneEdit } from './spelling.js';
import { Synonyms } from './synonyms.js';

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or swap of neighbours, and nothing more', () => {
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیوز')).toBe(true); // substitution
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفوژ')).toBe(true); // deletion
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفییوژ')).toBe(true); // insertion
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیژو')).toBe(true); // swap
    expect(withinOneEdit('سانتریفیوژ', 'سانتریفیز')).toBe(false); // two edits
    expect(withinOneEdit('abcde', 'badce')).toBe(false); // two swaps
  });
});

describe('Vocabulary.correct', () => {
  const vocabulary = new Vocabulary([
    { word: 'سانتریفیوژ', docs: 40 },
    { word: 'گیربکس', docs: 30 },
    { word: 'گیربکسها', docs: 1 },
    { word: 'پمپ', docs: 100 },
    { word: 'کمپرسور', docs: 12 },
    { word: 'کمپوسور', docs: 1 },
  ]);

  it('corrects a word of five letters or more one typo away, to the most common neighbour', () => {
    expect(vocabulary.correct('سانتریفیوز')).toBe('سانتریفیوژ');
    expect(vocabulary.correct('کمپرسر')).toBe('کمپرسور');
    expect(vocabulary.correct('کمپسور')).toBe('کمپرسور'); // two neighbours: the common one wins
  });

  it('leaves known words, beginnings of known words, short words and model numbers alone', () => {
    expect(vocabulary.correct('گیربکس')).toBeNull();
    expect(vocabulary.correct('سانتری')).toBeNull();
    expect(vocabulary.correct('پمت')).toBeNull();
    expect(vocabulary.correct('mj5600')).toBeNull();
    expect(vocabulary.correct('ژژژژژژ')).toBeNull();
  });
});

describe('buildPlan', () => {
  const synonyms = new Synonyms([
    ['پمپ', 'pump'],
    ['الکتروموتور', 'موتور برقی', 'electric motor'],
  ]);
  const vocabulary = new Vocabulary([{ word: 'سانتریفیوژ', docs: 5 }]);

  it('folds the query, reads model numbers joined or apart, and expands synonyms and phrases', () => {
    const plan = buildPlan('پمپ  MJ-560 موتور برقي', { synonyms, vocabulary });
    expect(plan?.folded).toBe('پمپ mj 560 موتور برقی');
    expect(plan?.slots.map((s) => s.alts)).toEqual([
      ['پمپ', 'pump'],
      ['mj 560', 'mj560'],
      ['موتور برقی', 'الکتروموتور', 'electric motor'],
    ]);
    expect(plan?.models).toEqual(['mj560']);
    expect(plan?.corrected).toBeNull();
  });

  it('searches a misspelt word together with its correction and reports the corrected query', () => {
    const plan = buildPlan('پمپ سانتریفیوز', { synonyms, vocabulary });
    expect(plan?.slots[1]?.alts).toEqual(['سانتریفیوز', 'سانتریفیوژ']);
    expect(plan?.corrected).toBe('پمپ سانتریفیوژ');
  });

  it('gives no plan for text without letters or digits', () => {
    expect(buildPlan(' ؟!، ', { synonyms, vocabulary })).toBeNull();
  });
});

describe('titleParts', () => {
  it('marks the words that begin with a searched word and keeps the title intact', () => {
    const parts = titleParts('پمپ سانتریفیوژ یک‌طبقه مدل MJ-560', ['پمپ', 'سانتریفیوژ', 'mj560']);
    expect(parts.map((p) => p.text).join('')).toBe('پمپ سانتریفیوژ یک‌طبقه مدل MJ-560');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['پمپ', 'سانتریفیوژ', 'MJ-560']);
  });
});

describe('buildPlan: words the catalog writes joined (issue 35, decision 046)', () => {
  const vocabulary = new Vocabulary([
    { word: 'برش', docs: 20 },
    { word: 'واترجت', docs: 3 },
    { word: 'پمپ', docs: 100 },
    { word: 'شناور', docs: 10 },
  ]);
  const deps = { synonyms: new Synonyms([]), vocabulary };

  it('reads two typed words the catalog knows as one word as one slot, joined or apart', () => {
    const plan = buildPlan('برش واتر جت', deps);
    expect(plan?.slots.map((s) => s.alts)).toEqual([['برش'], ['واترجت', 'واتر جت']]);
    expect(plan?.corrected).toBeNull();
  });

  it('keeps two known words that the catalog never joins as two slots, and the words as typed with asTyped', () => {
    expect(buildPlan('پمپ شناور', deps)?.slots.map((s) => s.alts)).toEqual([['پمپ'], ['شناور']]);
    expect(buildPlan('واتر جت', { ...deps, asTyped: true })?.slots.map((s) => s.alts)).toEqual([['واتر'], ['جت']]);
  });

  it('never corrects a «…کاری» form of a known word («برشکاری» of «برش») into another word', () => {
    const speller = new Vocabulary([
      { word: 'برش', docs: 20 },
      { word: 'برشکاوی', docs: 9 },
    ]);
    expect(speller.knowsStem('برشکاری')).toBe(true);
    expect(speller.correct('برشکاری')).toBeNull();
  });

  it('looks for a suffixed form the catalog does not hold by its known stem too, as typed first', () => {
    const speller = new Vocabulary([
      { word: 'برش', docs: 20 },
      { word: 'لیزر', docs: 5 },
    ]);
    const plan = buildPlan('برشکاری لیزری', { synonyms: new Synonyms([]), vocabulary: speller });
    expect(plan?.slots.map((s) => s.alts)).toEqual([
      ['برشکاری', 'برش'],
      ['لیزری', 'لیزر'],
    ]);
    expect(plan?.slots.map((s) => s.primary)).toEqual([['برشکاری'], ['لیزری']]);
    expect(plan?.corrected).toBeNull();
    expect(
      buildPlan('لیزری', { synonyms: new Synonyms([]), vocabulary: speller, asTyped: true })?.slots[0]?.alts,
    ).toEqual(['لیزری']);
  });
});
