import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { safeFileName } from './files.service.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: false });
  user = await signIn(ctx.app, '09171110001');
});
afterAll(() => ctx?.close());

function upload(name: string, content: Buffer, fields: Record<string, string> = {}) {
  const body = multipart(fields, { name, content });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /files', () => {
  it('stores an image re-encoded without its metadata, readable by its owner only', async () => {
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'GPS 35.7,51.4' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload('photo.jpg', withExif);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ mimeType: 'image/jpeg', fileName: 'photo.jpg', isPublic: false });
    const download = await ctx.app.inject({ method: 'GET', url: file.url, headers: user.auth });
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('refuses a PHP script renamed .jpg', async () => {
    const response = await upload('shell.jpg', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an oversized image', async () => {
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const response = await upload('huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a PDF that carries a script, accepts a plain one as a download', async () => {
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    );
    expect((await upload('invoice.pdf', scripted)).statusCode).toBe(415);
    const plain = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    const ok = await upload('catalog.pdf', plain);
    expect(ok.statusCode).toBe(201);
    const download = await ctx.app.inject({ method: 'GET', url: ok.json().url, headers: user.auth });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('neutralises a path-traversal file name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload('../../../etc/passwd.png', png);
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe('passwd.png');
    expect(safeFileName('..\\..\\windows\\win.ini', 'png')).toBe('win.png');
    expect(safeFileName('نقشه فنی <v2>.pdf', 'pdf')).toBe('نقشه فنی v2.pdf');
  });

  it('requires a signed-in user and a file field', async () => {
    const body = multipart({}, { name: 'a.png', content: Buffer.from('x') });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/files', headers: body.headers, payload: body.payload }))
        .statusCode,
    ).toBe(401);
    const empty = multipart({ public: 'true' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...user.auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.file');
  });
});
