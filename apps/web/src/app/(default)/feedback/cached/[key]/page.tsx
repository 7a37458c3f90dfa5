import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import FeedbackPage, { metadata as feedbackMetadata } from '../../page';

// /feedback from Next's page cache (issue 34, docs/decisions/062): the proxy rewrites the bare address here
// (lib/bare-address-twins.ts). The page has no data of its own, but built while the API is down its header
// made it per request; this twin is rendered on the first visit instead, then at most every 5 minutes.
// Only the key `all` exists.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export const metadata = feedbackMetadata;

type Props = PageProps<'/feedback/cached/[key]'>;

export default async function CachedFeedbackPage({ params }: Props) {
  if ((await params).key !== BARE_ADDRESS_KEY) notFound();
  return <FeedbackPage />;
}
