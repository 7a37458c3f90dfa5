// Category rules: what counts as active (itself and every ancestor), how the menu tree is built.
import type {
  BreadcrumbItem,
  Category,
  CategoryActive,
  CategoryMenuNode,
  CategoryType,
} from '@bazaar/contracts/categories';
import { notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import type { CategoriesRepo } from './categories.repo.js';

const CATEGORY_NOT_FOUND = 'دسته‌بندی مورد نظر یافت نشد.';

function toMenuNode(category: Category): CategoryMenuNode {
  return {
    id: category.id,
    categoryType: category.categoryType,
    name: category.name,
    slug: category.slug,
    isRoot: category.isRoot,
    level: category.level,
    scientificName: category.scientificName,
    icon: category.icon,
    subcategories: [],
  };
}

export function createCategoriesService(repo: CategoriesRepo) {
  /** A category is active only when it and all its ancestors are; unknown ids are undefined. */
  async function activeState(id: number): Promise<{ active: boolean; ancestorIds: number[] } | undefined> {
    const lineage = await repo.findLineage(id);
    if (!lineage) return undefined;
    const inactiveAncestors = await repo.countInactive(lineage.ancestorIds);
    return { active: lineage.active && inactiveAncestors === 0, ancestorIds: lineage.ancestorIds };
  }

  async function requireActive(id: number) {
    const state = await activeState(id);
    if (!state?.active) throw notFound(CATEGORY_NOT_FOUND);
    return state;
  }

  return {
    async getMenu(categoryType: CategoryType): Promise<CategoryMenuNode> {
      const rows = await repo.listActiveOfType(categoryType);
      const nodes = new Map<number, CategoryMenuNode>();
      let root: CategoryMenuNode | undefined;
      // Rows arrive parents first, so every parent is already in the map when its child comes.
      for (const row of rows) {
        const node = toMenuNode(row);
        nodes.set(row.id, node);
        if (row.parentId === null) root ??= node;
        else nodes.get(row.parentId)?.subcategories.push(node);
      }
      if (!root) throw notFound('برای این نوع دسته‌بندی، دسته‌ای فعال وجود ندارد.');
      return root;
    },

    listTopLevels: () => repo.listRoots(),

    list: (q: {
      ids?: number[];
      categoryType?: CategoryType;
      parentId?: number;
      level?: number;
      q?: string;
      page: number;
      pageSize: number;
    }) => repo.list({ ...q, patterns: searchPatterns(q.q) }, q.page, q.pageSize),

    async listChildren(id: number): Promise<Category[]> {
      await requireActive(id);
      return repo.listActiveChildren(id);
    },

    async getBreadcrumb(id: number): Promise<BreadcrumbItem[]> {
      const state = await requireActive(id);
      const chain = await repo.listByIds([...state.ancestorIds, id]);
      return chain.map(({ id: itemId, name, slug, level, categoryType }) => ({
        id: itemId,
        name,
        slug,
        level,
        categoryType,
      }));
    },

    async getActive(id: number): Promise<CategoryActive> {
      const state = await activeState(id);
      if (!state) throw notFound(CATEGORY_NOT_FOUND);
      return { id, active: state.active };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
