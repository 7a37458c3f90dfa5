'use client';
// Counts one view of an article (GET …/by-platform?visit=true). Runs only in a browser that shows the
// page: never for link prefetches, nor for crawlers that do not run scripts. Renders nothing.
import { useEffect, useRef } from 'react';

export function PageVisitBeacon({ pageId }: { pageId: number }) {
  // React's development double-invoke of effects keeps refs, so one mount counts once.
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === pageId) return;
    sent.current = pageId;
    fetch(`/api/v1/pages/${pageId}/by-platform?visit=true`, {
      cache: 'no-store',
      keepalive: true,
      headers: { accept: 'application/json' },
    }).catch(() => {
      // A lost count is not worth bothering the reader about.
    });
  }, [pageId]);
  return null;
}
