// The forms one trade word is written in (decision 075): plural endings glued or after a ZWNJ, Arabic plurals,
// collective endings and two words typed as one, on folded text in every digit system.
import { foldForSearch } from '@bazaar/fa/normalize';
import { describe, expect, it } from 'vitest';
import { gluedSplits, otherNumber, singularForms, withoutPluralMarks } from './word-forms.js';

const tokens = (text: string) => foldForSearch(text).split(' ');

describe('withoutPluralMarks', () => {
  it.each([
    ['شیر‌های توپی ۲ اینچ', 'شیر توپی 2 اینچ'],
    ['شیر‌های توپی ٢ اینچ', 'شیر توپی 2 اینچ'],
    ['شیر‌های توپی 2 اینچ', 'شیر توپی 2 اینچ'],
    ['لوله‌ها و اتصالات', 'لوله و اتصالات'],
    ['لوله‌جات گالوانیزه', 'لوله گالوانیزه'],
    ['شیر‌آلات صنعتی', 'شیر صنعتی'],
  ])('drops the plural ending a ZWNJ left standing alone: «%s»', (typed, read) => {
    expect(withoutPluralMarks(tokens(typed)).join(' ')).toBe(read);
  });

  it('keeps a word that only looks like an ending when it stands first or after a number', () => {
    expect(withoutPluralMarks(['ها'])).toEqual(['ها']);
    expect(withoutPluralMarks(tokens('۲۰ های'))).toEqual(['20', 'های']);
  });
});

describe('singularForms and otherNumber', () => {
  it('reads glued plural and collective endings and Arabic plurals, nearest first', () => {
    expect(singularForms(foldForSearch('ولوهای'))).toEqual(['ولو']);
    expect(singularForms(foldForSearch('بلبرینگ‌ها').replace(/ /g, ''))).toEqual(['بلبرینگ']);
    expect(singularForms(foldForSearch('لوله‌جات').replace(/ /g, ''))).toEqual(['لوله']);
    expect(singularForms(foldForSearch('مخازن'))).toEqual([foldForSearch('مخزن')]);
    expect(singularForms(foldForSearch('اوراق'))).toEqual([foldForSearch('ورق')]);
  });

  it('leaves words without a plural ending, short stems and numbers alone', () => {
    expect(singularForms('پمپ')).toEqual([]);
    expect(singularForms(foldForSearch('بها'))).toEqual([]);
    expect(singularForms('20ها')).toEqual([]);
  });

  it('pairs an Arabic plural with its singular both ways', () => {
    expect(otherNumber(foldForSearch('مخزن'))).toBe(foldForSearch('مخازن'));
    expect(otherNumber(foldForSearch('مخازن'))).toBe(foldForSearch('مخزن'));
    expect(otherNumber('پمپ')).toBeNull();
  });
});

describe('gluedSplits', () => {
  const known = new Set(['شیر', 'برقی', 'پمپ', 'شناور', 'فشار', 'قوی']);
  const knows = (w: string) => known.has(w);

  it('splits two known words typed as one', () => {
    expect(gluedSplits('شیربرقی', knows)).toEqual(['شیر برقی']);
    expect(gluedSplits('پمپشناور', knows)).toEqual(['پمپ شناور']);
    expect(gluedSplits('فشارقوی', knows)).toEqual(['فشار قوی']);
  });

  it('never splits a word with digits, a short word, or into an unknown part', () => {
    expect(gluedSplits('پمپ200', knows)).toEqual([]);
    expect(gluedSplits('شیربر', knows)).toEqual([]);
    expect(gluedSplits('لباسشویی', knows)).toEqual([]);
  });
});
