// A small Server-Sent Events reader for tests: opens the stream over real HTTP (inject cannot stream) and
// parses frames as a browser's EventSource would.
import http from 'node:http';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

export type SseClient = Awaited<ReturnType<typeof openSse>>;

/**
 * Opens the stream on its own connection (node:http without an agent: nothing is pooled or opened
 * speculatively, so closing the server never waits on a client socket that carries no request).
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const frames: SseFrame[] = [];
  let ended = false;
  let text = '';
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  request.on('error', () => {}); // aborted by close()
  const ok = response.statusCode === 200;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    if (!ok) {
      text += chunk;
      return;
    }
    buffer += chunk;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      frames.push(parseFrame(buffer.slice(0, cut)));
      buffer = buffer.slice(cut + 2);
    }
    notify();
  });
  const finish = () => {
    ended = true;
    notify();
  };
  response.once('end', finish).once('close', finish).once('error', finish);

  const events = () => frames.filter((f) => f.event !== undefined);

  /** Resolves when `ready()` holds, or rejects after `timeoutMs` naming what was awaited. */
  function waitUntil(ready: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; frames so far: ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
    });
  }

  return {
    status: response.statusCode,
    header: (name: string) => response.headers[name.toLowerCase()],
    /** The body of a refused stream (problem+json), once it has arrived. */
    async json(): Promise<Record<string, unknown>> {
      await waitUntil(() => ended, 'the response body');
      return JSON.parse(text) as Record<string, unknown>;
    },
    frames,
    events,
    get ended() {
      return ended;
    },
    waitUntil,
    /** The first `count` events (frames with an `event:` line), once they have arrived. */
    async nextEvents(count: number, timeoutMs?: number) {
      await waitUntil(() => events().length >= count, `${count} event(s)`, timeoutMs);
      return events().slice(0, count);
    },
    waitForEnd: (timeoutMs?: number) => waitUntil(() => ended, 'the stream to end', timeoutMs),
    close: () => request.destroy(),
  };
}
