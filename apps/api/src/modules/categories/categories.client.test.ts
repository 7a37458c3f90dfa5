import { isApiError } from '@bazaar/api-client/api-error';
import { createCategoriesApi } from '@bazaar/api-client/categories';
import { createHttpClient } from '@bazaar/api-client/http';
import { CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

// The web's typed client against the real API over HTTP: both sides must agree on the contract.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof createCategoriesApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  api = createCategoriesApi(createHttpClient({ baseUrl: `${address}/api/v1`, retryDelayMs: 0 }));
});
afterAll(() => ctx?.close());

describe('typed categories client over HTTP', () => {
  it('makes the four start-up menu calls and gets one root per type', async () => {
    const menus = await Promise.all(CATEGORY_TYPES.map((type) => api.menu(type)));
    expect(menus.map((m) => [m.categoryType, m.level, m.isRoot])).toEqual(CATEGORY_TYPES.map((t) => [t, 1, true]));
  });

  it('follows a root to its children and back up the breadcrumb', async () => {
    const [root] = await api.topLevels();
    if (!root) throw new Error('no roots');
    const [child] = await api.children(root.id);
    if (!child) throw new Error('no children');
    expect((await api.breadcrumb(child.id)).map((b) => b.id)).toEqual([root.id, child.id]);
    expect(await api.active(child.id)).toEqual({ id: child.id, active: true });
  });

  it('surfaces a 404 as an ApiError carrying the Persian problem', async () => {
    const error = await api.children(987654).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('دسته‌بندی مورد نظر یافت نشد.');
  });
});
