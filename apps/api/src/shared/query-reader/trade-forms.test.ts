// The trade's forms the query reader rewrites before reading values (decision 097).
import { describe, expect, it } from 'vitest';
import { phaseCountWords } from './trade-forms.js';

describe('phaseCountWords', () => {
  it.each([
    ['الکتروموتور 3 فاز', 'الکتروموتور سه فاز'],
    ['الکتروموتور ۳ فاز', 'الکتروموتور سه فاز'],
    ['الکتروموتور ٣ فاز', 'الکتروموتور سه فاز'],
    ['موتور 3فاز 7.5kw', 'موتور سه فاز 7.5kw'],
    ['موتور ۳‌فاز', 'موتور سه فاز'],
    ['اینورتر 1 فاز', 'اینورتر تک فاز'],
    ['اینورتر ۱فاز', 'اینورتر تک فاز'],
    ['اینورتر ١ فاز ۲٫۲ کیلووات', 'اینورتر تک فاز ۲٫۲ کیلووات'],
  ])('«%s» reads as «%s» in every digit system', (typed, read) => {
    expect(phaseCountWords(typed)).toBe(read);
  });

  it('leaves a number that is part of another number, another phase count and other words alone', () => {
    for (const typed of ['کابل 4x3 فازی', 'تابلو 13 فاز', '7.3 فاز', 'ترانس 2 فاز', 'سه فاز', 'موتور 3 فازور']) {
      expect(phaseCountWords(typed), typed).toBe(typed);
    }
  });
});
