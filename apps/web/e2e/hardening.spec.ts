// The hardening issue's web findings against the running site (docs/security-testing.md, «Hardening issue:
// the web's findings»): the Location of the post-login redirect for every known bypass form (item 2), the
// API's Strict-Transport-Security on pages (item 9a), and a server action from another site refused with a
// Persian 403 (item 9c). Relative addresses: runs on whatever port the site is on.

import { leavesSite, REDIRECT_BYPASSES, SAFE_REDIRECTS } from './support/redirect-bypasses';
import { freshMobile, signInAs } from './support/session';
import { expect, test } from './support/test';

test('a signed-in visit of the login page redirects on the site, whatever redirectPath says', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  await signInAs(page, freshMobile());
  const locationFor = async (redirectPath: string) => {
    const answer = await page.request.get(`/users/login?redirectPath=${encodeURIComponent(redirectPath)}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), redirectPath).toBe(307);
    return answer.headers().location ?? '';
  };
  for (const bypass of REDIRECT_BYPASSES) {
    const location = await locationFor(bypass);
    expect(leavesSite(location, origin), `${JSON.stringify(bypass)} → ${location}`).toBe(false);
    expect(new URL(location, origin).pathname, JSON.stringify(bypass)).toBe('/profile');
  }
  for (const [asked, path] of SAFE_REDIRECTS) {
    const location = await locationFor(asked);
    const target = new URL(location, origin);
    expect(`${target.pathname}${target.search}`, asked).toBe(path.replace(/#.*$/, ''));
  }
});

test('pages carry the same Strict-Transport-Security as the API', async ({ request }) => {
  const api = (await request.get('/api/v1/health')).headers()['strict-transport-security'];
  expect(api).toMatch(/^max-age=\d+/);
  for (const path of ['/', '/users/login', '/no-such-page']) {
    expect((await request.get(path)).headers()['strict-transport-security'], path).toBe(api);
  }
});

test('a server action posted from another site is refused with a Persian 403, not a 500', async ({ request }) => {
  // A form on another site posting to one of ours without JavaScript (Next answered a bare 500 text).
  const form = {
    origin: 'https://evil.example',
    'content-type': 'multipart/form-data; boundary=x',
  };
  const body = '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_7f00"\r\n\r\n\r\n--x--\r\n';
  const page = await request.post('/profile/address', { headers: form, data: body });
  expect(page.status()).toBe(403);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(await page.text()).toContain('دسترسی مجاز نیست');
  // The same as a script's call asking for JSON.
  const json = await request.post('/profile/address', {
    headers: { origin: 'https://evil.example', 'next-action': '7f00', accept: 'application/json' },
    data: '[]',
  });
  expect(json.status()).toBe(403);
  expect(json.headers()['content-type']).toContain('application/problem+json');
  expect(await json.json()).toMatchObject({ status: 403, code: 'FORBIDDEN', title: 'دسترسی مجاز نیست' });
});
