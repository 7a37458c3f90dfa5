import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMerchantOf } from '../../../test/merchant-team.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { DEMO_BUYERS, DEMO_QUOTING_AGENT } from '../../db/seed/trade.js';

// Who acts for a merchant is answered by customers' `merchantAccess` for every module (issue 29): the catalog's
// own products, the company profile, the visitor chart, the workspace's merchants and the session's roles all
// ask it, so a right taken back or a removed agent counts in each of them, from the caller's next request on and
// with the access token they already hold. The demo agent (09120000023) is an agent of the merchant the second
// demo buyer (09120000022) owns.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let agent: Session;
let merchantId = 0;

const AGENTS = '/customers/profile/merchant-agents';
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, DEMO_BUYERS[1]?.phone ?? '');
  agent = await signIn(ctx.app, DEMO_QUOTING_AGENT.phone);
  merchantId = await agentMerchantOf(ctx.db, agent.userId);
}, 300_000);
afterAll(() => ctx?.close());

const call = (session: Session, method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session.auth, ...(payload ? { payload } : {}) });
const ownProducts = () => call(agent, 'GET', `/supplierproducts/mine?merchantId=${merchantId}`);
const chart = () =>
  call(agent, 'GET', `/visitorlogs/byfilter-for-chart?merchantId=${merchantId}&from=${today()}&to=${today()}`);
const managed = async () => (await call(agent, 'GET', '/merchants/managed')).json() as { id: number }[];

describe('merchant access, asked of customers by every module', () => {
  it('refuses a member without the right where the right is needed, and lets them act where membership is enough', async () => {
    expect((await ownProducts()).statusCode).toBe(200);
    const taken = await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProducts: false });
    expect(taken.statusCode).toBe(200);

    const refused = await ownProducts();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CATALOG_NOT_A_SUPPLIER');
    const profile = await call(agent, 'PUT', `/merchants/${merchantId}/profile`, { about: 'بی‌اجازه' });
    expect(profile.json().code).toBe('SUPPLIERS_NO_PROFILE_RIGHT');
    // Still an agent of the merchant: the visitor chart and the workspace's merchants need no right.
    expect((await chart()).statusCode).toBe(200);
    expect(await managed()).toEqual([
      expect.objectContaining({ id: merchantId, role: 'agent', manageProducts: false, manageProfile: false }),
    ]);

    await call(owner, 'PATCH', AGENTS, { userId: agent.userId, manageProducts: true });
    expect((await ownProducts()).statusCode).toBe(200);
  });

  it('takes everything from a removed agent on their next request, with the token they already hold', async () => {
    const me = async () => ((await call(agent, 'GET', '/users/me')).json() as { roles: string[] }).roles;
    expect(await me()).toContain('supplier_agent');
    expect((await chart()).statusCode).toBe(200);
    expect((await managed()).map((m) => m.id)).toEqual([merchantId]);

    const removed = await call(owner, 'DELETE', AGENTS, { userId: agent.userId });
    expect(removed.statusCode).toBe(200);

    expect(await me()).not.toContain('supplier_agent');
    expect(await managed()).toEqual([]);
    expect((await ownProducts()).statusCode).toBe(403);
    expect([403, 404]).toContain((await chart()).statusCode);
    const profile = await call(agent, 'PUT', `/merchants/${merchantId}/profile`, { about: 'دیگر نماینده نیستم' });
    expect(profile.json().code).toBe('CATALOG_NOT_A_SUPPLIER');

    // The owner's own access is untouched by the removal.
    expect((await call(owner, 'GET', `/supplierproducts/mine?merchantId=${merchantId}`)).statusCode).toBe(200);
  });
});
