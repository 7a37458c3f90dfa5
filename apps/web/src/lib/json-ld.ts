// The plumbing of schema.org structured data (JSON-LD) that shared components need too: absolute addresses,
// safe serialisation and the breadcrumb trail. The page-specific builders are in features/seo/structured-data.ts.
import { siteConfig } from '@/config/site';

export type JsonLd = Record<string, unknown>;

export const absolute = (path: string, origin: string = siteConfig.origin) => new URL(path, origin).toString();

/** JSON for a <script type="application/ld+json">: `<` escaped, so no text can close the script early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The breadcrumb trail; the last item (the page itself) may have no link. `origin` is the server's (siteConfig's
 * is read at run time there), passed where the trail is drawn in the browser (breadcrumb-trail.client.tsx).
 */
export function breadcrumbJsonLd(
  items: { label: string; href?: string }[],
  origin: string = siteConfig.origin,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absolute(item.href, origin) } : {}),
    })),
  };
}
