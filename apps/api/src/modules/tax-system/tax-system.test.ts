import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantOwnedBy } from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { invoices, issueInvoice, offerTestInvoices, taxSystem } from '../../../test/tax-invoices.js';
import { DEMO_CERTIFICATE_PEM, OTHER_CERTIFICATE_PEM, OTHER_PRIVATE_KEY_PEM } from '../../../test/tax-keys.js';
import { DEMO_TAX_PROFILE, saveTaxProfile } from '../../../test/tax-profile.js';
import { createTestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/identity.js';
import { taxProfiles, taxSubmissions } from '../../db/schema/tax-system.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from '../../db/seed/accounts.js';
import { seedTaxSubmissions, seedTaxSystem } from '../../db/seed/tax-system.js';
import type { SandboxTaxSystem } from './tax-adapters.js';
import { parseTaxId } from './tax-id.js';

// The seller's side of سامانه مودیان on the built-in sandbox (decision 042): the tax profile with its Persian
// field errors and sealed keys, sending an invoice and reading its states (accepted, rejected with the system's
// reasons, the buyer's answer), a correction naming its original, replays that change nothing, and who may do what.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let stranger: Session;
let staff: Session;
let merchantId = 0;

beforeAll(async () => {
  offerTestInvoices();
  ctx = await createTestApp({ seeded: false, env: { TAX_SYSTEM_POLL_MS: '0', OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, '09121310001');
  agent = await signIn(ctx.app, '09121310002');
  stranger = await signIn(ctx.app, '09121310003');
  merchantId = await merchantOwnedBy(ctx.db, owner.userId, agent.userId);
  await merchantOwnedBy(ctx.db, stranger.userId);
  await signIn(ctx.app, '09121310004');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.phone, '09121310004'));
  staff = await signIn(ctx.app, '09121310004');
}, 120_000);
afterAll(() => ctx?.close());

const api = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session.auth, payload });
const profileBody = DEMO_TAX_PROFILE;
const putAs = (session: Session) => (url: string, body: object) => api(session, 'PUT', url, body);
const sandbox = () => taxSystem.current?.adapter as SandboxTaxSystem;
const stateOf = async (invoiceId: string) => (await api(owner, 'GET', `/invoices/${invoiceId}/tax-submission`)).json();
async function sendAndSettle(invoiceId: string) {
  const sent = await api(owner, 'POST', `/invoices/${invoiceId}/tax-submission`);
  expect(sent.statusCode, sent.body).toBe(202);
  await ctx.drain();
  return stateOf(invoiceId);
}

describe('the tax profile', () => {
  it('names each wrong field in Persian: the memory id’s form, a PEM that does not parse, a key of another certificate', async () => {
    const bad = await api(owner, 'PUT', `/merchants/${merchantId}/tax-profile`, {
      memoryId: 'ab-12',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      certificatePem: DEMO_CERTIFICATE_PEM,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const fields = Object.fromEntries(
      bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields['body.memoryId']).toContain('۶ نویسه');
    expect(fields['body.privateKeyPem']).toContain('کلید خصوصی خوانده نشد');

    const mismatch = await api(owner, 'PUT', `/merchants/${merchantId}/tax-profile`, {
      ...profileBody,
      privateKeyPem: OTHER_PRIVATE_KEY_PEM,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      expect.objectContaining({
        field: 'body.privateKeyPem',
        code: 'mismatch',
        message: expect.stringContaining('جفت نیست'),
      }),
    ]);
    expect((await api(owner, 'GET', `/merchants/${merchantId}/tax-profile`)).json().profile).toBeNull();
  });

  it('is saved sealed, read back without the key or certificate, and replaced by the owner only', async () => {
    const saved = await saveTaxProfile(putAs(owner), merchantId, { ...profileBody, memoryId: ' a1b2c3 ' });
    expect(saved.json().profile).toMatchObject({
      memoryId: 'A1B2C3',
      certificateSubject: expect.stringContaining('CN=A1B2C3'),
    });
    const read = await api(agent, 'GET', `/merchants/${merchantId}/tax-profile`);
    expect(read.json()).toMatchObject({ system: 'sandbox', canManage: false, profile: { memoryId: 'A1B2C3' } });
    expect(read.body).not.toContain('PRIVATE KEY');
    expect(read.body).not.toContain(DEMO_CERTIFICATE_PEM.split('\n')[1]);
    const [row] = await ctx.db.select().from(taxProfiles).where(eq(taxProfiles.merchantId, merchantId));
    expect(row?.sealedPrivateKey).toMatch(/^v1\./);
    expect(row?.sealedPrivateKey).not.toContain('PRIVATE');
    expect(row?.sealedCertificate).not.toContain('CERTIFICATE');
    expect((await api(agent, 'PUT', `/merchants/${merchantId}/tax-profile`, profileBody)).statusCode).toBe(403);
    expect((await api(stranger, 'GET', `/merchants/${merchantId}/tax-profile`)).statusCode).toBe(404);
    expect((await api(staff, 'GET', `/merchants/${merchantId}/tax-profile`)).json().profile.memoryId).toBe('A1B2C3');
  });
});

describe('sending invoices to the sandbox', () => {
  it('sends a type-1 invoice with its 22-character tax id; the system accepts it and then the buyer does', async () => {
    const invoice = issueInvoice(merchantId);
    expect((await stateOf(invoice.invoiceId)).state).toBe('not_sent');
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state).toMatchObject({ state: 'accepted', attempts: 1, lastError: null, canSend: false });
    expect(parseTaxId(state.taxId)).toMatchObject({ memoryId: 'A1B2C3', serial: invoice.serial });
    sandbox().answerAsBuyer(state.taxId, 'accept');
    expect(await taxSystem.current?.poll()).toBe(1);
    expect((await stateOf(invoice.invoiceId)).state).toBe('buyer_accepted');
    // The same answers asked again change nothing.
    expect(await taxSystem.current?.poll()).toBe(0);
    const again = await api(owner, 'POST', `/invoices/${invoice.invoiceId}/tax-submission`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TAX_SYSTEM_ALREADY_SENT');
  });

  it('shows the system’s reasons for a rejected invoice, does not retry it, and sends it again when asked', async () => {
    const invoice = issueInvoice(merchantId, { buyerKind: 'unknown' });
    invoice.lines = invoice.lines.map((line) => ({ ...line, productCode: null }));
    const state = await sendAndSettle(invoice.invoiceId);
    expect(state.state).toBe('rejected');
    expect(state.reasons).toEqual([
      { code: 'body.1.sstid', message: expect.stringContaining('شناسه کالا/خدمت ۱۳ رقمی ندارد') },
    ]);
    expect(state.attempts).toBe(1);
    expect(state.canSend).toBe(true);
    await ctx.drain();
    expect((await stateOf(invoice.invoiceId)).attempts).toBe(1);
    // The seller's invoices module corrected nothing, but a type-2 invoice with its codes passes.
    invoices.set(invoice.invoiceId, { ...invoice, lines: issueInvoice(merchantId).lines });
    expect((await sendAndSettle(invoice.invoiceId)).state).toBe('accepted');
  });

  it('sends each row’s unit code, and refuses before sending a row whose unit the system’s table has not', async () => {
    const counted = issueInvoice(merchantId);
    expect((await sendAndSettle(counted.invoiceId)).state).toBe('accepted');
    const [sentJson] = await ctx.db
      .select({ json: taxSubmissions.invoiceJson })
      .from(taxSubmissions)
      .where(eq(taxSubmissions.invoiceId, counted.invoiceId));
    expect((sentJson?.json as { body: { mu?: string }[] } | undefined)?.body[0]?.mu).toBe('1627');

    const project = issueInvoice(merchantId);
    project.lines = project.lines.map((line) => ({ ...line, unitTitle: 'پروژه' }));
    const refused = await api(owner, 'POST', `/invoices/${project.invoiceId}/tax-submission`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TAX_SYSTEM_UNIT_UNKNOWN',
      detail: expect.stringContaining('ردیف ۱: واحد «پروژه» در جدول واحدهای اندازه‌گیری سامانه مودیان کدی ندارد'),
    });
    await ctx.drain();
    // Nothing went to the system; the reason stays beside the invoice for the seller.
    expect(await stateOf(project.invoiceId)).toMatchObject({
      state: 'failed',
      taxId: null,
      attempts: 0,
      canSend: true,
      lastError: expect.stringContaining('«پروژه»'),
    });
  });

  it('sends a correction with its original’s tax id, after the original', async () => {
    const original = issueInvoice(merchantId);
    const originalState = await sendAndSettle(original.invoiceId);
    const correction = issueInvoice(merchantId, { subject: 'correction', referencesInvoiceId: original.invoiceId });
    const state = await sendAndSettle(correction.invoiceId);
    expect(state.state).toBe('accepted');
    const list = (await api(owner, 'GET', `/merchants/${merchantId}/tax-submissions?state=accepted`)).json();
    expect(list.items.map((s: { invoiceId: string }) => s.invoiceId)).toContain(correction.invoiceId);
    expect(originalState.taxId).not.toBe(state.taxId);
    const [sentJson] = await ctx.db
      .select({ json: taxSubmissions.invoiceJson })
      .from(taxSubmissions)
      .where(eq(taxSubmissions.invoiceId, correction.invoiceId));
    expect((sentJson?.json as { header: object } | undefined)?.header).toMatchObject({
      ins: 2,
      inp: 1,
      irtaxid: originalState.taxId,
    });
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${correction.invoiceId}/tax-submission`,
      headers: staff.auth,
    });
    expect(sent.json().state).toBe('accepted');
  });

  it('records the buyer’s rejection with its reason', async () => {
    const invoice = issueInvoice(merchantId);
    const { taxId } = await sendAndSettle(invoice.invoiceId);
    sandbox().answerAsBuyer(taxId, 'reject', 'مبلغ با پیش‌فاکتور نمی‌خواند.');
    await taxSystem.current?.poll();
    expect(await stateOf(invoice.invoiceId)).toMatchObject({
      state: 'buyer_rejected',
      reasons: [{ code: 'buyer', message: 'مبلغ با پیش‌فاکتور نمی‌خواند.' }],
    });
  });
});

describe('who may send and read', () => {
  it('lets the owner and agents with the profile right send, staff read only, and strangers learn nothing', async () => {
    const invoice = issueInvoice(merchantId);
    const url = `/invoices/${invoice.invoiceId}/tax-submission`;
    expect((await api(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await api(stranger, 'POST', url)).statusCode).toBe(404);
    expect((await api(staff, 'POST', url)).statusCode).toBe(403);
    expect((await api(staff, 'GET', url)).json()).toMatchObject({ state: 'not_sent', canSend: false });
    // The agent has no right to the company profile: reads, may not send.
    expect((await api(agent, 'GET', url)).json().canSend).toBe(false);
    expect((await api(agent, 'POST', url)).statusCode).toBe(403);
    expect((await api(stranger, 'GET', '/invoices/no-such-invoice/tax-submission')).statusCode).toBe(404);
    expect((await stateOf(invoice.invoiceId)).state).toBe('not_sent');
  });

  it('answers a list page’s states in one call, in its order; another seller’s invoice reads as not sent', async () => {
    const sent = issueInvoice(merchantId);
    await sendAndSettle(sent.invoiceId);
    const waiting = issueInvoice(merchantId);
    const foreign = issueInvoice(await merchantOwnedBy(ctx.db, (await signIn(ctx.app, '09121310005')).userId));
    const ids = [waiting.invoiceId, sent.invoiceId, foreign.invoiceId].join(',');
    const url = `/merchants/${merchantId}/tax-submissions?invoiceIds=${ids}`;
    const page = (await api(agent, 'GET', url)).json();
    expect(page.items.map((s: { invoiceId: string; state: string }) => [s.invoiceId, s.state])).toEqual([
      [waiting.invoiceId, 'not_sent'],
      [sent.invoiceId, 'accepted'],
      [foreign.invoiceId, 'not_sent'],
    ]);
    expect(page.items[0].canSend).toBe(false);
    expect((await api(owner, 'GET', url)).json().items[0].canSend).toBe(true);
    expect((await api(staff, 'GET', url)).statusCode).toBe(200);
    expect((await api(stranger, 'GET', url)).statusCode).toBe(404);
    const bad = await api(owner, 'GET', `/merchants/${merchantId}/tax-submissions?invoiceIds=1,,2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'query.invoiceIds' });
  });

  it('asks a seller without a tax profile to save one first', async () => {
    const other = await merchantOwnedBy(ctx.db, owner.userId);
    const invoice = issueInvoice(other);
    const sent = await api(owner, 'POST', `/invoices/${invoice.invoiceId}/tax-submission`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      code: 'TAX_SYSTEM_PROFILE_MISSING',
      detail: expect.stringContaining('شناسه یکتای حافظه'),
    });
    // A certificate of another seller can be saved for it (its own pair), and then it sends.
    await saveTaxProfile(putAs(owner), other, {
      memoryId: 'Z9Y8X7',
      privateKeyPem: OTHER_PRIVATE_KEY_PEM,
      certificatePem: OTHER_CERTIFICATE_PEM,
    });
    expect((await sendAndSettle(invoice.invoiceId)).state).toBe('accepted');
  });
});

describe('demo data', () => {
  it('gives the demo supplier a sandbox profile that sends, and demo invoices their submissions once', async () => {
    const demoOwner = await signIn(ctx.app, DEMO_SUPPLIER_OWNER_PHONE);
    const demoMerchant = await merchantOwnedBy(ctx.db, demoOwner.userId);
    expect(await seedTaxSystem(ctx.db)).toBe(1);
    expect(await seedTaxSystem(ctx.db)).toBe(0);
    const profile = (await api(demoOwner, 'GET', `/merchants/${demoMerchant}/tax-profile`)).json().profile;
    expect(profile).toMatchObject({ memoryId: 'A1B2C3', certificateSubject: expect.stringContaining('sandbox') });
    const invoice = issueInvoice(demoMerchant);
    expect((await api(demoOwner, 'POST', `/invoices/${invoice.invoiceId}/tax-submission`)).statusCode).toBe(202);
    await ctx.drain();
    expect((await api(demoOwner, 'GET', `/invoices/${invoice.invoiceId}/tax-submission`)).json().state).toBe(
      'accepted',
    );

    const day = 86_400_000;
    const demo = [1, 2, 3, 4].map((n) => ({
      invoiceId: `demo-invoice-${n}-${Date.now()}`,
      merchantId: demoMerchant,
      serial: 100 + n,
      issuedAt: new Date(Date.now() - n * day),
    }));
    expect(await seedTaxSubmissions(ctx.db, demo)).toBe(4);
    expect(await seedTaxSubmissions(ctx.db, demo)).toBe(0);
    const list = (await api(demoOwner, 'GET', `/merchants/${demoMerchant}/tax-submissions?pageSize=10`)).json();
    const seeded = list.items.filter((s: { invoiceId: string }) => s.invoiceId.startsWith('demo-invoice-'));
    expect(seeded.map((s: { state: string }) => s.state).sort()).toEqual([
      'accepted',
      'buyer_accepted',
      'rejected',
      'sent',
    ]);
    for (const s of seeded) expect(parseTaxId(s.taxId)).toMatchObject({ memoryId: 'A1B2C3' });
  });
});
