import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';

// Issue 20, item 8: a B2B buyer's company details for official invoices, validated with Persian messages.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Session;
let other: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await signIn(ctx.app, '09201150001');
  other = await signIn(ctx.app, '09201150002');
});
afterAll(async () => {
  await ctx?.close();
});

const call = (session: Session | null, method: 'GET' | 'PUT', payload?: object) =>
  ctx.app.inject({ method, url: '/api/v1/customers/company', headers: session?.auth ?? {}, payload });

const VALID = {
  name: 'شركت صنايع نمونه',
  nationalId: '۱۰۳۸۰۲۸۴۷۹۰',
  economicCode: '411111111111',
  registrationNumber: '۱۲۳۴۵',
  address: 'تهران، خیابان آزادی، پلاک ۱۲، واحد ۳',
};

describe('a buyer’s company details', () => {
  it('start empty, then keep what the buyer saved with digits and ی/ک normalised', async () => {
    expect((await call(buyer, 'GET')).json()).toEqual({ company: null });
    const saved = await call(buyer, 'PUT', VALID);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toEqual({
      name: 'شرکت صنایع نمونه',
      nationalId: '10380284790',
      economicCode: '411111111111',
      registrationNumber: '12345',
      // Stored with Latin digits like every text of the site; pages show them in Persian.
      address: 'تهران، خیابان آزادی، پلاک 12، واحد 3',
      postalCode: null,
      phone: null,
    });
    // Issue 31: the postal code and telephone printed on invoices, any digits, a dash after the fifth digit.
    const more = await call(buyer, 'PUT', { ...VALID, postalCode: '۱۱۳۶۹-۳۷۵۱۱', phone: '۰۲۱-۸۸۷۷۶۶۵۵' });
    expect(more.json().company).toMatchObject({ postalCode: '1136937511', phone: '02188776655' });
    expect((await call(buyer, 'GET')).json().company.nationalId).toBe('10380284790');
    // Nobody else sees it: another buyer has none.
    expect((await call(other, 'GET')).json()).toEqual({ company: null });
  });

  it('refuses a national id with a wrong check digit and other bad fields, each with a Persian message', async () => {
    const response = await call(other, 'PUT', {
      ...VALID,
      nationalId: '10380284791',
      economicCode: '12',
      registrationNumber: 'ABC',
      address: 'کوتاه',
      postalCode: '0136937511',
      phone: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual([
      'body.address',
      'body.economicCode',
      'body.nationalId',
      'body.phone',
      'body.postalCode',
      'body.registrationNumber',
    ]);
    expect(errors.find((e) => e.field === 'body.nationalId')?.message).toContain('شناسهٔ ملی');
    for (const e of errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    expect((await call(other, 'GET')).json()).toEqual({ company: null });
  });

  it('requires sign-in', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', VALID)).statusCode).toBe(401);
  });
});
