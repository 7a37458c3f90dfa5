import type { Metadata } from 'next';
import { listingQueryOfKey } from '@/features/catalog/listing-cache';
import { safeDecodeSegment } from '@/lib/route-params';
import { CategoryProducts, categoryProductsMetadata } from '../../_components/category-products';

// A category's product list for one normalised query (the key), from Next's page cache: rendered on the
// first visit, then re-rendered at most every 15 s and at once when a product of the catalog changes (its
// fetches carry the `catalog` tag, docs/decisions/017). Only the proxy's rewrite reaches this route.
export const revalidate = 15;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/products/category/[categoryId]/[name]/cached/[key]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryId, key } = await params;
  return categoryProductsMetadata(categoryId, listingQueryOfKey(safeDecodeSegment(key) ?? key));
}

export default async function CachedCategoryProductsPage({ params }: Props) {
  const { categoryId, key } = await params;
  return <CategoryProducts categoryIdSegment={categoryId} query={listingQueryOfKey(safeDecodeSegment(key) ?? key)} />;
}
