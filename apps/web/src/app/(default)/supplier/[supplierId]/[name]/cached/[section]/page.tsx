import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';
import { isSupplierSection } from '@/features/suppliers/supplier-page-cache';
import { SupplierPageView, supplierPageMetadata } from '../../_components/supplier-page-view';

// One section of a supplier's page from Next's page cache (issue 34, docs/decisions/062): rendered on the
// first visit, then at most every 15 s, and at once when the supplier changes (its fetches carry the
// `suppliers` tag, posted by the API, decision 017). The same page for every visitor, signed in or not.
// Only the proxy's rewrite of `/supplier/{id}/{slug}?section=…` reaches this route
// (features/suppliers/supplier-page-cache.ts); the proxy answers 404 to any other address of it.
export const revalidate = 15;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/supplier/[supplierId]/[name]/cached/[section]'>;

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const own = await supplierPageMetadata((await params).supplierId);
  // The supplier's share image is the `opengraph-image` file of the page this route serves (one segment up);
  // a child's own `openGraph` replaces the inherited one whole, so its images are named again here.
  const inherited = await parent;
  return {
    ...own,
    openGraph: { ...own.openGraph, ...(inherited.openGraph?.images ? { images: inherited.openGraph.images } : {}) },
    twitter: { ...inherited.twitter, ...(inherited.twitter?.images ? { images: inherited.twitter.images } : {}) },
  };
}

export default async function CachedSupplierPage({ params }: Props) {
  const { supplierId, section } = await params;
  if (!isSupplierSection(section)) notFound();
  return <SupplierPageView supplierIdSegment={supplierId} section={section} />;
}
