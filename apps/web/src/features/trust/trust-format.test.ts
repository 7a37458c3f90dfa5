import { describe, expect, it } from 'vitest';
import { casesText, figureValue, starsText } from './trust-format';

describe('measured figures in Persian', () => {
  it('shows shares, durations and stars with Persian digits, and says when there are too few cases', () => {
    expect(figureValue({ value: 0.75, cases: 4 }, 'share')).toBe('۷۵٪');
    expect(figureValue({ value: 30, cases: 3 }, 'minutes')).toBe('۳۰ دقیقه');
    expect(figureValue({ value: 300, cases: 3 }, 'minutes')).toBe('۵ ساعت');
    expect(figureValue({ value: 4320, cases: 3 }, 'minutes')).toBe('۳ روز');
    expect(figureValue({ value: null, cases: 2 }, 'share')).toBe('اطلاعات کافی نیست');
    expect(casesText(12)).toBe('از ۱۲ مورد');
    expect(starsText(4.5)).toBe('۴.۵ از ۵');
  });
});
