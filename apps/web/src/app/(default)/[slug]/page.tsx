import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { staticPageHref } from '@/features/content/content-links';
import { staticPageMetadata } from '@/features/content/static-page-metadata';
import { StaticPageView } from '@/features/content/static-page-view';
import { uniquePageNameOf } from '@/features/content/unique-page-name';

// Catch-all fallback of spec section 2 (/:slug): the page whose unique name is the slug, else the 404
// screen with HTTP 404. Every static route of the site (/faq, /videos, /profile, /search…) is matched
// before this dynamic segment, and it covers one segment only, so deeper unknown paths are untouched.
type Props = PageProps<'/[slug]'>;

async function load(params: Props['params']) {
  const name = uniquePageNameOf((await params).slug);
  if (name === null) notFound();
  return getPageByUniqueNameOrNotFound(name);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  // One address for search engines: the same page is also /page/{uniquePageName}.
  return staticPageMetadata(page, staticPageHref(page.uniquePageName));
}

export default async function SlugPage({ params }: Props) {
  return <StaticPageView page={await load(params)} />;
}
