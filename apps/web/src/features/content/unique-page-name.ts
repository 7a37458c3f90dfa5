// Which path segments can name a page (/page/{uniquePageName} and the catch-all /{slug}): letters of any
// script, digits, '-' and '_'. Anything else (favicon.ico, robots.txt, wp-login.php…) is answered with
// 404 straight away, without asking the API.
import { safeDecodeSegment } from '@/lib/route-params';

const UNIQUE_PAGE_NAME = /^[\p{L}\p{N}_-]{1,120}$/u;

/** The decoded page name of `segment`, or null when it cannot be one. */
export function uniquePageNameOf(segment: string): string | null {
  const name = safeDecodeSegment(segment);
  return name !== null && UNIQUE_PAGE_NAME.test(name) ? name : null;
}
