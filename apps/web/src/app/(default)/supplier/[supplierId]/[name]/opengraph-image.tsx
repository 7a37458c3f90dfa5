// The supplier's share image: its name, city and verification (features/seo/share-image.tsx).
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, shareImage } from '@/features/seo/share-image';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';

export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = 'نام و شهر تأمین‌کننده';

export default async function Image({ params }: { params: Promise<{ supplierId: string }> }) {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  const place = [supplier.city, supplier.province].filter(Boolean).join('، ');
  return shareImage({
    kicker: 'تأمین‌کننده',
    title: supplier.name,
    facts: [place, supplier.excerpt].filter(Boolean).join(' · ') || undefined,
  });
}
