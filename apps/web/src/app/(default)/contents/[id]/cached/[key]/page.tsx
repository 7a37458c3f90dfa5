import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import ContentTypePage, { generateMetadata as pageMetadata } from '../../page';

// A content type's articles as most visitors open them, without a query, from Next's page cache (issue 34,
// decision 080): the proxy rewrites the bare address here once the API knows the type
// (lib/bare-address-twins.ts); a page number or any other query renders per request (../../page.tsx).
// Rendered on the first visit, then at most every 5 minutes or its data's shorter window, and at once on
// the `content` tag its changes post. Beside the article route `/contents/{id}/{title}`: this address has one
// segment more, so no article title is shadowed.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/contents/[id]/cached/[key]'>;

async function bare({ params }: Props) {
  const { id, key } = await params;
  if (key !== BARE_ADDRESS_KEY) notFound();
  return { params: Promise.resolve({ id }), searchParams: Promise.resolve({}) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await bare(props));
}

export default async function CachedContentTypePage(props: Props) {
  return <ContentTypePage {...(await bare(props))} />;
}
