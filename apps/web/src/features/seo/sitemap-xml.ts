// The sitemap protocol's XML (sitemaps.org/protocol.html): a sitemap index naming child files and the
// child files' url sets. Addresses are absolute and entity-escaped, `lastmod` a W3C date-time. Pure, so
// a test checks the protocol's rules on what these produce.

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', "'": '&apos;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
export function escapeXml(text: string): string {
  return text.replace(/[&'"<>]/g, (c) => ENTITIES[c] ?? c);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function tag(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

export function sitemapIndexXml(files: SitemapUrl[]): string {
  const body = files.map((f) => `<sitemap>${tag('loc', f.loc)}${tag('lastmod', f.lastmod)}</sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

export const urlsetOpen = `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
export const urlsetClose = '</urlset>\n';
export function urlXml(url: SitemapUrl): string {
  return `<url>${tag('loc', url.loc)}${tag('lastmod', url.lastmod)}</url>\n`;
}

/** Child file names: `static.xml`, `{kind}-{n}.xml` (n from 1). */
export function parseSitemapFileName<K extends string>(
  name: string,
  kinds: readonly K[],
): { kind: 'index' } | { kind: 'static' } | { kind: K; number: number } | null {
  if (name === 'index.xml') return { kind: 'index' };
  if (name === 'static.xml') return { kind: 'static' };
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = kinds.find((k) => k === match?.[1]);
  return kind && match ? { kind, number: Number(match[2]) } : null;
}
