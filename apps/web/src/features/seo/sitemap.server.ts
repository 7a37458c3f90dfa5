// The sitemap's files (issue 18 «Findable»; spec section 2, /sitemap.xml): an index naming one child file
// per kind — static pages, categories, suppliers, articles, and products in numbered files of at most
// 50,000 addresses (file n: ids in ((n-1)·50,000, n·50,000], contracts/sitemap.ts). A child file is written
// as its keyset pages arrive from the API (5,000 addresses a page), never holding a whole table; the route
// caches each file for an hour (app/sitemaps/[file]).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { CATEGORY_TYPES } from '@bazaar/contracts/categories';
import {
  SITEMAP_FILE_URLS,
  SITEMAP_KINDS,
  SITEMAP_PAGE_MAX,
  type SitemapEntry,
  type SitemapKind,
  sitemapEndpoints,
} from '@bazaar/contracts/sitemap';
import { siteConfig } from '@/config/site';
import { productHref } from '@/features/catalog/product-links';
import { categoryHref } from '@/features/categories/category-links';
import { contentPageHref } from '@/features/content/content-links';
import { supplierHref, suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import { api } from '@/lib/api.server';
import { parseSitemapFileName, type SitemapUrl, sitemapIndexXml, urlsetClose, urlsetOpen, urlXml } from './sitemap-xml';

const sitemapApi = bind(api, sitemapEndpoints);
const absolute = (path: string) => new URL(path, siteConfig.origin).toString();

const HREF: Record<SitemapKind, (entry: SitemapEntry) => string> = {
  products: productHref,
  suppliers: (entry) => supplierHref(entry),
  categories: categoryHref,
  articles: contentPageHref,
};

/** Pages with no row behind them: home, the category types, suppliers per type and the information pages. */
export function staticSitemapUrls(): SitemapUrl[] {
  return [
    '/',
    ...CATEGORY_TYPES.flatMap((type) => [`/category/categoryType/${type}`, suppliersOfTypeHref(type)]),
    '/faq',
    '/videos',
    '/how-it-work',
    '/feedback',
  ].map((path) => ({ loc: absolute(path) }));
}

/** The index: the static file, then each kind's numbered files with the newest change among their rows. */
export async function sitemapIndex(): Promise<string> {
  const files = await sitemapApi.sitemapFiles();
  const newest = SITEMAP_KINDS.flatMap((kind) => files[kind].map((f) => f.lastmod))
    .sort()
    .at(-1);
  return sitemapIndexXml([
    { loc: absolute('/sitemaps/static.xml'), lastmod: newest },
    ...SITEMAP_KINDS.flatMap((kind) =>
      files[kind].map((file) => ({ loc: absolute(`/sitemaps/${kind}-${file.number}.xml`), lastmod: file.lastmod })),
    ),
  ]);
}

/** One kind's n-th file as a stream: keyset pages through its id range. */
function kindFile(kind: SitemapKind, number: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const upTo = number * SITEMAP_FILE_URLS;
  let after: number | null = (number - 1) * SITEMAP_FILE_URLS;
  let opened = false;
  return new ReadableStream({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(urlsetOpen));
        return;
      }
      if (after === null) {
        controller.enqueue(encoder.encode(urlsetClose));
        controller.close();
        return;
      }
      const page = await sitemapApi.sitemapEntries({ query: { kind, after, upTo, limit: SITEMAP_PAGE_MAX } });
      after = page.nextAfter;
      const xml = page.items.map((entry) => urlXml({ loc: absolute(HREF[kind](entry)), lastmod: entry.lastmod }));
      controller.enqueue(encoder.encode(xml.join('')));
    },
  });
}

/** The body of `/sitemaps/{name}`, or null for a name that is no file of the sitemap. */
export async function sitemapFile(name: string): Promise<string | ReadableStream<Uint8Array> | null> {
  const parsed = parseSitemapFileName(name, SITEMAP_KINDS);
  if (!parsed) return null;
  if (parsed.kind === 'index') return sitemapIndex();
  if (parsed.kind === 'static') return urlsetOpen + staticSitemapUrls().map(urlXml).join('') + urlsetClose;
  return kindFile(parsed.kind, parsed.number);
}
