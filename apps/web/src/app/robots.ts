// /robots.txt: search engines may read every public page and are pointed at the sitemap; personal, login,
// payment, error, development and API addresses stay out of their indexes.
import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';

export const PRIVATE_PATH_PREFIXES = ['/profile', '/users/', '/payment/', '/error', '/dev/', '/api/', '/internal/'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATH_PREFIXES }],
    sitemap: new URL('/sitemap.xml', siteConfig.origin).toString(),
    host: siteConfig.origin,
  };
}
