// Pictures of a product: a swipeable strip (scroll snapping) with numbered thumbnails that link to each
// picture, so it works without JavaScript; the client part only keeps the page from jumping.
import { formatNumberFa } from '@bazaar/fa/digits';
import { PackageIcon } from '@/components/ui/icons';
import { FIRST_PICTURE } from '@/lib/first-picture';
import { GalleryThumbnails } from './gallery-thumbnails.client';

interface ProductGalleryProps {
  images: string[];
  /** The product's title, for the pictures' text alternatives. */
  title: string;
}

const GALLERY_ID = 'product-gallery';
const imageId = (index: number) => `product-image-${index + 1}`;

export function ProductGallery({ images, title }: ProductGalleryProps) {
  if (images.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-slate-400 ring-1 ring-slate-200"
      >
        <PackageIcon size={72} />
      </div>
    );
  }
  const count = formatNumberFa(images.length);
  return (
    <div id={GALLERY_ID}>
      {/* Focusable, so the strip can be scrolled with the arrow keys too. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={`تصاویر محصول (${count} تصویر)`}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200"
      >
        {images.map((src, index) => (
          <li key={src} id={imageId(index)} className="w-full shrink-0 snap-center scroll-mt-24">
            {/* biome-ignore lint/performance/noImgElement: pictures come from the API's file store at any address; next/image would need every host configured up front. */}
            <img
              src={src}
              alt={`${title}، تصویر ${formatNumberFa(index + 1)} از ${count}`}
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first picture is the page's largest paint on a phone: asked for before the scripts.
              fetchPriority={index === 0 ? 'high' : undefined}
              {...(index === 0 ? FIRST_PICTURE : {})}
              className="aspect-[4/3] w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <nav aria-label="تصاویر دیگر" className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {images.map((src, index) => (
              <li key={src}>
                <a
                  href={`#${imageId(index)}`}
                  data-gallery-thumbnail
                  className="block overflow-hidden rounded-lg ring-1 ring-slate-300 hover:ring-brand-500 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-700"
                >
                  <span className="sr-only">نمایش تصویر {formatNumberFa(index + 1)}</span>
                  {/* biome-ignore lint/performance/noImgElement: see above. */}
                  <img src={src} alt="" width={72} height={54} loading="lazy" className="h-14 w-18 object-cover" />
                </a>
              </li>
            ))}
          </ul>
          <GalleryThumbnails galleryId={GALLERY_ID} />
        </nav>
      ) : null}
    </div>
  );
}
