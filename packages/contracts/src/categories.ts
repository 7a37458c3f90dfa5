// Category contract shared by the API (validation + OpenAPI) and the web (types + parsing).
import './zod-config';
import { z } from 'zod';
import { CATEGORY_TYPES } from './category-types';
import { defineEndpoint } from './endpoint';
import { idSchema, MAX_QUERY_ARRAY, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';

export { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from './category-types';
export const categoryTypeSchema = z.enum(CATEGORY_TYPES).meta({ id: 'CategoryType' });
export type CategoryType = z.infer<typeof categoryTypeSchema>;

/** Public ids are positive integers; path params arrive as strings. */
export const idParamSchema = z.object({ id: idSchema });

export const categorySchema = z
  .object({
    id: z.number().int(),
    categoryType: categoryTypeSchema,
    parentId: z.number().int().nullable(),
    name: z.string(),
    slug: z.string(),
    scientificName: z.string().nullable(),
    level: z.number().int().min(1),
    isRoot: z.boolean(),
    active: z.boolean(),
    sortOrder: z.number().int(),
    icon: z.string().nullable(),
    childCount: z.number().int().min(0),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export interface CategoryMenuNode {
  id: number;
  categoryType: CategoryType;
  name: string;
  slug: string;
  isRoot: boolean;
  level: number;
  scientificName: string | null;
  icon: string | null;
  subcategories: CategoryMenuNode[];
}
export const categoryMenuNodeSchema: z.ZodType<CategoryMenuNode> = z
  .object({
    id: z.number().int(),
    categoryType: categoryTypeSchema,
    name: z.string(),
    slug: z.string(),
    isRoot: z.boolean(),
    level: z.number().int(),
    scientificName: z.string().nullable(),
    icon: z.string().nullable(),
    get subcategories() {
      return z.array(categoryMenuNodeSchema);
    },
  })
  .meta({ id: 'CategoryMenuNode' });

/** `GET /categories/menu?categoryTypes=X` answers the root entry of that type with its active tree. */
export const categoryMenuQuerySchema = z.object({ categoryTypes: categoryTypeSchema });

export const breadcrumbItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    level: z.number().int(),
    categoryType: categoryTypeSchema,
  })
  .meta({ id: 'CategoryBreadcrumbItem' });
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

export const categoryActiveSchema = z
  .object({ id: z.number().int(), active: z.boolean() })
  .meta({ id: 'CategoryActive' });
export type CategoryActive = z.infer<typeof categoryActiveSchema>;

/** `GET /categories?ids[]=1&ids[]=2&categoryType=Product&level=2&q=پمپ`: active categories, tree order. */
export const categoriesListQuerySchema = pagingQuerySchema.extend({
  ids: z.array(idSchema).max(MAX_QUERY_ARRAY).optional(),
  categoryType: categoryTypeSchema.optional(),
  parentId: idSchema.optional(),
  level: z.coerce.number({ error: 'number' }).int().min(1).max(6).optional(),
  q: searchTextSchema.optional(),
});

// Endpoints (spec section 7). The API registers them, the OpenAPI document describes them and the web
// calls them from these definitions alone (docs/decisions/012).
const tags = ['categories'] as const;
const errors = { 400: problemSchema, 404: problemSchema };

export const categoriesEndpoints = {
  /** Active categories by ids, type, parent, level or name, in tree order, paged. */
  list: defineEndpoint({
    method: 'GET',
    path: '/categories',
    summary: 'Active categories filtered by ids, type, parent, level or name (array-style query)',
    tags,
    access: 'public',
    query: categoriesListQuerySchema,
    queryStyle: 'brackets',
    responses: { 200: pageOf(categorySchema), ...errors },
  }),
  menu: defineEndpoint({
    method: 'GET',
    path: '/categories/menu',
    summary: 'Menu tree of one root category type',
    description: 'Called by the site at start-up once for each of the four root types.',
    tags,
    access: 'public',
    query: categoryMenuQuerySchema,
    responses: { 200: categoryMenuNodeSchema, ...errors },
  }),
  topLevels: defineEndpoint({
    method: 'GET',
    path: '/categories/top-levels',
    summary: 'The four root categories',
    tags,
    access: 'public',
    responses: { 200: z.array(categorySchema) },
  }),
  children: defineEndpoint({
    method: 'GET',
    path: '/categories/:id/children',
    object: 'category',
    summary: 'Active children of a category',
    tags,
    access: 'public',
    params: idParamSchema,
    responses: { 200: z.array(categorySchema), ...errors },
  }),
  breadcrumb: defineEndpoint({
    method: 'GET',
    path: '/categories/:id/breadcrumb',
    object: 'category',
    summary: 'Path from the root to the category, root first',
    tags,
    access: 'public',
    params: idParamSchema,
    responses: { 200: z.array(breadcrumbItemSchema), ...errors },
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/categories/:id/active',
    object: 'category',
    summary: 'Whether the category and all its ancestors are active',
    tags,
    access: 'public',
    params: idParamSchema,
    responses: { 200: categoryActiveSchema, ...errors },
  }),
};
