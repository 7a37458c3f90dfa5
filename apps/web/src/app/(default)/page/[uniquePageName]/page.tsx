import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { staticPageHref } from '@/features/content/content-links';
import { staticPageMetadata } from '@/features/content/static-page-metadata';
import { StaticPageView } from '@/features/content/static-page-view';
import { uniquePageNameOf } from '@/features/content/unique-page-name';

// Static content pages by unique name (spec: /page/{uniquePageName}): about, terms, privacy, contact…
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
