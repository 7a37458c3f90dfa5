import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import ProductSearchPage, { generateMetadata as pageMetadata } from '../../page';

// Product search of a category type as most visitors open it, without a query, from Next's page cache (issue 34, docs/decisions/070):
// the proxy rewrites the bare address here once the API knows what it names (lib/bare-address-twins.ts);
// a page number or any other query renders per request (../../page.tsx). Rendered on the first visit, then
// at most every 5 minutes or its data's shorter window, and at once on the `catalog` tag its changes post.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/products/search/[categoryType]/cached/[key]'>;

async function bare({ params }: Props) {
  const { categoryType, key } = await params;
  if (key !== BARE_ADDRESS_KEY) notFound();
  return { params: Promise.resolve({ categoryType }), searchParams: Promise.resolve({}) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await bare(props));
}

export default async function CachedProductSearchPage(props: Props) {
  return <ProductSearchPage {...(await bare(props))} />;
}
