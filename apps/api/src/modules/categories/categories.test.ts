import { CATEGORY_TYPES, type Category, type CategoryMenuNode } from '@bazaar/contracts/categories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { categories } from '../../db/schema/categories.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });

function expectProblem(response: Awaited<ReturnType<typeof get>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ status, code, type: expect.any(String), title: expect.any(String) });
  expect(body.detail).toMatch(/[\u0600-\u06FF]/); // Persian copy
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/); // never a stack trace
  return body;
}

async function roots(): Promise<Category[]> {
  return (await get('/categories/top-levels')).json();
}

function flatten(node: CategoryMenuNode): CategoryMenuNode[] {
  return [node, ...node.subcategories.flatMap(flatten)];
}

describe('GET /categories/top-levels', () => {
  it('answers the four root types at level 1', async () => {
    const list = await roots();
    expect(list.map((c) => c.categoryType)).toEqual([...CATEGORY_TYPES]);
    for (const root of list) {
      expect(root).toMatchObject({ level: 1, isRoot: true, parentId: null, active: true });
      expect(root.childCount).toBeGreaterThan(0);
    }
  });
});

describe('GET /categories/menu', () => {
  it.each(CATEGORY_TYPES)('answers the %s root entry with its subcategories three levels deep', async (type) => {
    const response = await get(`/categories/menu?categoryTypes=${type}`);
    expect(response.statusCode).toBe(200);
    const root: CategoryMenuNode = response.json();
    expect(root).toMatchObject({ categoryType: type, isRoot: true, level: 1 });
    expect(Object.keys(root).sort()).toEqual(
      ['categoryType', 'icon', 'id', 'isRoot', 'level', 'name', 'scientificName', 'slug', 'subcategories'].sort(),
    );
    expect(root.subcategories.length).toBeGreaterThan(0);
    const all = flatten(root);
    expect(Math.max(...all.map((n) => n.level))).toBeGreaterThanOrEqual(3);
    for (const node of all) {
      expect(node.categoryType).toBe(type);
      for (const child of node.subcategories) expect(child.level).toBe(node.level + 1);
    }
  });

  it('holds at least 60 subcategories across the four types, with Persian names', async () => {
    const menus = await Promise.all(CATEGORY_TYPES.map((t) => get(`/categories/menu?categoryTypes=${t}`)));
    const nodes = menus.flatMap((m) => flatten(m.json()));
    expect(nodes.filter((n) => !n.isRoot).length).toBeGreaterThanOrEqual(60);
    for (const node of nodes) expect(node.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('rejects a missing or unknown category type with field errors', async () => {
    const missing = expectProblem(await get('/categories/menu'), 400, 'VALIDATION_FAILED');
    expect(missing.errors).toEqual([
      { field: 'query.categoryTypes', code: 'required', message: 'این فیلد الزامی است' },
    ]);
    const unknown = expectProblem(await get('/categories/menu?categoryTypes=Food'), 400, 'VALIDATION_FAILED');
    expect(unknown.errors[0]).toMatchObject({ field: 'query.categoryTypes', code: 'oneOf' });
  });
});

describe('GET /categories/{id}/children', () => {
  it('lists the active children of a root in display order', async () => {
    const [product] = (await roots()).filter((r) => r.categoryType === 'Product');
    const response = await get(`/categories/${product?.id}/children`);
    expect(response.statusCode).toBe(200);
    const children: Category[] = response.json();
    expect(children).toHaveLength(product?.childCount ?? -1);
    expect(children.every((c) => c.parentId === product?.id && c.level === 2)).toBe(true);
    const orders = children.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const bad = expectProblem(await get('/categories/abc/children'), 400, 'VALIDATION_FAILED');
    expect(bad.errors[0]).toMatchObject({ field: 'params.id', code: 'number', message: 'فقط عدد وارد کنید' });
    expectProblem(await get('/categories/2.5/children'), 400, 'VALIDATION_FAILED');
    expectProblem(await get('/categories/999999/children'), 404, 'NOT_FOUND');
  });
});

describe('GET /categories/{id}/breadcrumb', () => {
  it('walks from the root down to a third-level category', async () => {
    const menu: CategoryMenuNode = (await get('/categories/menu?categoryTypes=Product')).json();
    const level2 = menu.subcategories.find((n) => n.subcategories.length > 0);
    const level3 = level2?.subcategories[0];
    const response = await get(`/categories/${level3?.id}/breadcrumb`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((b: { id: number }) => b.id)).toEqual([menu.id, level2?.id, level3?.id]);
    expect(response.json()[0]).toMatchObject({ level: 1, name: menu.name, slug: menu.slug });
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expectProblem(await get('/categories/x1/breadcrumb'), 400, 'VALIDATION_FAILED');
    expectProblem(await get('/categories/0/breadcrumb'), 400, 'VALIDATION_FAILED');
    expectProblem(await get('/categories/424242/breadcrumb'), 404, 'NOT_FOUND');
  });
});

describe('GET /categories/{id}/active', () => {
  it('reports a category inactive when an ancestor is deactivated, and hides it from menus', async () => {
    const menu: CategoryMenuNode = (await get('/categories/menu?categoryTypes=IndustrialService')).json();
    const group = menu.subcategories.find((n) => n.subcategories.length > 0);
    const leaf = group?.subcategories[0];
    if (!group || !leaf) throw new Error('demo tree lacks depth');
    expect((await get(`/categories/${leaf.id}/active`)).json()).toEqual({ id: leaf.id, active: true });

    await ctx.db.update(categories).set({ active: false }).where(eq(categories.id, group.id));
    try {
      expect((await get(`/categories/${leaf.id}/active`)).json()).toEqual({ id: leaf.id, active: false });
      expectProblem(await get(`/categories/${leaf.id}/breadcrumb`), 404, 'NOT_FOUND');
      expectProblem(await get(`/categories/${group.id}/children`), 404, 'NOT_FOUND');
      const after: CategoryMenuNode = (await get('/categories/menu?categoryTypes=IndustrialService')).json();
      expect(flatten(after).map((n) => n.id)).not.toContain(leaf.id);
    } finally {
      await ctx.db.update(categories).set({ active: true }).where(eq(categories.id, group.id));
    }
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expectProblem(await get('/categories/abc/active'), 400, 'VALIDATION_FAILED');
    expectProblem(await get('/categories/31337/active'), 404, 'NOT_FOUND');
  });
});

describe('GET /categories', () => {
  it('answers the categories named by an array-style query, in tree order', async () => {
    const [first, second] = await roots();
    const answer = await get(`/categories?ids[]=${first?.id}&ids[]=${second?.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items.map((c: Category) => c.id)).toEqual([first?.id, second?.id]);
    expect(answer.json().total).toBe(2);
  });

  it('filters by type, parent and level, and finds a name typed with Arabic ي and ك', async () => {
    const [root] = await roots();
    const children = (await get(`/categories/${root?.id}/children`)).json() as Category[];
    const listed = (await get(`/categories?parentId=${root?.id}&pageSize=100`)).json();
    expect(listed.items.map((c: Category) => c.id).sort()).toEqual(children.map((c) => c.id).sort());
    const level2 = (await get(`/categories?categoryType=${root?.categoryType}&level=2&pageSize=100`)).json();
    expect(level2.items.every((c: Category) => c.level === 2 && c.categoryType === root?.categoryType)).toBe(true);
    const named = children.find((c) => /[یک]/.test(c.name));
    if (named) {
      const word = named.name.split(/\s|\u200c/).find((w) => /[یک]/.test(w)) ?? named.name;
      const arabic = word.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
      const found = (await get(`/categories?q=${encodeURIComponent(arabic)}&pageSize=100`)).json();
      expect(found.items.map((c: Category) => c.id)).toContain(named.id);
    }
  });

  it('refuses more ids than the spec allows and a malformed level, with field errors', async () => {
    const many = Array.from({ length: 22 }, (_, i) => `ids[]=${i + 1}`).join('&');
    expectProblem(await get(`/categories?${many}`), 400, 'VALIDATION_FAILED');
    expectProblem(await get('/categories?level=x'), 400, 'VALIDATION_FAILED');
  });
});
