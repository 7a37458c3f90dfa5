import { describe, expect, it } from 'vitest';
import { comingSoonSection } from './coming-soon-sections';

describe('comingSoonSection', () => {
  it('calls no built section «coming soon», and leaves unknown addresses to the 404 screen', () => {
    expect(comingSoonSection(['directorder', 'extra'])).toBeNull();
    // Direct orders have their own pages now (issue 12).
    expect(comingSoonSection(['directorder', 'edit', '12'])).toBeNull();
    expect(comingSoonSection(['directOrderReport', '12'])).toBeNull();
    expect(comingSoonSection(['wallet'])).toBeNull();
    expect(comingSoonSection(['notes'])).toBeNull();
    // Built sections have their own pages and are never "coming".
    expect(comingSoonSection(['favorites'])).toBeNull();
    expect(comingSoonSection(['messages'])).toBeNull();
    expect(comingSoonSection(['notes', 'all'])).toBeNull();
    expect(comingSoonSection(['last-visits', 'product'])).toBeNull();
    expect(comingSoonSection(['unknown'])).toBeNull();
    expect(comingSoonSection(['address'])).toBeNull();
  });
});
