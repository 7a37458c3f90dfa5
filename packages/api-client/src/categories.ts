// Typed category calls: paths and response schemas come from @bazaar/contracts, so a contract drift
// fails loudly at the boundary instead of deep inside a page.
import {
  breadcrumbItemSchema,
  type CategoryType,
  categoryActiveSchema,
  categoryMenuNodeSchema,
  categorySchema,
} from '@bazaar/contracts/categories';
import { z } from 'zod';
import type { HttpClient } from './http';

const categoryListSchema = z.array(categorySchema);
const breadcrumbSchema = z.array(breadcrumbItemSchema);

export function createCategoriesApi(http: HttpClient) {
  return {
    /** The root entry of one type with its active subcategory tree (one of the four start-up calls). */
    menu: (categoryType: CategoryType, init?: { signal?: AbortSignal }) =>
      http.get('/categories/menu', {
        query: { categoryTypes: categoryType },
        parse: (data) => categoryMenuNodeSchema.parse(data),
        signal: init?.signal,
      }),
    topLevels: () => http.get('/categories/top-levels', { parse: (data) => categoryListSchema.parse(data) }),
    children: (id: number) =>
      http.get(`/categories/${id}/children`, { parse: (data) => categoryListSchema.parse(data) }),
    breadcrumb: (id: number) =>
      http.get(`/categories/${id}/breadcrumb`, { parse: (data) => breadcrumbSchema.parse(data) }),
    active: (id: number) => http.get(`/categories/${id}/active`, { parse: (data) => categoryActiveSchema.parse(data) }),
  };
}

export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
