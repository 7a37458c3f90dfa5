'use client';
// Counts one view of a product, supplier or article page (POST /pagevisits/visit-count). Public pages are
// served from cache, so the count cannot happen while rendering: this runs only in a browser that shows
// the page, never for link prefetches nor for crawlers that run no scripts. The API counts once per
// visitor and day and remembers a signed-in visitor's last visits. Renders nothing.
import type { SavedObjectType } from '@bazaar/contracts/engagement';
import { VISIT_COUNT_PATH } from '@bazaar/contracts/engagement-paths';
import { useEffect, useRef } from 'react';
import { postBeacon } from '@/lib/beacon';

export function VisitBeacon({ objectType, objectId }: { objectType: SavedObjectType; objectId: number }) {
  // React's development double-invoke of effects keeps refs, so one mount counts once.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${objectType}:${objectId}`;
    if (sent.current === key) return;
    sent.current = key;
    // Only the path is imported, not the endpoint's schemas: evaluating zod after the page showed was a long
    // task on every product page.
    postBeacon(VISIT_COUNT_PATH, { objectType, objectId });
  }, [objectType, objectId]);
  return null;
}
