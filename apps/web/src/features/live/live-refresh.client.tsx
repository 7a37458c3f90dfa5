'use client';
// Keeps a signed-in page current: listens to the visitor's live event stream (GET /api/v1/events/stream,
// same origin, session cookie) and re-renders the page's server components when one of `types` arrives,
// e.g. the default address changed in another tab or on another device. EventSource reconnects by itself
// and resumes with Last-Event-ID (docs/decisions/010); without JavaScript the page is simply not live.
import { eventsEndpoints } from '@bazaar/contracts/events';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const STREAM_URL = `/api/v1${eventsEndpoints.stream.path}`;

export function LiveRefresh({ types }: { types: readonly string[] }) {
  const router = useRouter();
  const key = types.join(',');
  useEffect(() => {
    const source = new EventSource(STREAM_URL, { withCredentials: true });
    const refresh = () => router.refresh();
    const names = key.split(',');
    for (const name of names) source.addEventListener(name, refresh);
    // A refused stream (signed out: 401) ends for good instead of retrying every few seconds.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) source.close();
    };
    return () => {
      for (const name of names) source.removeEventListener(name, refresh);
      source.close();
    };
  }, [key, router]);
  return null;
}
