import { DOMAIN_ERROR_CODES, ERROR_CODES, GENERIC_ERROR_CODES } from '@bazaar/contracts/problem';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE } from './app-error.js';

const PERSIAN_LETTERS = /[\u0600-\u06FF]/;

describe('error catalogue', () => {
  it.each(ERROR_CODES)('%s has an error status and a Persian title and detail', (code) => {
    const copy = ERROR_CATALOGUE[code];
    expect(copy.status).toBeGreaterThanOrEqual(400);
    expect(copy.status).toBeLessThan(600);
    expect(copy.title).toMatch(PERSIAN_LETTERS);
    expect(copy.detail).toMatch(PERSIAN_LETTERS);
    // Persian sentences carry Persian digits.
    expect(`${copy.title} ${copy.detail}`).not.toMatch(/[0-9]/);
  });

  it('names every domain code after its domain, distinct from the generic codes', () => {
    for (const code of DOMAIN_ERROR_CODES) {
      expect(code).toMatch(
        /^(IDENTITY|ADDRESSES|CUSTOMERS|CATALOG|SUPPLIERS|ENGAGEMENT|FILES|CONTENT|EVENTS|WALLET|MESSAGING|TRADE|PAYOUTS|TAX_SYSTEM|TRUST|COMPANIES|PAPERWORK|SEARCH)_[A-Z_]+$/,
      );
      expect(GENERIC_ERROR_CODES).not.toContain(code as never);
    }
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('gives an error its catalogue status and detail unless the thrower words it', () => {
    const plain = new AppError('ADDRESSES_LIMIT_REACHED');
    expect(plain).toMatchObject({ status: 409, detail: ERROR_CATALOGUE.ADDRESSES_LIMIT_REACHED.detail });
    expect(new AppError('IDENTITY_CODE_WRONG', { detail: 'سه بار دیگر' }).detail).toBe('سه بار دیگر');
  });
});
