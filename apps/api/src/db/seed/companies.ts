// A demo buyer company (decision 044): «صنایع آب‌رسانی آرین» with a member in each role (each signs in with the
// development SMS outbox), approval rules, its wallet, a yearly budget half spent by one paid order (its PO number
// and cost centre, approved by the purchasing manager; secure payment's seed then pays it into holding), and one
// order over the limit waiting for the manager's approval; delivery addresses, favourites and notes members shared
// with the company («مشترک با شرکت», decision 058) beside ones they keep private. Run once: a founder with a company
// is left as it is.
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { vatOf } from '@bazaar/contracts/delivered-cost';
import { toJalali } from '@bazaar/fa/jalali';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ledgerIn } from '../../modules/wallet/ledger-for-modules.js';
import type { Database } from '../client.js';
import { deliveryAddresses } from '../schema/addresses.js';
import { supplierProducts } from '../schema/catalog.js';
import {
  companyAccounts,
  companyApprovalRules,
  companyApprovals,
  companyBudgetCommitments,
  companyBudgets,
  companyMembers,
  companyOrders,
} from '../schema/companies.js';
import { merchantMembers } from '../schema/customers.js';
import { userFavorites, userNotes } from '../schema/engagement.js';
import { cities, provinces } from '../schema/geography.js';
import { buyerCompanies, users } from '../schema/identity.js';
import { tradeRequestEvents, tradeRequestItems, tradeRequests } from '../schema/trade.js';
import { DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';

const DAY_MS = 86_400_000;
/** VAT_BASIS_POINTS's default, as in the secure-payment seed that pays the demo order. */
const SEED_VAT_BASIS_POINTS = 1000;
export const DEMO_COMPANY_MEMBERS: { phone: string; firstName: string; lastName: string; role: CompanyRole }[] = [
  { phone: '09120000030', firstName: 'فرهاد', lastName: 'نوری', role: 'owner' },
  { phone: '09120000031', firstName: 'سارا', lastName: 'احمدی', role: 'purchasing_manager' },
  { phone: '09120000032', firstName: 'علی', lastName: 'رضایی', role: 'buyer' },
  { phone: '09120000033', firstName: 'مهدی', lastName: 'موسوی', role: 'requester' },
  { phone: '09120000034', firstName: 'نرگس', lastName: 'حسینی', role: 'accountant' },
];
const COMPANY = {
  name: 'صنایع آب‌رسانی آرین',
  nationalId: '10320000002',
  economicCode: '411134567891',
  registrationNumber: '52814',
  address: 'اصفهان، شهرک صنعتی محمودآباد، خیابان دهم، پلاک ۱۴',
};
/** Orders above 50 million tomans need the purchasing manager; above 200 million, two approvers. */
const RULES = [
  { kind: 'amount' as const, minRials: 500_000_000, approvers: 1 },
  { kind: 'amount' as const, minRials: 2_000_000_000, approvers: 2 },
  { kind: 'new_supplier' as const, minRials: null, approvers: 1 },
];
const WALLET_RIALS = 3_000_000_000;

export async function seedCompanies(db: Database): Promise<number> {
  const ids = new Map<CompanyRole, number>();
  for (const m of DEMO_COMPANY_MEMBERS) {
    const [row] = await db
      .insert(users)
      .values({ phone: m.phone, firstName: m.firstName, lastName: m.lastName })
      .onConflictDoUpdate({ target: users.phone, set: { phone: m.phone } })
      .returning({ id: users.id });
    if (row) ids.set(m.role, row.id);
  }
  const founder = ids.get('owner') ?? 0;
  if ((await db.select().from(companyAccounts).where(eq(companyAccounts.profileUserId, founder))).length) return 0;
  await db
    .insert(buyerCompanies)
    .values({ userId: founder, ...COMPANY })
    .onConflictDoNothing();
  const [company] = await db.insert(companyAccounts).values({ profileUserId: founder }).returning();
  if (!company) return 0;
  await db
    .insert(companyMembers)
    .values(DEMO_COMPANY_MEMBERS.map((m) => ({ companyId: company.id, userId: ids.get(m.role) ?? 0, role: m.role })));
  await db.insert(companyApprovalRules).values(RULES.map((r) => ({ ...r, companyId: company.id })));
  const ledger = ledgerIn(db);
  await ledger.post({
    kind: 'staff_credit',
    description: 'موجودی نمایشی کیف پول شرکت',
    lines: [
      { accountId: await ledger.companyWalletAccount(company.id), amountRials: WALLET_RIALS },
      { accountId: await ledger.systemAccount('adjustments'), amountRials: -WALLET_RIALS },
    ],
  });

  // The demo supplier's priced products: the company has bought from it once, and orders from it again.
  const [supplier] = await db
    .select({ merchantId: merchantMembers.merchantId })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE), eq(merchantMembers.role, 'owner')));
  if (!supplier) return DEMO_COMPANY_MEMBERS.length;
  const products = await db
    .select({
      id: supplierProducts.id,
      title: supplierProducts.title,
      unit: supplierProducts.salesUnit,
      price: supplierProducts.priceRials,
    })
    .from(supplierProducts)
    .where(
      and(
        eq(supplierProducts.merchantId, supplier.merchantId),
        eq(supplierProducts.status, 'published'),
        isNotNull(supplierProducts.priceRials),
      ),
    )
    .orderBy(asc(supplierProducts.id))
    .limit(2);
  const [bought, wanted = bought] = products;
  if (!bought?.price || !wanted?.price) return DEMO_COMPANY_MEMBERS.length;
  const buyer = ids.get('buyer') ?? 0;
  const manager = ids.get('purchasing_manager') ?? 0;
  await seedSharedItems(db, company.id, ids, { productId: bought.id, merchantId: supplier.merchantId });

  // Paid 12 days ago for the production line's pumps; its amount is half the year's budget.
  const quantity = Math.max(1, Math.ceil(600_000_000 / bought.price));
  const goods = quantity * bought.price;
  const paidAt = new Date(Date.now() - 12 * DAY_MS);
  const [paid] = await db
    .insert(tradeRequests)
    .values({
      buyerUserId: buyer,
      merchantId: supplier.merchantId,
      state: 'paid',
      description: 'پمپ‌های خط تولید ۲؛ تحویل در انبار محمودآباد',
      supplierLeadTimeDays: 14,
      publishedAt: new Date(paidAt.getTime() - DAY_MS),
      buyerCompany: COMPANY,
      createdAt: new Date(paidAt.getTime() - 4 * DAY_MS),
    })
    .returning({ id: tradeRequests.id });
  if (!paid) return DEMO_COMPANY_MEMBERS.length;
  await db.insert(tradeRequestItems).values({
    tradeRequestId: paid.id,
    productId: bought.id,
    productTitle: bought.title,
    quantity,
    unit: bought.unit,
    targetPriceRials: bought.price,
    unitPriceRials: bought.price,
  });
  const steps = [
    ['edit', null, 'draft', buyer, 'buyer', 4],
    ['request_confirmation', 'draft', 'awaiting_supplier', buyer, 'buyer', 3],
    ['supplier_confirm', 'awaiting_supplier', 'supplier_confirmed', null, 'supplier', 2],
    ['publish', 'supplier_confirmed', 'published', buyer, 'buyer', 1],
    ['pay', 'published', 'paid', ids.get('accountant') ?? null, 'buyer', 0],
  ] as const;
  await db.insert(tradeRequestEvents).values(
    steps.map(([action, fromState, toState, actorUserId, actorParty, daysBefore]) => ({
      tradeRequestId: paid.id,
      action,
      fromState,
      toState,
      actorUserId,
      actorParty,
      note: '',
      createdAt: new Date(paidAt.getTime() - daysBefore * DAY_MS),
    })),
  );
  await db.insert(companyOrders).values({
    tradeRequestId: paid.id,
    companyId: company.id,
    createdBy: buyer,
    poNumber: 'PO-1405-0112',
    costCentre: 'خط تولید 2',
    approvalStatus: 'approved',
    approvalRound: 1,
    approvalsRequired: 1,
    approvedRials: goods,
    createdAt: new Date(paidAt.getTime() - 4 * DAY_MS),
  });
  await db.insert(companyApprovals).values({
    tradeRequestId: paid.id,
    round: 1,
    step: 1,
    approverUserId: manager,
    decision: 'approved',
    reason: '',
    createdAt: new Date(paidAt.getTime() - 3.5 * DAY_MS),
  });
  const { jy } = toJalali(new Date());
  // A budget holds what the company paid: goods and VAT (decision 052).
  const paidRials = goods + vatOf(goods, SEED_VAT_BASIS_POINTS);
  const [budget] = await db
    .insert(companyBudgets)
    .values({ companyId: company.id, period: 'year', jalaliYear: jy, limitRials: 2 * paidRials, spentRials: paidRials })
    .returning({ id: companyBudgets.id });
  if (budget)
    await db
      .insert(companyBudgetCommitments)
      .values({ budgetId: budget.id, tradeRequestId: paid.id, amountRials: paidRials, spent: true });

  // Waiting for the purchasing manager: over the 50-million-toman limit.
  const waitingQuantity = Math.max(1, Math.ceil(520_000_000 / wanted.price));
  const [waiting] = await db
    .insert(tradeRequests)
    .values({
      buyerUserId: buyer,
      merchantId: supplier.merchantId,
      description: 'جایگزینی پمپ‌های مستهلک ایستگاه پمپاژ',
    })
    .returning({ id: tradeRequests.id });
  if (!waiting) return DEMO_COMPANY_MEMBERS.length;
  await db.insert(tradeRequestItems).values({
    tradeRequestId: waiting.id,
    productId: wanted.id,
    productTitle: wanted.title,
    quantity: waitingQuantity,
    unit: wanted.unit,
    targetPriceRials: wanted.price,
  });
  await db.insert(tradeRequestEvents).values({
    tradeRequestId: waiting.id,
    action: 'edit',
    toState: 'draft',
    actorUserId: buyer,
    actorParty: 'buyer',
    note: 'ثبت پیش‌نویس سفارش',
  });
  await db.insert(companyOrders).values({
    tradeRequestId: waiting.id,
    companyId: company.id,
    createdBy: buyer,
    poNumber: 'PO-1405-0127',
    costCentre: 'نگهداری و تعمیرات',
    approvalStatus: 'pending',
    approvalRound: 1,
    approvalsRequired: 1,
  });
  return DEMO_COMPANY_MEMBERS.length;
}

/**
 * What the members shared with the company (decision 058): the buyer's warehouse and the manager's pumping-station
 * workshop as delivery addresses, the supplier and its pump as favourites, the manager's note on the pump; and
 * what stays private: the requester's own address and the buyer's own note.
 */
async function seedSharedItems(
  db: Database,
  companyId: number,
  ids: Map<CompanyRole, number>,
  bought: { productId: number; merchantId: number },
) {
  const buyer = ids.get('buyer') ?? 0;
  const manager = ids.get('purchasing_manager') ?? 0;
  const requester = ids.get('requester') ?? 0;
  const [isfahan] = await db
    .select({ provinceId: provinces.id, cityId: cities.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.name, 'اصفهان'), eq(cities.name, 'اصفهان')));
  if (isfahan) {
    const address = (userId: number, title: string, line: string, postalCode: string, shared: boolean) => {
      const member = DEMO_COMPANY_MEMBERS.find((m) => ids.get(m.role) === userId);
      return {
        userId,
        title,
        receiverName: member ? `${member.firstName} ${member.lastName}` : 'انباردار',
        receiverMobile: member?.phone ?? '09120000032',
        ...isfahan,
        postalCode,
        addressLine: line,
        isSelected: true,
        sharedCompanyId: shared ? companyId : null,
      };
    };
    await db
      .insert(deliveryAddresses)
      .values([
        address(
          buyer,
          'انبار مرکزی محمودآباد',
          'شهرک صنعتی محمودآباد، خیابان دهم، پلاک ۱۴، انبار شمارهٔ ۲',
          '8178914513',
          true,
        ),
        address(
          manager,
          'کارگاه ایستگاه پمپاژ شمارهٔ ۳',
          'بلوار آبشار سوم، جنب ایستگاه پمپاژ شمارهٔ ۳',
          '8174735111',
          true,
        ),
        address(requester, 'منزل', 'خیابان هشت‌بهشت غربی، کوچهٔ ۱۲، پلاک ۷', '8146834511', false),
      ])
      .onConflictDoNothing();
  }
  await db
    .insert(userFavorites)
    .values([
      { userId: buyer, objectType: 'product', objectId: bought.productId, sharedCompanyId: companyId },
      { userId: manager, objectType: 'supplier', objectId: bought.merchantId, sharedCompanyId: companyId },
    ])
    .onConflictDoNothing();
  await db.insert(userNotes).values([
    {
      userId: manager,
      objectType: 'product',
      objectId: bought.productId,
      body: 'پیش از سفارش دوباره، برگهٔ آزمون کارخانه و منحنی عملکرد پمپ را از تأمین‌کننده بخواهید؛ در سفارش PO-1405-0112 جدا فرستاده شد.',
      sharedCompanyId: companyId,
    },
    {
      userId: buyer,
      objectType: 'product',
      objectId: bought.productId,
      body: 'قیمت را با دو تأمین‌کنندهٔ دیگر هم مقایسه کنم.',
    },
  ]);
}
