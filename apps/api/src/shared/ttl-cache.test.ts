import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('serves a value until it expires', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 10, () => now);
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('computes once for concurrent misses and never caches when disabled', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 42;
    };
    expect(await Promise.all([cache.through('k', compute), cache.through('k', compute)])).toEqual([42, 42]);
    expect(calls).toBe(1);
    const off = new TtlCache<number>(0, 10);
    await off.through('k', compute);
    await off.through('k', compute);
    expect(calls).toBe(3);
  });
});
