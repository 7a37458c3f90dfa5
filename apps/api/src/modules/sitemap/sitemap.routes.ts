// The sitemap's data (contracts/sitemap.ts): file boundaries per kind and keyset pages of public addresses.
import { sitemapEndpoints as endpoints, SITEMAP_KINDS, type SitemapFiles } from '@bazaar/contracts/sitemap';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { SitemapRepo } from './sitemap.repo.js';

export const sitemapRoutes: FastifyPluginAsync<{ repo: SitemapRepo }> = async (app, { repo }) => {
  route(app, endpoints.sitemapFiles, async () => {
    const files = await Promise.all(SITEMAP_KINDS.map((kind) => repo.files(kind)));
    return Object.fromEntries(SITEMAP_KINDS.map((kind, i) => [kind, files[i]])) as SitemapFiles;
  });
  route(app, endpoints.sitemapEntries, async ({ query }) => {
    const items = await repo.entries(query.kind, query.after, query.limit, query.upTo);
    return { items, nextAfter: items.length === query.limit ? (items.at(-1)?.id ?? null) : null };
  });
};
