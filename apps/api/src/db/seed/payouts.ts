// Demo payouts (decision 038): the demo supplier (the first confirmed merchant, owned by 09120000002) has a
// receivable to withdraw, a bank account at a real bank's شبا format (Melli, valid checksum), a second account the
// sandbox refuses (its شبا ends in 9999), and one withdrawal in each state — paid, failed (money back), sent and
// pending — each with the ledger postings its state implies, so the supplier's and staff's pages show every
// screen. Until the secure-payment release credits receivables, the receivable is a staff credit. Run once:
// a merchant that has payouts is left as it is. The payout job later pays the sent and pending ones (sandbox).
import { and, asc, eq } from 'drizzle-orm';
import { ledgerIn } from '../../modules/wallet/ledger-for-modules.js';
import type { Database } from '../client.js';
import { merchantMembers } from '../schema/customers.js';
import { users } from '../schema/identity.js';
import { merchantBankAccounts, payouts } from '../schema/payouts.js';
import { DEMO_ADMIN_PHONE, DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';

const RECEIVABLE_RIALS = 180_000_000;
const ACCOUNTS = [
  { sheba: 'IR510170000000110203040506', bankCode: '017', bankName: 'بانک ملی ایران' },
  { sheba: 'IR220170000000123412349999', bankCode: '017', bankName: 'بانک ملی ایران' },
] as const;
const DEMO_PAYOUTS = [
  { status: 'paid', amountRials: 25_000_000, account: 0, daysAgo: 9 },
  { status: 'failed', amountRials: 8_000_000, account: 1, daysAgo: 6 },
  { status: 'sent', amountRials: 12_000_000, account: 0, daysAgo: 1 },
  { status: 'pending', amountRials: 5_000_000, account: 0, daysAgo: 0 },
] as const;

export async function seedPayouts(db: Database): Promise<number> {
  const [owner] = await db
    .select({ userId: users.id, merchantId: merchantMembers.merchantId })
    .from(users)
    .innerJoin(merchantMembers, and(eq(merchantMembers.userId, users.id), eq(merchantMembers.role, 'owner')))
    .where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE))
    .orderBy(asc(merchantMembers.merchantId))
    .limit(1);
  if (!owner) return 0;
  const { merchantId, userId } = owner;
  if ((await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.merchantId, merchantId)).limit(1)).length)
    return 0;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ADMIN_PHONE));
  const ledger = ledgerIn(db);
  const receivable = await ledger.receivableAccount(merchantId);
  const inTransit = await ledger.systemAccount('payouts_in_transit');
  await ledger.post({
    kind: 'staff_credit',
    description: 'بستانکاری نمونهٔ تأمین‌کننده',
    reason: 'موجودی نمایشی تا راه‌اندازی پرداخت امن',
    actorUserId: admin?.id ?? null,
    lines: [
      { accountId: receivable, amountRials: RECEIVABLE_RIALS },
      { accountId: await ledger.systemAccount('adjustments'), amountRials: -RECEIVABLE_RIALS },
    ],
  });
  const accountIds: number[] = [];
  for (const account of ACCOUNTS) {
    const [row] = await db
      .insert(merchantBankAccounts)
      .values({ merchantId, ...account, holderName: 'مالک تأمین‌کننده', addedByUserId: userId })
      .returning({ id: merchantBankAccounts.id });
    accountIds.push(row?.id ?? 0);
  }
  for (const demo of DEMO_PAYOUTS) {
    const at = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const settled = demo.status === 'paid' || demo.status === 'failed';
    const [row] = await db
      .insert(payouts)
      .values({
        merchantId,
        bankAccountId: accountIds[demo.account] ?? 0,
        requestedByUserId: userId,
        amountRials: demo.amountRials,
        status: demo.status,
        provider: demo.status === 'pending' ? null : 'sandbox',
        batchId: demo.status === 'pending' ? null : `bz-demo-${demo.daysAgo}`,
        bankReference: demo.status === 'paid' ? 'SBX-DEMO-1001' : null,
        failureReason:
          demo.status === 'failed' ? 'حساب مقصد پذیرای واریز نیست (سندباکس: شبای پایان‌یافته به ۹۹۹۹).' : null,
        sentAt: demo.status === 'pending' ? null : at,
        settledAt: settled ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payouts.id });
    const id = row?.id ?? 0;
    const move = async (kind: 'payout_requested' | 'payout_paid' | 'payout_returned', from: number, to: number) =>
      ledger.post({
        kind,
        description: `برداشت نمونهٔ شمارهٔ ${id}`,
        reason: `payout:${id}`,
        lines: [
          { accountId: from, amountRials: -demo.amountRials },
          { accountId: to, amountRials: demo.amountRials },
        ],
      });
    await move('payout_requested', receivable, inTransit);
    if (demo.status === 'paid') await move('payout_paid', inTransit, await ledger.systemAccount('payouts_paid'));
    if (demo.status === 'failed') await move('payout_returned', inTransit, receivable);
  }
  return DEMO_PAYOUTS.length;
}
