'use client';
// One live event stream per page for every messaging piece (the header badge and the inbox), so a page
// does not hold two of a user's five streams (docs/decisions/010). Opened on the first subscription and
// closed with the last; EventSource reconnects by itself and resumes with Last-Event-ID.
import { eventsEndpoints } from '@bazaar/contracts/events';
import { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';

const STREAM_URL = `/api/v1${eventsEndpoints.stream.path}`;

export type MessagingLiveType = (typeof MESSAGING_LIVE_EVENTS)[keyof typeof MESSAGING_LIVE_EVENTS];
export interface MessagingLiveEvent {
  type: MessagingLiveType;
  conversationId: number;
  messageId?: number;
  side: 'buyer' | 'merchant';
}
type Listener = (event: MessagingLiveEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function open() {
  const stream = new EventSource(STREAM_URL, { withCredentials: true });
  for (const type of Object.values(MESSAGING_LIVE_EVENTS)) {
    stream.addEventListener(type, (e) => {
      let data: Omit<MessagingLiveEvent, 'type'>;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of listeners) listener({ ...data, type });
    });
  }
  // A refused stream (signed out: 401, too many: 429) ends for good instead of retrying.
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) stream.close();
  };
  return stream;
}

/** Calls `listener` with every messaging event of the signed-in user; returns the unsubscribe. */
export function subscribeMessaging(listener: Listener): () => void {
  listeners.add(listener);
  source ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}
