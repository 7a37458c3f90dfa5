import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let owner: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // Signing the same number in again (to pick up new roles) needs no resend wait here.
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  buyer = await signIn(ctx.app, '09201110001');
  await signIn(ctx.app, '09201110002');
  await ctx.db.update(users).set({ roles: sql`'{buyer,admin}'` }).where(eq(users.phone, '09201110002'));
  admin = await signIn(ctx.app, '09201110002');
  owner = await signIn(ctx.app, '09201110003');
  const [merchant] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .limit(1);
  await ctx.db.insert(merchantMembers).values({ merchantId: merchant?.id ?? 0, userId: owner.userId, role: 'owner' });
  owner = await signIn(ctx.app, '09201110003');
});
afterAll(() => ctx?.close());

const call = (
  session: { auth: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });

describe('roles', () => {
  it('carries admin and supplier agency in the session', async () => {
    expect((await call(admin, 'GET', '/users/me')).json().roles).toEqual(['buyer', 'admin']);
    expect((await call(owner, 'GET', '/users/me')).json().roles).toEqual(['buyer', 'supplier_agent']);
  });

  it('lets only admins list and create customers', async () => {
    expect((await call(buyer, 'GET', '/customers')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/customers')).statusCode).toBe(401);
    const list = await call(admin, 'GET', '/customers?q=09201110001');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { phone: string }) => c.phone)).toEqual(['09201110001']);
    const created = await call(admin, 'POST', '/customers/personcustomer', {
      phoneNumber: '۰۹۲۰۱۱۱۰۰۰۹',
      firstName: 'سارا',
      lastName: 'يزدانی',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '09201110009', lastName: 'یزدانی' });
    expect(
      (
        await call(buyer, 'POST', '/customers/personcustomer', {
          phoneNumber: '09201110008',
          firstName: 'a',
          lastName: 'b',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a buyer name themself with POST /buyers', async () => {
    const response = await call(buyer, 'POST', '/buyers', { firstName: 'علی', lastName: 'رضایی' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: buyer.userId, firstName: 'علی' });
  });
});

describe('merchant agents', () => {
  it('are managed by the owner only; others are refused', async () => {
    const notOwner = await call(buyer, 'GET', '/customers/profile/merchant-agents');
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().code).toBe('CUSTOMERS_OWNER_ONLY');
    expect((await call(null, 'GET', '/customers/profile/merchant-agents')).statusCode).toBe(401);
    expect(
      (await call(buyer, 'POST', '/customers/profile/merchant-agents', { phoneNumber: '09201110010' })).statusCode,
    ).toBe(403);
    const team = await call(owner, 'GET', '/customers/profile/merchant-agents');
    expect(team.json().agents).toEqual([expect.objectContaining({ userId: owner.userId, role: 'owner' })]);
    // The owner cannot be removed as if an agent.
    expect(
      (await call(owner, 'DELETE', '/customers/profile/merchant-agents', { userId: owner.userId })).statusCode,
    ).toBe(404);
  });
});

describe('person addresses', () => {
  it('are the person’s own; others are refused, staff may read', async () => {
    expect((await call(buyer, 'GET', `/persons/${buyer.userId}/addresses`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/persons/${buyer.userId}/addresses`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/persons/${buyer.userId}/addresses`, { addressId: 1 })).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/persons/${buyer.userId}/addresses`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/persons/${buyer.userId}/addresses`, { addressId: 1 })).statusCode).toBe(403);
  });
});
