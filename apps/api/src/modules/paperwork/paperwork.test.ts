import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWorld, type OrderWorld, TOTAL } from '../../../test/order-world.js';
import { raceIt } from '../../../test/races.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeDocuments } from '../../db/schema/paperwork.js';
import { issueDocument } from './issue-document.js';
import { createPaperworkContext } from './paperwork-context.js';

// The deal's paperwork as its parties meet it (issue 31): the supplier's legal identity with Persian field
// errors, the proforma its confirmation issues, the official invoice its payment issues in the seller's
// series, both parties' lists, corrections that never change the original, the PDF's text, and the series
// under 100 concurrent issues on PostgreSQL.
let world: OrderWorld;
let ctx: OrderWorld['ctx'];
let who: OrderWorld['who'];
let api: OrderWorld['api'];
const MODEL = 'CPm 158-B';
/** The product's شناسه کالا/خدمت, copied onto both documents' lines and printed in Latin digits. */
const PRODUCT_CODE = '2720000114542';
const BUYER = 'شرکت فولاد پویش سپاهان';

const put = (session: OrderWorld['who']['owner'], url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: session.auth, payload });

beforeAll(async () => {
  world = await createOrderWorld('091731100');
  ({ ctx, who, api } = world);
  await ctx.db
    .update(supplierProducts)
    .set({ model: MODEL, taxCode: PRODUCT_CODE })
    .where(eq(supplierProducts.id, world.product.id));
  const company = await put(who.buyer, '/customers/company', {
    name: BUYER,
    nationalId: '۱۰۳۸۰۲۸۴۷۹۰',
    economicCode: '10380284790',
    registrationNumber: '45821',
    address: 'اصفهان، شهرک صنعتی محمودآباد، خیابان ۱۲، پلاک ۸',
    postalCode: '81799-13461',
    phone: '031-35721144',
  });
  expect(company.statusCode, company.body).toBe(200);
}, 120_000);
afterAll(() => ctx?.close());

describe('the supplier’s legal identity', () => {
  it('refuses a wrong check digit, postal code and economic code with Persian field errors; takes Persian digits', async () => {
    const url = `/merchants/${world.product.merchantId}/legal-identity`;
    const bad = await put(who.owner, url, {
      legalName: 'پمپ‌سازان',
      nationalId: '10380284791',
      economicCode: '12345',
      postalCode: '0136937511',
      address: 'تهران، خیابان آزادی، پلاک ۱۰',
      phone: '02166',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as { field: string; message: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['body.economicCode', 'body.nationalId', 'body.phone', 'body.postalCode']);
    expect(bad.json().errors[0].message).toMatch(/[آ-ی]/);
    const valid = {
      legalName: 'شرکت پمپ‌سازان ایران (سهامی خاص)',
      nationalId: '۱۰۸۶۲۱۶۳۲۵۰',
      economicCode: '10862163250',
      registrationNumber: '۳۲۱۵۴',
      postalCode: '۱۳۳۶۹۳۷۵۱۱',
      address: 'تهران، جادهٔ مخصوص کرج، کیلومتر ۱۴، خیابان صنعت',
      phone: '۰۲۱۴۴۵۰۰۱۲۳',
    };
    expect((await put(who.agent, url, valid)).statusCode).toBe(403);
    const good = await put(who.owner, url, valid);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().identity).toMatchObject({
      nationalId: '10862163250',
      postalCode: '1336937511',
      phone: '02144500123',
    });
    expect((await api(who.agent, 'GET', url)).json().identity.legalName).toBe('شرکت پمپ‌سازان ایران (سهامی خاص)');
    expect((await api(who.stranger, 'GET', url)).statusCode).toBe(404);
  });
});

describe('proforma and official invoice of a direct order', () => {
  let orderId = 0;
  let invoiceId = 0;

  it('the supplier’s confirmation issues a proforma with both identities, VAT on its own line and the total in words', async () => {
    orderId = await world.publishedOrder();
    await ctx.drain();
    const answer = await api(who.buyer, 'GET', `/traderequests/${orderId}/proforma`);
    expect(answer.statusCode, answer.body).toBe(200);
    const doc = answer.json().document;
    expect(doc.number).toMatch(/^PF-14\d\d-\d{6}$/);
    expect(doc.seller).toMatchObject({ name: 'شرکت پمپ‌سازان ایران (سهامی خاص)', nationalId: '10862163250' });
    expect(doc.buyer).toMatchObject({ name: BUYER, nationalId: '10380284790', postalCode: '8179913461' });
    expect(doc.lines[0]).toMatchObject({
      modelCode: MODEL,
      quantity: 4,
      unitPriceRials: 12_000_000,
      amountRials: 48_000_000,
    });
    expect(doc.totals).toMatchObject({
      goodsRials: 48_000_000,
      shippingRials: 2_000_000,
      vatRials: 5_000_000,
      totalRials: TOTAL,
    });
    expect(doc.totals.totalInWords).toBe('پنجاه و پنج میلیون ریال');
    expect(doc.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api(who.stranger, 'GET', `/traderequests/${orderId}/proforma`)).statusCode).toBe(404);
    expect((await api(who.stranger, 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('paying issues one official invoice that the buyer and the seller find in their lists', async () => {
    const asked = await api(who.buyer, 'POST', `/traderequests/${orderId}/pay`);
    await world.credit('buyer', asked.json().payable.amountRials);
    const paid = await api(
      who.buyer,
      'POST',
      '/payments/wallet-pay',
      { payableId: asked.json().payable.id },
      world.key(),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx.drain();
    const bought = (await api(who.buyer, 'GET', '/customers/invoices')).json();
    const mine = bought.items.filter((i: { tradeRequestId: number }) => i.tradeRequestId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      invoiceType: 'original',
      totalRials: TOTAL,
      vatRials: 5_000_000,
      buyerName: BUYER,
    });
    invoiceId = mine[0].id;
    const sold = (
      await api(who.agent, 'GET', `/merchants/${world.product.merchantId}/invoices?invoiceType=original`)
    ).json();
    expect(sold.items.map((i: { id: number }) => i.id)).toContain(invoiceId);
    expect((await api(who.stranger, 'GET', '/customers/invoices')).json().items).toEqual([]);
    expect((await api(who.staff, 'GET', `/documents/${invoiceId}`)).statusCode).toBe(200);
    const csv = await api(who.owner, 'GET', `/merchants/${world.product.merchantId}/invoices/csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(BUYER);
    expect(csv.body).toContain(String(TOTAL));
  });

  it('a Jalali date range that excludes today finds nothing; a wrong date is refused in Persian', async () => {
    const url = `/merchants/${world.product.merchantId}/invoices`;
    expect((await api(who.owner, 'GET', `${url}?to=1390/01/01`)).json().items).toEqual([]);
    const wrong = await api(who.owner, 'GET', `${url}?from=1405/13/40`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'query.from' });
  });

  it('a correction is a new invoice referencing the original, which never changes', async () => {
    const before = (await api(who.buyer, 'GET', `/documents/${invoiceId}`)).json();
    const ret = await api(who.owner, 'POST', `/documents/${invoiceId}/corrections`, {
      invoiceType: 'return',
      reason: 'یک دستگاه معیوب برگشت داده شد',
      lines: [{ index: 0, quantity: 1, unitPriceRials: 12_000_000 }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json()).toMatchObject({
      invoiceType: 'return',
      referencesDocumentId: invoiceId,
      serial: before.serial + 1,
    });
    expect(ret.json().totals).toMatchObject({ goodsRials: 12_000_000, vatRials: 1_200_000, totalRials: 13_200_000 });
    expect(
      (
        await api(who.buyer, 'POST', `/documents/${invoiceId}/corrections`, {
          invoiceType: 'cancelling',
          reason: 'ابطال',
        })
      ).statusCode,
    ).toBe(404);
    const cancel = await api(who.agent, 'POST', `/documents/${invoiceId}/corrections`, {
      invoiceType: 'cancelling',
      reason: 'ثبت اشتباه',
    });
    expect(cancel.statusCode, cancel.body).toBe(201);
    const again = await api(who.owner, 'POST', `/documents/${invoiceId}/corrections`, {
      invoiceType: 'cancelling',
      reason: 'دوباره',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAPERWORK_NOT_CORRECTABLE');
    const after = (await api(who.buyer, 'GET', `/documents/${invoiceId}`)).json();
    const { correctedBy, ...unchanged } = after;
    const { correctedBy: none, ...original } = before;
    expect(unchanged).toEqual(original);
    expect(none).toEqual([]);
    expect(correctedBy.map((c: { invoiceType: string }) => c.invoiceType)).toEqual(['cancelling', 'return']);
    await expect(
      ctx.db.update(tradeDocuments).set({ totalRials: 1 }).where(eq(tradeDocuments.id, invoiceId)),
    ).rejects.toThrow();
  });

  it('prints proforma and invoice as PDF whose text has the buyer, the total in words, the model and product codes intact', async () => {
    const proforma = (await api(who.buyer, 'GET', `/traderequests/${orderId}/proforma`)).json().document;
    const dir = mkdtempSync(join(tmpdir(), 'paperwork-pdf-'));
    for (const id of [proforma.id, invoiceId]) {
      const pdf = await api(who.buyer, 'GET', `/documents/${id}/pdf`);
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const file = join(dir, `${id}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
      if (process.env.PAPERWORK_KEEP_PDF) writeFileSync(`${process.env.PAPERWORK_KEEP_PDF}/${id}.pdf`, pdf.rawPayload);
      const fonts = execFileSync('pdffonts', [file]).toString('utf8');
      expect(fonts).toMatch(/Vazirmatn/);
      // pdftotext gives right-to-left runs in logical order with bidi marks around them, the lam-alef
      // ligature as «ال» and a combining hamza before its letter: the same letters, in print order.
      const squeeze = (s: string) => s.replace(/[\s\u200e\u200f\u202a-\u202e\u0654]/g, '').replace(/لا|ال/g, '§');
      expect(squeeze(text)).toContain(squeeze(BUYER));
      expect(squeeze(text)).toContain(squeeze('پنجاه و پنج میلیون ریال'));
      expect(text).toContain(MODEL);
      // The line's شناسه کالا/خدمت under its title, in Latin digits and in one piece.
      expect(text).toContain(PRODUCT_CODE);
      expect(text).toContain('۵۵٬۰۰۰٬۰۰۰');
    }
    expect((await api(who.stranger, 'GET', `/documents/${invoiceId}/pdf`)).statusCode).toBe(404);
  }, 60_000);
});

describe('the number series', () => {
  raceIt(
    '110 concurrent issues, 10 rolled back: the 100 kept have the numbers 1 to 100, none lost or repeated',
    async () => {
      const [other] = await ctx.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(
          and(
            eq(merchants.status, 'confirmed'),
            ne(merchants.id, world.product.merchantId),
            sql`not exists (select 1 from trade_documents d where d.merchant_id = ${merchants.id})`,
          ),
        )
        .orderBy(asc(merchants.id))
        .limit(1);
      const merchantId = other?.id ?? 0;
      const [order] = await ctx.db
        .execute<{ id: number; buyer: number }>(
          sql`select id, buyer_user_id as buyer from trade_requests order by id limit 1`,
        )
        .then((r) => r.rows);
      const pctx = createPaperworkContext({
        db: ctx.db,
        uow: ctx.app.platform.uow,
        trade: {} as never,
        access: {} as never,
        vatBasisPoints: 1000,
        proformaValidDays: 7,
        chromiumPath: '',
      });
      const party = {
        kind: 'person' as const,
        name: 'خریدار',
        nationalId: null,
        economicCode: null,
        registrationNumber: null,
        postalCode: null,
        address: null,
        phone: null,
      };
      const issues = Array.from({ length: 110 }, (_, i) =>
        ctx.app.platform.uow.run(async (tx) => {
          const row = await issueDocument(pctx, tx, {
            kind: 'invoice',
            invoiceType: 'corrective',
            merchantId,
            buyerUserId: Number(order?.buyer),
            tradeRequestId: Number(order?.id),
            quoteId: null,
            sourceKey: `race:${merchantId}:${i}`,
            seller: party,
            buyer: party,
            lines: [],
            goodsRials: 0,
            vatBasisPoints: 1000,
            vatRials: 0,
            totalRials: 0,
            totalInWords: 'صفر ریال',
          });
          if (i % 11 === 10) throw new Error('rolled back after taking a number');
          return row.serial;
        }),
      );
      const settled = await Promise.allSettled(issues);
      expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(10);
      const serials = (
        await ctx.db
          .select({ serial: tradeDocuments.serial })
          .from(tradeDocuments)
          .where(and(eq(tradeDocuments.merchantId, merchantId), eq(tradeDocuments.kind, 'invoice')))
      )
        .map((r) => r.serial)
        .sort((a, b) => a - b);
      expect(serials).toHaveLength(100);
      expect(serials).toEqual(Array.from({ length: 100 }, (_, i) => (serials[0] ?? 0) + i));
      expect(serials[0]).toBe(1);
    },
    120_000,
  );
});
