import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { staticPageHref } from '@/features/content/content-links';
import { staticPageMetadata } from '@/features/content/static-page-metadata';
import { StaticPageView } from '@/features/content/static-page-view';
import { uniquePageNameOf } from '@/features/content/unique-page-name';

// Static content pages by unique name (spec: /page/{uniquePageName}): about, terms, privacy, contact…
// From Next's page cache (issue 34, docs/decisions/062): rendered on the first visit, then at most every
// 5 minutes and at once when content changes (the `content` tag the API posts, decision 017). An unknown
// name never gets here: src/proxy.ts answers it with the 404 screen, so nobody can fill the cache.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/page/[uniquePageName]'>;

async function load(params: Props['params']) {
  const name = uniquePageNameOf((await params).uniquePageName);
  if (name === null) notFound();
  return getPageByUniqueNameOrNotFound(name);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return staticPageMetadata(page, staticPageHref(page.uniquePageName));
}

export default async function StaticPage({ params }: Props) {
  return <StaticPageView page={await load(params)} />;
}
