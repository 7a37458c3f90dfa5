import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { otpCodes } from '../../db/schema/identity.js';
import { createKavenegarProvider } from './sms.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // No reuse grace here, so a replay is caught at once.
  // The per-address caps set low here, so the tests below reach them quickly (the defaults are far higher).
  ctx = await createTestApp({
    seeded: false,
    env: { REFRESH_REUSE_GRACE_SECONDS: '0', OTP_MAX_PER_IP_HOUR: '20', OTP_MAX_FAILURES_PER_IP_HOUR: '30' },
  });
});
afterAll(() => ctx?.close());

const toPersian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
let ip = 0;
const freshIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;
const requestCode = (phoneNumber: string, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/login-by-otp', payload: { phoneNumber }, remoteAddress });
const exchange = (fields: Record<string, string>, remoteAddress?: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
async function lastCode(phone: string): Promise<string> {
  const outbox = (await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=50' })).json() as {
    to: string;
    code: string;
    text: string;
  }[];
  const message = outbox.find((m) => m.to === phone);
  if (!message) throw new Error(`no code sent to ${phone}`);
  return message.code;
}
/** Moves the phone's latest code (and its resend clock) into the past. */
async function age(phone: string, seconds: number) {
  await ctx.db.execute(sql`
    update ${otpCodes} set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds})
    where phone = ${phone}`);
}

describe('POST /users/login-by-otp', () => {
  it.each([
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['9123456780', '09123456780'],
    ['+989123456781', '09123456781'],
    ['00989123456782', '09123456782'],
    ['٠٩١٢٣٤٥٦٧٨٣', '09123456783'],
  ])('accepts %s and texts a 6-digit code to %s', async (input, canonical) => {
    const response = await requestCode(input);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true, codeLength: 6, expiresInSeconds: 120, resendAfterSeconds: 60 });
    expect(await lastCode(canonical)).toMatch(/^\d{6}$/);
  });

  it('refuses a number that is not an Iranian mobile with a field error', async () => {
    for (const bad of ['02188776655', '0912345', 'abc', '+441234567890']) {
      const response = await requestCode(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'body.phoneNumber', code: 'pattern' });
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login-by-otp', payload: {} });
    expect(missing.json().errors[0]).toMatchObject({ field: 'body.phoneNumber', code: 'required' });
  });

  it('answers the same whether or not the number already has an account', async () => {
    const known = await signIn(ctx.app, '09350000001');
    expect(known.userId).toBeGreaterThan(0);
    await age('09350000001', 61);
    const forKnown = await requestCode('09350000001');
    const forNew = await requestCode('09350000002');
    expect(forKnown.statusCode).toBe(forNew.statusCode);
    expect(forKnown.json()).toEqual(forNew.json());
  });

  it('makes the caller wait 60 s before another code to the same number', async () => {
    expect((await requestCode('09360000001')).statusCode).toBe(202);
    const again = await requestCode('09360000001');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().code).toBe('IDENTITY_CODE_RESEND_TOO_SOON');
    // The wait is stated in Persian digits, like the rest of the interface.
    expect(again.json().detail).toMatch(/[۰-۹]+ ثانیه/);
    expect(again.json().detail).not.toMatch(/[0-9]/);
    await age('09360000001', 61);
    expect((await requestCode('09360000001')).statusCode).toBe(202);
  });

  it('doubles the wait between codes one address asks for one number, up to 15 minutes', async () => {
    const phone = '09370000001';
    const address = '10.201.0.1';
    expect((await requestCode(phone, address)).statusCode).toBe(202);
    for (const wait of [60, 120, 240, 480, 900, 900]) {
      const early = await requestCode(phone, address);
      expect(early.statusCode).toBe(429);
      const retryAfter = Number(early.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(wait - 5);
      expect(retryAfter).toBeLessThanOrEqual(wait);
      expect(early.json().detail).toBe(`برای دریافت کد تازه ${toPersian(retryAfter)} ثانیه صبر کنید.`);
      await age(phone, retryAfter);
      expect((await requestCode(phone, address)).statusCode).toBe(202);
    }
  });

  it('with the defaults, forty colleagues behind one office address all get their codes', async () => {
    const office = await createTestApp({ seeded: false });
    try {
      for (let i = 0; i < 40; i += 1) {
        const response = await office.app.inject({
          method: 'POST',
          url: '/api/v1/users/login-by-otp',
          payload: { phoneNumber: `0937${String(i).padStart(7, '0')}` },
          remoteAddress: '10.210.0.1',
        });
        expect(response.statusCode, response.body).toBe(202);
      }
    } finally {
      await office.close();
    }
  });

  it('accepts at most OTP_MAX_PER_IP_HOUR (20 here) code requests from one address in an hour', async () => {
    const address = '10.200.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await requestCode(`0938${String(i).padStart(7, '0')}`, address)).statusCode).toBe(202);
    }
    const next = await requestCode('09389999999', address);
    expect(next.statusCode).toBe(429);
    expect(next.json().detail).toContain('نشانی');
  });
});

describe('POST /connect/token with grant_type=otp', () => {
  it('issues a JWT whose sub is the user id and exp its expiry, plus a refresh token', async () => {
    await requestCode('09121110001');
    const response = await exchange({
      grant_type: 'otp',
      phone_number: '09121110001',
      code: await lastCode('09121110001'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const claims = decodeJwt(body.access_token);
    expect(Number(claims.sub)).toBe(body.user.id);
    expect((claims.exp ?? 0) * 1000).toBeGreaterThan(Date.now());
    expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(900);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json()).toMatchObject({ id: body.user.id, phone: '09121110001', roles: ['buyer'] });
  });

  it('accepts a code typed in Persian digits', async () => {
    await requestCode('09121110002');
    const code = (await lastCode('09121110002')).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    expect((await exchange({ grant_type: 'otp', phone_number: '09121110002', code })).statusCode).toBe(200);
  });

  it('uses a code once only', async () => {
    await requestCode('09121110003');
    const code = await lastCode('09121110003');
    expect((await exchange({ grant_type: 'otp', phone_number: '09121110003', code })).statusCode).toBe(200);
    const again = await exchange({ grant_type: 'otp', phone_number: '09121110003', code });
    expect(again.statusCode).toBe(400);
    // A used code is no longer live: the same answer as an expired one.
    expect(again.json()).toMatchObject({ code: 'IDENTITY_CODE_EXPIRED', title: 'کد منقضی شده است' });
  });

  it('refuses a code after its 2 minutes', async () => {
    await requestCode('09121110004');
    const code = await lastCode('09121110004');
    await age('09121110004', 121);
    expect((await exchange({ grant_type: 'otp', phone_number: '09121110004', code })).json().code).toBe(
      'IDENTITY_CODE_EXPIRED',
    );
  });

  it('locks a code after 5 wrong tries, even against the right one', async () => {
    await requestCode('09121110005');
    const code = await lastCode('09121110005');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      const response = await exchange({ grant_type: 'otp', phone_number: '09121110005', code: wrong });
      expect(response.statusCode).toBe(400);
      // Wrong while tries are left; the fifth wrong try uses the code up.
      expect(response.json().code).toBe(i < 5 ? 'IDENTITY_CODE_WRONG' : 'IDENTITY_CODE_EXPIRED');
    }
    const right = await exchange({ grant_type: 'otp', phone_number: '09121110005', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('IDENTITY_CODE_EXPIRED');
  });

  it('lets the owner at another address get and use a code after an attacker’s six codes and ten wrong guesses', async () => {
    const phone = '09121110006';
    const attacker = '10.202.0.1';
    const owner = '10.202.0.2';
    const wrongGuesses = () => exchange({ grant_type: 'otp', phone_number: phone, code: '999999' }, attacker);
    let guesses = 0;
    for (let i = 0; i < 6; i += 1) {
      let sent = await requestCode(phone, attacker);
      if (sent.statusCode === 429) {
        await age(phone, Number(sent.headers['retry-after']));
        sent = await requestCode(phone, attacker);
      }
      expect(sent.statusCode).toBe(202);
      if (i >= 4) for (let j = 0; j < 5; j += 1, guesses += 1) expect((await wrongGuesses()).statusCode).toBe(400);
    }
    expect(guesses).toBe(10);
    // The attacker's own clock is now at its longest; the owner's wait is bounded by the documented 15 minutes.
    expect(Number((await requestCode(phone, attacker)).headers['retry-after'])).toBeGreaterThan(800);
    const first = await requestCode(phone, owner);
    expect(first.statusCode).toBe(429);
    expect(first.json().detail).toMatch(/^برای دریافت کد تازه [۰-۹]+ ثانیه صبر کنید\.$/);
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(900);
    await age(phone, wait);
    expect((await requestCode(phone, owner)).statusCode).toBe(202);
    const signedIn = await exchange({ grant_type: 'otp', phone_number: phone, code: await lastCode(phone) }, owner);
    expect(signedIn.statusCode).toBe(200);
  });

  it('keeps the owner’s code usable when someone else asks for another code to the number', async () => {
    const phone = '09121110007';
    expect((await requestCode(phone, '10.202.1.1')).statusCode).toBe(202);
    const code = await lastCode(phone);
    await age(phone, 61);
    expect((await requestCode(phone, '10.202.1.2')).statusCode).toBe(202);
    expect((await exchange({ grant_type: 'otp', phone_number: phone, code }, '10.202.1.1')).statusCode).toBe(200);
  });

  it('stops an address that guessed wrong OTP_MAX_FAILURES_PER_IP_HOUR (30 here) times in the hour, not the owners elsewhere', async () => {
    const attacker = '10.203.0.1';
    for (let n = 0; n < 6; n += 1) {
      const phone = `0912222000${n}`;
      expect((await requestCode(phone, attacker)).statusCode).toBe(202);
      for (let i = 0; i < 5; i += 1)
        await exchange({ grant_type: 'otp', phone_number: phone, code: '999999' }, attacker);
    }
    const phone = '09122220009';
    expect((await requestCode(phone, '10.203.0.2')).statusCode).toBe(202);
    const code = await lastCode(phone);
    const refused = await exchange({ grant_type: 'otp', phone_number: phone, code }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^کدهای نادرست از این نشانی بیش از حد مجاز است؛ [۰-۹]+ ثانیه دیگر تلاش کنید\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestCode('09122220008', attacker)).statusCode).toBe(429);
    expect((await exchange({ grant_type: 'otp', phone_number: phone, code }, '10.203.0.2')).statusCode).toBe(200);
  });

  it('stops a number after 100 consecutive wrong codes; a successful login starts the count again', async () => {
    const phone = '09122230001';
    /** A fresh code from a fresh address, waiting out the number's clock first. */
    const freshCode = async () => {
      const address = freshIp();
      let sent = await requestCode(phone, address);
      if (sent.statusCode === 429) {
        await age(phone, Number(sent.headers['retry-after']));
        sent = await requestCode(phone, address);
      }
      return { sent, address };
    };
    const failTimes = async (times: number) => {
      let address = '';
      for (let i = 0; i < times; i += 1) {
        if (i % 5 === 0) ({ address } = await freshCode());
        const wrong = await exchange({ grant_type: 'otp', phone_number: phone, code: '999999' }, address);
        expect(wrong.statusCode).toBe(400);
      }
    };
    await failTimes(95);
    const { address } = await freshCode();
    const code = await lastCode(phone);
    expect((await exchange({ grant_type: 'otp', phone_number: phone, code }, address)).statusCode).toBe(200);
    await failTimes(100);
    const { sent } = await freshCode();
    expect(sent.statusCode).toBe(429);
    expect(sent.json().detail).toMatch(
      /^به دلیل ۱۰۰ کد نادرست پیاپی، ورود با این شماره تا [۰-۹]+ ساعت دیگر ممکن نیست\.$/,
    );
    expect(Number(sent.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});

describe('refresh tokens', () => {
  const refresh = (token: string) => exchange({ grant_type: 'refresh_token', refresh_token: token });

  it('rotates: the new pair works, the old refresh token does not', async () => {
    const session = await signIn(ctx.app, '09131110001');
    const rotated = await refresh(session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(rotated.json().access_token).sub).toBe(String(session.userId));
  });

  it('answers a used refresh token again within the grace window (parallel tabs)', async () => {
    const graceful = await createTestApp({ seeded: false, env: { REFRESH_REUSE_GRACE_SECONDS: '10' } });
    try {
      const session = await signIn(graceful.app, '09131110009');
      const form = (token: string) => ({
        method: 'POST' as const,
        url: '/api/v1/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
      });
      const [first, second] = await Promise.all([
        graceful.app.inject(form(session.refresh_token)),
        graceful.app.inject(form(session.refresh_token)),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect((await graceful.app.inject(form(first.json().refresh_token))).statusCode).toBe(200);
    } finally {
      await graceful.close();
    }
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const session = await signIn(ctx.app, '09131110002');
    const second = (await refresh(session.refresh_token)).json().refresh_token as string;
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('IDENTITY_SESSION_EXPIRED');
    // The thief's replay also ended the legitimate holder's session.
    expect((await refresh(second)).statusCode).toBe(400);
  });

  it('logout revokes the session', async () => {
    const session = await signIn(ctx.app, '09131110003');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });
});

describe('sessions end at once', () => {
  const me = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth });
  const refresh = (token: string) => exchange({ grant_type: 'refresh_token', refresh_token: token });
  const logout = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers, payload });

  it('refuses an access token used after logout with 401', async () => {
    const session = await signIn(ctx.app, '09132220001');
    expect((await me(session.auth)).statusCode).toBe(200);
    await logout({ refresh_token: session.refresh_token });
    const after = await me(session.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('ends the login when logout carries only the access token', async () => {
    const session = await signIn(ctx.app, '09132220002');
    const out = await logout({}, session.auth);
    expect(out.statusCode).toBe(204);
    expect((await me(session.auth)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('refuses the access tokens of a family revoked by refresh-token reuse', async () => {
    const session = await signIn(ctx.app, '09132220003');
    const rotated = (await refresh(session.refresh_token)).json();
    const rotatedAuth = { authorization: `Bearer ${rotated.access_token}` };
    expect((await me(rotatedAuth)).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400); // the replay
    expect((await me(session.auth)).statusCode).toBe(401);
    expect((await me(rotatedAuth)).statusCode).toBe(401);
  });

  it('treats a cookie session whose login ended as anonymous', async () => {
    const session = await signIn(ctx.app, '09132220004');
    const cookie = { cookie: `bz_at=${session.access_token}` };
    expect((await me(cookie)).statusCode).toBe(200);
    await logout({ refresh_token: session.refresh_token });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('leaves the other logins of the same user alone', async () => {
    const phone = '09132220005';
    const first = await signIn(ctx.app, phone);
    await age(phone, 61);
    const second = await signIn(ctx.app, phone);
    await logout({ refresh_token: first.refresh_token });
    expect((await me(first.auth)).statusCode).toBe(401);
    expect((await me(second.auth)).statusCode).toBe(200);
  });

  const setRoles = (phone: string, roles: string) =>
    ctx.db.execute(sql`update users set roles = ${roles}::text[] where phone = ${phone}`);
  const moderation = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/admin/pagecomments', headers: auth });

  it('applies a staff role change on the next request, not when the token expires', async () => {
    const session = await signIn(ctx.app, '09132220006');
    expect((await moderation(session.auth)).statusCode).toBe(403);
    await setRoles('09132220006', '{buyer,admin}');
    expect((await moderation(session.auth)).statusCode).toBe(200);
    await setRoles('09132220006', '{buyer}');
    const demoted = await moderation(session.auth);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().code).toBe('FORBIDDEN');
  });

  it('refuses the token of a deleted admin with 401', async () => {
    const session = await signIn(ctx.app, '09132220007');
    await setRoles('09132220007', '{buyer,admin}');
    expect((await moderation(session.auth)).statusCode).toBe(200);
    await ctx.db.execute(sql`delete from users where id = ${session.userId}`);
    expect((await moderation(session.auth)).statusCode).toBe(401);
  });
});

describe('cookie sessions for the website', () => {
  it('sets httpOnly SameSite=Lax cookies and leaves tokens out of the body', async () => {
    await requestCode('09141110001');
    const response = await exchange({
      grant_type: 'otp',
      phone_number: '09141110001',
      code: await lastCode('09141110001'),
      token_delivery: 'cookie',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toBeUndefined();
    const cookies = response.cookies;
    for (const name of ['bz_at', 'bz_rt']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('refuses a cookie-authenticated write from another origin, allows it from the site', async () => {
    const session = await signIn(ctx.app, '09141110002');
    const cookie = `bz_at=${session.access_token}`;
    const write = (origin: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/customers/profile',
        headers: { cookie, origin },
        payload: { firstName: 'علی', lastName: null, nationalId: null, email: null, birthDate: null },
      });
    const foreign = await write('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
    const noOrigin = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/profile',
      headers: { cookie },
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('answers 401 without a session and for a forged token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/customers/profile' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('personal information', () => {
  it('validates the national id checksum and saves a valid one', async () => {
    const session = await signIn(ctx.app, '09151110001');
    const put = (nationalId: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/customers/profile',
        headers: session.auth,
        payload: {
          firstName: 'مريم',
          lastName: 'كاظمی',
          nationalId,
          email: 'maryam@example.com',
          birthDate: '1990-03-21',
        },
      });
    const invalid = await put('0499370898');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: 'body.nationalId', code: 'pattern' });
    const valid = await put('۰۴۹۹۳۷۰۸۹۹');
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      firstName: 'مریم',
      lastName: 'کاظمی',
      nationalId: '0499370899',
      birthDate: '1990-03-21',
    });
  });

  it('refuses a malformed email with the spec’s message', async () => {
    const session = await signIn(ctx.app, '09151110002');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/profile',
      headers: session.auth,
      payload: { firstName: null, lastName: null, nationalId: null, email: 'not-mail', birthDate: null },
    });
    expect(response.json().errors[0]).toMatchObject({
      field: 'body.email',
      code: 'email',
      message: 'یک ایمیل معتبر وارد کنید',
    });
  });
});

describe('Kavenegar provider', () => {
  it('calls verify/lookup with the template and the code, and reports a refusal', async () => {
    const seen: { url: string; body: string }[] = [];
    let answer = { return: { status: 200, message: 'تایید شد' } };
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body });
        res.writeHead(answer.return.status === 200 ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const provider = createKavenegarProvider({
        KAVENEGAR_API_KEY: 'SECRET-KEY',
        KAVENEGAR_TEMPLATE: 'bazaar-otp',
        KAVENEGAR_BASE_URL: `http://127.0.0.1:${port}`,
      });
      await provider.sendOtp('09121234567', '482913');
      expect(seen[0]?.url).toBe('/v1/SECRET-KEY/verify/lookup.json');
      expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
        receptor: '09121234567',
        token: '482913',
        template: 'bazaar-otp',
      });
      await provider.sendText('09121234567', 'پیام تازه دارید');
      expect(seen[1]?.url).toBe('/v1/SECRET-KEY/sms/send.json');
      expect(Object.fromEntries(new URLSearchParams(seen[1]?.body))).toEqual({
        receptor: '09121234567',
        message: 'پیام تازه دارید',
      });
      answer = { return: { status: 418, message: 'invalid template' } };
      await expect(provider.sendOtp('09121234567', '111111')).rejects.toThrow(/refused/);
    } finally {
      server.close();
    }
  });
});
