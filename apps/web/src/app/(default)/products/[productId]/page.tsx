// /products/{id} without its name: a permanent redirect to the canonical address with the slug, so shared or
// typed short links land on the product instead of a 404.
import { permanentRedirect } from 'next/navigation';
import { getProductOrNotFound } from '@/features/catalog/catalog-api.server';
import { productHref } from '@/features/catalog/product-links';

export default async function ProductShortLink({ params }: PageProps<'/products/[productId]'>) {
  permanentRedirect(productHref(await getProductOrNotFound((await params).productId)));
}
