import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';
import { MAX_RIALS, rialsQuerySchema, rialsSchema } from './money';

describe('rialsSchema', () => {
  it('accepts whole Rials from zero to the bound', () => {
    expect(rialsSchema.parse(0)).toBe(0);
    expect(rialsSchema.parse(12_500_000)).toBe(12_500_000);
    expect(rialsSchema.parse(MAX_RIALS)).toBe(MAX_RIALS);
    expect(Number.isSafeInteger(MAX_RIALS)).toBe(true);
  });

  it('refuses fractions, negative amounts and amounts past the bound', () => {
    for (const bad of [0.5, 1250.75, -1, MAX_RIALS + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rialsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('rialsQuerySchema', () => {
  const query = z.object({ minPrice: rialsQuerySchema.optional() });

  it('reads digits from a query string and treats a blank as absent', () => {
    expect(query.parse({ minPrice: '1000000' })).toEqual({ minPrice: 1_000_000 });
    expect(query.parse({ minPrice: '' })).toEqual({ minPrice: undefined });
  });

  it('refuses a fraction of a Rial or a negative amount', () => {
    expect(query.safeParse({ minPrice: '12.5' }).success).toBe(false);
    expect(query.safeParse({ minPrice: '-10' }).success).toBe(false);
    expect(query.safeParse({ minPrice: 'abc' }).success).toBe(false);
  });
});
