import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedCacheHandlerClass } from './cache-handler';
import { createSharedCacheStore, decodeEntry, encodeEntry, type TagTimes } from './shared-cache';

// Two web instances behind one Redis: what one renders, the other serves; a tag revalidated on one
// (a supplier's new price, decision 017) is a miss on the other at once. Each "instance" has its own Redis
// connection and its own in-process tag manifest, as two processes would.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bazaar-test:web-cache:${process.pid}:${Date.now()}`;
const connections: Redis[] = [];

function instance(buildId = 'build-a') {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  connections.push(redis);
  const store = createSharedCacheStore(redis, { prefix, buildId });
  const manifest = new Map<string, TagTimes>();
  const Handler = sharedCacheHandlerClass(() => ({ store, manifest, FileSystemCache: null }));
  return new Handler({});
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

beforeAll(async () => {
  await connections[0]?.ping();
});
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await Promise.all(connections.map((c) => c.quit()));
});

describe('the shared page cache (needs Redis at TEST_REDIS_URL)', () => {
  it('serves on instance B what instance A rendered, Buffers and Maps intact', async () => {
    const a = instance();
    const b = instance();
    await a.set('/products/1/pump', page('<p>۱۲۰٬۰۰۰ ریال</p>', 'catalog,product-1'), {
      cacheControl: { revalidate: 15, expire: 3600 },
    });
    const read = await b.get('/products/1/pump', { kind: 'APP_PAGE' });
    expect(read?.value?.html).toBe('<p>۱۲۰٬۰۰۰ ریال</p>');
    expect(Buffer.isBuffer(read?.value?.rscData)).toBe(true);
    expect(String(read?.value?.rscData)).toBe('rsc:<p>۱۲۰٬۰۰۰ ریال</p>');
    expect((read?.value?.segmentData as Map<string, Buffer> | undefined)?.get('/_index')?.toString()).toBe('segment');
    expect(read?.cacheControl).toEqual({ revalidate: 15, expire: 3600 });
  });

  it('a tag revalidated on A is a miss on B; a page rendered after it is a hit again', async () => {
    const a = instance();
    const b = instance();
    await b.set('/products/2/valve', page('old price', 'catalog,product-2'), {});
    await b.set('/faq', page('faq', 'site'), {});
    expect(await b.get('/products/2/valve', { kind: 'APP_PAGE' })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag('product-2', { expire: 0 });
    expect(await b.get('/products/2/valve', { kind: 'APP_PAGE' })).toBeNull();
    expect(await a.get('/products/2/valve', { kind: 'APP_PAGE' })).toBeNull();
    // Untouched tags stay cached.
    expect((await b.get('/faq', { kind: 'APP_PAGE' }))?.value?.html).toBe('faq');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.set('/products/2/valve', page('new price', 'catalog,product-2'), {});
    expect((await a.get('/products/2/valve', { kind: 'APP_PAGE' }))?.value?.html).toBe('new price');
  });

  it('expires a fetch answer by the tags the fetch asks with', async () => {
    const a = instance();
    const b = instance();
    const answer = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'x' }, revalidate: 15 };
    await a.set('fetch-key', answer, { fetchCache: true, tags: ['catalog'] });
    expect(await b.get('fetch-key', { kind: 'FETCH', tags: ['catalog'] })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag(['catalog']);
    expect(await a.get('fetch-key', { kind: 'FETCH', tags: ['catalog'] })).toBeNull();
  });

  it("keeps builds apart: another build never reads this build's pages", async () => {
    await instance('build-a').set('/videos', page('videos', 'site'), {});
    expect(await instance('build-b').get('/videos', { kind: 'APP_PAGE' })).toBeNull();
    expect(await instance('build-a').get('/videos', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

describe('entry encoding', () => {
  it('round-trips Buffers inside Maps and leaves look-alike objects alone', () => {
    const entry = {
      lastModified: 1,
      tags: ['a'],
      value: { m: new Map([['k', Buffer.from([0, 255])]]), plain: { $buffer: 'x', other: 1 } },
    };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect([...(back.value.m.get('k') ?? [])]).toEqual([0, 255]);
    expect(back.value.plain).toEqual({ $buffer: 'x', other: 1 });
  });
});
