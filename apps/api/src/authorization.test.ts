import { needSchema } from '@bazaar/contracts/assistant';
import { toLatinDigits } from '@bazaar/fa/digits';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCompanyWallet, freshCompany } from '../test/companies.js';
import { multipart } from '../test/multipart.js';
import { creditReceivable, creditWallet } from '../test/receivables.js';
import { signIn } from '../test/sessions.js';
import { DEMO_TAX_PROFILE } from '../test/tax-profile.js';
import { createTestApp } from '../test/test-app.js';
import { deliveryAddresses } from './db/schema/addresses.js';
import { assistantConversations } from './db/schema/assistant.js';
import { baseProducts, measurementQuantities, supplierProducts } from './db/schema/catalog.js';
import { companyInvitations, companyMembers, companyOrders } from './db/schema/companies.js';
import { contentTypes, pageComments, pages } from './db/schema/content.js';
import { agentInvitations, merchantMembers } from './db/schema/customers.js';
import { disputeMessages, disputes } from './db/schema/disputes.js';
import { userFavorites, userNotes } from './db/schema/engagement.js';
import { storedFiles } from './db/schema/files.js';
import { users } from './db/schema/identity.js';
import { merchantDelegations, merchants } from './db/schema/merchants.js';
import { conversations, messageAttachments, messages } from './db/schema/messaging.js';
import { tradeDocuments } from './db/schema/paperwork.js';
import { merchantBankAccounts } from './db/schema/payouts.js';
import { orderStages, shipments } from './db/schema/secure-payment.js';
import { faqQuestions } from './db/schema/site.js';
import { taxProfiles, taxSubmissions } from './db/schema/tax-system.js';
import { tradeQuotes, tradeRequestDocuments, tradeRequestItems, tradeRequests } from './db/schema/trade.js';
import { reviews } from './db/schema/trust.js';
import { membershipPlans, payables, payments } from './db/schema/wallet.js';
import { DEMO_SEALED } from './modules/tax-system/key-vault.js';
import type { Access, ObjectKind, RouteEntry } from './plugins/access.js';

// The authorization matrix. Every route carries access metadata (`config.access`, and `config.object` when
// its path or body names an object by id; see plugins/access.ts). This file reads the metadata of every
// registered route, makes a fresh object of the right kind for its owner, and calls the route as the
// owner, a stranger (who owns another merchant), anonymous, an agent of the owner's merchant and staff.
// Whoever may not use the object gets 401/403/404 problem+json without the object's data, and the object
// is unchanged afterwards. A route without metadata, or with an id but no object kind, fails the test.
// Every answer is also scanned for the mobile numbers of two people without a name (the owner and a buyer):
// nobody who is not a party of what the answer is about may read them, in any spelling.

type Identity = 'owner' | 'stranger' | 'anonymous' | 'agent' | 'staff';
const IDENTITIES: Identity[] = ['stranger', 'anonymous', 'agent', 'staff', 'owner'];
type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Fixture {
  /** Replaces every path parameter. */
  id: string | number;
  /** Text that only the object's data contains: a refused answer must not include it. */
  marker?: string;
  /** Anything else a request needs (e.g. the address id of a person's address). */
  extra?: Record<string, unknown>;
  /** The object's state as its owner sees it; a refused call must leave it equal. */
  snapshot?: () => Promise<unknown>;
}

/**
 * People whose mobile numbers the scan looks for: the owner, and the buyer of the requests made to the owner's
 * merchant or opened to it for quotes. Neither has a name, so a name that falls back to the number would show.
 */
const PHONES = { owner: '09181110001', tradeBuyer: '09181110009' } as const;
type PhoneHolder = keyof typeof PHONES;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const who = {} as Record<Exclude<Identity, 'anonymous'>, Session>;
const ids = { ownMerchant: 0, strangerMerchant: 0, strangerMerchantName: '', thirdMerchant: 0 };
let tradeBuyerId = 0;
let serial = 0;
const unique = () => {
  serial += 1;
  return serial;
};

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_RESEND_SECONDS: '0' } });
  const confirmed = await ctx.db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .offset(5)
    .limit(3);
  const [own, strangers, third] = confirmed;
  if (!own || !strangers || !third) throw new Error('the seed has too few confirmed merchants');
  ids.thirdMerchant = third.id;
  ids.ownMerchant = own.id;
  ids.strangerMerchant = strangers.id;
  ids.strangerMerchantName = strangers.name;
  for (const [identity, phone] of [
    ['owner', PHONES.owner],
    ['agent', '09181110002'],
    ['stranger', '09181110003'],
    ['staff', '09181110004'],
  ] as const) {
    who[identity] = await signIn(ctx.app, phone);
  }
  await ctx.db.insert(merchantMembers).values([
    { merchantId: own.id, userId: who.owner.userId, role: 'owner' },
    // The matrix's agent holds every right its owner may give (products, profile); decision 029's own test
    // checks an agent without the profile right.
    { merchantId: own.id, userId: who.agent.userId, role: 'agent', manageProfile: true },
    { merchantId: strangers.id, userId: who.stranger.userId, role: 'owner' },
  ]);
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.id, who.staff.userId));
  who.staff = await signIn(ctx.app, '09181110004');
  tradeBuyerId = (await signIn(ctx.app, PHONES.tradeBuyer)).userId;
  // Nameless, so that a display name falling back to a number would carry theirs.
  await ctx.db
    .update(users)
    .set({ firstName: null, lastName: null })
    .where(inArray(users.id, [who.owner.userId, tradeBuyerId]));
}, 600_000);
afterAll(() => ctx?.close());

const inject = (session: Session | null, method: Method, url: string, payload?: unknown, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(session?.auth ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const addressBody = (title: string) => ({
  title,
  receiverName: 'گیرنده',
  receiverMobile: PHONES.owner,
  provinceId: 8,
  cityId: 0,
  postalCode: '1469693111',
  addressLine: 'خیابان آزمایش، پلاک ۱',
});
let place = { provinceId: 0, cityId: 0 };
async function validAddress(title: string) {
  if (!place.provinceId) {
    const province = (await inject(null, 'GET', '/api/v1/states/filter')).json()[0];
    const city = (await inject(null, 'GET', `/api/v1/cities/filter?provinceId=${province.id}`)).json().items[0];
    place = { provinceId: province.id, cityId: city.id };
  }
  return { ...addressBody(title), ...place };
}
async function ownersAddress(title: string) {
  // Only one address at a time: the owner may keep at most 20.
  await ctx.db.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, who.owner.userId));
  const created = await inject(who.owner, 'POST', '/api/v1/deliveryaddresses', await validAddress(title));
  if (created.statusCode !== 201) throw new Error(`address: ${created.body}`);
  return created.json().id as number;
}
const ownersAddresses = async () => (await inject(who.owner, 'GET', '/api/v1/deliveryaddresses')).json();
async function first(query: Promise<{ id: number }[]>) {
  const [row] = await query;
  if (!row) throw new Error('no such object in the seed');
  return row.id;
}
async function publishedProduct() {
  return first(
    ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
      .where(and(eq(supplierProducts.status, 'published'), eq(merchants.status, 'confirmed')))
      .orderBy(asc(supplierProducts.id))
      .limit(1),
  );
}
async function publishedPage() {
  return first(
    ctx.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.status, 'published'), inArray(pages.platform, ['web', 'both'])))
      .orderBy(asc(pages.id))
      .limit(1),
  );
}
async function ownersComment(marker: string) {
  const posted = await inject(who.owner, 'POST', '/api/v1/pagecomments', {
    pageId: await publishedPage(),
    body: `دیدگاه ${marker}`,
  });
  return posted.json().id as number;
}
const commentState = (id: number) =>
  ctx.db
    .select({ status: pageComments.status, body: pageComments.body })
    .from(pageComments)
    .where(eq(pageComments.id, id));
const invitationState = (id: number) =>
  ctx.db.select({ status: agentInvitations.status }).from(agentInvitations).where(eq(agentInvitations.id, id));

/** A trade request made straight in the database: its buyer, the supplier merchant, state and one item. */
async function tradeRequest(
  buyerUserId: number,
  merchantId: number,
  state: 'draft' | 'awaiting_supplier' | 'open_for_quotes',
  categoryId: number | null = null,
) {
  const marker = `شرح-سفارش-${unique()}`;
  const [product] = await ctx.db
    .select({ id: supplierProducts.id, title: supplierProducts.title, unit: supplierProducts.salesUnit })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.merchantId, merchantId), eq(supplierProducts.status, 'published')))
    .limit(1);
  if (!product) throw new Error('the merchant has no published product in the seed');
  const [row] = await ctx.db
    .insert(tradeRequests)
    .values({
      buyerUserId,
      merchantId,
      state,
      description: marker,
      categoryId,
      openedAt: categoryId ? new Date() : null,
    })
    .returning({ id: tradeRequests.id });
  const id = row?.id ?? 0;
  const [item] = await ctx.db
    .insert(tradeRequestItems)
    .values({ tradeRequestId: id, productId: product.id, productTitle: product.title, quantity: 2, unit: product.unit })
    .returning({ id: tradeRequestItems.id });
  const fileId = `trade-doc-${unique()}-${Date.now()}`;
  await ctx.db.insert(storedFiles).values({
    id: fileId,
    ownerUserId: buyerUserId,
    fileName: `${marker}.png`,
    mimeType: 'image/png',
    sizeBytes: PNG_1x1.byteLength,
    content: PNG_1x1,
  });
  await ctx.db
    .insert(tradeRequestDocuments)
    .values({ tradeRequestId: id, fileId, fileName: `${marker}.png`, documentTypeId: 1 });
  return {
    id,
    marker,
    extra: { itemId: item?.id, fileId, productId: product.id, unit: product.unit },
    snapshot: () =>
      ctx.db
        .select({ state: tradeRequests.state, description: tradeRequests.description })
        .from(tradeRequests)
        .where(eq(tradeRequests.id, id)),
  };
}
/**
 * A category one merchant sells in and the other does not: the first may quote on requests opened there, the
 * other not. By default the owner's merchant quotes and the stranger's does not.
 */
async function quoteCategory(quoting = ids.ownMerchant, other = ids.strangerMerchant) {
  return first(
    ctx.db
      .select({ id: supplierProducts.categoryId })
      .from(supplierProducts)
      .where(
        and(
          eq(supplierProducts.merchantId, quoting),
          eq(supplierProducts.status, 'published'),
          sql`${supplierProducts.categoryId} not in (select category_id from supplier_products where merchant_id = ${other}
            union select category_id from merchant_categories where merchant_id = ${other})`,
        ),
      )
      .limit(1),
  );
}
const quoteInput = (f: Fixture) => ({
  items: [{ itemId: f.extra?.itemId, unitPriceRials: 1_300_000, unit: f.extra?.unit }],
  leadTimeDays: 6,
  validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
  notes: 'پیشنهاد ربوده',
});
async function thirdMerchantProduct() {
  const [row] = await ctx.db
    .select({ id: supplierProducts.id, unit: supplierProducts.salesUnit })
    .from(supplierProducts)
    .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
    .where(
      and(
        eq(merchants.status, 'confirmed'),
        eq(supplierProducts.status, 'published'),
        sql`${merchants.id} not in (${ids.ownMerchant}, ${ids.strangerMerchant})`,
      ),
    )
    .limit(1);
  if (!row) throw new Error('no third merchant with a published product in the seed');
  return row;
}
let thirdMerchantId = 0;
const setTradeState = (
  id: number | string,
  state: 'published' | 'paid' | 'in_progress' | 'shipped' | 'supplier_confirmed',
) =>
  ctx.db
    .update(tradeRequests)
    .set({ state, ...(state === 'supplier_confirmed' ? {} : { publishedAt: new Date() }) })
    .where(eq(tradeRequests.id, Number(id)));
/** The request priced at 1,000,000 a unit (its 2 units: 2,000,000 of goods), in `state`. */
const priceAt = async (id: number | string, state: 'published' | 'paid') => {
  await setTradeState(id, state);
  await ctx.db
    .update(tradeRequestItems)
    .set({ unitPriceRials: 1_000_000 })
    .where(eq(tradeRequestItems.tradeRequestId, Number(id)));
};
/** The priced request split into two stages; the first one `first` (paid, delivered…). */
const stagesOn = async (id: number | string, state: 'published' | 'paid', first: object) => {
  await priceAt(id, state);
  const dueOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const stage = { tradeRequestId: Number(id), dueOn, shippingRials: 0 };
  await ctx.db.insert(orderStages).values([
    { ...stage, number: 1, title: 'ساخت', amountRials: 1_200_000, vatRials: 120_000, totalRials: 1_320_000, ...first },
    { ...stage, number: 2, title: 'تحویل', amountRials: 800_000, vatRials: 80_000, totalRials: 880_000 },
  ]);
};
/** A private file the owner uploaded (a waybill, an evidence photo). */
const ownersUpload = async (name: string) => {
  const upload = multipart({}, { name, content: PNG_1x1, type: 'image/png' });
  const file = await inject(who.owner, 'POST', '/api/v1/files', upload.payload, upload.headers);
  return file.json().id as string;
};
/** A dispute the request's buyer opened, for the calls that read or answer it. */
const disputeOn = async (id: number | string) => {
  await setTradeState(id, 'shipped');
  await ctx.db.execute(sql`update trade_requests set state = 'disputed' where id = ${Number(id)}`);
  await ctx.db.insert(disputes).values({
    tradeRequestId: Number(id),
    reason: 'damaged',
    text: 'محموله آسیب‌دیده رسید.',
    supplierAnswerDueAt: new Date(Date.now() + 3 * 86_400_000),
  });
};

/** The order completed (trust, decision 043), with its buyer's review of the supplier or the supplier's of the buyer. */
const completedOrder = async (id: number | string, review?: 'supplier' | 'buyer') => {
  const [order] = await ctx.db
    .update(tradeRequests)
    .set({ state: 'completed', publishedAt: new Date() })
    .where(eq(tradeRequests.id, Number(id)))
    .returning({ merchantId: tradeRequests.merchantId, buyerUserId: tradeRequests.buyerUserId });
  if (!review || !order) return;
  const aspects =
    review === 'supplier'
      ? { quality: 4, onTime: 4, communication: 4, asDescribed: 4 }
      : { paidOnTime: 4, clearRequirements: 4 };
  await ctx.db.insert(reviews).values({
    tradeRequestId: Number(id),
    subject: review,
    ...order,
    overall: 4,
    ...aspects,
    text: `نظر آزمایشی ${unique()}`,
    editableUntil: new Date(Date.now() + 14 * 86_400_000),
  });
};
const supplierStars = { overall: 5, quality: 5, onTime: 4, communication: 5, asDescribed: 5, text: 'خوب بود' };
const buyerStars = { overall: 5, paidOnTime: 5, clearRequirements: 4, text: 'پرداخت به‌موقع' };
/**
 * Buyer companies (decision 044): the owner's company with one more member (a buyer); the stranger owns a
 * company of their own and the agent belongs to none, so neither may learn anything of the owner's.
 */
const company = { member: 0, strangers: 0 };
async function ownersCompany() {
  if (!company.member) company.member = (await signIn(ctx.app, '09181110021')).userId;
  if (!company.strangers) company.strangers = (await freshCompany(ctx.db, who.stranger.userId)).id;
  return freshCompany(ctx.db, who.owner.userId, [{ userId: company.member, role: 'buyer' }]);
}
const companyState = (companyId: number) =>
  ctx.db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.userId));

/** How to make an object of each kind that belongs to the owner (or, for public kinds, any one). */
const FIXTURES: Record<ObjectKind, () => Promise<Fixture>> = {
  category: async () => ({
    id: await first(ctx.db.select({ id: supplierProducts.categoryId }).from(supplierProducts).limit(1)),
  }),
  measurementQuantity: async () => ({
    id: await first(ctx.db.select({ id: measurementQuantities.id }).from(measurementQuantities).limit(1)),
  }),
  supplierProduct: async () => ({ id: await publishedProduct() }),
  baseProduct: async () => ({
    id: await first(
      ctx.db.select({ id: baseProducts.id }).from(baseProducts).where(eq(baseProducts.active, true)).limit(1),
    ),
  }),
  page: async () => ({ id: await publishedPage() }),
  contentType: async () => ({ id: await first(ctx.db.select({ id: contentTypes.id }).from(contentTypes).limit(1)) }),
  approvedComment: async () => {
    const id = await ownersComment(`تأییدشده ${unique()}`);
    await ctx.db.update(pageComments).set({ status: 'approved' }).where(eq(pageComments.id, id));
    return { id };
  },
  supplier: async () => ({ id: ids.strangerMerchant }),
  delegation: async () => ({
    id: await first(
      ctx.db
        .select({ id: merchantDelegations.id })
        .from(merchantDelegations)
        .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
        .where(eq(merchants.status, 'confirmed'))
        .limit(1),
    ),
  }),
  faqQuestion: async () => ({ id: await first(ctx.db.select({ id: faqQuestions.id }).from(faqQuestions).limit(1)) }),
  enumName: async () => ({
    id: Object.keys((await inject(null, 'GET', '/api/v1/shared/typemodels/enums')).json())[0] ?? '',
  }),
  modelName: async () => ({ id: 'MerchantTeam' }),

  draftPage: async () => {
    const marker = `پیش‌نویس-${unique()}`;
    const [page] = await ctx.db
      .insert(pages)
      .values({
        contentTypeId: (await FIXTURES.contentType()).id as number,
        uniquePageName: `draft-${marker}`,
        title: marker,
        slug: marker,
        authorUserId: who.owner.userId,
      })
      .returning({ id: pages.id });
    const id = page?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () => ctx.db.select({ title: pages.title, status: pages.status }).from(pages).where(eq(pages.id, id)),
    };
  },
  // A draft article of the owner's merchant (decision 029), titled with a marker nobody else may see.
  supplierArticle: async () => {
    const marker = `مقالهٔ-پیش‌نویس-${unique()}`;
    const [page] = await ctx.db
      .insert(pages)
      .values({
        contentTypeId: (await FIXTURES.contentType()).id as number,
        uniquePageName: `supplier-draft-${unique()}`,
        title: marker,
        slug: marker,
        bodyHtml: `<p>${marker}</p>`,
        merchantId: ids.ownMerchant,
        authorUserId: who.owner.userId,
      })
      .returning({ id: pages.id });
    const id = page?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () =>
        ctx.db
          .select({ title: pages.title, status: pages.status, body: pages.bodyHtml })
          .from(pages)
          .where(eq(pages.id, id)),
    };
  },
  pendingComment: async () => {
    const marker = `در-انتظار-${unique()}`;
    const id = await ownersComment(marker);
    return { id, marker, snapshot: () => commentState(id) };
  },
  privateFile: async () => {
    const marker = `avatar-${unique()}.png`;
    const upload = multipart({}, { name: marker, content: PNG_1x1, type: 'image/png' });
    const file = await inject(who.owner, 'POST', '/api/v1/files', upload.payload, upload.headers);
    const id = file.json().id as string;
    return {
      id,
      marker,
      snapshot: async () => [
        (await inject(who.owner, 'GET', `/api/v1/files/${id}`)).statusCode,
        (await inject(who.owner, 'GET', '/api/v1/users/profile-picture')).json(),
      ],
    };
  },
  deliveryAddress: async () => {
    const marker = `نشانی-${unique()}`;
    const id = await ownersAddress(marker);
    return { id, marker, snapshot: ownersAddresses };
  },
  person: async () => {
    const marker = `نشانی-شخص-${unique()}`;
    return {
      id: who.owner.userId,
      marker,
      extra: { addressId: await ownersAddress(marker) },
      snapshot: ownersAddresses,
    };
  },
  merchantAgent: async () => {
    const n = unique();
    const marker = `نماینده${n}`;
    const [agent] = await ctx.db
      .insert(users)
      .values({ phone: `0918222${String(n).padStart(4, '0')}`, firstName: marker, lastName: 'آزمایشی' })
      .returning({ id: users.id });
    const userId = agent?.id ?? 0;
    await ctx.db.insert(merchantMembers).values({ merchantId: ids.ownMerchant, userId, role: 'agent' });
    return {
      id: userId,
      marker,
      extra: { userId },
      snapshot: () =>
        ctx.db
          .select({
            role: merchantMembers.role,
            manageProducts: merchantMembers.manageProducts,
            manageProfile: merchantMembers.manageProfile,
          })
          .from(merchantMembers)
          .where(eq(merchantMembers.userId, userId)),
    };
  },
  publicObjectRef: async () => ({ id: await publishedProduct() }),
  payable: async () => {
    // A plan the owner is about to pay for, and the money to pay it with from the wallet.
    const [row] = await ctx.db
      .insert(payables)
      .values({ userId: who.owner.userId, kind: 'membership_plan', title: 'طرح آزمایشی', amountRials: 1_000_000 })
      .returning({ id: payables.id });
    const credited = await inject(
      who.staff,
      'POST',
      '/api/v1/wallettransactions/charge-by-user',
      { phoneNumber: PHONES.owner, direction: 'credit', amountRials: 1_000_000, reason: 'آزمون دسترسی' },
      moneyKey(),
    );
    if (credited.statusCode !== 201) throw new Error(`could not fund the wallet: ${credited.body}`);
    const id = row?.id ?? 0;
    return {
      id,
      snapshot: () => ctx.db.select({ status: payables.status }).from(payables).where(eq(payables.id, id)),
    };
  },
  payment: async () => {
    // A failed gateway payment of the owner: it can be read, retried and cancelled by the owner only.
    const [payable] = await ctx.db
      .insert(payables)
      .values({ userId: who.owner.userId, kind: 'wallet_topup', title: 'افزایش آزمایشی', amountRials: 2_000_000 })
      .returning({ id: payables.id });
    const [row] = await ctx.db
      .insert(payments)
      .values({
        userId: who.owner.userId,
        payableId: payable?.id ?? 0,
        method: 'gateway',
        gateway: 'sandbox',
        status: 'failed',
        amountRials: 2_000_000,
        authority: `AUTHZ${unique()}`,
        failureReason: `نشانه-${unique()}`,
      })
      .returning({ id: payments.id, marker: payments.failureReason });
    const id = row?.id ?? 0;
    return {
      id,
      marker: row?.marker ?? undefined,
      snapshot: () => ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)),
    };
  },
  ownMerchant: async () => ({ id: ids.ownMerchant }),
  // A request from some buyer to the owner's merchant: its owner and agents act on it, staff read it.
  tradeRequest: async () => {
    return tradeRequest(tradeBuyerId, ids.ownMerchant, 'awaiting_supplier');
  },
  // Some buyer's request open to quotes in a category the owner's merchant supplies (not the stranger's).
  openTradeRequest: async () => {
    if (!thirdMerchantId) await FIXTURES.ownTradeRequest();
    return tradeRequest(tradeBuyerId, thirdMerchantId, 'open_for_quotes', await quoteCategory());
  },
  // The owner's merchant's quote on such a request, with a document the owner uploaded.
  tradeQuote: async () => {
    const request = await FIXTURES.openTradeRequest();
    const marker = `یادداشت-پیشنهاد-${unique()}`;
    const fileId = `quote-doc-${unique()}-${Date.now()}`;
    await ctx.db.insert(storedFiles).values({
      id: fileId,
      ownerUserId: who.owner.userId,
      fileName: `${marker}.png`,
      mimeType: 'image/png',
      sizeBytes: PNG_1x1.byteLength,
      content: PNG_1x1,
    });
    const [row] = await ctx.db
      .insert(tradeQuotes)
      .values({
        tradeRequestId: Number(request.id),
        merchantId: ids.ownMerchant,
        authorUserId: who.owner.userId,
        prices: [
          { itemId: Number(request.extra?.itemId), unitPriceRials: 1_000_000, unit: String(request.extra?.unit) },
        ],
        leadTimeDays: 3,
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        notes: marker,
        documents: [{ fileId, fileName: `${marker}.png`, ownerUserId: who.owner.userId }],
      })
      .returning({ id: tradeQuotes.id });
    const id = row?.id ?? 0;
    return {
      id,
      marker,
      extra: { ...request.extra, quoteFileId: fileId },
      snapshot: () =>
        ctx.db
          .select({ status: tradeQuotes.status, notes: tradeQuotes.notes })
          .from(tradeQuotes)
          .where(eq(tradeQuotes.id, id)),
    };
  },
  taxInvoice: async () => {
    // An official invoice of the owner's merchant, known to the tax system as not sent yet; the merchant has the
    // demo sandbox profile, so its members may send it (decision 042).
    await ctx.db
      .insert(taxProfiles)
      .values({
        merchantId: ids.ownMerchant,
        memoryId: 'A1B2C3',
        sealedPrivateKey: DEMO_SEALED,
        sealedCertificate: DEMO_SEALED,
        certificateSubject: 'CN=A1B2C3 sandbox',
        certificateExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
    const invoiceId = `matrix-invoice-${unique()}`;
    await ctx.db.insert(taxSubmissions).values({ invoiceId, merchantId: ids.ownMerchant });
    return {
      id: invoiceId,
      snapshot: () =>
        ctx.db
          .select({ state: taxSubmissions.state, attempts: taxSubmissions.attempts })
          .from(taxSubmissions)
          .where(eq(taxSubmissions.invoiceId, invoiceId)),
    };
  },
  // An official invoice the owner's merchant issued to some buyer (issue 31): its seller's owner and agents
  // read and correct it, staff read it, nobody else learns it exists.
  tradeDocument: async () => {
    const request = await tradeRequest(tradeBuyerId, ids.ownMerchant, 'awaiting_supplier');
    const marker = `خریدار-سند-${unique()}`;
    const party = {
      kind: 'company' as const,
      name: marker,
      nationalId: '10380284790',
      economicCode: null,
      registrationNumber: null,
      postalCode: '1136937511',
      address: 'تهران، خیابان آزادی',
      phone: null,
    };
    const [row] = await ctx.db
      .insert(tradeDocuments)
      .values({
        kind: 'invoice',
        invoiceType: 'original',
        merchantId: ids.ownMerchant,
        buyerUserId: tradeBuyerId,
        tradeRequestId: Number(request.id),
        jalaliYear: 1405,
        serial: 900_000 + unique(),
        number: `1405-M${unique()}`,
        sourceKey: `matrix:${unique()}:${Date.now()}`,
        seller: { ...party, name: 'فروشنده' },
        buyer: party,
        lines: [
          {
            title: 'شیر توپی',
            modelCode: 'BV-50',
            quantity: 2,
            unit: 'عدد',
            unitPriceRials: 1_000_000,
            amountRials: 2_000_000,
            discountRials: 0,
            vatRials: 200_000,
          },
        ],
        goodsRials: 2_000_000,
        vatBasisPoints: 1000,
        vatRials: 200_000,
        totalRials: 2_200_000,
        totalInWords: 'دو میلیون و دویست هزار ریال',
      })
      .returning({ id: tradeDocuments.id });
    const id = row?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () =>
        ctx.db
          .select({ id: tradeDocuments.id })
          .from(tradeDocuments)
          .where(eq(tradeDocuments.referencesDocumentId, id)),
    };
  },
  // The owner's own request, as buyer, to a merchant none of the identities belongs to.
  ownTradeRequest: async () => {
    if (!thirdMerchantId)
      thirdMerchantId = await first(
        ctx.db
          .select({ id: merchants.id })
          .from(merchants)
          .innerJoin(supplierProducts, eq(supplierProducts.merchantId, merchants.id))
          .where(
            and(
              eq(merchants.status, 'confirmed'),
              eq(supplierProducts.status, 'published'),
              sql`${merchants.id} not in (${ids.ownMerchant}, ${ids.strangerMerchant})`,
            ),
          )
          .limit(1),
      );
    return tradeRequest(who.owner.userId, thirdMerchantId, 'draft');
  },
  company: async () => {
    const { id, name } = await ownersCompany();
    return { id, marker: name, extra: { companyId: id }, snapshot: () => companyState(id) };
  },
  companyOrder: async () => {
    const { id: companyId } = await ownersCompany();
    const request = await FIXTURES.ownTradeRequest();
    const poNumber = `PO-MARKER-${unique()}`;
    await ctx.db
      .insert(companyOrders)
      .values({ tradeRequestId: Number(request.id), companyId, createdBy: who.owner.userId, poNumber });
    const state = () =>
      ctx.db
        .select({ po: companyOrders.poNumber, approval: companyOrders.approvalStatus })
        .from(companyOrders)
        .where(eq(companyOrders.tradeRequestId, Number(request.id)));
    return {
      id: request.id,
      marker: poNumber,
      extra: { ...request.extra, companyId },
      snapshot: async () => [await request.snapshot?.(), await state()],
    };
  },
  // The stranger's company invites the owner's number; the owner answers (declines: they have a company).
  companyInvitation: async () => {
    await ownersCompany();
    const [row] = await ctx.db
      .insert(companyInvitations)
      .values({ companyId: company.strangers, phone: PHONES.owner, role: 'buyer', invitedBy: who.stranger.userId })
      .onConflictDoUpdate({
        target: [companyInvitations.companyId, companyInvitations.phone],
        targetWhere: sql`${companyInvitations.status} = 'pending'`,
        set: { role: 'buyer' },
      })
      .returning({ id: companyInvitations.id });
    const id = row?.id ?? 0;
    return {
      id,
      snapshot: () =>
        ctx.db
          .select({ status: companyInvitations.status })
          .from(companyInvitations)
          .where(eq(companyInvitations.id, id)),
    };
  },
  favorite: async () => {
    // One favourite per user and object: start from none, so the owner can hold this one.
    const productId = await publishedProduct();
    await ctx.db.delete(userFavorites).where(eq(userFavorites.userId, who.owner.userId));
    const [row] = await ctx.db
      .insert(userFavorites)
      .values({ userId: who.owner.userId, objectType: 'product', objectId: productId })
      .returning({ id: userFavorites.id });
    const id = row?.id ?? 0;
    return {
      id,
      snapshot: () =>
        ctx.db
          .select({ id: userFavorites.id, shared: userFavorites.sharedCompanyId })
          .from(userFavorites)
          .where(eq(userFavorites.id, id)),
    };
  },
  note: async () => {
    const marker = `یادداشت-خصوصی-${unique()}`;
    const [row] = await ctx.db
      .insert(userNotes)
      .values({ userId: who.owner.userId, objectType: 'product', objectId: await publishedProduct(), body: marker })
      .returning({ id: userNotes.id });
    const id = row?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () =>
        ctx.db
          .select({ body: userNotes.body, shared: userNotes.sharedCompanyId })
          .from(userNotes)
          .where(eq(userNotes.id, id)),
    };
  },
  ownProduct: async () => {
    // A draft (never public) of the owner's merchant, named with a marker nobody else may see.
    const marker = `پیش‌نویس-${unique()}`;
    const [template] = await ctx.db
      .select()
      .from(supplierProducts)
      .where(eq(supplierProducts.merchantId, ids.ownMerchant))
      .limit(1);
    if (!template) throw new Error('the owner’s merchant has no product in the seed');
    const { id: _id, facets: _facets, visitCount: _visits, createdAt: _c, updatedAt: _u, ...copy } = template;
    const [row] = await ctx.db
      .insert(supplierProducts)
      .values({ ...copy, title: marker, slug: marker, status: 'draft', priceRials: 5_000_000 })
      .returning({ id: supplierProducts.id });
    const id = row?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () =>
        ctx.db
          .select({
            price: supplierProducts.priceRials,
            title: supplierProducts.title,
            status: supplierProducts.status,
          })
          .from(supplierProducts)
          .where(eq(supplierProducts.id, id)),
    };
  },
  productCatalogue: async () => {
    // A draft of the owner's merchant with a PDF catalogue (a private file): its members download it, nobody
    // else, staff included (decision 035). The marker is in the file's bytes.
    const product = await FIXTURES.ownProduct();
    const marker = `catalogue-${unique()}`;
    const fileId = `authz-catalogue-${unique()}`;
    const content = Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`);
    await ctx.db.insert(storedFiles).values({
      id: fileId,
      ownerUserId: who.owner.userId,
      fileName: 'catalogue.pdf',
      mimeType: 'application/pdf',
      sizeBytes: content.byteLength,
      content,
      isPublic: false,
    });
    await ctx.db
      .update(supplierProducts)
      .set({ catalogFileId: fileId })
      .where(eq(supplierProducts.id, Number(product.id)));
    return { id: product.id, marker };
  },
  sentInvitation: async () => {
    const phone = `0918333${String(unique()).padStart(4, '0')}`;
    const [row] = await ctx.db
      .insert(agentInvitations)
      .values({ merchantId: ids.ownMerchant, phone, invitedBy: who.owner.userId })
      .returning({ id: agentInvitations.id });
    const id = row?.id ?? 0;
    return { id, marker: phone, snapshot: () => invitationState(id) };
  },
  receivedInvitation: async () => {
    // The stranger's merchant invites the owner; one open invitation per merchant and number at a time.
    await ctx.db
      .update(agentInvitations)
      .set({ status: 'revoked' })
      .where(and(eq(agentInvitations.phone, PHONES.owner), eq(agentInvitations.status, 'pending')));
    const [row] = await ctx.db
      .insert(agentInvitations)
      .values({ merchantId: ids.strangerMerchant, phone: PHONES.owner, invitedBy: who.stranger.userId })
      .returning({ id: agentInvitations.id });
    const id = row?.id ?? 0;
    return { id, snapshot: () => invitationState(id) };
  },
  assistantConversation: async () => {
    // The owner's saved conversation with the sourcing assistant: nobody else reads or continues it.
    const marker = `نیاز-خصوصی-${unique()}`;
    const [row] = await ctx.db
      .insert(assistantConversations)
      .values({
        userId: who.owner.userId,
        title: marker,
        engine: 'builtin',
        need: needSchema.parse({}),
        turns: [{ role: 'buyer', text: marker, at: new Date().toISOString() }],
      })
      .returning({ id: assistantConversations.id });
    const id = row?.id ?? 0;
    return {
      id,
      marker,
      snapshot: () =>
        ctx.db
          .select({ turns: assistantConversations.turns, need: assistantConversations.need })
          .from(assistantConversations)
          .where(eq(assistantConversations.id, id)),
    };
  },
  conversation: async () => {
    // The owner, as a buyer, asks a merchant that neither the stranger nor the agent belongs to.
    const marker = `پیام-خصوصی-${unique()}`;
    const [row] = await ctx.db
      .insert(conversations)
      .values({
        buyerUserId: who.owner.userId,
        merchantId: ids.thirdMerchant,
        subjectType: 'supplier',
        subjectId: unique(),
      })
      .returning({ id: conversations.id });
    const id = row?.id ?? 0;
    const [message] = await ctx.db
      .insert(messages)
      .values({ conversationId: id, side: 'buyer', authorUserId: who.owner.userId, body: marker })
      .returning({ id: messages.id });
    const messageId = message?.id ?? 0;
    // The owner's file attached to the message: its parties download it through the conversation.
    const fileId = `message-file-${unique()}-${Date.now()}`;
    await ctx.db.insert(storedFiles).values({
      id: fileId,
      ownerUserId: who.owner.userId,
      fileName: `${marker}.png`,
      mimeType: 'image/png',
      sizeBytes: PNG_1x1.byteLength,
      content: PNG_1x1,
    });
    await ctx.db.insert(messageAttachments).values({
      messageId,
      fileId,
      fileName: `${marker}.png`,
      mimeType: 'image/png',
      sizeBytes: PNG_1x1.byteLength,
    });
    return {
      id,
      marker,
      extra: { messageId, fileId },
      snapshot: async () => [
        await ctx.db
          .select({ body: messages.body, deletedAt: messages.deletedAt })
          .from(messages)
          .where(eq(messages.conversationId, id)),
        await ctx.db
          .select({ blockedBy: conversations.blockedBy, reportedAt: conversations.reportedAt })
          .from(conversations)
          .where(eq(conversations.id, id)),
      ],
    };
  },
};

/** A category the owner's merchant sells in (for the product editor's bodies). */
async function ownCategory() {
  const [row] = await ctx.db
    .select({ categoryId: supplierProducts.categoryId })
    .from(supplierProducts)
    .where(eq(supplierProducts.merchantId, ids.ownMerchant))
    .limit(1);
  if (!row) throw new Error('the owner’s merchant has no product in the seed');
  return row.categoryId;
}
const editorBody = async () => ({
  categoryId: await ownCategory(),
  title: `محصول آزمایشی ${unique()}`,
  priceRials: 12_000_000,
  salesUnit: 'عدد',
});

/** Query strings and bodies that routes with an object need besides the id. */
/** A code texted to the owner for a bank-account change, read from the development outbox. */
async function ownersFreshCode(merchantId: string | number, base = `/api/v1/merchants/${merchantId}`) {
  const sent = await inject(who.owner, 'POST', `${base}/bank-accounts/code`);
  if (sent.statusCode !== 202) throw new Error(`code: ${sent.body}`);
  const outbox = (await inject(null, 'GET', '/api/v1/dev/sms-outbox?limit=20')).json() as {
    to: string;
    code: string;
  }[];
  return outbox.find((m) => m.to === PHONES.owner)?.code ?? '';
}
/** A live bank account of the merchant (one made straight in the database, kept across calls). */
async function merchantsBankAccount(merchantId: number) {
  const sheba = 'IR210560000000555566667777';
  const [found] = await ctx.db
    .select({ id: merchantBankAccounts.id })
    .from(merchantBankAccounts)
    .where(and(eq(merchantBankAccounts.merchantId, merchantId), eq(merchantBankAccounts.sheba, sheba)));
  if (found) return found.id;
  const [row] = await ctx.db
    .insert(merchantBankAccounts)
    .values({ merchantId, sheba, bankCode: '056', bankName: 'بانک سامان', holderName: 'صاحب حساب' })
    .returning({ id: merchantBankAccounts.id });
  return row?.id ?? 0;
}
/** A live bank account of the person's own (for withdrawing their wallet), made straight in the database. */
async function personsBankAccount(userId: number) {
  const sheba = 'IR840120000000987654321012';
  const [found] = await ctx.db
    .select({ id: merchantBankAccounts.id })
    .from(merchantBankAccounts)
    .where(and(eq(merchantBankAccounts.userId, userId), eq(merchantBankAccounts.sheba, sheba)));
  if (found) return found.id;
  const [row] = await ctx.db
    .insert(merchantBankAccounts)
    .values({ userId, sheba, bankCode: '012', bankName: 'بانک ملت', holderName: 'صاحب حساب' })
    .returning({ id: merchantBankAccounts.id });
  return row?.id ?? 0;
}
const moneyKey = () => ({ 'idempotency-key': `authz-${unique()}-${Date.now()}` });
const REQUESTS: Record<
  string,
  (f: Fixture) => Promise<{ query?: string; body?: unknown; headers?: Record<string, string> }>
> = {
  'POST /api/v1/payments/wallet-pay': async (f) => ({ body: { payableId: f.id }, headers: moneyKey() }),
  // Paperwork (issue 31): a cancelling invoice needs only a reason; the legal identity a full valid body.
  'POST /api/v1/documents/:id/corrections': async () => ({ body: { invoiceType: 'cancelling', reason: 'ثبت اشتباه' } }),
  'PUT /api/v1/merchants/:id/legal-identity': async () => ({
    body: {
      legalName: 'شرکت آزمون صنعت',
      nationalId: '10380284790',
      postalCode: '1136937511',
      address: 'تهران، خیابان آزادی، پلاک ۱۰',
      phone: '02188776655',
    },
  }),
  // Buyer companies (decision 044).
  'POST /api/v1/companies/:id/invitations': async () => ({
    body: { phoneNumber: `0918112${String(unique()).padStart(4, '0')}`, role: 'accountant' },
  }),
  'PATCH /api/v1/companies/:id/members': async () => ({ body: { userId: company.member, role: 'accountant' } }),
  'DELETE /api/v1/companies/:id/members': async () => ({ body: { userId: company.member } }),
  'PUT /api/v1/companies/:id/rules': async () => ({
    body: { rules: [{ kind: 'amount', minRials: 500_000_000, approvers: 1 }] },
  }),
  'PUT /api/v1/companies/:id/budgets': async () => ({
    body: { costCentre: 'تولید', period: 'year', jalaliYear: 1405, limitRials: 1_000_000_000 },
  }),
  'POST /api/v1/companies/:id/wallet/deposits': async () => {
    await creditWallet(ctx.db, who.owner.userId, 100_000);
    return { body: { amountRials: 100_000 }, headers: moneyKey() };
  },
  'PUT /api/v1/companyorders/:id/reference': async () => ({ body: { poNumber: 'PO-1405-17', costCentre: 'تولید' } }),
  'POST /api/v1/companyorders/:id/decision': async (f) => {
    await ctx.db
      .update(companyOrders)
      .set({ approvalStatus: 'pending', approvalRound: 1, approvalsRequired: 1 })
      .where(eq(companyOrders.tradeRequestId, Number(f.id)));
    return { body: { decision: 'approve' } };
  },
  'POST /api/v1/companyorders/:id/pay': async (f) => {
    await setTradeState(f.id, 'published');
    await ctx.db
      .update(tradeRequestItems)
      .set({ unitPriceRials: 1_000_000 })
      .where(eq(tradeRequestItems.tradeRequestId, Number(f.id)));
    await creditCompanyWallet(ctx.db, Number(f.extra?.companyId), 10_000_000);
    return { headers: moneyKey() };
  },
  'POST /api/v1/companies/invitations/:id': async () => ({ body: { decision: 'declined' } }),
  // Certificates (decision 043): the owner's own private scan of the certificate.
  'POST /api/v1/merchants/:id/certificates': async () => {
    const fileId = `certificate-${unique()}-${Date.now()}`;
    await ctx.db.insert(storedFiles).values({
      id: fileId,
      ownerUserId: who.owner.userId,
      fileName: 'iso-9001.png',
      mimeType: 'image/png',
      sizeBytes: PNG_1x1.byteLength,
      content: PNG_1x1,
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return {
      body: {
        kind: 'iso9001',
        number: 'QMS-2291',
        issuer: 'TÜV NORD',
        issuedOn: day(-30),
        expiresOn: day(700),
        fileId,
      },
    };
  },
  // Payouts (decision 038): a bank account is added with a fresh code texted to the owner; a withdrawal needs
  // money in the merchant's receivable and one of its own accounts.
  'POST /api/v1/merchants/:id/bank-accounts': async (f) => ({
    body: { sheba: 'IR510170000000110203040506', holderName: 'صاحب حساب', code: await ownersFreshCode(f.id) },
  }),
  'POST /api/v1/merchants/:id/withdrawals': async (f) => {
    await creditReceivable(ctx.db, Number(f.id), 1_000_000);
    return {
      body: { bankAccountId: await merchantsBankAccount(Number(f.id)), amountRials: 1_000_000 },
      headers: moneyKey(),
    };
  },
  // A person's own payouts (issue 30 point 6): an account added with a code texted to them; a withdrawal needs
  // money in their wallet and one of their own accounts.
  'POST /api/v1/persons/:id/bank-accounts': async (f) => ({
    body: {
      sheba: 'IR510170000000110203040506',
      holderName: 'صاحب حساب',
      code: await ownersFreshCode(f.id, `/api/v1/persons/${f.id}`),
    },
  }),
  'POST /api/v1/persons/:id/withdrawals': async (f) => {
    await creditWallet(ctx.db, Number(f.id), 1_000_000);
    return {
      body: { bankAccountId: await personsBankAccount(Number(f.id)), amountRials: 1_000_000 },
      headers: moneyKey(),
    };
  },
  'POST /api/v1/onlinepayments/request': async (f) => ({
    body: { payableId: f.id, gateway: 'sandbox' },
    headers: moneyKey(),
  }),
  'GET /api/v1/onlinepayments/by-paymentid': async (f) => ({ query: `paymentId=${f.id}` }),
  'POST /api/v1/onlinepayments/retry-request': async (f) => ({ body: { paymentId: f.id }, headers: moneyKey() }),
  'GET /api/v1/membershipplans/current': async (f) => ({ query: `merchantId=${f.id}` }),
  'POST /api/v1/membershipplans/buy': async (f) => {
    const [plan] = await ctx.db
      .insert(membershipPlans)
      .values({
        name: `طرح ${unique()}`,
        priceRials: 5_000_000,
        periodDays: 30,
        requestsPerMonth: 20,
        feePerRequestRials: 0,
      })
      .returning({ id: membershipPlans.id });
    return { body: { merchantId: f.id, planId: plan?.id } };
  },
  'POST /api/v1/traderequests/direct-order': async (f) => {
    const product = await thirdMerchantProduct();
    return {
      body: { items: [{ productId: product.id, quantity: 1, unit: product.unit }], deliveryAddressId: f.id },
    };
  },
  'PUT /api/v1/traderequests/direct-order/:id': async (f) => ({
    body: { items: [{ productId: f.extra?.productId, quantity: 3, unit: f.extra?.unit }], description: 'ویرایش' },
  }),
  'POST /api/v1/traderequests/:id/supplier-confirm': async (f) => ({
    body: { items: [{ itemId: f.extra?.itemId, unitPriceRials: 1_250_000 }], leadTimeDays: 10 },
  }),
  'POST /api/v1/traderequests/:id/supplier-reject': async () => ({ body: { reason: 'موجود نیست' } }),
  'POST /api/v1/traderequests/:id/cancel': async () => ({ body: { reason: 'منصرف شدم' } }),
  'POST /api/v1/traderequests/:id/start': async (f) => {
    await setTradeState(f.id, 'paid');
    return { body: {} };
  },
  'POST /api/v1/traderequests/:id/pay': async (f) => {
    await setTradeState(f.id, 'published');
    await ctx.db
      .update(tradeRequestItems)
      .set({ unitPriceRials: 1_000_000 })
      .where(eq(tradeRequestItems.tradeRequestId, Number(f.id)));
    return {};
  },
  // Milestones (decision 040): the request priced at 2 × 1,000,000 and split into two stages.
  'PUT /api/v1/traderequests/:id/stages': async (f) => {
    await priceAt(f.id, 'published');
    const dueOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    return {
      body: {
        stages: [
          { title: 'ساخت', amountRials: 1_200_000, dueOn },
          { title: 'تحویل', amountRials: 800_000, dueOn },
        ],
      },
    };
  },
  'POST /api/v1/traderequests/:id/stages/pay': async (f) => {
    await stagesOn(f.id, 'published', {});
    return { body: { stage: 1 } };
  },
  'POST /api/v1/traderequests/:id/stages/deliver': async (f) => {
    await stagesOn(f.id, 'paid', { paidAt: new Date() });
    return { body: { stage: 1, note: 'گزارش ساخت پیوست است.' } };
  },
  'POST /api/v1/traderequests/:id/stages/confirm': async (f) => {
    await stagesOn(f.id, 'paid', { paidAt: new Date(), deliveredAt: new Date() });
    return { body: { stage: 1 } };
  },
  'POST /api/v1/traderequests/:id/ship': async (f) => {
    await setTradeState(f.id, 'paid');
    return {
      body: { method: 'tipax', trackingNumber: 'TPX-1001', shippedOn: new Date().toISOString().slice(0, 10) },
    };
  },
  'POST /api/v1/traderequests/:id/confirm-receipt': async (f) => {
    await setTradeState(f.id, 'shipped');
    return {};
  },
  'POST /api/v1/traderequests/:id/refuse': async (f) => {
    await setTradeState(f.id, 'published');
    return { body: { reason: 'ظرفیت پر است' } };
  },
  'POST /api/v1/traderequests/:id/dispute': async (f) => {
    await setTradeState(f.id, 'shipped');
    return { body: { reason: 'damaged', text: 'دو قلم از محموله شکسته رسید.' } };
  },
  'GET /api/v1/traderequests/:id/dispute': async (f) => {
    await disputeOn(f.id);
    return {};
  },
  'POST /api/v1/traderequests/:id/dispute/messages': async (f) => {
    await disputeOn(f.id);
    return { body: { text: 'عکس‌های محموله پیوست است.' } };
  },
  'GET /api/v1/traderequests/settlements': async (f) => ({ query: `merchantId=${f.id}` }),
  'GET /api/v1/traderequests/:id/dispute/files': async (f) => {
    await disputeOn(f.id);
    const fileId = await ownersUpload('evidence.png');
    const [dispute] = await ctx.db
      .select()
      .from(disputes)
      .where(eq(disputes.tradeRequestId, Number(f.id)));
    await ctx.db.insert(disputeMessages).values({
      disputeId: dispute?.id ?? 0,
      authorUserId: who.owner.userId,
      party: 'supplier',
      text: 'تصویر بسته هنگام تحویل به باربری.',
      files: [{ fileId, fileName: 'evidence.png' }],
    });
    return { query: `fileId=${fileId}` };
  },
  'GET /api/v1/traderequests/:id/shipment/file': async (f) => {
    await setTradeState(f.id, 'shipped');
    const fileId = await ownersUpload('waybill.png');
    await ctx.db.insert(shipments).values({
      tradeRequestId: Number(f.id),
      method: 'freight',
      trackingNumber: 'B-1001',
      shippedOn: new Date().toISOString().slice(0, 10),
      fileId,
      fileName: 'waybill.png',
      recordedByUserId: who.owner.userId,
    });
    return {};
  },
  'POST /api/v1/traderequests/:id/deliver': async (f) => {
    await setTradeState(f.id, 'in_progress');
    return { body: {} };
  },
  'POST /api/v1/traderequests/:id/confirm-and-publish': async (f) => {
    await setTradeState(f.id, 'supplier_confirmed');
    await ctx.db
      .update(tradeRequestItems)
      .set({ unitPriceRials: 1_000_000 })
      .where(eq(tradeRequestItems.tradeRequestId, Number(f.id)));
    return {};
  },
  'GET /api/v1/traderequestevents': async (f) => ({ query: `tradeRequestId=${f.id}` }),
  'POST /api/v1/traderequests/:id/quotes': async (f) => ({ body: quoteInput(f) }),
  'PUT /api/v1/tradequotes/:id': async (f) => ({ body: quoteInput(f) }),
  'GET /api/v1/tradequotes/:id/documents': async (f) => ({ query: `fileId=${f.extra?.quoteFileId}` }),
  'POST /api/v1/traderequests/:id/accept-quote': async (f) => {
    // The owner's draft opened to quotes, with one quote from a merchant none of the identities belongs to.
    await ctx.db
      .update(tradeRequests)
      .set({ state: 'open_for_quotes', openedAt: new Date() })
      .where(eq(tradeRequests.id, Number(f.id)));
    const [quote] = await ctx.db
      .insert(tradeQuotes)
      .values({
        tradeRequestId: Number(f.id),
        merchantId: thirdMerchantId,
        prices: [{ itemId: Number(f.extra?.itemId), unitPriceRials: 900_000, unit: String(f.extra?.unit) }],
        leadTimeDays: 4,
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning({ id: tradeQuotes.id });
    return { body: { quoteId: quote?.id } };
  },
  'GET /api/v1/traderequests/:id/documents': async (f) => ({ query: `fileId=${f.extra?.fileId}` }),
  'PUT /api/v1/merchants/:id/profile': async () => ({ body: { about: `نمایهٔ ربوده ${unique()}` } }),
  'POST /api/v1/merchants/:id/delegation-requests': async () => {
    const upload = multipart({}, { name: 'delegation.png', content: PNG_1x1, type: 'image/png' });
    const file = await inject(who.owner, 'POST', '/api/v1/files', upload.payload, upload.headers);
    return { body: { name: `برند آزمایشی ${unique()}`, kind: 'agency', documentFileIds: [file.json().id] } };
  },
  'POST /api/v1/merchants/:id/articles': async () => ({
    body: { title: `مقالهٔ ربوده ${unique()}`, bodyHtml: '<p>متن</p>' },
  }),
  'PUT /api/v1/supplierarticles/:id': async () => ({ body: { title: 'مقالهٔ ربوده', bodyHtml: '<p>ربوده</p>' } }),
  'GET /api/v1/pages/:id/by-platform': async () => ({ query: 'platform=web' }),
  'POST /api/v1/categories/:id/suppliers': async () => ({ body: { filters: [] } }),
  'POST /api/v1/pagecomments': async (f) => ({ body: { pageId: f.id, body: `دیدگاه آزمایشی ${unique()}` } }),
  'POST /api/v1/users/profile-picture': async (f) => ({ body: { fileId: f.id } }),
  'PUT /api/v1/deliveryaddresses/:id': async () => ({ body: await validAddress('ربوده') }),
  'POST /api/v1/persons/:id/addresses': async () => ({ body: await validAddress('افزوده') }),
  'PUT /api/v1/persons/:id/addresses': async (f) => ({
    body: { ...(await validAddress('ربوده')), addressId: f.extra?.addressId },
  }),
  'DELETE /api/v1/persons/:id/addresses': async (f) => ({ body: { addressId: f.extra?.addressId } }),
  'PUT /api/v1/customers/profile/merchant-agents': async (f) => ({
    body: { userId: f.extra?.userId, phoneNumber: `0918444${String(unique()).padStart(4, '0')}` },
  }),
  'DELETE /api/v1/customers/profile/merchant-agents': async (f) => ({ body: { userId: f.extra?.userId } }),
  'PATCH /api/v1/customers/profile/merchant-agents': async (f) => ({
    body: { userId: f.extra?.userId, manageProducts: false, manageProfile: true },
  }),
  'PUT /api/v1/supplierproducts/:id/offer': async () => ({ body: { priceRials: 7_250_000 } }),
  'PUT /api/v1/merchants/:id/tax-profile': async () => ({ body: DEMO_TAX_PROFILE }),
  'POST /api/v1/supplierproducts': async (f) => ({ body: { ...(await editorBody()), merchantId: f.id } }),
  'PUT /api/v1/supplierproducts/:id': async () => ({ body: await editorBody() }),
  'PUT /api/v1/supplierproducts/:id/status': async () => ({ body: { status: 'archived' } }),
  'GET /api/v1/baseproducts/choices': async (f) => ({ query: `merchantId=${f.id}&categoryId=${await ownCategory()}` }),
  'POST /api/v1/baseproducts/proposals': async (f) => ({
    body: { merchantId: f.id, categoryId: await ownCategory(), name: `کالای پیشنهادی ${unique()}`, salesUnit: 'عدد' },
  }),
  'GET /api/v1/baseproducts/proposals/mine': async (f) => ({ query: `merchantId=${f.id}` }),
  'POST /api/v1/tradeterms/proposals': async (f) => ({
    body: { merchantId: f.id, term: `واژه بازاری ${unique()}`, means: 'شیر کشویی', kind: 'bazaar', source: 'آزمون' },
  }),
  'POST /api/v1/supplierproducts/bulk': async (f) => ({
    body: { merchantId: f.id, filter: { q: `هیچ-${unique()}` }, availability: 'made_to_order' },
  }),
  'GET /api/v1/supplierproducts/export': async (f) => ({ query: `merchantId=${f.id}` }),
  'POST /api/v1/supplierproducts/import': async (f) => ({ body: { merchantId: f.id, csv: 'title,category_id\r\n' } }),
  'GET /api/v1/supplierproducts/summary': async (f) => ({ query: `merchantId=${f.id}` }),
  'PUT /api/v1/supplierproducts/:id/properties': async () => ({ body: { values: [] } }),
  'GET /api/v1/visitorlogs/byfilter-for-chart': async (f) => ({
    query: `merchantId=${f.id}&from=2026-11-01&to=2026-11-30`,
  }),
  'POST /api/v1/pagevisits/visit-count': async (f) => ({ body: { objectType: 'product', objectId: f.id } }),
  'POST /api/v1/userfavorites': async (f) => ({ body: { objectType: 'product', objectId: f.id } }),
  'POST /api/v1/notes': async (f) => ({ body: { objectType: 'product', objectId: f.id, body: 'یادداشت آزمایشی' } }),
  'PUT /api/v1/notes/:id': async () => ({ body: { body: 'یادداشت ربوده' } }),
  // Sharing with the company (decision 058): the owner shares their own item with the company they own; anyone
  // else is refused (the stranger owns another company, the agent belongs to none).
  'PUT /api/v1/deliveryaddresses/:id/sharing': async () => {
    await ownersCompany();
    return { body: { shared: true } };
  },
  'PUT /api/v1/userfavorites/:id/sharing': async () => {
    await ownersCompany();
    return { body: { shared: true } };
  },
  'PUT /api/v1/notes/:id/sharing': async () => {
    await ownersCompany();
    return { body: { shared: true } };
  },
  'POST /api/v1/assistant/messages': async (f) => ({ body: { conversationId: f.id, text: 'پمپ سانتریفیوژ' } }),
  'POST /api/v1/assistant/messages/stream': async (f) => ({
    body: { conversationId: f.id, text: 'پمپ سانتریفیوژ' },
  }),
  'POST /api/v1/conversations': async (f) => ({ body: { conversationId: f.id, body: 'پیام ربوده' } }),
  'PUT /api/v1/conversations/:id/thread': async (f) => ({
    body: { messageId: f.extra?.messageId, body: 'پیام ربوده' },
  }),
  'DELETE /api/v1/conversations/:id/thread': async (f) => ({ query: `messageId=${f.extra?.messageId}` }),
  'GET /api/v1/conversations/:id/attachments': async (f) => ({ query: `fileId=${f.extra?.fileId}` }),
  'PUT /api/v1/conversations/:id/block': async () => ({ body: { blocked: true } }),
  'POST /api/v1/conversations/:id/report': async () => ({ body: { reason: 'پیام ناخواسته' } }),
  'POST /api/v1/supplierproducts/:id/reports': async () => ({ body: { reason: 'duplicate' } }),
  // Trust (decision 043): reviews need a completed order; edits and answers need the review.
  'POST /api/v1/traderequests/:id/reviews/supplier': async (f) => {
    await completedOrder(f.id);
    return { body: supplierStars };
  },
  'PUT /api/v1/traderequests/:id/reviews/supplier': async (f) => {
    await completedOrder(f.id, 'supplier');
    return { body: supplierStars };
  },
  'POST /api/v1/traderequests/:id/reviews/buyer': async (f) => {
    await completedOrder(f.id);
    return { body: buyerStars };
  },
  'PUT /api/v1/traderequests/:id/reviews/buyer': async (f) => {
    await completedOrder(f.id, 'buyer');
    return { body: buyerStars };
  },
  'POST /api/v1/traderequests/:id/reviews/supplier/answer': async (f) => {
    await completedOrder(f.id, 'supplier');
    return { body: { text: 'از خرید شما سپاسگزاریم.' } };
  },
  'POST /api/v1/traderequests/:id/reviews/buyer/answer': async (f) => {
    await completedOrder(f.id, 'buyer');
    return { body: { text: 'نقشه‌ها منتظر تأیید بود.' } };
  },
};

function mayUse(identity: Identity, route: RouteEntry): boolean {
  const { access, staffReads } = route.config as { access: Access; staffReads?: boolean };
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return identity !== 'anonymous';
    case 'owner':
      return identity === 'owner' || (identity === 'staff' && staffReads === true && route.method === 'GET');
    case 'agent':
      return (
        identity === 'owner' ||
        identity === 'agent' ||
        (identity === 'staff' && staffReads === true && route.method === 'GET')
      );
    case 'staff':
      return identity === 'staff';
  }
}

/** What a scanned answer is about: the call's access level and the kind of object it was made with. */
type About = Pick<RouteEntry['config'], 'access' | 'object'>;
/**
 * Whether an identity may read a person's number in an answer: staff always; the owner its own; an agent the
 * owner's on the calls it makes for the owner's merchant; the owner and agents the buyer's on the requests made
 * to their merchant (they are its parties). Suppliers who may quote on an open request are no party of it.
 */
function mayKnowPhone(identity: Identity, about: About, holder: PhoneHolder): boolean {
  if (identity === 'staff') return true;
  if (holder === 'owner') return identity === 'owner' || (identity === 'agent' && about.access === 'agent');
  return (identity === 'owner' || identity === 'agent') && about.object === 'tradeRequest';
}

/** Whose numbers an answer carries, in any spelling: 09…, +989…, 989…, Persian or Arabic digits, spaced. */
function phonesIn(answer: { body: string; headers: unknown }): PhoneHolder[] {
  const digits = toLatinDigits(answer.body + JSON.stringify(answer.headers)).replace(/[\s\u200c().-]/g, '');
  return (Object.keys(PHONES) as PhoneHolder[]).filter((holder) => digits.includes(PHONES[holder].slice(1)));
}

/** The phone numbers an answer shows to someone who may not read them, as failure lines. */
function phoneLeaks(label: string, identity: Identity, about: About, answer: { body: string; headers: unknown }) {
  tally.scanned += 1;
  const shown = phonesIn(answer).filter((holder) => !mayKnowPhone(identity, about, holder));
  tally.phoneLeaks += shown.length;
  return shown.map((holder) => `${label} as ${identity} showed the ${holder}’s phone number`);
}

/** Body fields ending in Id that name no object of anyone: a national number, public geography. */
const NOT_OBJECT_IDS = new Set(['nationalId', 'provinceId', 'cityId']);

/** Ids a body carries (`userId`, `addressId`, `fileId`, `pageId`…), read from its Zod schema. */
function bodyIds(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  while (current && !current.shape && typeof current.unwrap === 'function')
    current = current.unwrap() as typeof current;
  return Object.keys(current?.shape ?? {}).filter(
    (key) => (key === 'id' || /Id$/.test(key)) && !NOT_OBJECT_IDS.has(key),
  );
}

/** Every registered route but the docs pages of @fastify/swagger-ui, which serve static files only. */
const allRoutes = () => ctx.app.routeAccess.filter((route) => !route.url.startsWith('/api/docs'));
/** The routes to call: HEAD twins answer like their GET (their metadata is checked all the same). */
const routes = () => allRoutes().filter((route) => route.method !== 'HEAD');
const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const tally = { calls: 0, refusals: 0, leaks: 0, routes: 0, objectRoutes: 0, phoneLeaks: 0, scanned: 0 };

describe('route metadata', () => {
  it('every route declares who may call it', () => {
    const missing = routes()
      .filter((route) => !route.config.access)
      .map(nameOf);
    expect(missing).toEqual([]);
    expect(routes().length).toBeGreaterThan(90);
  });

  it('every route with an id in its path or body names the kind of object, and the test can make it', () => {
    // Staff-only calls (failed jobs…) act on the marketplace's own records, which no user owns: the calls
    // without an object below check that nobody but staff reaches them.
    const unnamed = routes()
      .filter(
        (route) =>
          (route.url.includes(':') || bodyIds(route.body).length > 0) &&
          !route.config.object &&
          route.config.access !== 'staff',
      )
      .map(nameOf);
    expect(unnamed).toEqual([]);
    for (const route of routes()) {
      if (route.config.object) expect(FIXTURES[route.config.object], nameOf(route)).toBeTypeOf('function');
    }
  });
});

describe('the matrix: owner, stranger, anonymous, agent and staff on every call with an object', () => {
  it('lets exactly the allowed identities use each object and tells the others nothing', async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => r.config.object)) {
      tally.objectRoutes += 1;
      for (const identity of IDENTITIES) {
        const fixture = await FIXTURES[route.config.object as ObjectKind]();
        const extras = (await REQUESTS[nameOf(route)]?.(fixture)) ?? {};
        const path = route.url.replace(/:[A-Za-z]+/g, String(fixture.id));
        const url = extras.query ? `${path}?${extras.query}` : path;
        const before = await fixture.snapshot?.();
        const session = identity === 'anonymous' ? null : who[identity];
        const response = await inject(session, route.method as Method, url, extras.body, extras.headers);
        tally.calls += 1;
        failures.push(...phoneLeaks(nameOf(route), identity, route.config, response));
        const label = `${nameOf(route)} as ${identity}: ${response.statusCode}`;
        if (mayUse(identity, route)) {
          if (response.statusCode < 200 || response.statusCode > 299)
            failures.push(`${label} (should be allowed) ${response.body.slice(0, 200)}`);
          continue;
        }
        tally.refusals += 1;
        const expected = identity === 'anonymous' && !route.config.signInOptional ? [401] : [401, 403, 404];
        if (!expected.includes(response.statusCode))
          failures.push(`${label} (should be refused with ${expected.join('/')})`);
        if (!String(response.headers['content-type']).startsWith('application/problem+json'))
          failures.push(`${label} answered ${response.headers['content-type']}, not problem+json`);
        const leaked =
          fixture.marker !== undefined &&
          (response.body.includes(fixture.marker) || JSON.stringify(response.headers).includes(fixture.marker));
        const changed = fixture.snapshot && JSON.stringify(await fixture.snapshot()) !== JSON.stringify(before);
        if (leaked || changed) {
          tally.leaks += 1;
          failures.push(`${label} ${leaked ? 'showed' : 'changed'} the owner’s object`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tally.leaks).toBe(0);
  }, 600_000);
});

describe('phone numbers on the lists and pages that name no object', () => {
  it('never reach someone who is not a party: the suppliers of a category read open requests without them', async () => {
    // The owner's own request opened to the stranger's category, and the buyer's to the owner's: each is read by
    // suppliers who are not its parties, on the open list and on the request's page.
    // The matrix had the owner accept the stranger's invitation: the owner is the stranger's agent no more.
    await ctx.db
      .delete(merchantMembers)
      .where(and(eq(merchantMembers.userId, who.owner.userId), ne(merchantMembers.merchantId, ids.ownMerchant)));
    await FIXTURES.ownTradeRequest();
    const ownersOpen = await tradeRequest(
      who.owner.userId,
      thirdMerchantId,
      'open_for_quotes',
      await quoteCategory(ids.strangerMerchant, ids.ownMerchant),
    );
    const buyersOpen = await FIXTURES.openTradeRequest();
    const failures: string[] = [];
    const scan = async (identity: Identity, about: About, url: string) => {
      const response = await inject(identity === 'anonymous' ? null : who[identity], 'GET', url);
      tally.calls += 1;
      failures.push(...phoneLeaks(`GET ${url}`, identity, about, response));
      return response;
    };
    // What a supplier who may quote reads: the request's page answers them, but they are no party of it.
    const quoting: About = { access: 'agent', object: 'openTradeRequest' };
    expect((await scan('stranger', quoting, `/api/v1/traderequests/${ownersOpen.id}`)).statusCode).toBe(200);
    expect((await scan('owner', quoting, `/api/v1/traderequests/${buyersOpen.id}`)).statusCode).toBe(200);
    expect((await scan('agent', quoting, `/api/v1/traderequests/${buyersOpen.id}`)).statusCode).toBe(200);
    const open = await scan('stranger', { access: 'user' }, '/api/v1/traderequests/open');
    expect(open.json().items.map((r: { id: number }) => r.id)).toContain(ownersOpen.id);
    // Every list and page that names no object, as each identity that may call it.
    for (const route of routes().filter((r) => r.method === 'GET' && !r.config.object && !r.url.includes(':'))) {
      // The live stream never ends; the development SMS outbox (local only, 404 in production) lists codes sent.
      if (route.url.endsWith('/stream') || route.url.endsWith('/dev/sms-outbox')) continue;
      const callers: Identity[] =
        route.config.access === 'public'
          ? ['anonymous']
          : route.config.access === 'staff'
            ? []
            : ['owner', 'agent', 'stranger'];
      for (const identity of callers) await scan(identity, route.config, route.url);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('calls without an object', () => {
  it('refuse anonymous callers with 401 before reading the request, and non-staff on staff calls with 403', async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => !r.config.object && r.config.access !== 'public')) {
      tally.routes += 1;
      const path = route.url;
      const anonymous = await inject(null, route.method as Method, path);
      tally.calls += 1;
      if (anonymous.statusCode !== 401) failures.push(`${nameOf(route)} as anonymous: ${anonymous.statusCode}`);
      if (route.config.access === 'staff') {
        for (const identity of ['owner', 'agent', 'stranger'] as const) {
          const response = await inject(who[identity], route.method as Method, path);
          tally.calls += 1;
          if (response.statusCode !== 403) failures.push(`${nameOf(route)} as ${identity}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('reports the figures', () => {
    const all = routes();
    // Printed for docs/security-testing.md («Authorization matrix»).
    console.info(
      `authorization matrix: ${all.length} routes (${all.filter((r) => r.config.access === 'public').length} public), ` +
        `${tally.objectRoutes} calls with an object × ${IDENTITIES.length} identities, ${tally.routes} other non-public calls; ` +
        `${tally.calls} requests, ${tally.refusals} refusals checked, ${tally.leaks} leaks; ` +
        `${tally.scanned} answers scanned for phone numbers, ${tally.phoneLeaks} shown to someone not a party`,
    );
    expect(tally.leaks).toBe(0);
    expect(tally.phoneLeaks).toBe(0);
  });
});
