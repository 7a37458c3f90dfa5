import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import AiPage, { metadata as pageMetadata } from '../../page';

// /ai from Next's page cache (issue 34, decision 080): the proxy rewrites the bare address here
// (lib/bare-address-twins.ts). Without `?c=` the page is nobody's (the tab's conversation lives in the
// browser); a saved conversation (`?c={id}`) still renders per request for its owner. Rendered on the first
// visit, then at most every 5 minutes. Only the key `all` exists.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export const metadata = pageMetadata;

export default async function CachedAiPage({ params }: PageProps<'/ai/cached/[key]'>) {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return <AiPage params={Promise.resolve({})} searchParams={Promise.resolve({})} />;
}
