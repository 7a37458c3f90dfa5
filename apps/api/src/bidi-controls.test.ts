import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct } from '../test/catalog-fixtures.js';
import { signIn } from '../test/sessions.js';
import { createTestApp } from '../test/test-app.js';
import { merchantMembers } from './db/schema/customers.js';

// Bidirectional controls in free text (docs/security-testing.md, «Bidirectional controls»). A right-to-left
// override (U+202E) in a name makes a supplier's screen show it reversed, so one name can pass for another.
// Every free-text field reaches the API through one hook that drops the embeddings, overrides, isolates and
// marks; ZWNJ, which Persian spelling needs, stays.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let owner: Session;
let merchantId = 0;
let product = { id: 0, merchantId: 0, categoryId: 0, unit: '' };

const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';
const LRM = '\u200E';
const ZWNJ = '\u200C';
/** Every bidirectional formatting character the API drops. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  buyer = await signIn(ctx.app, '09301170001');
  owner = await signIn(ctx.app, '09301170002');
  product = await firstPublicProduct(ctx.db);
  merchantId = product.merchantId;
  await ctx.db.insert(merchantMembers).values({ merchantId, userId: owner.userId, role: 'owner' });
});
afterAll(() => ctx?.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session.auth, ...(payload ? { payload } : {}) });

describe('bidirectional controls in free text', () => {
  it('are dropped from first and last names, which keep their ZWNJ', async () => {
    const saved = await call(buyer, 'PUT', '/customers/profile', {
      firstName: `${RLO}علی${ZWNJ}رضا${PDF}`,
      lastName: `${RLI}محمدی${PDI}${LRM}`,
      nationalId: null,
      email: null,
      birthDate: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await call(buyer, 'GET', '/customers/profile')).json();
    expect(profile.firstName).toBe(`علی${ZWNJ}رضا`);
    expect(profile.lastName).toBe('محمدی');
  });

  it('leave a name that held nothing else empty', async () => {
    const saved = await call(buyer, 'PUT', '/customers/profile', {
      firstName: `${RLO}${PDF}`,
      lastName: 'محمدی',
      nationalId: null,
      email: null,
      birthDate: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(buyer, 'GET', '/customers/profile')).json().firstName).toBeNull();
  });

  it('are dropped from a buyer’s company name and address', async () => {
    const saved = await call(buyer, 'PUT', '/customers/company', {
      name: `شرکت ${RLO}نوین${ZWNJ}صنعت${PDF}`,
      nationalId: '10380284790',
      economicCode: null,
      registrationNumber: null,
      address: `تهران، ${RLI}خیابان آزادی${PDI}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const company = (await call(buyer, 'GET', '/customers/company')).json().company;
    expect(company.name).toBe(`شرکت نوین${ZWNJ}صنعت`);
    expect(company.address).not.toMatch(BIDI);
  });

  it('are dropped from a product’s title and description', async () => {
    const created = await call(owner, 'POST', '/supplierproducts', {
      merchantId,
      categoryId: product.categoryId,
      title: `پمپ ${RLO}گریز${ZWNJ}از مرکز${PDF} آزمایشی`,
      priceRials: 250_000_000,
      salesUnit: 'دستگاه',
      description: `شرح ${RLI}exe.gpj${PDI} محصول`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const editable = (await call(owner, 'GET', `/supplierproducts/${created.json().id}/editor`)).json();
    expect(editable.title).toBe(`پمپ گریز${ZWNJ}از مرکز آزمایشی`);
    expect(editable.description).toBe('شرح exe.gpj محصول');
  });

  it('are dropped from a trade request’s description, which otherwise keeps what the buyer wrote (tanwin too)', async () => {
    const created = await call(buyer, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 2, unit: product.unit }],
      description: `لطفاً ${RLO}فوری${PDF} ارسال شود؛ می${ZWNJ}خواهیم`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = (await call(buyer, 'GET', `/traderequests/${created.json().id}`)).json();
    expect(request.description).toBe(`لطفاً فوری ارسال شود؛ می${ZWNJ}خواهیم`);
    expect(JSON.stringify(request)).not.toMatch(BIDI);
  });
});
