import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMerchantOf } from '../../../test/merchant-team.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from '../../db/seed/accounts.js';
import { DEMO_BUYERS, DEMO_QUOTING_AGENT } from '../../db/seed/trade.js';

// The owner gives an agent the company-profile right and takes it back (decision 035). The demo agent
// (09120000023) is an agent of the supplier the second demo buyer (09120000022) owns; the demo supplier's
// owner (09120000002) owns another merchant. Only the agent's own owner may change their rights, never for
// themselves, and the profile calls read the right on every request.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let otherOwner: Session;
let merchantId = 0;

const AGENTS = '/customers/profile/merchant-agents';

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, DEMO_BUYERS[1]?.phone ?? '');
  agent = await signIn(ctx.app, DEMO_QUOTING_AGENT.phone);
  otherOwner = await signIn(ctx.app, DEMO_SUPPLIER_OWNER_PHONE);
  merchantId = await agentMerchantOf(ctx.db, agent.userId);
}, 300_000);
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });
const rightsInDb = async () => {
  const [row] = await ctx.db
    .select({ manageProducts: merchantMembers.manageProducts, manageProfile: merchantMembers.manageProfile })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.userId, agent.userId), eq(merchantMembers.merchantId, merchantId)));
  return row;
};
const editProfile = (about: string) => call(agent, 'PUT', `/merchants/${merchantId}/profile`, { about });

describe('the owner sets an agent’s rights', () => {
  it('shows each member’s current rights on the team (the owner has all of them)', async () => {
    const team = (await call(owner, 'GET', AGENTS)).json();
    expect(team.agents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.userId, role: 'owner', manageProducts: true, manageProfile: true }),
        expect.objectContaining({ userId: agent.userId, role: 'agent', manageProducts: true, manageProfile: false }),
      ]),
    );
  });

  it('refuses anonymous callers, the agent, another merchant’s owner and the owner on themself, changing nothing', async () => {
    const before = await rightsInDb();
    const grant = { userId: agent.userId, manageProfile: true };
    const anonymous = await call(null, 'PATCH', AGENTS, grant);
    expect(anonymous.statusCode).toBe(401);
    const byAgent = await call(agent, 'PATCH', AGENTS, grant);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().code).toBe('CUSTOMERS_OWNER_ONLY');
    // The demo supplier's owner owns a merchant, but not this agent's: told nothing about them.
    const byOtherOwner = await call(otherOwner, 'PATCH', AGENTS, grant);
    expect(byOtherOwner.statusCode).toBe(404);
    expect(byOtherOwner.body).not.toContain(DEMO_QUOTING_AGENT.lastName);
    const onThemself = await call(owner, 'PATCH', AGENTS, { userId: owner.userId, manageProfile: false });
    expect(onThemself.statusCode).toBe(400);
    expect(onThemself.json().errors).toEqual([expect.objectContaining({ field: 'body.userId' })]);
    const nothingAsked = await call(owner, 'PATCH', AGENTS, { userId: agent.userId });
    expect(nothingAsked.statusCode).toBe(400);
    expect(await rightsInDb()).toEqual(before);
    expect((await editProfile('هنوز بی‌اجازه')).json().code).toBe('SUPPLIERS_NO_PROFILE_RIGHT');
  });

  it('lets the agent edit the company profile once granted, and refuses the very next request once revoked', async () => {
    expect((await editProfile('پیش از اجازه')).statusCode).toBe(403);

    const granted = await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProfile: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().agents).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: agent.userId, manageProfile: true })]),
    );
    expect(await rightsInDb()).toEqual({ manageProducts: true, manageProfile: true });
    const managed = (await call(agent, 'GET', '/merchants/managed')).json();
    expect(managed).toEqual(expect.arrayContaining([expect.objectContaining({ id: merchantId, manageProfile: true })]));
    const edited = await editProfile('معرفی نوشتهٔ نماینده');
    expect(edited.statusCode).toBe(200);
    expect((await call(null, 'GET', `/suppliers/${merchantId}`)).json().about).toBe('معرفی نوشتهٔ نماینده');

    // Same access token, next request: the right is read per request, not from the session.
    expect((await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProfile: false })).statusCode).toBe(200);
    const refused = await editProfile('پس از لغو');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUPPLIERS_NO_PROFILE_RIGHT');
    expect((await call(null, 'GET', `/suppliers/${merchantId}`)).json().about).toBe('معرفی نوشتهٔ نماینده');
  });

  it('can take back and give again the product right, leaving the profile right as it was', async () => {
    const taken = await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProducts: false });
    expect(taken.statusCode).toBe(200);
    expect(await rightsInDb()).toEqual({ manageProducts: false, manageProfile: false });
    const products = await call(agent, 'GET', `/supplierproducts/summary?merchantId=${merchantId}`);
    expect(products.json().code).toBe('CATALOG_NO_PRODUCT_RIGHT');
    await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProducts: true });
    expect(await rightsInDb()).toEqual({ manageProducts: true, manageProfile: false });
    expect((await call(agent, 'GET', `/supplierproducts/summary?merchantId=${merchantId}`)).statusCode).toBe(200);
    // The agent's name is still theirs: nothing else on the membership or the user changed.
    const [row] = await ctx.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, agent.userId));
    expect(row?.lastName).toBe(DEMO_QUOTING_AGENT.lastName);
  });
});

describe('a member of several merchants', () => {
  it('lists one merchant’s products at a time with merchantId, and nothing for a merchant they do not belong to', async () => {
    const [own] = await ctx.db
      .select({ merchantId: merchantMembers.merchantId })
      .from(merchantMembers)
      .where(and(eq(merchantMembers.userId, otherOwner.userId), eq(merchantMembers.role, 'owner')));
    const secondMerchant = own?.merchantId ?? 0;
    await ctx.db.insert(merchantMembers).values({ merchantId: secondMerchant, userId: agent.userId, role: 'agent' });
    const merchantsOf = async (query: string) => {
      const page = (await call(agent, 'GET', `/supplierproducts/mine?pageSize=100${query}`)).json();
      return {
        total: page.total as number,
        ids: new Set(page.items.map((p: { merchant: { id: number } }) => p.merchant.id)),
      };
    };
    const all = await merchantsOf('');
    expect(all.ids).toEqual(new Set([merchantId, secondMerchant]));
    for (const id of [merchantId, secondMerchant]) {
      const one = await merchantsOf(`&merchantId=${id}`);
      expect(one.ids).toEqual(new Set([id]));
      expect(one.total).toBeLessThan(all.total);
    }
    // Another merchant's products are never listed, even when asked for by id.
    const [stranger] = await ctx.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.status, 'confirmed'), notInArray(merchants.id, [merchantId, secondMerchant])))
      .limit(1);
    expect((await merchantsOf(`&merchantId=${stranger?.id}`)).total).toBe(0);
    await ctx.db
      .delete(merchantMembers)
      .where(and(eq(merchantMembers.userId, agent.userId), eq(merchantMembers.merchantId, secondMerchant)));
  });
});
