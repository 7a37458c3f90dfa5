// Demo accounts, so every role can be tried with the development SMS outbox: a staff admin and the owner
// of the first confirmed supplier. Buyers are created by logging in with any other mobile number.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { merchantMembers, users } from '../schema/identity.js';
import { merchants } from '../schema/merchants.js';

export const DEMO_ADMIN_PHONE = '09120000001';
export const DEMO_SUPPLIER_OWNER_PHONE = '09120000002';

export async function seedDemoAccounts(db: Database): Promise<number> {
  await db
    .insert(users)
    .values({ phone: DEMO_ADMIN_PHONE, firstName: 'مدیر', lastName: 'نمونه', roles: ['buyer', 'admin'] })
    .onConflictDoUpdate({ target: users.phone, set: { roles: sql`'{buyer,admin}'` } });
  const [owner] = await db
    .insert(users)
    .values({ phone: DEMO_SUPPLIER_OWNER_PHONE, firstName: 'مالک', lastName: 'تأمین‌کننده' })
    .onConflictDoUpdate({ target: users.phone, set: { updatedAt: sql`now()` } })
    .returning({ id: users.id });
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(1);
  if (owner && merchant) {
    await db
      .insert(merchantMembers)
      .values({ merchantId: merchant.id, userId: owner.id, role: 'owner' })
      .onConflictDoNothing();
  }
  return 2;
}
