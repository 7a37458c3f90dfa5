// `/sitemaps/{file}`: the sitemap index (`/sitemap.xml` is rewritten to `index.xml`, next.config.ts) and its
// child files (features/seo/sitemap.server.ts). Rendered on the first request, not at build (the API is
// not running then), and kept in Next's page cache for an hour: at 1,000,000 products a product file is
// read once an hour, by key, then served from the cache.
import { sitemapFile } from '@/features/seo/sitemap.server';

export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const body = await sitemapFile((await params).file);
  if (body === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
