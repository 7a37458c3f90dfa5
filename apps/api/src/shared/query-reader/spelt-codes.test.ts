// Codes spelt in Persian letter names (decision 088): read as the Latin word only when a known word is spelt.
import { foldForSearch } from '@bazaar/fa/normalize';
import { describe, expect, it } from 'vitest';
import { readSpeltCodes, speltWords } from './spelt-codes.js';

const KNOWN = new Set(['hdpe', 'nyy', 'pt100', 'ck45', 'hvac', 'co2', 'unp', 'api', 'm16', 'a3', 'a4']);
const read = (text: string) => readSpeltCodes(foldForSearch(text).split(' '), (w) => KNOWN.has(w)).join(' ');

/** The same text in Persian (۰-۹), Arabic-Indic (٠-٩) and Latin digits. */
function inEveryDigitSystem(text: string): string[] {
  const persian = text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
  const arabic = text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
  return [text, persian, arabic];
}

describe('codes spelt in letter names', () => {
  it.each([
    ['لوله اچ دی پی ای', 'لوله hdpe'],
    ['کابل ان وای وای', 'کابل nyy'],
    ['اچ وی ای سی کارخانه', 'hvac کارخانه'],
    ['جوش سی او تو', 'جوش co2'],
    ['ناودانی یو ان پی 10', 'ناودانی unp 10'],
  ])('«%s» is read «%s»', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['سنسور پی تی 100', 'سنسور pt100'],
    ['میلگرد سی کا 45', 'میلگرد ck45'],
    ['استاندارد ای پی آی 610', 'استاندارد api 610'],
    ['پیچ ام 16', 'پیچ m16'],
    ['ای 3 میلگرد', 'a3 میلگرد'],
    ['میلگرد آجدار ای 3', 'میلگرد اجدار a3'],
    ['میلگرد ای 3 سایز 16', 'میلگرد a3 سایز 16'],
  ])('«%s» joins its number when the code with it is known: «%s», in every digit system', (text, expected) => {
    for (const form of inEveryDigitSystem(text)) expect(read(form), form).toBe(expected);
  });

  it('leaves the letter names of a lexicon phrase as typed («لوله پی ای» is a phrase of its own)', () => {
    const phrases = new Set(['لوله پی ای']);
    const words = foldForSearch('لوله پی ای 110').split(' ');
    expect(
      readSpeltCodes(
        words,
        (w) => w === 'pe' || KNOWN.has(w),
        (p) => phrases.has(p),
      ),
    ).toEqual(words);
  });

  it('leaves letter names that spell nothing known, one letter alone, and the adjective ending «ای» as typed', () => {
    expect(read('او کی')).toBe('او کی');
    expect(read('پمپ دی')).toBe('پمپ دی');
    expect(read('پیچ ام 20')).toBe('پیچ ام 20');
    expect(read('شیر پروانه ای 4')).toBe('شیر پروانه ای 4');
    for (const form of inEveryDigitSystem('پمپ دنده ای 3 اینچ')) expect(read(form), form).toBe('پمپ دنده ای 3 اینچ');
    expect(read('شیر پروانه ای لاگ')).toBe('شیر پروانه ای لاگ');
    expect(read('فلنج دنده ای پی ان 16')).toBe('فلنج دنده ای پی ان 16');
  });
});

describe('speltWords: every known code a run of letter names spells (decision 105)', () => {
  const known = (w: string) => ['api', 'ipe', 'hdpe'].includes(w);
  it('gives each known spelling of «ای پی آی» (A, E and I are one name once folded), and nothing for other words', () => {
    expect(speltWords(foldForSearch('ای پی آی').split(' '), known).sort()).toEqual(['api', 'ipe']);
    expect(speltWords(foldForSearch('آی پی ای').split(' '), known).sort()).toEqual(['api', 'ipe']);
    expect(speltWords(foldForSearch('پی ای').split(' '), known)).toEqual([]);
    expect(speltWords(foldForSearch('ای پی لوله').split(' '), known)).toEqual([]);
    expect(speltWords(['ای'], known)).toEqual([]);
  });
});
