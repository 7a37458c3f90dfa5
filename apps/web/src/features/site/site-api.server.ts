// Site data for the web: FAQ, help entries, videos, advertisements, announcements and menus. The shell
// pieces (menus, ads, announcements) never throw: the page renders without them while the API is down.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import {
  type AdSlot,
  type Advertisement,
  type Announcement,
  type MenuLocation,
  type MenuNode,
  siteEndpoints,
} from '@bazaar/contracts/site';
import { PROMOTIONS_CACHE_TAG } from '@bazaar/contracts/web-cache';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { api, createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';

export const SITE_TAG = 'site';

const cachedSiteApi = (tags: string[], revalidateSeconds: number) =>
  bind(createCachedApiClient({ revalidateSeconds, tags: [SITE_TAG, ...tags], timeoutMs: 5_000 }), siteEndpoints);

// Menus change rarely (10 minutes); ads and announcements have start and end times (5 minutes).
const menusApi = cachedSiteApi(['website-menus'], 600);
const promotionsApi = cachedSiteApi([PROMOTIONS_CACHE_TAG], 300);
const faqApi = cachedSiteApi(['faq'], 300);
const videosApi = cachedSiteApi(['videos'], 300);
const uncachedSiteApi = bind(api, siteEndpoints);

/**
 * `call`'s answer, or `fallback` when it fails. A failure also makes the render request-time, so a
 * `next build` while the API is down does not bake the fallback into static HTML (see menu.server.ts).
 */
async function softly<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.warn(`[site] ${what} unavailable; rendering without it.`, error instanceof Error ? error.message : error);
    await connection();
    return fallback;
  }
}

export const getWebsiteMenu = cache(
  (location: MenuLocation): Promise<MenuNode[]> =>
    softly(`${location} menu`, menusApi.websiteMenu({ query: { location } }), []),
);

export const getAdvertisements = cache(
  (slot: AdSlot): Promise<Advertisement[]> =>
    softly(`${slot} advertisements`, promotionsApi.advertisements({ query: { slot } }), []),
);

/** The announcement to show: the most recently started current one, or null. */
export const getCurrentAnnouncement = cache(
  async (): Promise<Announcement | null> =>
    (await softly('announcements', promotionsApi.announcements(), [] as Announcement[]))[0] ?? null,
);

/** Help entry of a screen; 404 when there is none. */
export function getHelpEntryOrNotFound(frontUniqueId: string) {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(frontUniqueId)) notFound();
  return orNotFound(cachedSiteApi(['help'], 600).help({ query: { frontUniqueId } }));
}

export function getFaqCategories() {
  return faqApi.faqCategories({ query: { platform: 'web' } });
}

/** Free-text searches skip the data cache, so arbitrary queries cannot fill it. */
export function getFaqGroups(q: string | undefined) {
  return (q ? uncachedSiteApi : faqApi).faqGroups({ query: { q, platform: 'web' } });
}

/** ApiError 404 for an unknown or inactive category. */
export function getFaqQuestionsOfCategory(categoryId: number, q: string | undefined) {
  return (q ? uncachedSiteApi : faqApi).faqQuestionsByCategory({ query: { categoryId, q, platform: 'web' } });
}

export function getTopFaqQuestions(limit: number) {
  return faqApi.topFaqQuestions({ query: { limit, platform: 'web' } });
}

export function listVideos(q: string | undefined, page: number, pageSize: number) {
  return q
    ? uncachedSiteApi.searchVideos({ query: { q, page, pageSize } })
    : videosApi.videos({ query: { page, pageSize } });
}
