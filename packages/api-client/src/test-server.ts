// Test helper: a real node:http server on 127.0.0.1 that records every request and answers from a per-test script.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Raw request target as it arrived, e.g. `/api/v1/products?ids[]=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Reply =
  | { status: number; statusText?: string; headers?: Record<string, string>; body?: string }
  /** Close the connection without answering (`req.socket.destroy()`). */
  | 'destroy'
  /** Never answer; the connection is dropped by `reset()` or `close()`. */
  | 'hang';

export interface TestServer {
  /** Origin, e.g. `http://127.0.0.1:53121`. */
  origin: string;
  requests: RecordedRequest[];
  /** Replies for the next requests in order; the last one repeats for any further request. */
  script(...replies: Reply[]): void;
  /** Forget recorded requests and the script, drop hanging connections. */
  reset(): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): Reply => ({
  status,
  headers: { 'content-type': contentType },
  body,
});

/** A problem+json body shaped like the API's (packages/contracts problem.ts). */
export function problemBody(status: number, code: string, detail: string) {
  return {
    type: `https://bazaar.example/problems/${code.toLowerCase()}`,
    title: code,
    status,
    detail,
    code,
    errors: [],
  };
}

export const problem = (status: number, code: string, detail: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/problem+json; charset=utf-8', ...headers },
  body: JSON.stringify(problemBody(status, code, detail)),
});

const DEFAULT_REPLY: Reply = json(200, { ok: true });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let replies: Reply[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? DEFAULT_REPLY;
      if (reply === 'destroy') {
        req.socket.destroy();
      } else if (reply === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      } else {
        res.writeHead(reply.status, reply.statusText, reply.headers);
        res.end(reply.body);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropHanging = () => {
    for (const res of hanging) res.socket?.destroy();
    hanging.clear();
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script(...next) {
      replies = next;
    },
    reset() {
      requests.length = 0;
      replies = [];
      dropHanging();
    },
    close() {
      dropHanging();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Origin of a port that was just bound and released, so connecting to it is refused. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
