// Demo money: the free base plan and the paid plans of data/membership-plans.json, and a welcome credit
// in the demo supplier owner's wallet (posted through the ledger like any staff credit), so the membership
// page can be tried end to end without a gateway.
import { eq } from 'drizzle-orm';
import { createWalletRepo } from '../../modules/wallet/wallet.repo.js';
import type { Database } from '../client.js';
import { users } from '../schema/identity.js';
import { membershipPlans } from '../schema/wallet.js';
import { DEMO_ADMIN_PHONE, DEMO_SUPPLIER_OWNER_PHONE } from './accounts.js';
import { loadMembershipPlans } from './datasets.js';

const WELCOME_CREDIT_RIALS = 50_000_000;

export async function seedWallet(db: Database): Promise<number> {
  const repo = createWalletRepo(db);
  await repo.ensureBasePlan();
  const existing = new Set((await db.select({ name: membershipPlans.name }).from(membershipPlans)).map((p) => p.name));
  const plans = loadMembershipPlans().filter((plan) => !existing.has(plan.name));
  if (plans.length) await db.insert(membershipPlans).values(plans);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_SUPPLIER_OWNER_PHONE));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ADMIN_PHONE));
  if (owner && (await repo.balance(owner.id)) === 0) {
    await repo.post({
      kind: 'staff_credit',
      description: 'واریز به کیف پول توسط پشتیبانی',
      reason: 'اعتبار هدیهٔ نسخهٔ نمایشی',
      actorUserId: admin?.id ?? null,
      lines: [
        { accountId: await repo.walletAccount(owner.id), amountRials: WELCOME_CREDIT_RIALS },
        { accountId: await repo.systemAccount('adjustments'), amountRials: -WELCOME_CREDIT_RIALS },
      ],
    });
  }
  return plans.length;
}
