// The site's share image, for every page without one of its own (features/seo/share-image.tsx).
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, shareImage } from '@/features/seo/share-image';

export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = 'بازار صنعت';

export default async function Image() {
  return shareImage({ kicker: 'بازار صنعت', title: 'بازار آنلاین کالا، تجهیزات و خدمات صنعتی' });
}
