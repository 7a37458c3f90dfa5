import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createFileCache } from './file-cache';

const PUBLIC = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' };
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers }) as IncomingMessage;
const body = (size: number) => Buffer.alloc(size, 1);

describe('the web server’s memory of public files', () => {
  it('keeps only a whole transfer: a file cut short by the API going away is asked for again', () => {
    const cache = createFileCache({ maxBytes: 10_000, maxFileBytes: 5_000, ttlMs: 60_000 });
    expect(cache.offer('/api/v1/files/a', 200, { ...PUBLIC, 'content-length': '900' }, body(400))).toBe(false);
    expect(cache.offer('/api/v1/files/a', 200, { ...PUBLIC, 'content-length': '400' }, body(400))).toBe(true);
    expect(cache.get('/api/v1/files/a')?.body.length).toBe(400);
  });

  it('keeps nothing a visitor could not share: private, cookies, encodings, errors, large files', () => {
    const cache = createFileCache({ maxBytes: 10_000, maxFileBytes: 5_000, ttlMs: 60_000 });
    const ok = { ...PUBLIC, 'content-length': '100' };
    expect(cache.offer('/x', 200, { ...ok, 'cache-control': 'private, no-store' }, body(100))).toBe(false);
    expect(cache.offer('/x', 200, { ...ok, 'cache-control': 'public, max-age=60' }, body(100))).toBe(false);
    expect(cache.offer('/x', 200, { ...ok, 'set-cookie': 'a=b' }, body(100))).toBe(false);
    expect(cache.offer('/x', 200, { ...ok, 'content-encoding': 'gzip' }, body(100))).toBe(false);
    expect(cache.offer('/x', 404, ok, body(100))).toBe(false);
    expect(cache.offer('/x', 200, { ...PUBLIC, 'content-length': '6000' }, body(6000))).toBe(false);
    expect(cache.size.entries).toBe(0);
  });

  it('lets the least recently used file go beyond its size, and every file go after its time', () => {
    let now = 0;
    const cache = createFileCache({ maxBytes: 1_000, maxFileBytes: 1_000, ttlMs: 10_000, now: () => now });
    const offer = (key: string) => cache.offer(key, 200, { ...PUBLIC, 'content-length': '400' }, body(400));
    offer('/a');
    offer('/b');
    expect(cache.get('/a')).not.toBeNull(); // /a is now the most recently used
    offer('/c');
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')).not.toBeNull();
    now = 10_001;
    expect(cache.get('/a')).toBeNull();
  });

  it('answers only plain GETs of the files address', () => {
    const cache = createFileCache({ maxBytes: 1_000, maxFileBytes: 1_000, ttlMs: 10_000 });
    expect(cache.keyOf(get('/api/v1/files/abc'))).toBe('/api/v1/files/abc');
    expect(cache.keyOf(get('/api/v1/files/abc', { range: 'bytes=0-1' }))).toBeNull();
    expect(cache.keyOf(get('/api/v1/files/abc?download=1'))).toBeNull();
    expect(cache.keyOf(get('/api/v1/products/1'))).toBeNull();
    expect(cache.keyOf({ ...get('/api/v1/files/abc'), method: 'HEAD' } as IncomingMessage)).toBeNull();
  });
});
