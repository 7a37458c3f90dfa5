// Content data for the web pages (articles, content types, labels, static pages, comments), kept briefly
// in Next's data cache. Anything that depends on who is asking (likedByMe) goes through the viewer's own
// client and is never cached.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind, call } from '@bazaar/api-client/endpoint-client';
import type { HttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import type { PageDetail } from '@bazaar/contracts/content-pages';
import type { EndpointInput } from '@bazaar/contracts/endpoint';
import { CONTENT_CACHE_TAG } from '@bazaar/contracts/web-cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { api, createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePageParam, parsePublicId } from '@/lib/route-params';
import { pickRelatedPages } from './related-pages';

export const CONTENT_TAG = CONTENT_CACHE_TAG;
/** Articles per listing page. */
export const CONTENT_PAGE_SIZE = 12;

// A minute of staleness for articles and lists; like and comment counts catch up within it.
const cachedContentApi = (tags: string[], revalidateSeconds = 60) =>
  bind(createCachedApiClient({ revalidateSeconds, tags: [CONTENT_TAG, ...tags], timeoutMs: 8_000 }), contentEndpoints);

const browseApi = cachedContentApi([]);
const uncachedContentApi = bind(api, contentEndpoints);
const typesApi = cachedContentApi(['content-types'], 600);

/** A published page as anyone sees it (likedByMe false). ApiError 404 for drafts and unknown ids. */
export const getPublicPage = cache((id: number) => cachedContentApi([`page-${id}`]).page({ params: { id } }));

/** The page of a `{pageId}` segment; renders 404 for a malformed id or one the API does not show. */
export async function getPublicPageOrNotFound(pageIdSegment: string): Promise<PageDetail> {
  const id = parsePublicId(pageIdSegment);
  if (id === null) notFound();
  return orNotFound(getPublicPage(id));
}

/**
 * The page as `viewer` (an HTTP client carrying the visitor's token) sees it, with likedByMe; the public
 * page when there is no viewer or the API no longer accepts the token.
 */
export async function getPageForViewer(id: number, viewer: HttpClient | null): Promise<PageDetail> {
  if (viewer) {
    try {
      return await call(viewer, contentEndpoints.page, { params: { id } });
    } catch (error) {
      if (isApiError(error) && error.status === 404) notFound();
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
  }
  return orNotFound(getPublicPage(id));
}

/** A static page by its unique name (about, terms, how-it-work, the catch-all route's pages). */
export const getPageByUniqueName = cache((uniquePageName: string) =>
  cachedContentApi([`unique-page-${uniquePageName}`], 300).pageByUniqueName({ query: { uniquePageName } }),
);

export function getPageByUniqueNameOrNotFound(uniquePageName: string): Promise<PageDetail> {
  return orNotFound(getPageByUniqueName(uniquePageName));
}

/**
 * Approved comments as threads. A signed-in visitor's own client (`viewer`) asks uncached and also gets
 * their own comments that wait for moderation, marked pending; everyone else gets the data cache, where a
 * new approval shows within half a minute.
 */
export function getCommentTree(pageId: number, viewer: HttpClient | null = null) {
  if (viewer) return call(viewer, contentEndpoints.commentTree, { params: { id: pageId } });
  return cachedContentApi([`page-${pageId}`], 30).commentTree({ params: { id: pageId } });
}

export const getContentTypeTree = cache(() => typesApi.contentTypeTree());

/** The trail of a `{contentTypeId}` segment, root first; 404 for a malformed or unknown id. */
export async function getContentTypeTrailOrNotFound(contentTypeIdSegment: string) {
  const id = parsePublicId(contentTypeIdSegment);
  if (id === null) notFound();
  const trail = await orNotFound(typesApi.contentTypeBreadcrumb({ params: { id } }));
  const contentType = trail.at(-1);
  if (!contentType) notFound();
  return { trail, contentType };
}

/** `?page=` of a listing; 404 for garbage. */
export function listingPageOrNotFound(value: string | string[] | undefined): number {
  const page = parsePageParam(value);
  if (page === null) notFound();
  return page;
}

export function listPagesOfType(contentTypeId: number, page: number) {
  return orNotFound(
    browseApi.listByContentType({ query: { contentTypeId, page, pageSize: CONTENT_PAGE_SIZE, platform: 'web' } }),
  );
}

export function listPagesWithLabel(label: string, page: number) {
  return orNotFound(browseApi.listByLabel({ query: { label, page, pageSize: CONTENT_PAGE_SIZE, platform: 'web' } }));
}

type PublicPageListQuery = NonNullable<EndpointInput<typeof contentEndpoints.listPages>['query']>;

export function listPublicPages(params: Omit<PublicPageListQuery, 'pageSize' | 'platform' | 'q'> & { page: number }) {
  return orNotFound(browseApi.listPages({ query: { ...params, pageSize: CONTENT_PAGE_SIZE, platform: 'web' } }));
}

/**
 * The newest articles for the home page, leaving out the site's own static pages (about, terms, …),
 * which live under the content type `site`. Never throws: the home page renders without them.
 */
export async function listLatestArticles(count: number) {
  try {
    const { items } = await browseApi.listPages({ query: { pageSize: count + 6, platform: 'web' } });
    return items.filter((item) => item.contentType.key !== SITE_PAGES_TYPE_KEY).slice(0, count);
  } catch (error) {
    console.warn(
      '[content] latest articles unavailable; rendering without them.',
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/** Content type of the static pages addressed by unique name (see the API's content seed). */
export const SITE_PAGES_TYPE_KEY = 'site';

/** Up to `limit` other articles sharing the page's first label, topped up from its content type. */
export async function listRelatedPages(page: PageDetail, limit = 4) {
  const label = page.labels[0];
  const [byLabel, byType] = await Promise.all([
    label ? browseApi.listByLabel({ query: { label, pageSize: limit + 1, platform: 'web' } }).catch(() => null) : null,
    browseApi
      .listByContentType({ query: { contentTypeId: page.contentType.id, pageSize: limit + 1, platform: 'web' } })
      .catch(() => null),
  ]);
  return pickRelatedPages(page.id, [byLabel?.items ?? [], byType?.items ?? []], limit);
}

/** Published articles matching free text (the site-wide search page); never cached, an empty list on failure. */
export async function searchArticles(q: string, count: number) {
  try {
    const result = await uncachedContentApi.listPages({ query: { q, page: 1, pageSize: count, platform: 'web' } });
    return { items: result.items.filter((item) => item.contentType.key !== SITE_PAGES_TYPE_KEY), total: result.total };
  } catch (error) {
    console.warn('[content] article search unavailable', error);
    return { items: [], total: 0 };
  }
}
