import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { agentInvitations, merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { DEMO_ADMIN_PHONE } from '../../db/seed/accounts.js';

// Finding 5 of issue 17: an owner could add any number as an agent, which created an account for an unknown
// number and showed the name of an existing user (the admin's too) without their consent. Agents are now
// invited; only the holder of the number can accept.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
let invitee: Session;
let stranger: Session;
let merchantName = '';

const INVITEE = '09201120002';
const AGENTS = '/customers/profile/merchant-agents';
const RECEIVED = '/customers/profile/agent-invitations';

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  owner = await signIn(ctx.app, '09201120001');
  invitee = await signIn(ctx.app, INVITEE);
  stranger = await signIn(ctx.app, '09201120003');
  const [merchant] = await ctx.db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(3)
    .limit(1);
  if (!merchant) throw new Error('no confirmed merchant in the seed');
  merchantName = merchant.name;
  await ctx.db.insert(merchantMembers).values({ merchantId: merchant.id, userId: owner.userId, role: 'owner' });
});
afterAll(() => ctx?.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: session?.auth ?? {}, payload });

interface Team {
  agents: { userId: number; phone: string; role: string }[];
  invitations: { id: number; phone: string; status: string; createdAt: string; decidedAt: string | null }[];
}
const team = async () => (await call(owner, 'GET', AGENTS)).json() as Team;
const invite = (phoneNumber: string) => call(owner, 'POST', AGENTS, { phoneNumber });
/** The invitation an answer added, without what differs between any two invitations. */
function added(before: Team, after: Team) {
  const known = new Set(before.invitations.map((i) => i.id));
  return after.invitations.filter((i) => !known.has(i.id)).map(({ id, phone, createdAt, ...rest }) => rest);
}
async function pendingIdFor(phone: string) {
  const [row] = await ctx.db
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(eq(agentInvitations.phone, phone))
    .orderBy(asc(agentInvitations.id));
  return row?.id ?? 0;
}
const userCount = async (phone: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).length;

describe('inviting an agent', () => {
  it('creates no account for an unknown number', async () => {
    expect(await userCount('09201120099')).toBe(0);
    const response = await invite('09201120099');
    expect(response.statusCode).toBe(201);
    expect(await userCount('09201120099')).toBe(0);
    expect(response.json().invitations[0]).toMatchObject({ phone: '0920***0099', status: 'pending', decidedAt: null });
  });

  it('reveals no name for an existing account, not even the admin’s', async () => {
    const response = await invite(DEMO_ADMIN_PHONE);
    expect(response.statusCode).toBe(201);
    // The seeded admin is «مدیر نمونه».
    expect(response.body).not.toContain('مدیر');
    expect(response.body).not.toContain('نمونه');
    expect(response.body).not.toContain(DEMO_ADMIN_PHONE);
    expect(response.json().agents.map((a: { phone: string }) => a.phone)).not.toContain(DEMO_ADMIN_PHONE);
  });

  it('answers the same for a number with an account and one without', async () => {
    const start = await team();
    const known = await invite(INVITEE);
    const middle = await team();
    const unknown = await invite('09201120098');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(added(start, known.json())).toEqual(added(middle, unknown.json()));
    expect(added(start, known.json())).toEqual([{ status: 'pending', decidedAt: null }]);
    expect(known.json().agents).toEqual(unknown.json().agents);
  });

  it('keeps one open invitation per number and refuses a number already on the team', async () => {
    const before = (await team()).invitations.length;
    expect((await invite('۰۹۲۰۱۱۲۰۰۹۸')).statusCode).toBe(201);
    expect((await team()).invitations.length).toBe(before);
    const own = await invite('09201120001');
    expect(own.statusCode).toBe(409);
    expect(own.headers['content-type']).toContain('application/problem+json');
    expect(own.json()).toMatchObject({
      code: 'CUSTOMERS_AGENT_ALREADY_MEMBER',
      detail: 'این شماره هم‌اکنون عضو تیم این تأمین‌کننده است.',
    });
    expect((await invite('12345')).json().errors[0].field).toBe('body.phoneNumber');
  });
});

describe('answering an invitation', () => {
  it('makes the invitee an agent only after acceptance', async () => {
    const id = await pendingIdFor(INVITEE);
    expect((await team()).agents.map((a) => a.userId)).not.toContain(invitee.userId);
    expect((await call(invitee, 'GET', '/users/me')).json().roles).not.toContain('supplier_agent');

    const mine = await call(invitee, 'GET', RECEIVED);
    expect(mine.json()).toEqual([expect.objectContaining({ id, status: 'pending', merchant: expect.any(Object) })]);
    expect(mine.json()[0].merchant.name).toBe(merchantName);
    // Someone else's invitations are not listed to a stranger.
    expect((await call(stranger, 'GET', RECEIVED)).json()).toEqual([]);

    const accepted = await call(invitee, 'POST', `${RECEIVED}/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'accepted', decidedAt: expect.any(String) });
    const after = await team();
    expect(after.agents).toContainEqual(expect.objectContaining({ userId: invitee.userId, role: 'agent' }));
    expect(after.invitations.find((i) => i.id === id)?.status).toBe('accepted');
    expect((await call(invitee, 'GET', RECEIVED)).json()).toEqual([]);
    // Accepting twice changes nothing.
    expect((await call(invitee, 'POST', `${RECEIVED}/${id}/accept`)).statusCode).toBe(404);
    const again = await signIn(ctx.app, INVITEE);
    expect((await call(again, 'GET', '/users/me')).json().roles).toContain('supplier_agent');
  });

  it('lets no stranger accept or decline someone else’s invitation', async () => {
    await invite('09201120097');
    const id = await pendingIdFor('09201120097');
    for (const session of [stranger, owner, invitee]) {
      for (const action of ['accept', 'decline']) {
        const response = await call(session, 'POST', `${RECEIVED}/${id}/${action}`);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.body).not.toContain(merchantName);
      }
    }
    expect((await call(null, 'POST', `${RECEIVED}/${id}/accept`)).statusCode).toBe(401);
    expect((await team()).invitations.find((i) => i.id === id)?.status).toBe('pending');
    expect((await team()).agents.map((a) => a.userId)).not.toContain(stranger.userId);
  });

  it('declining leaves the invitee out of the team for good', async () => {
    const person = await signIn(ctx.app, '09201120004');
    await invite('09201120004');
    const id = await pendingIdFor('09201120004');
    const declined = await call(person, 'POST', `${RECEIVED}/${id}/decline`);
    expect(declined.json()).toMatchObject({ id, status: 'declined' });
    expect((await call(person, 'POST', `${RECEIVED}/${id}/accept`)).statusCode).toBe(404);
    const after = await team();
    expect(after.agents.map((a) => a.userId)).not.toContain(person.userId);
    expect(after.invitations.find((i) => i.id === id)?.status).toBe('declined');
  });

  it('the owner can revoke a pending invitation, which then cannot be accepted', async () => {
    const person = await signIn(ctx.app, '09201120005');
    await invite('09201120005');
    const id = await pendingIdFor('09201120005');
    const revoked = await call(owner, 'DELETE', `${AGENTS}/invitations/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitations.find((i: { id: number }) => i.id === id).status).toBe('revoked');
    expect((await call(person, 'GET', RECEIVED)).json()).toEqual([]);
    expect((await call(person, 'POST', `${RECEIVED}/${id}/accept`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `${AGENTS}/invitations/${id}`)).statusCode).toBe(404);
  });
});

describe('replacing and removing agents', () => {
  it('replaces an agent by an invitation in one step, and removes agents', async () => {
    const replaced = await call(owner, 'PUT', AGENTS, { userId: invitee.userId, phoneNumber: '09201120006' });
    expect(replaced.statusCode).toBe(200);
    const body = replaced.json() as Team;
    expect(body.agents.map((a) => a.userId)).not.toContain(invitee.userId);
    expect(body.invitations[0]).toMatchObject({ phone: '0920***0006', status: 'pending' });
    // No such agent: nothing removed and nobody invited.
    const before = await team();
    const missing = await call(owner, 'PUT', AGENTS, { userId: invitee.userId, phoneNumber: '09201120007' });
    expect(missing.statusCode).toBe(404);
    expect(await team()).toEqual(before);
    expect((await call(owner, 'DELETE', AGENTS, { userId: invitee.userId })).statusCode).toBe(404);
  });

  it('caps the invitations waiting for an answer', async () => {
    const pending = (await team()).invitations.filter((i) => i.status === 'pending').length;
    for (let n = pending; n < 20; n += 1)
      expect((await invite(`0920113${String(n).padStart(4, '0')}`)).statusCode).toBe(201);
    const refused = await invite('09201139999');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CUSTOMERS_TOO_MANY_PENDING_INVITATIONS');
    expect(refused.json().detail).toContain('۲۰');
  });
});
