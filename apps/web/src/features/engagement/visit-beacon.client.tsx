'use client';
// Counts one view of a product, supplier or article page (POST /pagevisits/visit-count). Public pages are
// served from cache, so the count cannot happen while rendering: this runs only in a browser that shows
// the page, never for link prefetches nor for crawlers that run no scripts. The API counts once per
// visitor and day and remembers a signed-in visitor's last visits. Renders nothing.
import type { SavedObjectType } from '@bazaar/contracts/engagement';
import { VISIT_COUNT_PATH } from '@bazaar/contracts/engagement-paths';
import { useEffect, useRef } from 'react';

export function VisitBeacon({ objectType, objectId }: { objectType: SavedObjectType; objectId: number }) {
  // React's development double-invoke of effects keeps refs, so one mount counts once.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${objectType}:${objectId}`;
    if (sent.current === key) return;
    sent.current = key;
    // keepalive: the count may leave as the visitor navigates away. Only the path is imported, not the
    // endpoint's schemas: evaluating zod after the page showed was a long task on every product page.
    fetch(`/api/v1${VISIT_COUNT_PATH}`, {
      method: 'POST',
      cache: 'no-store',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ objectType, objectId }),
    }).catch(() => {
      // A lost count is not worth bothering the visitor about.
    });
  }, [objectType, objectId]);
  return null;
}
