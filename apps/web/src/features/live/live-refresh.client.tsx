'use client';
// Keeps a signed-in page current: listens to the visitor's live event stream (GET /api/v1/events/stream,
// same origin, session cookie) and re-renders the page's server components when one of `types` arrives,
// e.g. the default address changed in another tab or on another device. EventSource reconnects by itself
// and resumes with Last-Event-ID (docs/decisions/010); the page's one stream is shared with its other live
// pieces (lib/live-stream.client.ts). Opened by a page, it first replays the events stored after `renderedAt`
// (the server's render time, from live-refresh.tsx). Several events in a row refresh the page once. Without
// JavaScript the page is simply not live.
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { subscribeLive } from '@/lib/live-stream.client';

export function LiveRefreshClient({ types, renderedAt }: { types: readonly string[]; renderedAt: number }) {
  const router = useRouter();
  const key = types.join(',');
  // The render time of the page as this piece first showed it: a refresh brings a newer one, which must not
  // re-subscribe (that dropped the page's shared stream and opened a second one mid-page).
  const since = useRef(renderedAt).current;
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeLive(
      key.split(','),
      () => {
        if (pending === undefined)
          pending = setTimeout(() => {
            pending = undefined;
            router.refresh();
          }, 50);
      },
      { since },
    );
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [key, router, since]);
  return null;
}
