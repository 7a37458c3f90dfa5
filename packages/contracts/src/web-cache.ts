// The one call the API makes to the web servers: "these cache tags are out of date". Each web instance
// answers POST /internal/revalidate (apps/web/src/app/internal/revalidate/route.ts) when the request
// carries the secret that web and API share (PROXY_SECRET, docs/decisions/011), as a Bearer token.
import './zod-config';
import { z } from 'zod';

export const WEB_REVALIDATE_PATH = '/internal/revalidate';

/** Next.js ignores tags longer than 256 characters. */
export const cacheTagSchema = z.string().min(1).max(256);

export const revalidateRequestSchema = z.object({ tags: z.array(cacheTagSchema).min(1).max(100) });
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;

/** Tags of the web's cached catalog answers: every catalog fetch carries `catalog`, a product page also its own. */
export const CATALOG_CACHE_TAG = 'catalog';
export const productCacheTag = (id: number) => `product-${id}`;

/** Every cached answer of the site module's advertisements and announcements (decision 030). */
export const PROMOTIONS_CACHE_TAG = 'promotions';
/** Every cached answer of the content module (articles, their lists and content types). */
export const CONTENT_CACHE_TAG = 'content';
/** Every cached supplier answer (supplier pages, delegations, sale cities; decision 029). */
export const SUPPLIERS_CACHE_TAG = 'suppliers';
