'use client';
// Counts one visit of a product page. The page itself is served from cache (ISR), so the count cannot
// happen while rendering; this runs only in a browser that shows the page: never for link prefetches,
// and not for crawlers that do not run scripts. Renders nothing.
import { useEffect, useRef } from 'react';

export function VisitBeacon({ productId }: { productId: number }) {
  // React's development double-invoke of effects keeps refs, so one mount counts once.
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === productId) return;
    sent.current = productId;
    fetch(`/api/v1/supplierproducts/${productId}/catalog?visit=true`, {
      cache: 'no-store',
      keepalive: true,
      headers: { accept: 'application/json' },
    }).catch(() => {
      // A lost count is not worth bothering the visitor about.
    });
  }, [productId]);
  return null;
}
