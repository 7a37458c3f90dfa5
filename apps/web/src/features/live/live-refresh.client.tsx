'use client';
// Keeps a signed-in page current: listens to the visitor's live event stream (GET /api/v1/events/stream,
// same origin, session cookie) and re-renders the page's server components when one of `types` arrives,
// e.g. the default address changed in another tab or on another device. EventSource reconnects by itself
// and resumes with Last-Event-ID (docs/decisions/010); the page's one stream is shared with its other live
// pieces (lib/live-stream.client.ts). Without JavaScript the page is simply not live.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { subscribeLive } from '@/lib/live-stream.client';

export function LiveRefresh({ types }: { types: readonly string[] }) {
  const router = useRouter();
  const key = types.join(',');
  useEffect(() => subscribeLive(key.split(','), () => router.refresh()), [key, router]);
  return null;
}
