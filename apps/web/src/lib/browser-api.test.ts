import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = { id: 1, phone: '09121234567', roles: ['buyer'], displayName: null };

describe('browserHttp', () => {
  it('refreshes the cookies once after a 401 and sends the call again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { title: 'x', status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(json(200, { token_type: 'Bearer', expires_in: 900, user }))
      .mockResolvedValueOnce(json(200, user));
    vi.stubGlobal('fetch', fetchMock);
    const { browserIdentityApi } = await import('./browser-api');
    expect(await browserIdentityApi.me()).toEqual(user);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/v1/users/me',
      'POST /api/v1/connect/token',
      'GET /api/v1/users/me',
    ]);
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('grant_type=refresh_token&token_delivery=cookie');
  });

  it('gives up with the 401 when the refresh is refused, and never refreshes for the token call itself', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { title: 'x', status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(json(400, { title: 'x', status: 400, code: 'INVALID_GRANT' }));
    vi.stubGlobal('fetch', fetchMock);
    const { browserIdentityApi } = await import('./browser-api');
    await expect(browserIdentityApi.me()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('writes that outlive the page', () => {
  it('sends a small write with keepalive, so a reload right after a like does not cancel it', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => json(200, { liked: true, likeCount: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const { browserHttp } = await import('./browser-api');
    await browserHttp.post('/pages/7/like', { body: { any: 'thing' } });
    await browserHttp.get('/users/me');
    const [write, read] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    expect(write?.keepalive).toBe(true);
    expect(read?.keepalive).toBeUndefined();
  });
});
