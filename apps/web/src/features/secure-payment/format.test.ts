import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineText, jalaliIsoDay } from './format';

const now = new Date('2026-11-27T10:00:00Z');

describe('deadlines of secure payment', () => {
  it('counts a deadline later today as one day left, and a passed one as none', () => {
    expect(daysLeft('2026-11-27T18:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-12-04T10:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-27T09:59:00Z', now)).toBe(0);
  });

  it('says the Jalali day and the days left in Persian digits', () => {
    expect(deadlineText('2026-12-04T10:00:00Z', now)).toBe('۱۳ آذر ۱۴۰۵، ۱۳:۳۰ (۷ روز مانده)');
    expect(deadlineText('2026-11-26T10:00:00Z', now)).toContain('(گذشته)');
    expect(jalaliIsoDay('2026-11-27')).toBe('۶ آذر ۱۴۰۵');
  });
});
