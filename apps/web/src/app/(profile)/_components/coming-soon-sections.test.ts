import { describe, expect, it } from 'vitest';
import { comingSoonSection } from './coming-soon-sections';

describe('comingSoonSection', () => {
  it("recognises the spec's profile routes that belong to later issues", () => {
    expect(comingSoonSection(['messages'])?.key).toBe('messages');
  });

  it('leaves anything else to the 404 screen', () => {
    expect(comingSoonSection(['directorder', 'extra'])).toBeNull();
    // Direct orders have their own pages now (issue 12).
    expect(comingSoonSection(['directorder', 'edit', '12'])).toBeNull();
    expect(comingSoonSection(['directOrderReport', '12'])).toBeNull();
    expect(comingSoonSection(['wallet'])).toBeNull();
    expect(comingSoonSection(['notes'])).toBeNull();
    // Built sections have their own pages and are never "coming".
    expect(comingSoonSection(['favorites'])).toBeNull();
    expect(comingSoonSection(['notes', 'all'])).toBeNull();
    expect(comingSoonSection(['last-visits', 'product'])).toBeNull();
    expect(comingSoonSection(['unknown'])).toBeNull();
    expect(comingSoonSection(['address'])).toBeNull();
  });
});
