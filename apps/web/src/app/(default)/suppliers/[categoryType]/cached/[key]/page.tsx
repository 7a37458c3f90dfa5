import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BARE_ADDRESS_KEY } from '@/lib/bare-address-twins';
import SuppliersOfTypePage, { generateMetadata as suppliersOfTypeMetadata } from '../../page';

// The first page of a category type's suppliers, from Next's page cache (issue 34, docs/decisions/062): the
// proxy rewrites the bare address here (lib/bare-address-twins.ts); a page number, a province or a search
// renders per request (../../page.tsx). Rendered on the first visit, then at most every 5 minutes and at
// once on the `suppliers` tag. Only the key `all` of the four types exists.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/suppliers/[categoryType]/cached/[key]'>;

async function bare({ params }: Props) {
  const { categoryType, key } = await params;
  if (key !== BARE_ADDRESS_KEY) notFound();
  return { params: Promise.resolve({ categoryType }), searchParams: Promise.resolve({}) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return suppliersOfTypeMetadata(await bare(props));
}

export default async function CachedSuppliersOfTypePage(props: Props) {
  return <SuppliersOfTypePage {...(await bare(props))} />;
}
