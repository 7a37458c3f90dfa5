import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { CATEGORY_TYPES, categoriesEndpoints } from '@bazaar/contracts/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// The generic client over the categories endpoint definitions against the real API over HTTP: both sides
// are made from the same definitions, and the answers are parsed with their 2xx schemas.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof bind<typeof categoriesEndpoints>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  api = bind(createHttpClient({ baseUrl: `${address}/api/v1`, retryDelayMs: 0 }), categoriesEndpoints);
});
afterAll(() => ctx?.close());

describe('typed categories client over HTTP', () => {
  it('makes the four start-up menu calls and gets one root per type', async () => {
    const menus = await Promise.all(CATEGORY_TYPES.map((type) => api.menu({ query: { categoryTypes: type } })));
    expect(menus.map((m) => [m.categoryType, m.level, m.isRoot])).toEqual(CATEGORY_TYPES.map((t) => [t, 1, true]));
  });

  it('follows a root to its children and back up the breadcrumb', async () => {
    const [root] = await api.topLevels();
    if (!root) throw new Error('no roots');
    const [child] = await api.children({ params: { id: root.id } });
    if (!child) throw new Error('no children');
    expect((await api.breadcrumb({ params: { id: child.id } })).map((b) => b.id)).toEqual([root.id, child.id]);
    expect(await api.active({ params: { id: child.id } })).toEqual({ id: child.id, active: true });
  });

  it('surfaces a 404 as an ApiError carrying the Persian problem', async () => {
    const error = await api.children({ params: { id: 987654 } }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('دسته‌بندی مورد نظر یافت نشد.');
  });

  it('checks the input against the same definition before anything is sent', async () => {
    // @ts-expect-error: the menu needs a category type in its query.
    await expect(api.menu()).rejects.toMatchObject({ status: 400 });
    // @ts-expect-error: a path parameter cannot be left out.
    expect(() => api.children({})).toThrow(/missing path parameter "id"/);
  });
});
