import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCompanyWallet } from '../../../test/companies.js';
import { createOrderWorld, type OrderWorld, TOTAL } from '../../../test/order-world.js';
import { saveTaxProfile } from '../../../test/tax-profile.js';
import { tradeDocuments } from '../../db/schema/paperwork.js';
import { taxSubmissions } from '../../db/schema/tax-system.js';
import { seedTaxSubmissions } from '../../db/seed/tax-system.js';

// A paid order cancelled before shipment, by its buyer or by its supplier's refusal, is refunded whole; its
// official invoice, already issued at payment, is then cancelled by an ابطالی invoice the site issues by itself,
// which goes to سامانه مودیان (sandbox) like any invoice when its original is there. On PostgreSQL and PGlite.
let world: OrderWorld;
let ctx: OrderWorld['ctx'];
let who: OrderWorld['who'];
let api: OrderWorld['api'];

beforeAll(async () => {
  world = await createOrderWorld('091731400');
  ({ ctx, who, api } = world);
  await saveTaxProfile((url, body) => api(who.owner, 'PUT', url, body), world.product.merchantId);
}, 120_000);
afterAll(() => ctx?.close());

type Row = { id: number; invoiceType: string; totalRials: number };
const invoicesOf = async (orderId: number) =>
  (
    (await api(who.buyer, 'GET', '/customers/invoices?pageSize=100')).json().items as (Row & {
      tradeRequestId: number;
    })[]
  )
    .filter((i) => i.tradeRequestId === orderId)
    .sort((a, b) => a.id - b.id);
const taxState = async (invoiceId: number) =>
  (await api(who.owner, 'GET', `/invoices/${invoiceId}/tax-submission`)).json();

describe('a paid order cancelled before shipment', () => {
  it('the buyer cancels after the invoice went to the tax system: an ابطالی is issued and sent there by itself', async () => {
    const orderId = await world.paidOrder();
    await ctx.drain();
    const [original] = await invoicesOf(orderId);
    expect(original).toMatchObject({ invoiceType: 'original', totalRials: TOTAL });
    // The original is in the tax system, accepted (recorded as the demo data records it, so this test does not
    // depend on the product codes or the shipping service code of decision 050).
    const issued = await ctx.db
      .select()
      .from(tradeDocuments)
      .where(eq(tradeDocuments.id, original?.id ?? 0));
    await seedTaxSubmissions(ctx.db, [
      {
        invoiceId: String(original?.id),
        merchantId: world.product.merchantId,
        serial: issued[0]?.serial ?? 0,
        issuedAt: issued[0]?.issuedAt ?? new Date(),
      },
    ]);
    expect((await taxState(original?.id ?? 0)).state).toBe('accepted');

    const cancelled = await api(who.buyer, 'POST', `/traderequests/${orderId}/cancel`, {
      reason: 'پروژه متوقف شد و به این پمپ‌ها نیازی نیست',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.drain();
    expect((await world.money(orderId)).state).toBe('refunded');
    const docs = await invoicesOf(orderId);
    expect(docs.map((d) => d.invoiceType)).toEqual(['original', 'cancelling']);
    const cancelling = docs[1];
    expect(cancelling?.totalRials).toBe(TOTAL);
    const page = (await api(who.buyer, 'GET', `/documents/${cancelling?.id}`)).json();
    expect(page).toMatchObject({ referencesDocumentId: original?.id, invoiceType: 'cancelling' });
    expect(page.note).toMatch(/لغو سفارش/);
    const again = await api(who.owner, 'POST', `/documents/${original?.id}/corrections`, {
      invoiceType: 'cancelling',
      reason: 'ابطال دستی',
    });
    expect(again.statusCode).toBe(409);

    // Sent by itself (no press of «ارسال»): the system answered it, as a cancellation naming its original.
    const tax = await taxState(cancelling?.id ?? 0);
    expect(['sent', 'accepted', 'rejected']).toContain(tax.state);
    expect(tax.reasons.map((r: { code: string }) => r.code)).not.toContain('irtaxid.missing');
    const [row] = await ctx.db
      .select({ json: taxSubmissions.invoiceJson })
      .from(taxSubmissions)
      .where(eq(taxSubmissions.invoiceId, String(cancelling?.id)));
    const header = (row?.json as { header: { ins: number; irtaxid: string } } | undefined)?.header;
    expect(header?.ins).toBe(3);
    expect(header?.irtaxid).toBe((await taxState(original?.id ?? 0)).taxId);
  });

  it('the supplier refuses a paid order whose invoice was not sent: the ابطالی waits beside it, issued once', async () => {
    const orderId = await world.paidOrder();
    await ctx.drain();
    const refused = await api(who.owner, 'POST', `/traderequests/${orderId}/refuse`, {
      reason: 'موجودی این مدل در انبار تمام شده است',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await ctx.drain();
    await ctx.drain();
    const docs = await invoicesOf(orderId);
    expect(docs.map((d) => d.invoiceType)).toEqual(['original', 'cancelling']);
    expect((await api(who.buyer, 'GET', `/documents/${docs[1]?.id}`)).json().note).toMatch(/انصراف تأمین‌کننده/);
    expect((await taxState(docs[1]?.id ?? 0)).state).toBe('not_sent');
    const rows = await ctx.db.select().from(tradeDocuments).where(eq(tradeDocuments.tradeRequestId, orderId));
    expect(rows.filter((r) => r.invoiceType === 'cancelling')).toHaveLength(1);
  });

  it('an order cancelled before payment has no invoice to cancel', async () => {
    const orderId = await world.publishedOrder();
    const cancelled = await api(who.buyer, 'POST', `/traderequests/${orderId}/cancel`, { reason: 'خرید از جای دیگر' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.drain();
    expect(await invoicesOf(orderId)).toEqual([]);
  });
});

describe('a company order’s PO number (decision 044)', () => {
  it('is printed on the order’s proforma and its official invoice, page and PDF data alike', async () => {
    const company = await api(who.buyer, 'PUT', '/customers/company', {
      name: 'شرکت ریخته‌گری آلیاژ سپاهان',
      nationalId: '10380284790',
      economicCode: '10380284790',
      registrationNumber: '45821',
      address: 'اصفهان، شهرک صنعتی محمودآباد، خیابان ۱۲، پلاک ۸',
      postalCode: '8179913461',
      phone: '03135721144',
    });
    expect(company.statusCode, company.body).toBe(200);
    const made = await api(who.buyer, 'POST', '/companies');
    expect(made.statusCode).toBe(201);
    const companyId = made.json().id as number;
    const created = await api(who.buyer, 'POST', '/traderequests/direct-order', {
      items: [{ productId: world.product.id, quantity: 4, unit: world.product.unit }],
      paymentTerms: 'cash',
      description: 'سفارش شرکت با شمارهٔ سفارش خرید',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const ref = await api(who.buyer, 'PUT', `/companyorders/${id}/reference`, {
      poNumber: 'PO-۱۴۰۵-۰۹۱',
      costCentre: '',
    });
    expect(ref.statusCode, ref.body).toBe(200);
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/request-confirmation`)).statusCode).toBe(200);
    const items = (await api(who.owner, 'GET', `/traderequests/${id}`)).json().items as { id: number }[];
    const confirmed = await api(who.owner, 'POST', `/traderequests/${id}/supplier-confirm`, {
      items: items.map((i) => ({ itemId: i.id, unitPriceRials: 12_000_000 })),
      leadTimeDays: 7,
      shippingRials: 2_000_000,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await ctx.drain();
    const proforma = await api(who.buyer, 'GET', `/traderequests/${id}/proforma`);
    expect(proforma.json().document.purchaseOrderNumber).toBe('PO-1405-091');
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/confirm-and-publish`)).statusCode).toBe(200);
    // A company order is paid from the company wallet (decision 052).
    await creditCompanyWallet(ctx.db, companyId, 100_000_000);
    const paid = await api(who.buyer, 'POST', `/companyorders/${id}/pay`, undefined, world.key());
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx.drain();
    const [invoice] = await invoicesOf(id);
    const page = (await api(who.owner, 'GET', `/documents/${invoice?.id}`)).json();
    expect(page).toMatchObject({ invoiceType: 'original', purchaseOrderNumber: 'PO-1405-091' });
  });
});
