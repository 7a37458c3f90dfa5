'use client';
// Counts one view of an article (GET …/by-platform?visit=true). Runs only in a browser that shows the
// page: never for link prefetches, nor for crawlers that do not run scripts. Renders nothing. A plain
// fetch with keepalive (the count may leave as the reader navigates away), on the contract's path.
import { contentEndpoints } from '@bazaar/contracts/content';
import { endpointPath } from '@bazaar/contracts/endpoint';
import { useEffect, useRef } from 'react';

export function PageVisitBeacon({ pageId }: { pageId: number }) {
  // React's development double-invoke of effects keeps refs, so one mount counts once.
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === pageId) return;
    sent.current = pageId;
    fetch(`/api/v1${endpointPath(contentEndpoints.page.path, { id: pageId })}?visit=true`, {
      cache: 'no-store',
      keepalive: true,
      headers: { accept: 'application/json' },
    }).catch(() => {
      // A lost count is not worth bothering the reader about.
    });
  }, [pageId]);
  return null;
}
