// Metadata of an article page: its title, summary and canonical address (always the plain
// /contents/{pageId}/{title}, also for the supplier variant, so search engines see one page).
import type { PageDetail } from '@bazaar/contracts/content-pages';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { contentPageHref } from '@/features/content/content-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';

export function articleMetadata(page: PageDetail): Metadata {
  const title = toPersianDigitsInText(page.title);
  const description = page.summary ? toPersianDigits(page.summary) : undefined;
  return {
    title,
    description,
    ...pageLinks(canonicalFor(contentPageHref(page)), {
      type: 'article',
      title,
      description,
      publishedTime: page.publishedAt ?? undefined,
      tags: page.labels,
    }),
  };
}
