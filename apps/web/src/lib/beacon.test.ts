import { afterEach, describe, expect, it, vi } from 'vitest';
import { postBeacon } from './beacon';

afterEach(() => vi.unstubAllGlobals());

describe('postBeacon', () => {
  it('posts the count as JSON to the same-origin API with keepalive, so it outlives the page', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    postBeacon('/pagevisits/visit-count', { objectType: 'product', objectId: 44 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/pagevisits/visit-count');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({ objectType: 'product', objectId: 44 });
  });

  it('handles a network failure itself: no unhandled rejection, nothing shown', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
      expect(() => postBeacon('/searches/hits', { q: 'پمپ' })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
