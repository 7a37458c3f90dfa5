// Site-wide settings read once from the environment, with the defaults of spec section 1.
// NEXT_PUBLIC_* values are inlined at build time; the others are read by the server at run time.

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function readList(value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined || value.trim() === '') return [...fallback];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const siteConfig = {
  name: process.env.NEXT_PUBLIC_SITE_NAME ?? 'بازار صنعت',
  titleSeparator: process.env.SITE_TITLE_SEPARATOR ?? ' | ',
  description: 'بازار صنعت؛ بازار آنلاین کالا، تجهیزات، خدمات و مستندات صنعتی برای خریداران و تأمین‌کنندگان',
  /** Absolute origin for canonical links; falls back to the local server so links stay absolute. */
  origin: process.env.SITE_ORIGIN ?? process.env.NEXT_PUBLIC_SITE_ORIGIN ?? 'http://127.0.0.1:3000',
  canonical: {
    /** Only these query parameters survive in the canonical link (spec section 1). */
    whitelist: readList(process.env.CANONICAL_QUERY_WHITELIST, ['page', 'sort']),
    lowercase: readBoolean(process.env.CANONICAL_LOWERCASE, false),
  },
} as const;

/** The `%s` template of Next metadata: page title, separator, site name. */
export const titleTemplate = `%s${siteConfig.titleSeparator}${siteConfig.name}`;

/** Full document title where the metadata template does not apply (client error boundaries). */
export function fullTitle(pageTitle: string): string {
  return `${pageTitle}${siteConfig.titleSeparator}${siteConfig.name}`;
}
