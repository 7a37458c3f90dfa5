// Category menus of the four root types: the home page's cards, and the header mega-menu's panels (one
// type at a time, GET /menu/categories/{type}).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import {
  CATEGORY_TYPES,
  type CategoryMenuNode,
  type CategoryType,
  categoriesEndpoints,
} from '@bazaar/contracts/categories';
import { connection } from 'next/server';
import { cache } from 'react';
import { createCachedApiClient } from '@/lib/api.server';

export const CATEGORY_MENU_TAG = 'category-menu';

// Spec: the menu is loaded at start-up; 10 minutes of staleness is acceptable for a category tree.
const categoriesApi = bind(
  createCachedApiClient({ revalidateSeconds: 600, tags: [CATEGORY_MENU_TAG], timeoutMs: 5_000 }),
  categoriesEndpoints,
);

/**
 * The root node of each category type that answered, in CATEGORY_TYPES order. Never throws: a type
 * whose call fails is left out, so the header and home page still render while the API is down.
 */
export const getCategoryMenus = cache(async (): Promise<CategoryMenuNode[]> => {
  const results = await Promise.allSettled(
    CATEGORY_TYPES.map((type) => categoriesApi.menu({ query: { categoryTypes: type } })),
  );
  const menus: CategoryMenuNode[] = [];
  const failures: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') menus.push(result.value);
    else failures.push(`${CATEGORY_TYPES[index]}: ${describeFailure(result.reason)}`);
  });

  if (failures.length > 0) {
    console.warn(
      `[category-menu] ${failures.length} of ${CATEGORY_TYPES.length} menus unavailable; rendering without them. ${failures.join('; ')}`,
    );
    // A `next build` that runs while the API is down must not bake a menu-less page into static HTML.
    // `connection()` makes such a render request-time instead, so the menu appears as soon as the
    // API answers. (During a background revalidation Next then keeps serving the previous page.)
    await connection();
  }
  return menus;
});

function describeFailure(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/** The root node of one category type (throws when the API does not answer). */
export function getCategoryMenu(categoryType: CategoryType): Promise<CategoryMenuNode> {
  return categoriesApi.menu({ query: { categoryTypes: categoryType } });
}
