// Metadata of a static page: its title, summary and one canonical address.
import type { PageDetail } from '@bazaar/contracts/content-pages';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { canonicalFor, pageLinks } from '@/lib/metadata';

export function staticPageMetadata(page: PageDetail, canonicalPath: string): Metadata {
  return {
    title: toPersianDigitsInText(page.title),
    description: page.summary ? toPersianDigits(page.summary) : undefined,
    ...pageLinks(canonicalFor(canonicalPath)),
  };
}
