import { readFileSync } from 'node:fs';
import { VERIFICATION_EXPLANATIONS, VERIFICATION_LEVELS } from '@bazaar/contracts/verification-levels';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');

describe('the verification badge of a list (issue 34)', () => {
  it('shows on hover the same explanation of each level that the contract (and the help entry) gives', () => {
    for (const level of VERIFICATION_LEVELS) {
      const rule = css.match(new RegExp(`\\.badge-${level}\\.tip::after \\{\\s*content: "([^"]*)";`));
      expect(rule?.[1], level).toBe(VERIFICATION_EXPLANATIONS[level]);
    }
  });
});
