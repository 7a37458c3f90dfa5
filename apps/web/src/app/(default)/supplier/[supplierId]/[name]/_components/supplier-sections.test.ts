import { describe, expect, it } from 'vitest';
import { parseSection } from './supplier-sections';

describe('parseSection', () => {
  it('opens the section named in the URL', () => {
    expect(parseSection('delegations')).toBe('delegations');
    expect(parseSection(['contact', 'about'])).toBe('contact');
  });

  it('opens "about" for a missing or unknown section', () => {
    expect(parseSection(undefined)).toBe('about');
    expect(parseSection('reviews')).toBe('about');
  });
});
