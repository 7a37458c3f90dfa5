import type { Metadata } from 'next';
import { CategoryProducts, categoryProductsMetadata } from './_components/category-products';

// Renders per request from the query string (free text, prices, number ranges, deep pages). The finite
// "browse" queries never reach it: the proxy rewrites them to ./cached/[key] (features/catalog/listing-cache.ts).
type Props = PageProps<'/products/category/[categoryId]/[name]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return categoryProductsMetadata((await params).categoryId, await searchParams);
}

export default async function CategoryProductsPage({ params, searchParams }: Props) {
  return <CategoryProducts categoryIdSegment={(await params).categoryId} query={await searchParams} />;
}
