// A stand-in for the web's POST /internal/revalidate: records the tags each call names, so a test can check that
// a change expires the right cached pages. `env` is what createTestApp needs to post to it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

export async function startRevalidateStub() {
  const tags: string[][] = [];
  const web = createServer(async (request, response) => {
    if (request.url !== '/internal/revalidate') return response.writeHead(404).end();
    tags.push((await readBody(request)).tags);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  return {
    /** The tags of every call so far, in order. */
    tags,
    env: {
      PROXY_SECRET: SECRET,
      WEB_REVALIDATE_URLS: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
      EVENTS_POLL_MS: '100',
    },
    close: () => new Promise((resolve) => web.close(resolve)),
  };
}
