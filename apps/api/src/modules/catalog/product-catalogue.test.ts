import { productCacheTag } from '@bazaar/contracts/web-cache';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/multipart.js';
import { handmadePdf } from '../../../test/pdf-samples.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { startRevalidateStub } from '../../../test/web-revalidate.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { storedFiles } from '../../db/schema/files.js';
import { merchants } from '../../db/schema/merchants.js';

// A PDF catalogue per supplier product (decision 035): attached, replaced and removed in the product editor
// by the owner or an agent with the product right (never an agent without it, another merchant's owner or a
// stranger), a PDF only (checked by the files module like the company's), stored private and downloaded
// through its product, so a draft's file is never public; every change reaches the web's cached page.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let lockedAgent: Session;
let stranger: Session;
let merchantId = 0;
let categoryId = 0;

let web: Awaited<ReturnType<typeof startRevalidateStub>>;

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = handmadePdf();

beforeAll(async () => {
  web = await startRevalidateStub();
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', ...web.env } });
  owner = await signIn(ctx.app, '09201350001');
  agent = await signIn(ctx.app, '09201350002');
  lockedAgent = await signIn(ctx.app, '09201350003');
  stranger = await signIn(ctx.app, '09201350004');
  const [own, other] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(17)
    .limit(2);
  if (!own || !other) throw new Error('the seed has too few confirmed merchants');
  merchantId = own.id;
  await ctx.db.insert(merchantMembers).values([
    { merchantId, userId: owner.userId, role: 'owner' },
    { merchantId, userId: agent.userId, role: 'agent' },
    { merchantId, userId: lockedAgent.userId, role: 'agent', manageProducts: false },
    { merchantId: other.id, userId: stranger.userId, role: 'owner' },
  ]);
  const [leaf] = await ctx.db
    .select({ id: supplierProducts.categoryId })
    .from(supplierProducts)
    .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
    .where(and(eq(supplierProducts.status, 'published'), eq(categories.active, true)))
    .orderBy(asc(supplierProducts.id))
    .limit(1);
  categoryId = leaf?.id ?? 0;
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await web?.close();
});

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
const upload = async (session: Session, name: string, content: Buffer, fields: Record<string, string> = {}) =>
  uploadFile(ctx.app, session.auth, { name, content }, fields);
const uploadedId = async (session: Session, name = 'catalogue.pdf', content = PDF) => {
  const response = await upload(session, name, content);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};
const download = (session: Session | null, id: number) => call(session, 'GET', `/supplierproducts/${id}/catalog-file`);
const fieldsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

let serial = 0;
function productBody(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    merchantId,
    categoryId,
    title: `محصول با کاتالوگ ${serial}`,
    priceRials: 120_000_000,
    salesUnit: 'عدد',
    description: 'محصول آزمایشی برای کاتالوگ PDF',
    ...extra,
  };
}
/** The editor's body for PUT, from what GET /supplierproducts/{id}/editor answers. */
async function editorBody(session: Session, id: number, extra: Record<string, unknown> = {}) {
  const p = (await call(session, 'GET', `/supplierproducts/${id}/editor`)).json();
  return {
    categoryId: p.categoryId,
    title: p.title,
    priceRials: p.priceRials,
    salesUnit: p.salesUnit,
    description: p.description,
    status: p.status,
    images: p.images.map((i: { fileId: string; alt: string }) => ({ fileId: i.fileId, alt: i.alt })),
    values: [],
    ...extra,
  };
}

describe('a product’s PDF catalogue', () => {
  it('is attached in the editor, kept private while the product is a draft, and public once it is published', async () => {
    const fileId = await uploadedId(owner, 'کاتالوگ پمپ.pdf');
    const created = await call(owner, 'POST', '/supplierproducts', productBody({ catalogFileId: fileId }));
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.catalog).toEqual({
      fileId,
      fileName: 'کاتالوگ پمپ.pdf',
      sizeBytes: PDF.byteLength,
      url: `/api/v1/supplierproducts/${draft.id}/catalog-file`,
    });
    // The draft's file: its members read it, nobody else does, not even through the files module.
    const own = await download(owner, draft.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await download(agent, draft.id)).statusCode).toBe(200);
    for (const session of [null, stranger])
      expect((await download(session, draft.id)).statusCode, session ? 'stranger' : 'anonymous').toBe(404);
    expect((await call(null, 'GET', `/files/${fileId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/files/${fileId}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/supplierproducts/${draft.id}/catalog`)).statusCode).toBe(404);

    await ctx.drain();
    web.tags.length = 0;
    expect((await call(owner, 'PUT', `/supplierproducts/${draft.id}/status`, { status: 'published' })).statusCode).toBe(
      200,
    );
    await ctx.drain();
    const detail = (await call(null, 'GET', `/supplierproducts/${draft.id}/catalog`)).json();
    expect(detail.catalogFileUrl).toBe(`/api/v1/supplierproducts/${draft.id}/catalog-file`);
    expect(detail.catalogFile).toEqual({
      url: detail.catalogFileUrl,
      fileName: 'کاتالوگ پمپ.pdf',
      sizeBytes: PDF.byteLength,
    });
    expect(detail.hasCatalog).toBe(true);
    const publicDownload = await ctx.app.inject({ method: 'GET', url: detail.catalogFileUrl });
    expect(publicDownload.statusCode).toBe(200);
    expect(publicDownload.headers['content-type']).toBe('application/pdf');
    expect(publicDownload.headers['content-disposition']).toMatch(/^attachment;/);
    expect(publicDownload.headers['x-content-type-options']).toBe('nosniff');
    expect(publicDownload.rawPayload.equals(PDF)).toBe(true);
    // Back to draft: the link stops working for the public at once (the product's own rule, no cache).
    await call(owner, 'PUT', `/supplierproducts/${draft.id}/status`, { status: 'draft' });
    await ctx.drain();
    expect((await download(null, draft.id)).statusCode).toBe(404);
    expect((await download(owner, draft.id)).statusCode).toBe(200);
  });

  it('is replaced and removed by an agent with the product right, each change expiring the product page', async () => {
    const created = (
      await call(
        owner,
        'POST',
        '/supplierproducts',
        productBody({ status: 'published', catalogFileId: await uploadedId(owner) }),
      )
    ).json();
    await ctx.drain();
    web.tags.length = 0;
    const replacement = handmadePdf('/PageMode /UseNone ');
    const newId = await uploadedId(agent, 'نسخه جدید.pdf', replacement);
    const replaced = await call(
      agent,
      'PUT',
      `/supplierproducts/${created.id}`,
      await editorBody(agent, created.id, { catalogFileId: newId }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().catalog).toMatchObject({ fileId: newId, fileName: 'نسخه جدید.pdf' });
    await ctx.drain();
    expect(web.tags.flat()).toContain(productCacheTag(created.id));
    const now = await download(null, created.id);
    expect(now.rawPayload.equals(replacement)).toBe(true);
    expect((await call(null, 'GET', `/supplierproducts/${created.id}/catalog`)).json().catalogFile.fileName).toBe(
      'نسخه جدید.pdf',
    );

    // A save that does not name the catalogue keeps it (the spreadsheet import, older clients).
    const withoutCatalogue = await editorBody(owner, created.id);
    expect(withoutCatalogue).not.toHaveProperty('catalogFileId');
    expect((await call(owner, 'PUT', `/supplierproducts/${created.id}`, withoutCatalogue)).json().catalog.fileId).toBe(
      newId,
    );

    web.tags.length = 0;
    const removed = await call(
      owner,
      'PUT',
      `/supplierproducts/${created.id}`,
      await editorBody(owner, created.id, { catalogFileId: null }),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().catalog).toBeNull();
    await ctx.drain();
    expect(web.tags.flat()).toContain(productCacheTag(created.id));
    const detail = (await call(null, 'GET', `/supplierproducts/${created.id}/catalog`)).json();
    expect(detail.catalogFileUrl).toBeNull();
    expect(detail.catalogFile).toBeNull();
    expect(detail.hasCatalog).toBe(false);
    expect((await download(null, created.id)).statusCode).toBe(404);
  });

  it('refuses an agent without the product right, another merchant’s owner and a stranger, changing nothing', async () => {
    const created = (await call(owner, 'POST', '/supplierproducts', productBody({ status: 'published' }))).json();
    for (const [name, session, status] of [
      ['locked agent', lockedAgent, 403],
      ['other owner', stranger, 404],
    ] as const) {
      const fileId = await uploadedId(session);
      const body = await editorBody(owner, created.id, { catalogFileId: fileId });
      const response = await call(session, 'PUT', `/supplierproducts/${created.id}`, body);
      expect(response.statusCode, name).toBe(status);
      if (status === 403) expect(response.json().code).toBe('CATALOG_NO_PRODUCT_RIGHT');
      // Nor may they hang their file on a product of the merchant through a new one.
      const viaCreate = await call(session, 'POST', '/supplierproducts', productBody({ catalogFileId: fileId }));
      expect(viaCreate.statusCode, name).toBe(403);
    }
    // The owner may not attach a file someone else uploaded, even a member of another merchant's.
    const strangersFile = await uploadedId(stranger);
    const foreign = await call(
      owner,
      'PUT',
      `/supplierproducts/${created.id}`,
      await editorBody(owner, created.id, { catalogFileId: strangersFile }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())['body.catalogFileId']).toMatch(/بارگذاری/);
    const [row] = await ctx.db
      .select({ file: supplierProducts.catalogFileId })
      .from(supplierProducts)
      .where(eq(supplierProducts.id, created.id));
    expect(row?.file).toBeNull();
  });

  it('takes a PDF only: an image, a public upload and a file that is not a PDF inside are refused in Persian', async () => {
    const image = await uploadedId(owner, 'photo.png', PNG_1x1);
    const asImage = await call(owner, 'POST', '/supplierproducts', productBody({ catalogFileId: image }));
    expect(asImage.statusCode).toBe(400);
    expect(fieldsOf(asImage.json())['body.catalogFileId']).toBe('کاتالوگ محصول باید فایل PDF باشد.');
    // A public upload would be readable by its own address whatever the product's state: refused.
    const publicPdf = (await upload(owner, 'public.pdf', PDF, { public: 'true' })).json().id;
    const asPublic = await call(owner, 'POST', '/supplierproducts', productBody({ catalogFileId: publicPdf }));
    expect(asPublic.statusCode).toBe(400);
    expect(fieldsOf(asPublic.json())['body.catalogFileId']).toMatch(/عمومی/);
    // HTML named .pdf, and a PDF with a script, never become files at all (decision 009).
    const html = await upload(owner, 'catalogue.pdf', Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    const scripted = await upload(
      owner,
      'catalogue.pdf',
      handmadePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
    );
    expect(scripted.statusCode).toBe(415);
    expect(scripted.json().code).toBe('FILES_PDF_ACTIVE_CONTENT');
    expect(
      (await call(owner, 'POST', '/supplierproducts', productBody({ catalogFileId: 'no-such-file-id' }))).statusCode,
    ).toBe(400);
  });

  it('answers 404 for a product without a catalogue, and serves the demo datasheets only through their product', async () => {
    const created = (await call(owner, 'POST', '/supplierproducts', productBody({ status: 'published' }))).json();
    expect((await download(null, created.id)).statusCode).toBe(404);
    const [demo] = await ctx.db
      .select({ id: supplierProducts.id, fileId: supplierProducts.catalogFileId, status: supplierProducts.status })
      .from(supplierProducts)
      .where(
        and(isNotNull(supplierProducts.catalogFileId), sql`${supplierProducts.catalogFileId} like 'demo-datasheet-%'`),
      )
      .orderBy(asc(supplierProducts.id))
      .limit(1);
    expect(demo).toBeDefined();
    const [file] = await ctx.db
      .select({ isPublic: storedFiles.isPublic })
      .from(storedFiles)
      .where(eq(storedFiles.id, demo?.fileId ?? ''));
    expect(file?.isPublic).toBe(false);
    expect((await call(null, 'GET', `/files/${demo?.fileId}`)).statusCode).toBe(404);
  });
});
