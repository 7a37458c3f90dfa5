// Sitemap contract (spec section 2, /sitemap.xml; issue 18 «Findable»): the web builds a sitemap index with
// one child file per kind, products split into numbered files of at most SITEMAP_FILE_URLS addresses. The
// API gives each kind's file boundaries once, then the addresses of one file by keyset pages (`id > after`),
// so a file of 50,000 products is read in a few index walks, never by loading every row.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

/** The sitemap protocol's limit per file (sitemaps.org): 50,000 addresses. */
export const SITEMAP_FILE_URLS = 50_000;
/** Addresses per keyset page of `GET /sitemap/entries`. */
export const SITEMAP_PAGE_MAX = 5_000;

export const SITEMAP_KINDS = ['products', 'suppliers', 'categories', 'articles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const sitemapEntrySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** Last change, ISO 8601 with time zone. */
    lastmod: z.string(),
  })
  .meta({ id: 'SitemapEntry' });
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const sitemapFileSchema = z
  .object({
    /** File n holds the ids in ((n-1)·SITEMAP_FILE_URLS, n·SITEMAP_FILE_URLS]; files with no row are left out. */
    number: z.number().int().min(1),
    count: z.number().int(),
    /** The newest change among the file's addresses. */
    lastmod: z.string(),
  })
  .meta({ id: 'SitemapFile' });
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

export const sitemapFilesSchema = z
  .object({
    products: z.array(sitemapFileSchema),
    suppliers: z.array(sitemapFileSchema),
    categories: z.array(sitemapFileSchema),
    articles: z.array(sitemapFileSchema),
  })
  .meta({ id: 'SitemapFiles' });
export type SitemapFiles = z.infer<typeof sitemapFilesSchema>;

export const sitemapEndpoints = {
  /** Each kind's non-empty files: their number, how many addresses and the newest change among them. */
  sitemapFiles: defineEndpoint({
    method: 'GET',
    path: '/sitemap/files',
    summary: 'Sitemap files per kind, with their first key and last change',
    tags: ['site'],
    access: 'public',
    responses: { 200: sitemapFilesSchema },
  }),
  /** Public addresses of one kind in id order after `after`: published products of confirmed suppliers in
   * active categories, confirmed suppliers, active categories below the root types, published web articles. */
  sitemapEntries: defineEndpoint({
    method: 'GET',
    path: '/sitemap/entries',
    summary: 'Public addresses of one kind after a key, in key order',
    tags: ['site'],
    access: 'public',
    query: z.object({
      kind: z.enum(SITEMAP_KINDS),
      after: z.coerce.number().int().min(0).default(0),
      /** The last id of the file being read (inclusive); no bound when absent. */
      upTo: z.coerce.number().int().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(SITEMAP_PAGE_MAX).default(SITEMAP_PAGE_MAX),
    }),
    responses: {
      200: z.object({ items: z.array(sitemapEntrySchema), nextAfter: z.number().int().nullable() }),
      400: problemSchema,
    },
  }),
};
