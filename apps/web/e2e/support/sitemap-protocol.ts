// The sitemap protocol's rules (sitemaps.org/protocol.html), checked on a file as a search engine reads it:
// well-formed UTF-8 XML, the right root element in the protocol's namespace, at most 50,000 entries and
// 50 MB, each `loc` an absolute http(s) address under 2,048 characters with its XML entities escaped, each
// `lastmod` a W3C date or date-time. Returns the addresses (and their lastmod) or throws what is wrong.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}(-\d\d(-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?)?)?$/;

export interface SitemapEntryRead {
  loc: string;
  lastmod?: string;
}

export function readSitemap(xml: string, root: 'sitemapindex' | 'urlset'): SitemapEntryRead[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no UTF-8 XML declaration');
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) throw new Error('larger than 50 MB');
  // Raw text must carry its entities escaped: an `&` is always the start of one.
  if (/&(?!(amp|apos|quot|lt|gt|#\d+|#x[0-9a-f]+);)/i.test(xml)) throw new Error('an unescaped &');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'url' || name === 'sitemap',
    parseTagValue: false,
  }).parse(xml) as Record<string, Record<string, unknown>>;
  const top = Object.keys(parsed).filter((k) => k !== '?xml');
  if (top.length !== 1 || top[0] !== root) throw new Error(`root element ${top.join(',')} is not <${root}>`);
  const element = parsed[root] ?? {};
  if (element['@xmlns'] !== SITEMAP_NAMESPACE) throw new Error(`namespace ${String(element['@xmlns'])}`);
  const child = root === 'sitemapindex' ? 'sitemap' : 'url';
  const others = Object.keys(element).filter((k) => k !== child && !k.startsWith('@'));
  if (others.length) throw new Error(`unexpected elements ${others.join(',')}`);
  const entries = (element[child] ?? []) as Record<string, unknown>[];
  if (entries.length > 50_000) throw new Error(`${entries.length} entries, more than 50,000`);
  return entries.map((entry, i) => {
    const loc = entry.loc;
    if (typeof loc !== 'string' || !/^https?:\/\/[^\s]+$/.test(loc)) throw new Error(`entry ${i}: loc ${loc}`);
    if (loc.length >= 2048) throw new Error(`entry ${i}: loc longer than 2,048 characters`);
    const url = new URL(loc);
    if (url.href !== loc) throw new Error(`entry ${i}: loc ${loc} is not a normalised URL (${url.href})`);
    const lastmod = entry.lastmod;
    if (lastmod !== undefined && (typeof lastmod !== 'string' || !W3C_DATETIME.test(lastmod)))
      throw new Error(`entry ${i}: lastmod ${String(lastmod)} is no W3C date`);
    return { loc, ...(typeof lastmod === 'string' ? { lastmod } : {}) };
  });
}
