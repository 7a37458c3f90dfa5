// The page's one live stream (lib/live-stream.client.ts): pieces that re-subscribe in one React commit keep
// it; it closes once nobody listens. The browser's EventSource is replaced by a recorder of what was opened.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class RecordedEventSource {
  static CLOSED = 2;
  static opened: RecordedEventSource[] = [];
  readyState = 0;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    RecordedEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  RecordedEventSource.opened = [];
  vi.stubGlobal('EventSource', RecordedEventSource);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the page’s live stream', () => {
  it('keeps one stream when every piece re-subscribes in the same commit (a refreshed page)', async () => {
    const { subscribeLive } = await import('./live-stream.client');
    const badge = subscribeLive(['message.created'], () => {}, { since: 1_000 });
    const refresh = subscribeLive(['trade.changed'], () => {}, { since: 1_000 });
    // router.refresh(): both pieces' cleanups run, then both effects, the page's newer render time with them.
    badge();
    refresh();
    subscribeLive(['message.created'], () => {});
    subscribeLive(['trade.changed'], () => {}, { since: 2_000 });
    await nextTask();
    expect(RecordedEventSource.opened.map((s) => s.url)).toEqual(['/api/v1/events/stream?since=1000']);
    expect(RecordedEventSource.opened[0]?.closed).toBe(false);
  });

  it('closes the stream once the last piece has gone, and the next page opens its own', async () => {
    const { subscribeLive } = await import('./live-stream.client');
    const only = subscribeLive(['trade.changed'], () => {});
    only();
    await nextTask();
    expect(RecordedEventSource.opened[0]?.closed).toBe(true);
    subscribeLive(['trade.changed'], () => {}, { since: 3_000 });
    expect(RecordedEventSource.opened.map((s) => s.url)).toEqual([
      '/api/v1/events/stream',
      '/api/v1/events/stream?since=3000',
    ]);
  });
});
