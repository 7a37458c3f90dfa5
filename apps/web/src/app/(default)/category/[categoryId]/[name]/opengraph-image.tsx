// The category's share image: its name and where it sits (features/seo/share-image.tsx).
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, shareImage } from '@/features/seo/share-image';

export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = 'نام دسته‌بندی و گروه‌های بالاتر آن';

export default async function Image({ params }: { params: Promise<{ categoryId: string }> }) {
  const { trail, category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const parents = trail.slice(0, -1).map((c) => c.name);
  return shareImage({
    kicker: 'دسته‌بندی',
    title: category.name,
    facts: parents.length ? `در ${parents.join(' › ')}` : 'محصولات و تأمین‌کنندگان',
  });
}
