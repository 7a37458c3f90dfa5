// Signing in during tests the way a user does: ask for a code, read it from the dev outbox, exchange it.
import type { FastifyInstance } from 'fastify';

let ipCounter = 0;

export async function signIn(app: FastifyInstance, phone: string) {
  // A fresh client address per sign-in keeps the per-IP limit out of unrelated tests.
  ipCounter += 1;
  const remoteAddress = `10.99.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login-by-otp',
    payload: { phoneNumber: phone },
    remoteAddress,
  });
  if (sent.statusCode !== 202) throw new Error(`code request failed: ${sent.body}`);
  const outbox = (await app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox?limit=5' })).json() as {
    to: string;
    code: string;
  }[];
  const code = outbox.find((m) => m.to === phone && m.code)?.code;
  const token = await app.inject({
    method: 'POST',
    url: '/api/v1/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'otp', phone_number: phone, code: code ?? '' }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token exchange failed: ${token.body}`);
  const body = token.json() as { access_token: string; refresh_token: string; user: { id: number } };
  return { ...body, userId: body.user.id, auth: { authorization: `Bearer ${body.access_token}` } };
}
