// Metadata helpers that apply the site configuration, so pages only pass what is theirs.
import { toPersianDigits } from '@bazaar/fa/digits';
import { siteConfig } from '@/config/site';
import { buildCanonical, type SearchParamsInput } from './canonical';

/** Absolute canonical URL of `pathname` under the configured whitelist and lowercasing. */
export function canonicalFor(pathname: string, searchParams?: SearchParamsInput): string {
  return buildCanonical(pathname, searchParams, { ...siteConfig.canonical, origin: siteConfig.origin });
}

/** Spec section 2: error pages are titled with their status code plus the message, e.g. '۴۰۴ - …'. */
export function errorPageTitle(code: string | null, message: string): string {
  return code ? `${toPersianDigits(code)} - ${message}` : message;
}

/** The site's share image (app/opengraph-image.tsx), for pages without one of their own. */
export const SITE_SHARE_IMAGE = { url: '/opengraph-image', width: 1200, height: 630, alt: siteConfig.name };

/** What every page shares in its Open Graph tags (a page's own `openGraph` replaces the layout's whole). */
export const OPEN_GRAPH_BASE = { siteName: siteConfig.name, locale: 'fa_IR', type: 'website' } as const;

/**
 * A public page's links for search engines and link previews: the canonical address, the same address as
 * its Persian (`fa-IR`) and default (`x-default`) language version — the site has one language — and the
 * Open Graph address. Next fills og:title/description and the Twitter card from the page's own metadata;
 * an `opengraph-image` file beside the page gives the share image.
 */
export function pageLinks(
  canonical: string,
  openGraph: Record<string, unknown> = {},
  { ownShareImage = false }: { ownShareImage?: boolean } = {},
) {
  return {
    alternates: { canonical, languages: { 'fa-IR': canonical, 'x-default': canonical } },
    // A page's own `openGraph` hides the root's share image (app/opengraph-image.tsx), so it is named
    // again; a page with an opengraph-image file beside it (products, suppliers, categories) must not name
    // any: Next uses the file only when the page's openGraph has no `images` key.
    openGraph: {
      ...OPEN_GRAPH_BASE,
      url: canonical,
      ...(ownShareImage ? {} : { images: [SITE_SHARE_IMAGE] }),
      ...openGraph,
    },
  };
}
