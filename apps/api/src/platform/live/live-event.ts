// The shape of one live event and its text on the wire (Server-Sent Events, WHATWG HTML §9.2).

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface LiveEvent {
  /** Increasing across every API instance; sent as the SSE `id:` and used to resume. */
  id: number;
  userId: number;
  /** Sent as the SSE `event:` name, e.g. `message.created`, `wallet.changed`. */
  type: string;
  data: Json;
}

/** Event names go on their own SSE line, so they are kept to a short, line-safe alphabet. */
export const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9._:-]{0,63}$/;

/** One event frame. JSON.stringify never emits a raw line break, so `data:` is always a single line. */
export function eventFrame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** A comment line: ignored by EventSource, but it keeps proxies and the browser from timing out. */
export function commentFrame(text: string): string {
  return `: ${text}\n\n`;
}

/** How long the browser waits before reconnecting after the stream ends. */
export function retryFrame(milliseconds: number): string {
  return `retry: ${milliseconds}\n\n`;
}
