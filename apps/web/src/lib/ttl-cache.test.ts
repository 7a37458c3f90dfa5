import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTtlCache', () => {
  it('loads once and serves the value until it expires', async () => {
    const time = clock();
    const cache = createTtlCache<number, string>({ ttlMs: 1000, maxEntries: 10, now: time.now });
    const load = vi.fn(async (id: number) => `slug-${id}`);

    expect(await cache.get(1, load)).toBe('slug-1');
    time.advance(999);
    expect(await cache.get(1, load)).toBe('slug-1');
    expect(load).toHaveBeenCalledTimes(1);

    time.advance(1);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one pending load between concurrent callers', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async (id: number) => id * 2);
    expect(await Promise.all([cache.get(4, load), cache.get(4, load)])).toEqual([8, 8]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = createTtlCache<number, string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get(1, () => Promise.reject(new Error('API down')))).rejects.toThrow('API down');
    expect(cache.size).toBe(0);
    expect(await cache.get(1, async () => 'back')).toBe('back');
  });

  it('drops the oldest entries beyond its bound', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000, maxEntries: 2 });
    const load = vi.fn(async (id: number) => id);
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(cache.size).toBe(2);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
