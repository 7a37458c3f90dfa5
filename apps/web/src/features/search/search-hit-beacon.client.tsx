'use client';
// Counts this search for the popular searches (POST /searches/hits) once the results page is shown in a
// browser: never for link prefetches or crawlers that run no scripts; the API also drops bots and repeats.
import { SEARCH_HITS_PATH } from '@bazaar/contracts/search-kinds';
import { useEffect, useRef } from 'react';
import { postBeacon } from '@/lib/beacon';

export function SearchHitBeacon({ query }: { query: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!query || sent.current === query) return;
    sent.current = query;
    postBeacon(SEARCH_HITS_PATH, { q: query });
  }, [query]);
  return null;
}
