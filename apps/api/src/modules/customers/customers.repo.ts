// Customers seen by staff, and merchant agents seen by a merchant's owner.
import type { Page } from '@bazaar/contracts/paging';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { merchantMembers, users } from '../../db/schema/identity.js';

export interface CustomerRow {
  id: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
}

const customerColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
};

export function createCustomersRepo(db: Database) {
  return {
    async listCustomers(pattern: string | undefined, page: number, pageSize: number): Promise<Page<CustomerRow>> {
      const where = pattern
        ? or(ilike(users.phone, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
        : undefined;
      return toPage(
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(users).where(where),
        page,
        pageSize,
      );
    },
    async phoneOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return row?.phone;
    },
    async upsertCustomer(phone: string, names: { firstName: string | null; lastName: string | null }) {
      const [row] = await db
        .insert(users)
        .values({ phone, ...names })
        .onConflictDoUpdate({ target: users.phone, set: { ...names, updatedAt: sql`now()` } })
        .returning(customerColumns);
      return row as CustomerRow;
    },
    async ownedMerchantId(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.role, 'owner')));
      return row?.merchantId;
    },
    listAgents(merchantId: number) {
      return db
        .select({
          userId: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          role: merchantMembers.role,
        })
        .from(merchantMembers)
        .innerJoin(users, eq(users.id, merchantMembers.userId))
        .where(eq(merchantMembers.merchantId, merchantId))
        .orderBy(asc(merchantMembers.role), asc(users.id));
    },
    async addAgent(merchantId: number, phone: string) {
      const [user] = await db
        .insert(users)
        .values({ phone })
        .onConflictDoUpdate({ target: users.phone, set: { updatedAt: sql`now()` } })
        .returning({ id: users.id });
      if (!user) throw new Error('agent user upsert failed');
      await db.insert(merchantMembers).values({ merchantId, userId: user.id, role: 'agent' }).onConflictDoNothing();
      return user.id;
    },
    async removeAgent(merchantId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(merchantMembers)
        .where(
          and(
            eq(merchantMembers.merchantId, merchantId),
            eq(merchantMembers.userId, userId),
            eq(merchantMembers.role, 'agent'),
          ),
        )
        .returning({ userId: merchantMembers.userId });
      return rows.length === 1;
    },
  };
}
export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
