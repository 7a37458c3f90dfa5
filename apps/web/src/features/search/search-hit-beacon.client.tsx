'use client';
// Counts this search for the popular searches (POST /searches/hits) once the results page is shown in a
// browser: never for link prefetches or crawlers that run no scripts; the API also drops bots and repeats.
import { SEARCH_HITS_PATH } from '@bazaar/contracts/search-kinds';
import { useEffect, useRef } from 'react';

export function SearchHitBeacon({ query }: { query: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!query || sent.current === query) return;
    sent.current = query;
    fetch(`/api/v1${SEARCH_HITS_PATH}`, {
      method: 'POST',
      cache: 'no-store',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ q: query }),
    }).catch(() => {
      // A lost count is not worth bothering the visitor about.
    });
  }, [query]);
  return null;
}
