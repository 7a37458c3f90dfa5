import { describe, expect, it } from 'vitest';
import { NUMBER_INPUT_PATTERN, parseNumberInput } from './number-input';

describe('parseNumberInput', () => {
  it('reads Persian, Arabic-Indic and Latin digits with their separators', () => {
    expect(parseNumberInput('۱۲٬۵۰۰')).toBe(12500);
    expect(parseNumberInput('12,500')).toBe(12500);
    expect(parseNumberInput('٣٫٧٥')).toBe(3.75);
    expect(parseNumberInput('۲/۵')).toBe(2.5);
    expect(parseNumberInput(' 10.5 ')).toBe(10.5);
    expect(parseNumberInput('−۴۰')).toBe(-40);
  });

  it('answers null for empty or unreadable text instead of guessing', () => {
    for (const input of ['', '   ', 'abc', '12abc', '1e3', '1.2.3', '--1', undefined, null]) {
      expect(parseNumberInput(input)).toBeNull();
    }
  });

  it('has a pattern that accepts what the parser reads and refuses letters', () => {
    const pattern = new RegExp(`^(?:${NUMBER_INPUT_PATTERN})$`, 'v');
    for (const ok of ['۱۲٬۵۰۰', '12,500', '٣٫٧٥', '۲/۵', '-40', '10.5']) {
      expect(pattern.test(ok), ok).toBe(true);
      expect(parseNumberInput(ok), ok).not.toBeNull();
    }
    for (const bad of ['abc', '12abc', '1e3']) expect(pattern.test(bad), bad).toBe(false);
  });
});
