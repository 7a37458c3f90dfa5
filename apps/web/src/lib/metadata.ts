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
