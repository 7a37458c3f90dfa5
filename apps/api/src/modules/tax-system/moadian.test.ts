import { generateKeyPairSync, randomUUID, verify, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compactDecrypt, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantOwnedBy } from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { issueInvoice, offerTestInvoices, taxSystem } from '../../../test/tax-invoices.js';
import { DEMO_CERTIFICATE_PEM, OTHER_CERTIFICATE_PEM, OTHER_PRIVATE_KEY_PEM } from '../../../test/tax-keys.js';
import { DEMO_TAX_PROFILE, saveTaxProfile, type TaxProfileBody } from '../../../test/tax-profile.js';
import { createTestApp } from '../../../test/test-app.js';

// The client of the tax organisation's API (TAX_SYSTEM=moadian) against a local fake of it (never the real one;
// decision 042 cites the calls). The fake checks what the real system checks: the access token is a JWS of the
// nonce it gave, signed with the certificate registered for the memory id; the invoice arrives encrypted to its
// own key (JWE RSA-OAEP-256 + A256GCM) and signed by the seller; its fields add up. It answers a reference number
// and, asked later, SUCCESS or FAILED with its errors; asked about a tax id, the buyer's reaction in its کارپوشه
// (decision 057).
type Session = Awaited<ReturnType<typeof signIn>>;
type Invoice = { header: Record<string, unknown>; body: Record<string, unknown>[] };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let fake: Server;
let owner: Session;
const server = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The certificates the fake knows, by memory id: Z9Y8X7 is registered with the demo certificate, not its own. */
const registered = new Map([
  ['A1B2C3', new X509Certificate(DEMO_CERTIFICATE_PEM)],
  ['Z9Y8X7', new X509Certificate(DEMO_CERTIFICATE_PEM)],
]);
const nonces = new Set<string>();
const received: Invoice[] = [];
const verdicts = new Map<string, { status: string; errors: { code: string; message: string }[] }>();
const behaviour = { slowInvoices: 0, downInvoices: 0 };
/** The buyer's reaction in its کارپوشه, by tax id, as `inquiry-invoice-status` reports it (AWAITING_REACTION by default). */
const buyerStatus = new Map<string, string>();

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** The fake's own check of a compact JWS: RS256 with the x5c certificate, which must be the one registered. */
function verifiedBy(jws: string, memoryOf: (payload: Record<string, unknown>) => string | undefined) {
  const [head = '', body = '', signature = ''] = jws.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString());
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
  const cert = new X509Certificate(Buffer.from(header.x5c?.[0] ?? '', 'base64'));
  const expected = registered.get(memoryOf(payload) ?? '');
  const ok =
    header.alg === 'RS256' &&
    header.crit?.includes('sigT') &&
    expected?.fingerprint256 === cert.fingerprint256 &&
    verify('sha256', Buffer.from(`${head}.${body}`), cert.publicKey, Buffer.from(signature, 'base64url'));
  return ok ? payload : null;
}

/** The field rules the fake applies (a few of the real system's). */
function fieldErrors(invoice: Invoice, fiscalId: string) {
  const h = invoice.header;
  const errors: { code: string; message: string }[] = [];
  if (typeof h.taxid !== 'string' || !h.taxid.startsWith(fiscalId) || h.taxid.length !== 22)
    errors.push({ code: '0101', message: 'شماره منحصر به فرد مالیاتی با حافظه نمی‌خواند' });
  if (h.inp !== 1 || ![1, 2].includes(h.inty as number)) errors.push({ code: '0102', message: 'الگو یا نوع نامعتبر' });
  if (h.tbill !== (h.tadis as number) + (h.tvam as number) + (h.todam as number))
    errors.push({ code: '0103', message: 'مجموع صورتحساب با اجزای آن برابر نیست (tbill)' });
  return errors;
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, data: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
  const url = new URL(request.url ?? '/', 'http://fake');
  const path = url.pathname.replace(/^\/requestsmanager\/api\/v2/, '');
  const body = await readJson(request);
  if (path === '/nonce') {
    const nonce = randomUUID();
    nonces.add(nonce);
    return send(200, { nonce, expDate: new Date(Date.now() + 60_000).toISOString() });
  }
  const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  const claims = token ? verifiedBy(token, (p) => String(p.clientId)) : null;
  if (!claims || !nonces.has(String(claims.nonce)))
    return send(401, { errors: [{ code: '401', message: 'امضای درخواست با گواهی ثبت‌شده برای این حافظه تأیید نشد' }] });
  if (path === '/server-information') {
    const key = server.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    return send(200, { serverTime: Date.now(), publicKeys: [{ id: 'fake-key-1', key, algorithm: 'RSA', purpose: 1 }] });
  }
  if (path === '/invoice' && request.method === 'POST') {
    if (behaviour.downInvoices > 0) {
      behaviour.downInvoices -= 1;
      return send(503, { message: 'unavailable' });
    }
    if (behaviour.slowInvoices > 0) {
      behaviour.slowInvoices -= 1;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    const [packet] = body as { payload: string; header: { fiscalId: string } }[];
    const privateKey = await importPKCS8(
      server.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      'RSA-OAEP-256',
    );
    const { plaintext, protectedHeader } = await compactDecrypt(packet?.payload ?? '', privateKey);
    if (protectedHeader.kid !== 'fake-key-1' || protectedHeader.enc !== 'A256GCM')
      return send(400, { errors: [{ code: 'jwe' }] });
    const fiscalId = packet?.header.fiscalId ?? '';
    const invoice = verifiedBy(new TextDecoder().decode(plaintext), () => fiscalId) as Invoice | null;
    if (!invoice) return send(200, { result: [{ errors: [{ code: '0100', message: 'امضای صورتحساب نامعتبر است' }] }] });
    received.push(invoice);
    const referenceNumber = `REF-${invoice.header.taxid}`;
    const errors = fieldErrors(invoice, fiscalId);
    verdicts.set(referenceNumber, { status: errors.length ? 'FAILED' : 'SUCCESS', errors });
    return send(200, {
      timestamp: Date.now(),
      result: [{ uid: randomUUID(), referenceNumber, packetType: 'INVOICE.V01' }],
    });
  }
  if (path === '/inquiry-invoice-status') {
    const known = new Set(received.map((i) => String(i.header.taxid)));
    return send(
      200,
      url.searchParams.getAll('taxIds').map((taxId) =>
        known.has(taxId)
          ? {
              taxId,
              invoiceStatus: buyerStatus.get(taxId) ?? 'AWAITING_REACTION',
              article6Status: 'NOT_EXCEEDED',
              error: null,
            }
          : { taxId, invoiceStatus: null, article6Status: null, error: 'NOT_FOUND' },
      ),
    );
  }
  if (path === '/inquiry-by-reference-id') {
    const id = url.searchParams.get('referenceIds') ?? '';
    const verdict = verdicts.get(id);
    if (!verdict) return send(200, []);
    return send(200, [{ referenceNumber: id, status: verdict.status, data: { error: verdict.errors, warning: [] } }]);
  }
  send(404, { errors: [{ code: '404' }] });
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    handle(request, response).catch((error) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  offerTestInvoices();
  ctx = await createTestApp({
    seeded: false,
    env: {
      TAX_SYSTEM: 'moadian',
      MOADIAN_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/requestsmanager/api/v2`,
      GATEWAY_TIMEOUT_MS: '2000',
      TAX_SYSTEM_POLL_MS: '0',
      TAX_SYSTEM_RETRY_LIMIT: '2',
      OTP_RESEND_SECONDS: '0',
    },
  });
  owner = await signIn(ctx.app, '09121320001');
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.auth, payload });
async function seller(profile: TaxProfileBody = DEMO_TAX_PROFILE) {
  const merchantId = await merchantOwnedBy(ctx.db, owner.userId);
  await saveTaxProfile((url, body) => api('PUT', url, body), merchantId, profile);
  return merchantId;
}
async function sendAndSettle(invoiceId: string) {
  expect((await api('POST', `/invoices/${invoiceId}/tax-submission`)).statusCode).toBe(202);
  await ctx.drain(30_000);
  return (await api('GET', `/invoices/${invoiceId}/tax-submission`)).json();
}
const receivedFor = (taxId: string) => received.filter((i) => i.header.taxid === taxId);

describe('the tax organisation’s API (a local fake)', () => {
  let merchantId = 0;
  beforeAll(async () => {
    merchantId = await seller();
  });

  it('signs, encrypts and sends a type-1 invoice the fake accepts, with every field it checks', async () => {
    const invoice = issueInvoice(merchantId);
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state).toMatchObject({ state: 'accepted', referenceNumber: `REF-${state.taxId}`, attempts: 1 });
    const [sent] = receivedFor(state.taxId);
    expect(sent?.header).toMatchObject({
      inty: 1,
      inp: 1,
      ins: 1,
      tins: '10101234567',
      tob: 2,
      tinb: '411222333444',
      tprdis: 370_000_000,
      tdis: 5_000_000,
      tadis: 365_000_000,
      tvam: 36_500_000,
      tbill: 401_500_000,
      setm: 1,
      indatim: new Date(invoice.issuedAt).getTime(),
    });
    expect(sent?.body[0]).toMatchObject({
      sstid: '2720000114542',
      mu: '1627',
      am: 2,
      fee: 185_000_000,
      vra: 10,
      vam: 36_500_000,
    });
  });

  it('reads the buyer’s answer from the system: rejected, approved, or still waiting', async () => {
    const [rejected, approved, waiting] = [
      issueInvoice(merchantId),
      issueInvoice(merchantId),
      issueInvoice(merchantId),
    ];
    const taxIds: string[] = [];
    for (const invoice of [rejected, approved, waiting]) {
      const state = await sendAndSettle(invoice.invoiceId);
      expect(state.state).toBe('accepted');
      taxIds.push(state.taxId);
    }
    buyerStatus.set(taxIds[0] ?? '', 'REJECTED');
    buyerStatus.set(taxIds[1] ?? '', 'APPROVED');
    expect(await taxSystem.current?.poll()).toBeGreaterThanOrEqual(2);
    const read = async (id: string) => (await api('GET', `/invoices/${id}/tax-submission`)).json();
    expect(await read(rejected.invoiceId)).toMatchObject({
      state: 'buyer_rejected',
      reasons: [
        { code: 'REJECTED', message: expect.stringContaining('خریدار صورتحساب را در کارپوشهٔ سامانه مودیان رد کرد') },
      ],
    });
    expect((await read(approved.invoiceId)).state).toBe('buyer_accepted');
    expect((await read(waiting.invoiceId)).state).toBe('accepted');
    // Accepted by the system after 30 days without an answer is not the buyer's answer: it stays accepted.
    buyerStatus.set(taxIds[2] ?? '', 'SYSTEMIC_APPROVED');
    await taxSystem.current?.poll();
    expect((await read(waiting.invoiceId)).state).toBe('accepted');
  });

  it('shows the system’s errors on a rejected invoice and does not send it again by itself', async () => {
    const invoice = issueInvoice(merchantId);
    invoice.totals = { ...invoice.totals, totalRials: invoice.totals.totalRials + 1 };
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state.state).toBe('rejected');
    expect(state.reasons).toEqual([{ code: '0103', message: 'مجموع صورتحساب با اجزای آن برابر نیست (tbill)' }]);
    await ctx.drain(10_000);
    expect(receivedFor(state.taxId)).toHaveLength(1);
  });

  it('retries a send that timed out, with back-off, and the invoice is accepted on the next attempt', async () => {
    behaviour.slowInvoices = 1;
    const invoice = issueInvoice(merchantId);
    expect((await api('POST', `/invoices/${invoice.invoiceId}/tax-submission`)).statusCode).toBe(202);
    // The first attempt gives up after GATEWAY_TIMEOUT_MS; the seller reads why in Persian while it waits.
    let waiting = (await api('GET', `/invoices/${invoice.invoiceId}/tax-submission`)).json();
    for (let i = 0; i < 150 && waiting.attempts === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      waiting = (await api('GET', `/invoices/${invoice.invoiceId}/tax-submission`)).json();
    }
    expect(waiting).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('تلاش دوباره خودکار'),
    });
    await ctx.drain(30_000);
    const state = (await api('GET', `/invoices/${invoice.invoiceId}/tax-submission`)).json();
    expect(state).toMatchObject({ state: 'accepted', attempts: 2, lastError: null });
  });

  it('gives up after the last retry when the system keeps answering 5xx, and the seller may send again', async () => {
    behaviour.downInvoices = 3;
    const invoice = issueInvoice(merchantId);
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state).toMatchObject({ state: 'failed', attempts: 3, canSend: true });
    expect(state.lastError).toContain('خطای ۵۰۳');
    expect(state.lastError).toContain('پس از ۳ تلاش');
    expect((await sendAndSettle(invoice.invoiceId)).state).toBe('accepted');
  });

  it('is refused when the seller signs with a certificate the system does not hold for its memory id', async () => {
    const other = await seller({
      memoryId: 'Z9Y8X7',
      privateKeyPem: OTHER_PRIVATE_KEY_PEM,
      certificatePem: OTHER_CERTIFICATE_PEM,
    });
    const invoice = issueInvoice(other);
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state.state).toBe('rejected');
    expect(state.reasons[0].message).toContain('امضای درخواست با گواهی ثبت‌شده');
    expect(received.some((i) => String(i.header.taxid).startsWith('Z9Y8X7'))).toBe(false);
  });
});
