'use client';
// Messaging's events (the header badge and the inbox) from the page's one shared live stream
// (lib/live-stream.client.ts, docs/decisions/010).
import { MESSAGING_LIVE_EVENTS } from '@bazaar/contracts/messaging-sending';
import { subscribeLive } from '@/lib/live-stream.client';

export type MessagingLiveType = (typeof MESSAGING_LIVE_EVENTS)[keyof typeof MESSAGING_LIVE_EVENTS];
export interface MessagingLiveEvent {
  type: MessagingLiveType;
  conversationId: number;
  messageId?: number;
  side: 'buyer' | 'merchant';
}
type Listener = (event: MessagingLiveEvent) => void;

/** Calls `listener` with every messaging event of the signed-in user; returns the unsubscribe. */
export function subscribeMessaging(listener: Listener): () => void {
  return subscribeLive(Object.values(MESSAGING_LIVE_EVENTS), (type, raw) => {
    let data: Omit<MessagingLiveEvent, 'type'>;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    listener({ ...data, type: type as MessagingLiveType });
  });
}
