import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import type { LiveHub, LiveListener } from './hub.js';
import type { LiveEvent } from './live-event.js';
import { createLiveStreams } from './streams.js';

const limits = { heartbeatMs: 60_000, retryMs: 2000, maxPerUser: 5, maxPerAddress: 50 };
const event = (id: number): LiveEvent => ({ id, userId: 1, type: 'n', data: { n: id } });

/** A hub whose store holds `stored`, and which lets a test act while the missed events are being read. */
function fakeHub(stored: LiveEvent[], duringReplay: (deliver: LiveListener) => void = () => {}) {
  let listener: LiveListener = () => {};
  let lost: (() => void) | undefined;
  const hub: LiveHub = {
    fanOut: 'local',
    publish: async () => event(0),
    async subscribe(_userId, l, onLost) {
      listener = l;
      lost = onLost;
      return () => {};
    },
    async missedSince(_userId, afterId) {
      duringReplay(listener);
      return stored.filter((e) => e.id > afterId);
    },
    lastIdAt: async () => 0,
    sweep: async () => 0,
    close: async () => {},
  };
  return { hub, deliver: (e: LiveEvent) => listener(e), lose: () => lost?.() };
}

function collect(stream: NodeJS.ReadableStream) {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
  });
  return {
    ids: () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])),
    text: () => text,
  };
}

describe('live streams', () => {
  it('sends the missed events first, then live ones that arrived meanwhile, each once and in order', async () => {
    // Event 3 is both in the store and delivered live while the store is read; 4 arrives only live.
    const { hub, deliver } = fakeHub([event(2), event(3)], (live) => {
      live(event(3));
      live(event(4));
    });
    const stream = await createLiveStreams(hub, limits).open({ userId: 1, address: 'a', lastEventId: 1 });
    const out = collect(stream);
    deliver(event(5));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.text().startsWith('retry: 2000\n\n')).toBe(true);
    expect(out.ids()).toEqual([2, 3, 4, 5]);
    stream.destroy();
  });

  it('ends the stream when the hub may have lost events, so the browser resumes from its last id', async () => {
    const { hub, lose } = fakeHub([]);
    const streams = createLiveStreams(hub, limits);
    const stream = await streams.open({ userId: 1, address: 'a' });
    collect(stream);
    const ended = new Promise((resolve) => stream.once('close', resolve));
    lose();
    await ended;
    expect(streams.size).toBe(0);
  });

  it('refuses new streams with 503 once closing, and ends the open ones', async () => {
    const streams = createLiveStreams(fakeHub([]).hub, limits);
    const stream = await streams.open({ userId: 1, address: 'a' });
    collect(stream);
    const ended = new Promise((resolve) => stream.once('close', resolve));
    streams.closeAll();
    await ended;
    const refused = await streams.open({ userId: 2, address: 'b' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
  });
});
