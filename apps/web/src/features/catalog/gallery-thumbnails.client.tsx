'use client';
// Thumbnail links of the product gallery scroll the strip to their picture without moving the page or
// adding a history entry, and mark the picture shown. Without JavaScript the links still jump to it.
import { useEffect } from 'react';

export function GalleryThumbnails({ galleryId }: { galleryId: string }) {
  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-gallery-thumbnail]')];
    const mark = (current: HTMLAnchorElement) => {
      for (const link of links) link.setAttribute('aria-current', link === current ? 'true' : 'false');
    };
    if (links[0]) mark(links[0]);

    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-gallery-thumbnail]');
      const target = link && document.getElementById(link.hash.slice(1));
      if (!link || !target) return;
      event.preventDefault();
      target.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
      mark(link);
    }
    gallery.addEventListener('click', onClick);
    return () => gallery.removeEventListener('click', onClick);
  }, [galleryId]);
  return null;
}
