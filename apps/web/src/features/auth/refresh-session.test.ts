// The proxy's refresh against a local stand-in for the API: what it forwards, and that parallel
// requests with the same (single-use) refresh token share one refresh.
import { problem, startTestServer, type TestServer } from '@bazaar/api-client/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

let server: TestServer;
let refreshSession: typeof import('./refresh-session.server').refreshSession;
const context = { origin: 'https://bazaar.example', host: 'bazaar.example', protocol: 'https' as const };
const tokenAnswer = {
  status: 200,
  headers: {
    'content-type': 'application/json',
    'set-cookie': 'bz_at=new-access; Max-Age=900; Path=/; HttpOnly',
  },
  body: JSON.stringify({
    token_type: 'Bearer',
    expires_in: 900,
    user: { id: 1, phone: '09121234567', roles: ['buyer'], displayName: null },
  }),
};

beforeAll(async () => {
  server = await startTestServer();
  vi.stubEnv('API_INTERNAL_URL', server.origin);
  ({ refreshSession } = await import('./refresh-session.server'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => server.reset());

describe('refreshSession', () => {
  it('forwards the refresh cookie with the site origin and host, and returns the new cookies', async () => {
    server.script(tokenAnswer);
    expect(await refreshSession('token-a', context)).toEqual({
      kind: 'refreshed',
      setCookies: ['bz_at=new-access; Max-Age=900; Path=/; HttpOnly'],
    });
    const sent = server.requests[0];
    expect(sent?.url).toBe('/api/v1/connect/token');
    expect(sent?.body).toBe('grant_type=refresh_token&token_delivery=cookie');
    expect(sent?.headers).toMatchObject({
      cookie: 'bz_rt=token-a',
      origin: 'https://bazaar.example',
      'x-forwarded-host': 'bazaar.example',
      'x-forwarded-proto': 'https',
    });
  });

  it('makes one refresh for parallel requests carrying the same refresh token', async () => {
    server.script(tokenAnswer);
    const [first, second] = await Promise.all([refreshSession('token-b', context), refreshSession('token-b', context)]);
    expect(first).toEqual(second);
    expect(await refreshSession('token-b', context)).toEqual(first);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refused token as the end of the session', async () => {
    server.script(problem(400, 'INVALID_GRANT', 'نشست شما منقضی شده است؛ دوباره وارد شوید.'));
    expect(await refreshSession('token-c', context)).toEqual({ kind: 'invalid' });
  });

  it('does not remember a failure that may pass, so the next request tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.script(problem(503, 'SERVICE_UNAVAILABLE', 'x'), tokenAnswer);
    expect(await refreshSession('token-d', context)).toEqual({ kind: 'unavailable' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await refreshSession('token-d', context)).kind).toBe('refreshed');
  });
});
