import { describe, expect, it, vi } from 'vitest';
import { type CanonicalSlugRoute, checkCanonicalSlug } from './canonical-slug';

const SLUG = 'صنایع-پمپ-سازی-آرین-تک';
const slugs = new Map([[1, SLUG]]);
const resolveSlug = vi.fn(async (id: number) => slugs.get(id) ?? null);
const routes: CanonicalSlugRoute[] = [
  { name: 'supplier', pattern: /^\/supplier\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d, resolveSlug },
  {
    name: 'supplier delegations',
    pattern: /^\/supplier\/(?<id>[^/]+)\/merchantDelegations\/(?<slug>[^/]+)$/d,
    resolveSlug,
  },
];

const at = (path: string) => new URL(path, 'http://127.0.0.1:3000');

describe('checkCanonicalSlug', () => {
  it('lets the canonical URL through, compared after percent-decoding', async () => {
    expect(await checkCanonicalSlug(at(`/supplier/1/${encodeURIComponent(SLUG)}`), routes)).toEqual({
      kind: 'canonical',
    });
  });

  it('redirects a wrong name to the same path with the canonical slug and keeps the query string', async () => {
    const result = await checkCanonicalSlug(at('/supplier/1/old-name?section=contact&page=2'), routes);
    expect(result.kind).toBe('redirect');
    if (result.kind !== 'redirect') return;
    expect(result.location.pathname).toBe(`/supplier/1/${encodeURIComponent(SLUG)}`);
    expect(result.location.search).toBe('?section=contact&page=2');
  });

  it('replaces only the name segment of nested routes', async () => {
    const result = await checkCanonicalSlug(at('/supplier/1/merchantDelegations/x'), routes);
    expect(result.kind === 'redirect' && result.location.pathname).toBe(
      `/supplier/1/merchantDelegations/${encodeURIComponent(SLUG)}`,
    );
  });

  it('redirects a malformed escape rather than failing', async () => {
    expect((await checkCanonicalSlug(at('/supplier/1/100%-pump'), routes)).kind).toBe('redirect');
  });

  it('leaves unknown and non-numeric ids to the page, which renders 404', async () => {
    expect(await checkCanonicalSlug(at('/supplier/999/x'), routes)).toEqual({ kind: 'unknown' });
    resolveSlug.mockClear();
    expect(await checkCanonicalSlug(at('/supplier/abc/x'), routes)).toEqual({ kind: 'unknown' });
    expect(resolveSlug).not.toHaveBeenCalled();
  });

  it('reports a failing lookup instead of throwing, so the request can go through', async () => {
    const failing: CanonicalSlugRoute = {
      name: 'supplier',
      pattern: routes[0]?.pattern ?? /$^/d,
      resolveSlug: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    expect(await checkCanonicalSlug(at('/supplier/1/x'), [failing])).toMatchObject({
      kind: 'error',
      route: 'supplier',
    });
  });

  it('ignores paths no route describes', async () => {
    expect(await checkCanonicalSlug(at('/suppliers/Product'), routes)).toEqual({ kind: 'no-match' });
  });
});
