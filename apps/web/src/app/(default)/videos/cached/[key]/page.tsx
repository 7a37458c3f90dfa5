import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import VideosPage, { generateMetadata as videosMetadata } from '../../page';

// /videos without a query, from Next's page cache (issue 34, docs/decisions/062): the page most visitors
// land on, the same for everyone. The proxy rewrites the bare address here (lib/bare-address-twins.ts);
// searches and other queries render per request (../../page.tsx). Rendered on the first visit, then at
// most every 5 minutes (its data's window). Only the key `all` exists; the proxy answers 404 to others.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/videos/cached/[key]'>;

const bare = () => ({ params: Promise.resolve({}), searchParams: Promise.resolve({}) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return videosMetadata(bare());
}

export default async function CachedVideosPage({ params }: Props) {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return <VideosPage {...bare()} />;
}
