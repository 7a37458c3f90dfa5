// Links that come from the API's editorial data (menus, advertisements, announcements): a same-site
// path or an http(s) address, nothing else, so a bad record can never become a `javascript:` link.

export interface SiteHref {
  href: string;
  /** Another site: opened with rel="noopener" (and "sponsored" for advertisements). */
  external: boolean;
}

/** `link` as a safe href, or null when it is neither a same-site path nor an http(s) URL. */
export function siteHref(link: string | null | undefined): SiteHref | null {
  const value = link?.trim();
  if (!value) return null;
  // Browsers read '\' as '/', so '/\evil.example' would leave the site like '//evil.example'.
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
    return { href: value, external: false };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}
