import { describe, expect, it } from 'vitest';
import { wordsAsTyped } from './typed-words';

describe('wordsAsTyped', () => {
  it('shows a left-out word as the visitor wrote it, not in the engine’s folded form', () => {
    expect(wordsAsTyped(['اب'], 'پمپ آب زیرزمینی')).toEqual(['آب']);
    expect(wordsAsTyped(['ub 845'], 'الکتروموتور UB-845')).toEqual(['UB-845']);
    expect(wordsAsTyped(['کیلووات'], 'الکتروموتور ۲۵۰ كيلووات')).toEqual(['كيلووات']);
    expect(wordsAsTyped(['عقربه'], 'فشارسنج عقربه‌ای')).toEqual(['عقربه‌ای']);
  });

  it('keeps the engine’s word when the query holds none that folds to it', () => {
    expect(wordsAsTyped(['پمپ'], 'تلمبه آب')).toEqual(['پمپ']);
    expect(wordsAsTyped([], 'پمپ')).toEqual([]);
  });
});
