// The multipart upload made from the POST /files definition, against a local server.
import { createHttpClient } from '@bazaar/api-client/http';
import { json, startTestServer, type TestServer } from '@bazaar/api-client/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadFile } from './upload-file';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const stored = { id: 'abcdefgh12', fileName: 'a.png', mimeType: 'image/png', sizeBytes: 3, url: '/x', isPublic: false };
const http = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, retryDelayMs: 0 });
const png = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('file upload', () => {
  it('posts one multipart part named file with the file name to /files', async () => {
    server.script(json(201, stored));
    expect(await uploadFile(http(), png(), { fileName: 'a.png' })).toEqual(stored);
    const request = server.requests[0];
    expect(`${request?.method} ${request?.url}`).toBe('POST /api/v1/files');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="file"; filename="a.png"');
    expect(request?.body).not.toContain('name="public"');
  });

  it('marks a public upload with the public field', async () => {
    server.script(json(201, { ...stored, isPublic: true }));
    await uploadFile(http(), png(), { fileName: 'a.png', isPublic: true });
    expect(server.requests[0]?.body).toMatch(/name="public"\r\n\r\ntrue/);
  });
});
