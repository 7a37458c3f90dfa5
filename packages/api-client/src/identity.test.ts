// Wire format of the typed identity and file calls against a local server: the form-encoded token
// exchange, JSON bodies, multipart uploads and answers checked against the contract.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { createFilesApi } from './files';
import { createHttpClient } from './http';
import { createIdentityApi } from './identity';
import { json, problem, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const http = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 });
const user = { id: 7, phone: '09121234567', roles: ['buyer'], displayName: null };
const tokenAnswer = { token_type: 'Bearer', expires_in: 900, user };

describe('typed identity calls', () => {
  it('asks for a code with a JSON body and reads the cooldown the API answers', async () => {
    server.script(json(202, { sent: true, codeLength: 6, expiresInSeconds: 120, resendAfterSeconds: 60 }));
    const sent = await createIdentityApi(http()).requestCode('۰۹۱۲۱۲۳۴۵۶۷');
    expect(sent.resendAfterSeconds).toBe(60);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷' });
  });

  it('exchanges the code form-encoded, asking for cookie delivery by default', async () => {
    server.script(json(200, tokenAnswer));
    const answer = await createIdentityApi(http()).exchangeCode({ phoneNumber: '09121234567', code: '123456' });
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
    await createIdentityApi(http()).refresh();
    expect(server.requests[0]?.body).toBe('grant_type=refresh_token&token_delivery=cookie');
  });

  it('surfaces a wrong code as an ApiError carrying the Persian detail', async () => {
    server.script(problem(400, 'INVALID_GRANT', 'کد وارد شده نادرست است؛ ۴ بار دیگر می‌توانید تلاش کنید.'));
    const failure = await createIdentityApi(http())
      .exchangeCode({ phoneNumber: '09121234567', code: '000000' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('INVALID_GRANT');
    expect((failure as Error).message).toContain('بار دیگر');
    expect(server.requests).toHaveLength(1);
  });

  it('logs out with no body unless a refresh token is given', async () => {
    server.script({ status: 204 });
    await createIdentityApi(http()).logout();
    await createIdentityApi(http()).logout('abc');
    expect(server.requests[0]?.body).toBe('');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ refresh_token: 'abc' });
  });

  it('asks the dev outbox for a limit and never retries it', async () => {
    server.script(problem(404, 'ROUTE_NOT_FOUND', 'یافت نشد'));
    await expect(createIdentityApi(http()).smsOutbox(5)).rejects.toSatisfy(isApiError);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/dev/sms-outbox?limit=5']);
  });
});

describe('typed file upload', () => {
  it('sends one multipart part named file with the file name', async () => {
    server.script(
      json(201, {
        id: 'abcdefgh12',
        fileName: 'a.png',
        mimeType: 'image/png',
        sizeBytes: 3,
        url: '/x',
        isPublic: false,
      }),
    );
    await createFilesApi(http()).upload(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), {
      fileName: 'a.png',
    });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="file"; filename="a.png"');
    expect(request?.body).not.toContain('name="public"');
  });
});
