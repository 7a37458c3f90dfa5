import type { Metadata } from 'next';
import { SupplierPageView, supplierPageMetadata } from './_components/supplier-page-view';
import { parseSection } from './_components/supplier-sections';

// Rendered per request only when the proxy could not send the request to the cached route
// (cached/[section]/page.tsx; the API did not answer the slug check). A `{name}` that is not the
// supplier's slug never gets here: src/proxy.ts answers 301 first.
type Props = PageProps<'/supplier/[supplierId]/[name]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return supplierPageMetadata((await params).supplierId);
}

export default async function SupplierPage({ params, searchParams }: Props) {
  return (
    <SupplierPageView
      supplierIdSegment={(await params).supplierId}
      section={parseSection((await searchParams).section)}
    />
  );
}
