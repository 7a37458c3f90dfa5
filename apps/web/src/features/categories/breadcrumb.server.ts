// Category breadcrumbs (root → category), shared by pages that show where a category sits.
import 'server-only';
import { createCategoriesApi } from '@bazaar/api-client/categories';
import { cache } from 'react';
import { createCachedApiClient } from '@/lib/api.server';

const categoriesApi = createCategoriesApi(
  createCachedApiClient({ revalidateSeconds: 600, tags: ['categories'], timeoutMs: 5_000 }),
);

/** Root first, the category itself last; ApiError 404 for an unknown or inactive category. */
export const getCategoryBreadcrumb = cache((id: number) => categoriesApi.breadcrumb(id));
