import { randomUUID } from 'node:crypto';
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { toPersianDigits } from '@bazaar/fa/digits';
import { toJalali } from '@bazaar/fa/jalali';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct } from '../../../test/catalog-fixtures.js';
import { creditCompanyWallet } from '../../../test/companies.js';
import { raceIt } from '../../../test/races.js';
import { creditWallet } from '../../../test/receivables.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { companyApprovals, companyOrders } from '../../db/schema/companies.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { buyerCompanies, smsOutbox } from '../../db/schema/identity.js';
import { liveEvents } from '../../db/schema/live.js';
import { tradeRequests } from '../../db/schema/trade.js';
import { payables } from '../../db/schema/wallet.js';

// Buyer companies as their members meet them (decision 044): invitations by number in every role, each role's
// allowed and refused calls, nothing of one company reaching another, a removed member refused at the next
// request; approval rules as a table of amount × category × rule × role; parallel approvals applied once;
// publish and pay refused while an order waits for approval; an edit sends an approval back; the whole journey
// from a buyer's order over the limit to the accountant's payment from the company wallet.
type Session = Awaited<ReturnType<typeof signIn>>;
type Person = CompanyRole | 'manager2' | 'outsider' | 'supplier';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const who = {} as Record<Person, Session>;
let companyId = 0;
let product = { id: 0, unit: '', merchantId: 0, categoryId: 0 };

const phones: Record<Person, string> = {
  owner: '09171350001',
  purchasing_manager: '09171350002',
  buyer: '09171350003',
  requester: '09171350004',
  accountant: '09171350005',
  manager2: '09171350006',
  outsider: '09171350007',
  supplier: '09171350008',
};
const MEMBERS: Person[] = ['purchasing_manager', 'buyer', 'requester', 'accountant', 'manager2'];
const roleOf = (p: Person): CompanyRole => (p === 'manager2' ? 'purchasing_manager' : (p as CompanyRole));

const key = () => ({ 'idempotency-key': randomUUID() });
async function api(
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(session?.auth ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const profileCompany = (name: string) => ({
  name,
  nationalId: '10320000017',
  economicCode: null,
  registrationNumber: null,
  address: 'تهران، شهرک صنعتی عباس‌آباد، خیابان دوم',
});

/** A direct order of `quantity` × `target` Rials written by `as`; its id. */
async function order(as: Session, quantity: number, targetPriceRials: number) {
  const created = await api(as, 'POST', '/traderequests/direct-order', {
    items: [{ productId: product.id, quantity, unit: product.unit, targetPriceRials }],
    paymentTerms: 'cash',
    description: 'سفارش شرکت',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}
const send = (as: Session, id: number) => api(as, 'POST', `/traderequests/${id}/request-confirmation`);
const decide = (as: Session, id: number, decision: 'approve' | 'reject', reason = '') =>
  api(as, 'POST', `/companyorders/${id}/decision`, { decision, reason });
const setRules = async (rules: object[]) => {
  const put = await api(who.owner, 'PUT', `/companies/${companyId}/rules`, { rules });
  expect(put.statusCode, put.body).toBe(200);
};
/** The supplier's answer straight in the database: priced lines, supplier_confirmed. */
async function supplierConfirmed(id: number, unitPriceRials: number) {
  await ctx.db.execute(
    sql`update trade_request_items set unit_price_rials = ${unitPriceRials} where trade_request_id = ${id}`,
  );
  await ctx.db.update(tradeRequests).set({ state: 'supplier_confirmed' }).where(eq(tradeRequests.id, id));
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', PAYMENT_RECONCILE_MS: '0', RELEASE_CHECK_MS: '0' } });
  for (const [name, phone] of Object.entries(phones)) who[name as Person] = await signIn(ctx.app, phone);
  product = await firstPublicProduct(ctx.db);
  await ctx.db
    .insert(merchantMembers)
    .values({ merchantId: product.merchantId, userId: who.supplier.userId, role: 'owner' });
  // Enough published requests a month for the journeys (the free plan allows 5).
  await ctx.db.execute(sql`update membership_plans set requests_per_month = 1000 where is_base`);
}, 600_000);
afterAll(() => ctx?.close());

describe('the company account and its members', () => {
  it('is made from the profile’s company, once; a profile without a company is told to give one first', async () => {
    const none = await api(who.owner, 'POST', '/companies');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('COMPANIES_NO_PROFILE_COMPANY');
    expect((await api(who.owner, 'PUT', '/customers/company', profileCompany('صنایع فولاد آزمون'))).statusCode).toBe(
      200,
    );
    const made = await api(who.owner, 'POST', '/companies');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'صنایع فولاد آزمون', myRole: 'owner' });
    companyId = made.json().id;
    expect((await api(who.owner, 'POST', '/companies')).json().code).toBe('COMPANIES_ALREADY_MEMBER');
    // The outsider owns a company of their own.
    await ctx.db.insert(buyerCompanies).values({ userId: who.outsider.userId, ...profileCompany('شرکت دیگر') });
    expect((await api(who.outsider, 'POST', '/companies')).statusCode).toBe(201);
  });

  it('invites numbers in every role; each joins by accepting and sees the role’s rights', async () => {
    for (const person of MEMBERS) {
      const invited = await api(who.owner, 'POST', `/companies/${companyId}/invitations`, {
        phoneNumber: phones[person].replace('0', '۰'),
        role: roleOf(person),
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [invitation] = (await api(who[person], 'GET', '/companies/invitations')).json();
      expect(invitation).toMatchObject({ companyName: 'صنایع فولاد آزمون', role: roleOf(person) });
      const accepted = await api(who[person], 'POST', `/companies/invitations/${invitation.id}`, {
        decision: 'accepted',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const mine = (await api(who.accountant, 'GET', '/companies/mine')).json().company;
    expect(mine.myRole).toBe('accountant');
    expect(mine.myRights).toEqual(['pay', 'read']);
    expect(mine.members).toHaveLength(6);
    expect(mine.invitations).toEqual([]);
    // Someone already in a company cannot be invited again.
    const again = await api(who.owner, 'POST', `/companies/${companyId}/invitations`, {
      phoneNumber: phones.outsider,
      role: 'buyer',
    });
    expect(again.json().code).toBe('COMPANIES_ALREADY_MEMBER');
  });

  it('keeps an owner: the last owner can neither leave nor lose the role', async () => {
    const demote = await api(who.owner, 'PATCH', `/companies/${companyId}/members`, {
      userId: who.owner.userId,
      role: 'buyer',
    });
    expect(demote.json().code).toBe('COMPANIES_LAST_OWNER');
    const leave = await api(who.owner, 'DELETE', `/companies/${companyId}/members`, { userId: who.owner.userId });
    expect(leave.json().code).toBe('COMPANIES_LAST_OWNER');
  });
});

/** Every call on the company or one of its orders, with the right it needs. */
type CompanyRightName = 'read' | 'manage' | 'approve' | 'pay' | 'draft';
type Call = [string, CompanyRightName, (as: Session) => Promise<{ statusCode: number; body: string }>];
function calls(orderId: number): Call[] {
  const company = `/companies/${companyId}`;
  return [
    ['GET company orders', 'read', (as) => api(as, 'GET', `${company}/orders`)],
    ['GET budgets', 'read', (as) => api(as, 'GET', `${company}/budgets`)],
    ['GET rules', 'read', (as) => api(as, 'GET', `${company}/rules`)],
    ['GET order', 'read', (as) => api(as, 'GET', `/companyorders/${orderId}`)],
    ['PUT rules', 'manage', (as) => api(as, 'PUT', `${company}/rules`, { rules: [] })],
    [
      'PUT budget',
      'manage',
      (as) => api(as, 'PUT', `${company}/budgets`, { period: 'year', jalaliYear: 1390, limitRials: 10 }),
    ],
    [
      'POST invitation',
      'manage',
      (as) => api(as, 'POST', `${company}/invitations`, { phoneNumber: '09171359999', role: 'buyer' }),
    ],
    [
      'PATCH member role',
      'manage',
      (as) => api(as, 'PATCH', `${company}/members`, { userId: who.manager2.userId, role: 'purchasing_manager' }),
    ],
    ['GET approvals', 'approve', (as) => api(as, 'GET', `${company}/approvals`)],
    ['POST deposit', 'pay', (as) => api(as, 'POST', `${company}/wallet/deposits`, { amountRials: 10 }, key())],
    [
      'PUT reference',
      'draft',
      (as) => api(as, 'PUT', `/companyorders/${orderId}/reference`, { poNumber: 'PO-1', costCentre: '' }),
    ],
    ['POST approval request', 'draft', (as) => api(as, 'POST', `/companyorders/${orderId}/approval`)],
    // Shared company data (decision 058): taking another member's shared note out of the company is the owner's.
    [
      'PUT sharing of another member’s note',
      'manage',
      async (as) => {
        if (!managersNote)
          managersNote = (
            await api(who.manager2, 'POST', '/notes', {
              objectType: 'product',
              objectId: product.id,
              body: 'تحویل فقط با بارنامهٔ رسمی',
              sharedWithCompany: true,
            })
          ).json().id as number;
        await api(who.manager2, 'PUT', `/notes/${managersNote}/sharing`, { shared: true });
        return api(as, 'PUT', `/notes/${managersNote}/sharing`, { shared: false });
      },
    ],
  ];
}
let managersNote = 0;
const RIGHTS: Record<CompanyRole, CompanyRightName[]> = {
  owner: ['read', 'manage', 'approve', 'pay', 'draft'],
  purchasing_manager: ['read', 'approve', 'draft'],
  buyer: ['read', 'draft'],
  requester: ['read', 'draft'],
  accountant: ['read', 'pay'],
};

describe('the authorization matrix of roles', () => {
  it('allows each role exactly its rights, refuses the rest with 403 and tells other companies nothing', async () => {
    const orderId = await order(who.buyer, 1, 1_000_000);
    for (const person of ['owner', 'accountant'] as const) await creditWallet(ctx.db, who[person].userId, 1_000);
    const failures: string[] = [];
    let leaks = 0;
    let allowed = 0;
    let refusals = 0;
    for (const person of ['owner', 'purchasing_manager', 'buyer', 'requester', 'accountant', 'outsider'] as const) {
      for (const [name, right, call] of calls(orderId)) {
        const response = await call(who[person]);
        const may = person !== 'outsider' && RIGHTS[person].includes(right);
        const expected = may ? [200, 201] : person === 'outsider' ? [404] : [403];
        if (!expected.includes(response.statusCode))
          failures.push(`${person} ${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (may) allowed += 1;
        else refusals += 1;
        if (person === 'outsider' && response.body.includes('صنایع فولاد آزمون')) leaks += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(leaks).toBe(0);
    expect({ allowed, refusals }).toEqual({ allowed: 37, refusals: 41 });
    const theirs = (await api(who.outsider, 'GET', '/companies/mine')).json().company;
    expect(theirs.name).toBe('شرکت دیگر');
    // 78 calls one after another: more than the default 20 s on a loaded machine.
  }, 120_000);

  it('checks trade’s own calls too: an accountant writes no order, a requester sends none', async () => {
    const written = await api(who.accountant, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 1, unit: product.unit, targetPriceRials: 1_000_000 }],
      paymentTerms: 'cash',
      description: '',
    });
    expect(written.statusCode).toBe(403);
    expect(written.json().code).toBe('COMPANIES_ROLE_REFUSED');
    await setRules([]);
    const draft = await order(who.requester, 1, 1_000_000);
    const sent = await send(who.requester, draft);
    expect(sent.statusCode).toBe(403);
    expect((await api(who.requester, 'GET', `/traderequests/${draft}`)).json().state).toBe('draft');
    // The buyer of the company sees the requester's draft in the company's list, the outsider does not.
    const listed = (await api(who.buyer, 'GET', `/companies/${companyId}/orders`)).json();
    expect(listed.map((o: { tradeRequestId: number }) => o.tradeRequestId)).toContain(draft);
    expect((await api(who.outsider, 'GET', `/companyorders/${draft}`)).statusCode).toBe(404);
  });

  it('refuses a removed member at the next request, with the same token', async () => {
    const temp = await signIn(ctx.app, '09171350019');
    const invited = await api(who.owner, 'POST', `/companies/${companyId}/invitations`, {
      phoneNumber: '09171350019',
      role: 'buyer',
    });
    expect(invited.statusCode).toBe(201);
    const [invitation] = (await api(temp, 'GET', '/companies/invitations')).json();
    await api(temp, 'POST', `/companies/invitations/${invitation.id}`, { decision: 'accepted' });
    const draft = await order(temp, 1, 1_000_000);
    expect((await api(temp, 'GET', `/companies/${companyId}/orders`)).statusCode).toBe(200);
    const removed = await api(who.owner, 'DELETE', `/companies/${companyId}/members`, { userId: temp.userId });
    expect(removed.statusCode).toBe(200);
    expect((await api(temp, 'GET', `/companies/${companyId}/orders`)).statusCode).toBe(404);
    expect((await api(temp, 'GET', `/companyorders/${draft}`)).statusCode).toBe(404);
    // Their draft stays the company's; they can no longer send it in the company's name.
    expect((await send(temp, draft)).json().code).toBe('COMPANIES_ROLE_REFUSED');
  });
});

const rule = (kind: string, extra: object = {}) => ({ kind, minRials: null, categoryId: null, approvers: 1, ...extra });
const LIMIT = 500_000_000;
/**
 * amount × category × rule × role: the rules in force, the order's amount, whether sending waits for approval,
 * and who then approves it (each role's answer, in sequence).
 */
const APPROVAL_TABLE: {
  name: string;
  rules: () => object[];
  quantity: number;
  target: number;
  needs: boolean;
  decisions: [Person, number][];
}[] = [
  {
    name: 'under the amount limit',
    rules: () => [rule('amount', { minRials: LIMIT })],
    quantity: 4,
    target: 100_000_000,
    needs: false,
    decisions: [],
  },
  {
    name: 'over the amount limit: buyer, requester and accountant refused, the manager approves',
    rules: () => [rule('amount', { minRials: LIMIT })],
    quantity: 6,
    target: 100_000_000,
    needs: true,
    decisions: [
      ['buyer', 403],
      ['requester', 403],
      ['accountant', 403],
      ['purchasing_manager', 200],
    ],
  },
  {
    name: 'in a category the rules name: the owner approves',
    rules: () => [rule('category', { categoryId: product.categoryId })],
    quantity: 1,
    target: 1_000_000,
    needs: true,
    decisions: [['owner', 200]],
  },
  {
    name: 'in another category',
    rules: () => [rule('category', { categoryId: unrelatedCategory })],
    quantity: 1,
    target: 1_000_000,
    needs: false,
    decisions: [],
  },
  {
    name: 'a supplier not used before',
    rules: () => [rule('new_supplier')],
    quantity: 1,
    target: 1_000_000,
    needs: true,
    decisions: [['purchasing_manager', 200]],
  },
  {
    name: 'two approvers in sequence: not the same one twice',
    rules: () => [rule('amount', { minRials: LIMIT, approvers: 2 })],
    quantity: 6,
    target: 100_000_000,
    needs: true,
    decisions: [
      ['purchasing_manager', 200],
      ['purchasing_manager', 409],
      ['manager2', 200],
    ],
  },
  { name: 'no rules', rules: () => [], quantity: 60, target: 100_000_000, needs: false, decisions: [] },
];
let unrelatedCategory = 0;

describe('approval rules', () => {
  beforeAll(async () => {
    const rows = await ctx.db.execute(sql`select id from categories where id <> ${product.categoryId}
      and id not in (with recursive up(id) as (select ${product.categoryId}::int union select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null) select id from up) limit 1`);
    unrelatedCategory = Number((rows.rows[0] as { id: number }).id);
  });

  for (const row of APPROVAL_TABLE)
    it(`${row.name}: sending ${row.needs ? 'waits for approval' : 'goes at once'}`, async () => {
      await setRules(row.rules());
      const id = await order(who.buyer, row.quantity, row.target);
      const first = await send(who.buyer, id);
      if (!row.needs) {
        expect(first.statusCode, first.body).toBe(200);
        return;
      }
      expect(first.statusCode).toBe(409);
      expect(first.json().code).toBe('COMPANIES_APPROVAL_REQUIRED');
      const asked = await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
      expect(asked.json().approval.status).toBe('pending');
      for (const [person, status] of row.decisions) {
        const answer = await decide(who[person], id, 'approve');
        expect(answer.statusCode, `${person}: ${answer.body}`).toBe(status);
      }
      expect((await api(who.buyer, 'GET', `/companyorders/${id}`)).json().approval.status).toBe('approved');
      expect((await send(who.buyer, id)).statusCode).toBe(200);
    });

  it('tells the approvers live: the order waiting reaches their open pages', async () => {
    await setRules([rule('amount', { minRials: LIMIT })]);
    const id = await order(who.buyer, 6, 100_000_000);
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    await ctx.drain();
    const inbox = (await api(who.purchasing_manager, 'GET', `/companies/${companyId}/approvals`)).json();
    expect(inbox.map((o: { tradeRequestId: number }) => o.tradeRequestId)).toContain(id);
    const events = await ctx.db
      .select({ userId: liveEvents.userId })
      .from(liveEvents)
      .where(
        and(eq(liveEvents.type, 'companies.order.changed'), sql`${liveEvents.data}->>'tradeRequestId' = ${String(id)}`),
      );
    const reached = events.map((e) => e.userId);
    expect(reached).toEqual(
      expect.arrayContaining([who.purchasing_manager.userId, who.owner.userId, who.buyer.userId]),
    );
    expect(reached).not.toContain(who.accountant.userId);
    // And by SMS: the approvers, never the accountant; no amount in the text.
    const texts = await ctx.db
      .select({ phone: smsOutbox.to })
      .from(smsOutbox)
      .where(sql`${smsOutbox.text} like ${`%${toPersianDigits(id)} شرکت در انتظار تأیید%`}`);
    expect(texts.map((t) => t.phone)).toEqual(expect.arrayContaining([phones.purchasing_manager, phones.owner]));
    expect(texts.map((t) => t.phone)).not.toContain(phones.accountant);
  });

  it('a rejection carries its reason; an edit after approval sends the order back', async () => {
    await setRules([rule('amount', { minRials: LIMIT })]);
    const id = await order(who.buyer, 6, 100_000_000);
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    expect((await decide(who.purchasing_manager, id, 'reject')).statusCode).toBe(400);
    const rejected = await decide(who.purchasing_manager, id, 'reject', 'بودجهٔ این فصل برای پمپ نیست');
    expect(rejected.json().approval).toMatchObject({
      status: 'rejected',
      rejectionReason: 'بودجهٔ این فصل برای پمپ نیست',
    });
    expect((await send(who.buyer, id)).statusCode).toBe(409);
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    expect((await decide(who.purchasing_manager, id, 'approve')).statusCode).toBe(200);
    const edited = await api(who.buyer, 'PUT', `/traderequests/direct-order/${id}`, {
      items: [{ productId: product.id, quantity: 9, unit: product.unit, targetPriceRials: 100_000_000 }],
      paymentTerms: 'cash',
      description: 'تعداد بیشتر',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api(who.buyer, 'GET', `/companyorders/${id}`)).json().approval.status).toBe('none');
    expect((await send(who.buyer, id)).json().code).toBe('COMPANIES_APPROVAL_REQUIRED');
  });

  it('refuses publish and pay called straight on an order waiting for approval', async () => {
    await setRules([rule('amount', { minRials: LIMIT })]);
    const id = await order(who.buyer, 6, 100_000_000);
    await supplierConfirmed(id, 100_000_000);
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    const published = await api(who.buyer, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(published.statusCode).toBe(409);
    expect(published.json().code).toBe('COMPANIES_APPROVAL_REQUIRED');
    // Paying it is refused both ways: the buyer's own pay step (a company order is not theirs to pay) and the
    // company route (not published).
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/pay`)).statusCode).toBe(403);
    expect((await api(who.accountant, 'POST', `/companyorders/${id}/pay`, undefined, key())).statusCode).toBe(409);
    expect((await api(who.buyer, 'GET', `/traderequests/${id}`)).json().state).toBe('supplier_confirmed');
  });

  raceIt('applies parallel approvals once', async () => {
    await setRules([rule('amount', { minRials: LIMIT })]);
    const id = await order(who.buyer, 6, 100_000_000);
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    const approvers = [
      who.purchasing_manager,
      who.manager2,
      who.owner,
      who.purchasing_manager,
      who.manager2,
      who.owner,
    ];
    const answers = await Promise.all(approvers.map((a) => decide(a, id, 'approve')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    const rows = await ctx.db.select().from(companyApprovals).where(eq(companyApprovals.tradeRequestId, id));
    expect(rows).toHaveLength(1);
  });
});

describe('a company order is paid from the company wallet only (decision 052)', () => {
  it('refuses the own-wallet pay step to the owner who wrote it and names the way to pay', async () => {
    await setRules([]);
    const id = await order(who.owner, 2, 1_000_000);
    await supplierConfirmed(id, 1_000_000);
    const published = await api(who.owner, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(published.statusCode, published.body).toBe(200);
    const own = await api(who.owner, 'POST', `/traderequests/${id}/pay`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'COMPANIES_PAY_FROM_COMPANY_WALLET',
      title: 'سفارش شرکت از کیف پول شرکت پرداخت می‌شود',
    });
    // No payable was made for the member's own wallet.
    const payables = (await api(who.owner, 'GET', '/payables')).json();
    expect(JSON.stringify(payables)).not.toContain(`"tradeRequestId":${id}`);
    // The company route pays it.
    await creditCompanyWallet(ctx.db, companyId, 10_000_000);
    const paid = await api(who.owner, 'POST', `/companyorders/${id}/pay`, undefined, key());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().state).toBe('paid');
  });
});

describe('a payable the company route made while the company wallet was short (decision 058)', () => {
  it('is paid neither from the member’s own wallet nor through a gateway, only from the company wallet', async () => {
    await setRules([]);
    const id = await order(who.owner, 2, 1_000_000);
    await supplierConfirmed(id, 1_000_000);
    expect((await api(who.owner, 'POST', `/traderequests/${id}/confirm-and-publish`)).statusCode).toBe(200);
    // Empty the company wallet, so the company route makes the order's payable but cannot pay it.
    const walletRials = (await api(who.owner, 'GET', '/companies/mine')).json().company.walletRials as number;
    if (walletRials > 0) await creditCompanyWallet(ctx.db, companyId, -walletRials);
    const poor = await api(who.owner, 'POST', `/companyorders/${id}/pay`, undefined, key());
    expect(poor.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    const [payable] = await ctx.db
      .select({ id: payables.id, userId: payables.userId, status: payables.status })
      .from(payables)
      .where(sql`${payables.subject}->>'tradeRequestId' = ${String(id)}`);
    expect(payable).toMatchObject({ userId: who.owner.userId, status: 'open' });
    const payableId = payable?.id ?? 0;
    // The owner's own list of payables does not offer it.
    const offered = (await api(who.owner, 'GET', '/payables')).json() as { id: number }[];
    expect(offered.map((p) => p.id)).not.toContain(payableId);
    // The owner's own wallet holds enough: the refusal is about whose money it is, not how much there is.
    await creditWallet(ctx.db, who.owner.userId, 10_000_000);
    const ownBefore = (await api(who.owner, 'GET', '/wallettransactions/credit/byuser')).json();
    const own = await api(who.owner, 'POST', '/payments/wallet-pay', { payableId }, key());
    expect(own.statusCode).toBe(409);
    expect(own.headers['content-type']).toContain('application/problem+json');
    expect(own.json()).toMatchObject({
      code: 'COMPANIES_PAY_FROM_COMPANY_WALLET',
      title: 'سفارش شرکت از کیف پول شرکت پرداخت می‌شود',
    });
    const online = await api(who.owner, 'POST', '/onlinepayments/request', { payableId, gateway: 'sandbox' }, key());
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('COMPANIES_PAY_FROM_COMPANY_WALLET');
    expect((await api(who.owner, 'GET', '/wallettransactions/credit/byuser')).json()).toEqual(ownBefore);
    expect((await api(who.owner, 'GET', `/traderequests/${id}`)).json().state).toBe('published');
    // The company route pays the same payable once the company wallet holds enough.
    await creditCompanyWallet(ctx.db, companyId, 10_000_000);
    const paid = await api(who.accountant, 'POST', `/companyorders/${id}/pay`, undefined, key());
    expect(paid.statusCode, paid.body).toBe(200);
    const [after] = await ctx.db.select({ status: payables.status }).from(payables).where(eq(payables.id, payableId));
    expect(after?.status).toBe('paid');
  });

  it('refuses a member whose role does not pay, and a former member, with 403 on the wallet’s own pay call', async () => {
    await setRules([]);
    const id = await order(who.buyer, 1, 1_000_000);
    await supplierConfirmed(id, 1_000_000);
    expect((await api(who.buyer, 'POST', `/traderequests/${id}/confirm-and-publish`)).statusCode).toBe(200);
    const walletRials = (await api(who.owner, 'GET', '/companies/mine')).json().company.walletRials as number;
    if (walletRials > 0) await creditCompanyWallet(ctx.db, companyId, -walletRials);
    expect((await api(who.accountant, 'POST', `/companyorders/${id}/pay`, undefined, key())).json().code).toBe(
      'WALLET_INSUFFICIENT_FUNDS',
    );
    const [payable] = await ctx.db
      .select({ id: payables.id })
      .from(payables)
      .where(sql`${payables.subject}->>'tradeRequestId' = ${String(id)}`);
    await creditWallet(ctx.db, who.buyer.userId, 10_000_000);
    const own = await api(who.buyer, 'POST', '/payments/wallet-pay', { payableId: payable?.id }, key());
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'COMPANIES_ROLE_REFUSED', detail: expect.stringContaining('پرداخت') });
    const online = await api(
      who.buyer,
      'POST',
      '/onlinepayments/request',
      { payableId: payable?.id, gateway: 'sandbox' },
      key(),
    );
    expect(online.statusCode).toBe(403);
    expect((await api(who.buyer, 'GET', `/traderequests/${id}`)).json().state).toBe('published');
  });
});

describe('the journey: an order over the limit, approved, published, paid from the company wallet', () => {
  it('commits the budget on publishing and spends it on payment; the PO number stays on the order', async () => {
    await setRules([rule('amount', { minRials: LIMIT })]);
    const budget = await api(who.owner, 'PUT', `/companies/${companyId}/budgets`, {
      costCentre: 'خط تولید ۲',
      period: 'year',
      jalaliYear: toJalali(new Date()).jy,
      limitRials: 2_000_000_000,
    });
    expect(budget.statusCode, budget.body).toBe(200);
    const id = await order(who.buyer, 6, 100_000_000);
    const ref = await api(who.buyer, 'PUT', `/companyorders/${id}/reference`, {
      poNumber: 'PO-۱۴۰۵-۰۷۳',
      costCentre: 'خط توليد ۲',
    });
    // Codes keep Latin digits; the cost centre is normalised like every name matched to another (ی/ک, digits).
    expect(ref.json()).toMatchObject({ poNumber: 'PO-1405-073', costCentre: 'خط تولید 2' });
    await api(who.buyer, 'POST', `/companyorders/${id}/approval`);
    expect((await decide(who.purchasing_manager, id, 'approve')).statusCode).toBe(200);
    expect((await send(who.buyer, id)).statusCode).toBe(200);
    const items = (await api(who.supplier, 'GET', `/traderequests/${id}`)).json().items as { id: number }[];
    const confirmed = await api(who.supplier, 'POST', `/traderequests/${id}/supplier-confirm`, {
      items: items.map((i) => ({ itemId: i.id, unitPriceRials: 95_000_000 })),
      leadTimeDays: 10,
      notes: '',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const published = await api(who.buyer, 'POST', `/traderequests/${id}/confirm-and-publish`);
    expect(published.statusCode, published.body).toBe(200);
    // The official record names the company, not the member who ordered.
    expect(published.json().request.buyerCompany).toMatchObject({
      name: 'صنایع فولاد آزمون',
      nationalId: '10320000017',
    });
    const lineTwo = async () =>
      (await api(who.owner, 'GET', `/companies/${companyId}/budgets`))
        .json()
        .find((b: { costCentre: string }) => b.costCentre === 'خط تولید 2');
    // The budget holds what the company will pay: goods 570 million Rials and 10% VAT (decision 052).
    const committed = await lineTwo();
    expect(committed).toMatchObject({ committedRials: 627_000_000, spentRials: 0 });
    // The buyer may not pay from the company wallet; the accountant may, once the wallet holds enough.
    expect((await api(who.buyer, 'POST', `/companyorders/${id}/pay`, undefined, key())).statusCode).toBe(403);
    // Nor may anyone pay a company order from their own wallet (decision 052): the buyer, whose role does not
    // pay, is refused; the owner and the accountant are told to pay from the company wallet.
    const ownPay = await api(who.buyer, 'POST', `/traderequests/${id}/pay`);
    expect(ownPay.statusCode).toBe(403);
    expect(ownPay.json()).toMatchObject({
      code: 'COMPANIES_ROLE_REFUSED',
      detail: expect.stringContaining('پرداخت از کیف پول شرکت'),
    });

    const poor = await api(who.accountant, 'POST', `/companyorders/${id}/pay`, undefined, key());
    expect(poor.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    await creditCompanyWallet(ctx.db, companyId, 700_000_000);
    const before = (await api(who.owner, 'GET', '/companies/mine')).json().company.walletRials as number;
    const paid = await api(who.accountant, 'POST', `/companyorders/${id}/pay`, undefined, key());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', poNumber: 'PO-1405-073' });
    const spent = await lineTwo();
    expect(spent).toMatchObject({ committedRials: 0, spentRials: 627_000_000 });
    const wallet = (await api(who.owner, 'GET', '/companies/mine')).json().company.walletRials;
    // Goods 570 million Rials and 10% VAT, from the company's wallet.
    expect(before - wallet).toBe(627_000_000);
    const [row] = await ctx.db.select().from(companyOrders).where(eq(companyOrders.tradeRequestId, id));
    expect(row?.poNumber).toBe('PO-1405-073');
    // The company-wide list for the ERP carries it too; another company's member gets nothing.
    const csv = await api(who.accountant, 'GET', `/companies/${companyId}/orders/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const line = csv.body.split('\r\n').find((l) => l.startsWith(`${id},`));
    expect(line).toContain('PO-1405-073');
    expect(line).toContain('570000000');
    expect((await api(who.outsider, 'GET', `/companies/${companyId}/orders/export`)).statusCode).toBe(404);
  });
});
