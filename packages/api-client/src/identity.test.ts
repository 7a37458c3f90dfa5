// Wire format of the identity endpoint definitions through the generic client against a local server:
// the form-encoded token exchange, JSON bodies, a body-less logout and answers checked against the contract.
import { identityEndpoints } from '@bazaar/contracts/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { bind } from './endpoint-client';
import { createHttpClient } from './http';
import { json, problem, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => bind(createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 }), identityEndpoints);
const user = { id: 7, phone: '09121234567', roles: ['buyer'], displayName: null };
const tokenAnswer = { token_type: 'Bearer', expires_in: 900, user };

describe('identity calls through the endpoint definitions', () => {
  it('asks for a code with a JSON body and reads the cooldown the API answers', async () => {
    server.script(json(202, { sent: true, codeLength: 6, expiresInSeconds: 120, resendAfterSeconds: 60 }));
    const sent = await api().requestCode({ body: { phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷' } });
    expect(sent.resendAfterSeconds).toBe(60);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷' });
  });

  it('exchanges the code form-encoded, as the definition says it consumes', async () => {
    server.script(json(200, tokenAnswer));
    const answer = await api().token({
      body: { grant_type: 'otp', phone_number: '09121234567', code: '123456', token_delivery: 'cookie' },
    });
    expect(answer.user.id).toBe(7);
    const request = server.requests[0];
    expect(request?.url).toBe('/api/v1/connect/token');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'otp',
      phone_number: '09121234567',
      code: '123456',
      token_delivery: 'cookie',
    });
  });

  it('refreshes without a refresh_token field so the API reads the bz_rt cookie', async () => {
    server.script(json(200, tokenAnswer));
    await api().token({ body: { grant_type: 'refresh_token', refresh_token: undefined, token_delivery: 'cookie' } });
    expect(server.requests[0]?.body).toBe('grant_type=refresh_token&token_delivery=cookie');
  });

  it('surfaces a wrong code as an ApiError carrying the Persian detail', async () => {
    server.script(problem(400, 'INVALID_GRANT', 'کد وارد شده نادرست است؛ ۴ بار دیگر می‌توانید تلاش کنید.'));
    const failure = await api()
      .token({ body: { grant_type: 'otp', phone_number: '09121234567', code: '000000' } })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('INVALID_GRANT');
    expect((failure as Error).message).toContain('بار دیگر');
    expect(server.requests).toHaveLength(1);
  });

  it('logs out with no body unless a refresh token is given', async () => {
    server.script({ status: 204 });
    await api().logout();
    await api().logout({ body: { refresh_token: 'abc' } });
    expect(server.requests[0]?.body).toBe('');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ refresh_token: 'abc' });
  });

  it('asks the dev outbox for a limit and, told so, does not retry it', async () => {
    server.script(problem(503, 'SERVICE_UNAVAILABLE', 'در دسترس نیست'));
    await expect(api().smsOutbox({ query: { limit: 5 } }, { retry: false })).rejects.toSatisfy(isApiError);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/dev/sms-outbox?limit=5']);
  });

  it('uses the spec paths for the profile and its picture', async () => {
    const info = {
      ...user,
      firstName: null,
      lastName: null,
      nationalId: null,
      email: null,
      birthDate: null,
      profilePictureUrl: null,
    };
    server.script(json(200, info), json(200, { fileId: 'abcdefgh12', url: '/api/v1/files/abcdefgh12' }));
    await api().updatePersonalInfo({
      body: { firstName: 'علی', lastName: null, nationalId: null, email: null, birthDate: null },
    });
    await api().setProfilePicture({ body: { fileId: 'abcdefgh12' } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/v1/customers/profile',
      'POST /api/v1/users/profile-picture',
    ]);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ fileId: 'abcdefgh12' });
  });
});
