// Category breadcrumbs (root → category), shared by pages that show where a category sits.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { categoriesEndpoints } from '@bazaar/contracts/categories';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePublicId } from '@/lib/route-params';

const categoriesApi = bind(
  createCachedApiClient({ revalidateSeconds: 60, tags: ['categories'], timeoutMs: 5_000 }),
  categoriesEndpoints,
);

/** Root first, the category itself last; ApiError 404 for an unknown or inactive category. */
export const getCategoryBreadcrumb = cache((id: number) => categoriesApi.breadcrumb({ params: { id } }));

/** Root-first trail and the category itself for a `{categoryId}` segment; renders 404 for a malformed, unknown or inactive id. */
export async function getCategoryTrailOrNotFound(categoryIdSegment: string) {
  const id = parsePublicId(categoryIdSegment);
  if (id === null) notFound();
  const trail = await orNotFound(getCategoryBreadcrumb(id));
  const category = trail.at(-1);
  if (!category) notFound();
  return { trail, category };
}
