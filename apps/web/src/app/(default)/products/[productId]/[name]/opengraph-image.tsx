// The product's share image: its name, price and supplier (features/seo/share-image.tsx).
import { getProductOrNotFound } from '@/features/catalog/catalog-api.server';
import { formatPrice } from '@/features/catalog/property-format';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, shareImage } from '@/features/seo/share-image';

export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = 'نام، قیمت و تأمین‌کنندهٔ محصول';

export default async function Image({ params }: { params: Promise<{ productId: string }> }) {
  const product = await getProductOrNotFound((await params).productId);
  return shareImage({
    kicker: 'محصول',
    title: product.title,
    facts: `${formatPrice(product.priceRials)} · ${product.merchant.name}`,
  });
}
