// Files in S3-compatible object storage: a local s3rver in this process (127.0.0.1, ephemeral port, temp
// directory) stands in for the bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { storedFiles } from '../../db/schema/files.js';
import { renderCataloguePdf } from '../../db/seed/demo-assets.js';

const BUCKET = 'bazaar-files';
const directory = mkdtempSync(path.join(os.tmpdir(), 'bz-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
let env: Record<string, string>;
let bucket: S3Client;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  const { port } = await server.run();
  env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  bucket = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  ctx = await createTestApp({ seeded: false, env });
  owner = await signIn(ctx.app, '09171120001');
  stranger = await signIn(ctx.app, '09171120002');
});
afterAll(async () => {
  await ctx?.close();
  bucket?.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

function upload(name: string, content: Buffer, fields: Record<string, string> = {}) {
  return uploadFile(ctx.app, owner.auth, { name, content }, fields);
}

async function objectKeys() {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key);
}

async function objectBytes(key: string) {
  const answer = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

async function row(id: string) {
  const [found] = await ctx.db
    .select({ content: storedFiles.content, storageKey: storedFiles.storageKey, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return found;
}

describe('files with S3_* configured', () => {
  it('keeps an uploaded image in the bucket and only its metadata in the database; owner-only, whole and by range', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const created = await upload('نمونه.png', png);
    expect(created.statusCode).toBe(201);
    const file = created.json();

    const stored = await row(file.id);
    expect(stored).toMatchObject({ content: null, storageKey: `files/${file.id}` });
    expect(await objectKeys()).toContain(`files/${file.id}`);
    const inBucket = await objectBytes(`files/${file.id}`);
    expect(inBucket.byteLength).toBe(stored?.sizeBytes);

    const whole = await ctx.app.inject({ method: 'GET', url: file.url, headers: owner.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(inBucket.byteLength));
    expect(whole.rawPayload.equals(inBucket)).toBe(true);
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(40);

    const head = await ctx.app.inject({ method: 'GET', url: file.url, headers: { ...owner.auth, range: 'bytes=0-7' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-7/${inBucket.byteLength}`);
    expect(head.rawPayload.equals(inBucket.subarray(0, 8))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url: file.url, headers: { ...owner.auth, range: 'bytes=-12' } });
    expect(tail.rawPayload.equals(inBucket.subarray(inBucket.byteLength - 12))).toBe(true);
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...owner.auth, range: `bytes=${inBucket.byteLength}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${inBucket.byteLength}`);

    for (const headers of [stranger.auth, {}]) {
      const refused = await ctx.app.inject({ method: 'GET', url: file.url, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.rawPayload.includes(inBucket.subarray(0, 8))).toBe(false);
    }
  });

  it('serves a public PDF from the bucket to anyone, byte for byte, and a middle range', async () => {
    const datasheet = Buffer.from(
      await renderCataloguePdf({ title: 'Gate valve', supplier: 'Pars', rows: [['Size', 'DN50']] }),
    );
    const created = await upload('datasheet.pdf', datasheet, { public: 'true' });
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json();
    expect((await objectBytes(`files/${id}`)).equals(datasheet)).toBe(true);

    const anyone = await ctx.app.inject({ method: 'GET', url });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers['content-disposition']).toMatch(/^attachment;/);
    expect(anyone.rawPayload.equals(datasheet)).toBe(true);
    const middle = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-299' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(datasheet.subarray(100, 300))).toBe(true);
  });

  it('checks the content before storing: a refused upload leaves nothing in the bucket', async () => {
    const before = await objectKeys();
    const script = await upload('shell.jpg', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(script.statusCode).toBe(415);
    const activePdf = await upload('x.pdf', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'));
    expect(activePdf.statusCode).toBe(415);
    expect(await objectKeys()).toEqual(before);
  });

  it('still serves files kept in the database before object storage was turned on', async () => {
    const bytes = Buffer.from('%PDF-1.4 legacy bytes kept in the row');
    await ctx.db.insert(storedFiles).values({
      id: 'legacy-file-in-row-0001',
      fileName: 'legacy.pdf',
      mimeType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      content: bytes,
      isPublic: true,
    });
    const whole = await ctx.app.inject({ method: 'GET', url: '/api/v1/files/legacy-file-in-row-0001' });
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/files/legacy-file-in-row-0001',
      headers: { range: 'bytes=9-14' },
    });
    expect(part.rawPayload.toString()).toBe('legacy');
  });

  it('answers 404, not 500, when the object has gone from the bucket', async () => {
    await ctx.db.insert(storedFiles).values({
      id: 'object-gone-0001',
      fileName: 'gone.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      storageKey: 'files/object-gone-0001',
      isPublic: true,
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/files/object-gone-0001' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('S3 configuration', () => {
  it('is all or nothing: a partial S3 config is refused in one line naming what is missing', () => {
    const partial = () =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'bazaar-files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/^Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with [^\n]+$/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_REGION: 'eu-central-1' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env, S3_ENDPOINT: 'ftp://x' })).toThrow(
      /^Invalid configuration: S3_ENDPOINT/,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).objectStorage).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', ...env }).objectStorage).toMatchObject({
      bucket: BUCKET,
      forcePathStyle: true,
    });
  });
});
