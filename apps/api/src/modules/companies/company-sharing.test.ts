import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPublicProduct } from '../../../test/catalog-fixtures.js';
import { freshCompany } from '../../../test/companies.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { companyMembers } from '../../db/schema/companies.js';
import { users } from '../../db/schema/identity.js';

// Shared company data (issue 33, decision 058): delivery addresses, favourites and notes a member marks «مشترک با
// شرکت» reach every current member, with who shared them; another company sees none of them; a member's unshared
// items stay private; a member who leaves loses the company's items at the next request and the company theirs;
// only the author edits an item, the author or the owner takes it out; each role's allowed and refused calls.
type Session = Awaited<ReturnType<typeof signIn>>;
type Person = CompanyRole | 'outsider' | 'loner' | 'leaver';
const ROLES: CompanyRole[] = ['owner', 'purchasing_manager', 'buyer', 'requester', 'accountant'];
const phones: Record<Person, string> = {
  owner: '09171370001',
  purchasing_manager: '09171370002',
  buyer: '09171370003',
  requester: '09171370004',
  accountant: '09171370005',
  outsider: '09171370006',
  loner: '09171370007',
  leaver: '09171370008',
};
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const who = {} as Record<Person, Session>;
let companyId = 0;
let product = { id: 0, unit: '', merchantId: 0 };
let place = { provinceId: 0, cityId: 0 };

async function api(session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: session?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
}
const address = (title: string, sharedWithCompany?: boolean) => ({
  title,
  receiverName: 'انباردار',
  receiverMobile: '09121234567',
  ...place,
  postalCode: '1469693111',
  addressLine: 'شهرک صنعتی، خیابان سوم',
  ...(sharedWithCompany === undefined ? {} : { sharedWithCompany }),
});
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const sharedAddresses = async (as: Session) => (await api(as, 'GET', '/deliveryaddresses/company')).json();
const sharedFavorites = async (as: Session) => (await api(as, 'GET', '/userfavorites/company')).json().items;
const sharedNotes = async (as: Session) => (await api(as, 'GET', '/notes/company')).json().items;

const items = { address: 0, privateAddress: 0, favorite: 0, privateFavorite: 0, note: 0, privateNote: 0 };

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  for (const [name, phone] of Object.entries(phones)) who[name as Person] = await signIn(ctx.app, phone);
  product = await firstPublicProduct(ctx.db);
  companyId = (
    await freshCompany(
      ctx.db,
      who.owner.userId,
      ROLES.filter((r) => r !== 'owner').map((role) => ({ userId: who[role].userId, role })),
    )
  ).id;
  await freshCompany(ctx.db, who.outsider.userId);
  await ctx.db.update(users).set({ firstName: 'مریم', lastName: 'کاظمی' }).where(eq(users.id, who.buyer.userId));
  const province = (await api(null, 'GET', '/states/filter')).json()[0];
  const city = (await api(null, 'GET', `/cities/filter?provinceId=${province.id}`)).json().items[0];
  place = { provinceId: province.id, cityId: city.id };
  // The buyer's items: one of each shared with the company, one of each kept private.
  const shared = await api(who.buyer, 'POST', '/deliveryaddresses', address('انبار مرکزی شرکت', true));
  expect(shared.statusCode, shared.body).toBe(201);
  expect(shared.json().sharedWithCompany).toBe(true);
  items.address = shared.json().id;
  items.privateAddress = (await api(who.buyer, 'POST', '/deliveryaddresses', address('منزل من'))).json().id;
  items.favorite = (
    await api(who.buyer, 'POST', '/userfavorites', { objectType: 'product', objectId: product.id })
  ).json().id;
  const sharing = await api(who.buyer, 'PUT', `/userfavorites/${items.favorite}/sharing`, { shared: true });
  expect(sharing.json()).toEqual({ id: items.favorite, sharedWithCompany: true });
  items.privateFavorite = (
    await api(who.buyer, 'POST', '/userfavorites', { objectType: 'supplier', objectId: product.merchantId })
  ).json().id;
  const note = await api(who.buyer, 'POST', '/notes', {
    objectType: 'product',
    objectId: product.id,
    body: 'پیش‌فاکتور این تأمین‌کننده بدون حمل است',
    sharedWithCompany: true,
  });
  expect(note.statusCode, note.body).toBe(201);
  items.note = note.json().id;
  items.privateNote = (
    await api(who.buyer, 'POST', '/notes', {
      objectType: 'product',
      objectId: product.id,
      body: 'یادداشت خصوصی من',
    })
  ).json().id;
}, 600_000);
afterAll(() => ctx?.close());

describe('shared company data', () => {
  it('reaches every member in every role, with who shared it; the private items stay private', async () => {
    for (const role of ROLES) {
      const addresses = await sharedAddresses(who[role]);
      expect(ids(addresses), role).toEqual([items.address]);
      expect(addresses[0]).toMatchObject({
        title: 'انبار مرکزی شرکت',
        sharedWithCompany: true,
        sharedBy: { userId: who.buyer.userId, displayName: 'مریم کاظمی', mine: role === 'buyer' },
      });
      const favorites = await sharedFavorites(who[role]);
      expect(ids(favorites), role).toEqual([items.favorite]);
      expect(favorites[0].sharedBy.displayName).toBe('مریم کاظمی');
      const notes = await sharedNotes(who[role]);
      expect(ids(notes), role).toEqual([items.note]);
      expect(notes[0].body).toBe('پیش‌فاکتور این تأمین‌کننده بدون حمل است');
      // The company's notes on one product, as its page shows them.
      const onProduct = await api(who[role], 'GET', `/notes/company?type=product&objectId=${product.id}`);
      expect(ids(onProduct.json().items)).toEqual([items.note]);
    }
    // The author's own lists mark what is shared and keep the rest theirs.
    const own = (await api(who.buyer, 'GET', '/deliveryaddresses')).json() as {
      id: number;
      sharedWithCompany: boolean;
    }[];
    expect(own.map((a) => [a.id, a.sharedWithCompany]).sort()).toEqual(
      [
        [items.address, true],
        [items.privateAddress, false],
      ].sort(),
    );
    // Nobody else reads a private item, nor the author's own lists.
    expect((await api(who.owner, 'GET', '/notes/byuser')).body).not.toContain('یادداشت خصوصی من');
    expect((await api(who.owner, 'GET', `/notes/${items.privateNote}`)).statusCode).toBe(404);
  });

  it('tells another company and a person in no company nothing', async () => {
    for (const person of ['outsider', 'loner'] as const) {
      const answers = [
        await api(who[person], 'GET', '/deliveryaddresses/company'),
        await api(who[person], 'GET', '/userfavorites/company'),
        await api(who[person], 'GET', '/notes/company'),
        await api(who[person], 'GET', `/notes/company?type=product&objectId=${product.id}`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain('انبار مرکزی شرکت');
        expect(answer.body).not.toContain('بدون حمل');
        expect(answer.body).not.toContain('مریم');
      }
      expect(answers[0]?.json()).toEqual([]);
      expect(answers[1]?.json().items).toEqual([]);
      // Nor may they take an item out of the company, or write it.
      expect((await api(who[person], 'PUT', `/notes/${items.note}/sharing`, { shared: false })).statusCode).toBe(404);
      expect(
        (await api(who[person], 'PUT', `/deliveryaddresses/${items.address}/sharing`, { shared: false })).statusCode,
      ).toBe(404);
      expect((await api(who[person], 'PUT', `/notes/${items.note}`, { body: 'ربوده' })).statusCode).toBe(404);
    }
    // Someone in no company cannot share: the answer says why, in Persian.
    const mine = await api(who.loner, 'POST', '/notes', {
      objectType: 'product',
      objectId: product.id,
      body: 'یادداشت',
    });
    const refused = await api(who.loner, 'PUT', `/notes/${mine.json().id}/sharing`, { shared: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'COMPANIES_SHARING_NO_COMPANY', title: 'عضو شرکتی نیستید' });
  });

  it('lets a member order to an address the company shares; another company may not', async () => {
    const order = (as: Session) =>
      api(as, 'POST', '/traderequests/direct-order', {
        items: [{ productId: product.id, quantity: 1, unit: product.unit, targetPriceRials: 1_000_000 }],
        paymentTerms: 'cash',
        description: 'به انبار شرکت',
        deliveryAddressId: items.address,
      });
    const drafted = await order(who.requester);
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.json().deliveryAddress).toMatchObject({ id: items.address, title: 'انبار مرکزی شرکت' });
    const foreign = await order(who.outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0]).toMatchObject({ field: 'body.deliveryAddressId', code: 'notFound' });
  });
});

/** Each role's calls on another member's shared item and on its own: allowed or refused (decision 058). */
describe('the roles on shared items', () => {
  it('every role reads and shares its own; only the author edits; only the author or the owner unshares', async () => {
    const failures: string[] = [];
    let allowed = 0;
    let refused = 0;
    const expectStatus = (label: string, status: number, expected: number) => {
      if (status !== expected) failures.push(`${label}: ${status}, expected ${expected}`);
      if (expected < 300) allowed += 1;
      else refused += 1;
    };
    for (const role of ROLES) {
      // Re-shared by its author before each role's try, so every role meets a shared item.
      await api(who.buyer, 'PUT', `/notes/${items.note}/sharing`, { shared: true });
      await api(who.buyer, 'PUT', `/userfavorites/${items.favorite}/sharing`, { shared: true });
      await api(who.buyer, 'PUT', `/deliveryaddresses/${items.address}/sharing`, { shared: true });
      const author = role === 'buyer';
      const unshare = author || role === 'owner' ? 200 : 403;
      expectStatus(
        `${role} reads the shared addresses`,
        (await api(who[role], 'GET', '/deliveryaddresses/company')).statusCode,
        200,
      );
      expectStatus(
        `${role} reads the shared favourites`,
        (await api(who[role], 'GET', '/userfavorites/company')).statusCode,
        200,
      );
      expectStatus(`${role} reads the shared notes`, (await api(who[role], 'GET', '/notes/company')).statusCode, 200);
      const edit = await api(who[role], 'PUT', `/notes/${items.note}`, {
        body: 'پیش‌فاکتور این تأمین‌کننده بدون حمل است',
      });
      expectStatus(`${role} edits the note`, edit.statusCode, author ? 200 : 404);
      const addressEdit = await api(
        who[role],
        'PUT',
        `/deliveryaddresses/${items.address}`,
        address('انبار مرکزی شرکت'),
      );
      expectStatus(`${role} edits the address`, addressEdit.statusCode, author ? 200 : 404);
      for (const [kind, path] of [
        ['note', `/notes/${items.note}/sharing`],
        ['favourite', `/userfavorites/${items.favorite}/sharing`],
        ['address', `/deliveryaddresses/${items.address}/sharing`],
      ] as const) {
        const answer = await api(who[role], 'PUT', path, { shared: false });
        expectStatus(`${role} unshares the ${kind}`, answer.statusCode, unshare);
        if (unshare === 403 && answer.json().code !== 'COMPANIES_ROLE_REFUSED')
          failures.push(`${role} ${kind}: ${answer.body}`);
      }
      // Every role shares a note of its own.
      const own = await api(who[role], 'POST', '/notes', {
        objectType: 'product',
        objectId: product.id,
        body: `یادداشت ${role}`,
        sharedWithCompany: true,
      });
      expectStatus(`${role} shares its own note`, own.statusCode, 201);
      // Nobody's text was changed by anyone else.
      const note = (await api(who.buyer, 'GET', `/notes/${items.note}`)).json();
      if (note.body !== 'پیش‌فاکتور این تأمین‌کننده بدون حمل است') failures.push(`${role} changed the note's text`);
    }
    expect(failures).toEqual([]);
    // 5 roles × 8 calls: reads (3) and sharing one's own (1) for all; edits (2) for the author; unsharing (3) for
    // the author and the owner.
    expect({ allowed, refused }).toEqual({ allowed: 5 * 4 + 2 + 2 * 3, refused: 4 * 2 + 3 * 3 });
    // Each role's own shared note reaches the others.
    const bodies = (await sharedNotes(who.accountant)).map((n: { body: string }) => n.body);
    for (const role of ROLES) expect(bodies).toContain(`یادداشت ${role}`);
  });
});

describe('a member who leaves', () => {
  it('loses the company’s items at the next request, and the company loses theirs; their own stay theirs', async () => {
    await api(who.buyer, 'PUT', `/notes/${items.note}/sharing`, { shared: true });
    await api(who.buyer, 'PUT', `/deliveryaddresses/${items.address}/sharing`, { shared: true });
    await ctx.db.delete(companyMembers).where(eq(companyMembers.userId, who.leaver.userId));
    await ctx.db.insert(companyMembers).values({ companyId, userId: who.leaver.userId, role: 'buyer' });
    const theirs = await api(who.leaver, 'POST', '/notes', {
      objectType: 'product',
      objectId: product.id,
      body: 'یادداشت عضوی که می‌رود',
      sharedWithCompany: true,
    });
    expect(theirs.statusCode).toBe(201);
    expect(ids(await sharedNotes(who.leaver))).toContain(items.note);
    expect(ids(await sharedNotes(who.owner))).toContain(theirs.json().id);
    expect(ids(await sharedAddresses(who.leaver))).toEqual([items.address]);

    const removed = await api(who.owner, 'DELETE', `/companies/${companyId}/members`, { userId: who.leaver.userId });
    expect(removed.statusCode, removed.body).toBe(200);
    // The same token, the next request.
    expect(await sharedAddresses(who.leaver)).toEqual([]);
    expect(await sharedNotes(who.leaver)).toEqual([]);
    expect(await sharedFavorites(who.leaver)).toEqual([]);
    const order = await api(who.leaver, 'POST', '/traderequests/direct-order', {
      items: [{ productId: product.id, quantity: 1, unit: product.unit, targetPriceRials: 1_000_000 }],
      paymentTerms: 'cash',
      description: '',
      deliveryAddressId: items.address,
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().errors[0]).toMatchObject({ field: 'body.deliveryAddressId', code: 'notFound' });
    expect((await api(who.leaver, 'PUT', `/notes/${items.note}/sharing`, { shared: false })).statusCode).toBe(404);
    // What they shared is no longer the company's; it is still theirs, unshared.
    expect(ids(await sharedNotes(who.owner))).not.toContain(theirs.json().id);
    const own = (await api(who.leaver, 'GET', `/notes/${theirs.json().id}`)).json();
    expect(own).toMatchObject({ body: 'یادداشت عضوی که می‌رود', sharedWithCompany: false });
    // The members who stay still see the buyer's items.
    expect(ids(await sharedAddresses(who.accountant))).toEqual([items.address]);
    const left = await ctx.db
      .select()
      .from(companyMembers)
      .where(inArray(companyMembers.userId, [who.leaver.userId]));
    expect(left).toEqual([]);
  });
});
