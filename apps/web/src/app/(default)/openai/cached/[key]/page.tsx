import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import OpenAiPage, { metadata as pageMetadata } from '../../page';

// /openai from Next's page cache (issue 34, decision 064): the proxy rewrites the bare address here
// (lib/bare-address-twins.ts). The page is nobody's (the conversation lives in the browser), but built while
// the API is down its header made it per request; this twin is rendered on the first visit instead, then at
// most every 5 minutes. Only the key `all` exists.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export const metadata = pageMetadata;

export default async function CachedOpenAiPage({ params }: PageProps<'/openai/cached/[key]'>) {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return <OpenAiPage />;
}
