import { describe, expect, it } from 'vitest';
import { comingSoonSection } from './coming-soon-sections';

describe('comingSoonSection', () => {
  it("recognises the spec's profile routes that belong to later issues", () => {
    expect(comingSoonSection(['directorder', 'edit', '12'])?.key).toBe('direct-orders');
    expect(comingSoonSection(['directOrderReport', '12'])?.key).toBe('direct-orders');
  });

  it('leaves anything else to the 404 screen', () => {
    expect(comingSoonSection(['directorder', 'extra'])).toBeNull();
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
