// The proxy's session handling on real NextRequest objects, with the API refresh stubbed.
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from './refresh-session.server';
import { handleSession } from './session-proxy';

vi.mock('./refresh-session.server', () => ({ refreshSession: vi.fn() }));
const refresh = vi.mocked(refreshSession);

const SITE = 'http://127.0.0.1:3000';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const accessToken = (expSeconds: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: '5', exp: expSeconds })}.sig`;
const future = () => Math.floor(Date.now() / 1000) + 600;
const past = () => Math.floor(Date.now() / 1000) - 1;

function request(path: string, init: { cookie?: string; referer?: string; method?: string } = {}) {
  const headers = new Headers({ host: '127.0.0.1:3000' });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.referer) headers.set('referer', init.referer);
  return new NextRequest(`${SITE}${path}`, { headers, method: init.method ?? 'GET' });
}

beforeEach(() => refresh.mockReset());

describe('handleSession', () => {
  it('leaves paths outside the profile area and the login page alone', async () => {
    expect(await handleSession(request('/supplier/1/name'))).toBeUndefined();
    expect(await handleSession(request('/profiles'))).toBeUndefined();
  });

  it('lets a request with an unexpired access token through untouched', async () => {
    expect(await handleSession(request('/profile', { cookie: `bz_at=${accessToken(future())}` }))).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('redirects an anonymous visit to the login page with the full path and loginPerPage', async () => {
    const response = await handleSession(request('/profile/notes/all?page=2', { referer: `${SITE}/products/4/pump` }));
    expect(response?.status).toBe(307);
    const location = new URL(response?.headers.get('location') ?? '');
    expect(`${location.pathname}${location.search}`).toBe(
      '/users/login?redirectPath=%2Fprofile%2Fnotes%2Fall%3Fpage%3D2&loginPerPage=true',
    );
  });

  it('refreshes an expired session and hands the new cookies to the browser and to the page', async () => {
    const fresh = accessToken(future());
    refresh.mockResolvedValue({
      kind: 'refreshed',
      setCookies: [`bz_at=${fresh}; Max-Age=900; Path=/; HttpOnly`, 'bz_rt=new; Max-Age=2592000; Path=/; HttpOnly'],
    });
    const response = await handleSession(
      request('/profile/address', { cookie: `theme=dark; bz_at=${accessToken(past())}; bz_rt=old` }),
    );
    expect(refresh).toHaveBeenCalledWith('old', { origin: SITE, host: '127.0.0.1:3000', protocol: 'http' });
    expect(response?.status).toBe(200);
    expect(response?.headers.getSetCookie()).toHaveLength(2);
    // What the page's cookies() will read.
    expect(response?.headers.get('x-middleware-request-cookie')).toBe(`theme=dark; bz_at=${fresh}; bz_rt=new`);
  });

  it('sends the visitor to log in and drops both cookies when the refresh token is refused', async () => {
    refresh.mockResolvedValue({ kind: 'invalid' });
    const response = await handleSession(request('/profile', { cookie: 'bz_rt=revoked' }));
    expect(response?.status).toBe(307);
    const cleared = response?.headers.getSetCookie().join('\n') ?? '';
    expect(cleared).toMatch(/bz_at=;.*Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/bz_rt=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('shows the login page to a visitor whose session is over, without the dead cookies', async () => {
    refresh.mockResolvedValue({ kind: 'invalid' });
    const response = await handleSession(request('/users/login', { cookie: 'bz_rt=revoked; theme=dark' }));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('x-middleware-request-cookie')).toBe('theme=dark');
  });

  it('keeps the cookies when the API could not be asked, and does not redirect form posts', async () => {
    refresh.mockResolvedValue({ kind: 'unavailable' });
    expect(await handleSession(request('/users/login', { cookie: 'bz_rt=r' }))).toBeUndefined();
    expect(await handleSession(request('/profile/address', { method: 'POST' }))).toBeUndefined();
  });
});
