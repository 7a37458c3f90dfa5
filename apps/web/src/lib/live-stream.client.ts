'use client';
// One live event stream per page, shared by every live piece on it (the page's LiveRefresh, the header's
// unread badge, the messaging inbox), so a page holds one of the user's five streams, not one per piece
// (docs/decisions/010): a supplier with a few tabs open still gets every tab's updates. Opened on the
// first subscription, closed with the last; EventSource reconnects by itself and resumes with Last-Event-ID.
// A first subscription that knows when its page was rendered opens the stream with `?since=`, so the
// events stored between the render and the connection are sent first instead of being missed.
import { eventsEndpoints } from '@bazaar/contracts/events';

const STREAM_URL = `/api/v1${eventsEndpoints.stream.path}`;

type Handler = (type: string, data: string) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let attached = new Set<string>();

function ensureOpen(since: number | undefined): EventSource {
  if (source) return source;
  const url = since === undefined ? STREAM_URL : `${STREAM_URL}?since=${Math.max(0, Math.floor(since))}`;
  const stream = new EventSource(url, { withCredentials: true });
  // A refused stream (signed out: 401, too many: 429) ends for good instead of retrying every few seconds;
  // the next subscription (another page) opens a fresh one.
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) {
      stream.close();
      if (source === stream) {
        source = null;
        attached = new Set();
      }
    }
  };
  source = stream;
  attached = new Set();
  return stream;
}

function attach(stream: EventSource, type: string) {
  if (attached.has(type)) return;
  attached.add(type);
  stream.addEventListener(type, (event) => {
    const data = (event as MessageEvent<string>).data;
    for (const handler of handlers.get(type) ?? []) handler(type, data);
  });
}

/**
 * Calls `handler` with each event of `types` on the signed-in user's stream; returns the unsubscribe.
 * `since` (a server render time, ms) makes a stream this call opens start with the events stored after it.
 */
export function subscribeLive(
  types: readonly string[],
  handler: Handler,
  options: { since?: number } = {},
): () => void {
  const stream = ensureOpen(options.since);
  for (const type of types) {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(handler);
    attach(stream, type);
  }
  return () => {
    for (const type of types) {
      const set = handlers.get(type);
      set?.delete(handler);
      if (set?.size === 0) handlers.delete(type);
    }
    // Closed a task later, and only if nobody subscribed meanwhile: pieces that re-subscribe in one React
    // commit (cleanups run before effects) keep the page's one stream instead of closing it and opening another.
    if (handlers.size === 0) setTimeout(closeIfUnused, 0);
  };
}

function closeIfUnused() {
  if (handlers.size > 0) return;
  source?.close();
  source = null;
  attached = new Set();
}
