// Customers as staff list them, a person's number, and creating or naming a customer (through identity, which
// owns users).
import type { Page } from '@bazaar/contracts/paging';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';

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

/** Users belong to identity: creating or renaming one goes through its repository, handed over by the identity module (customers/index.ts). */
export interface CustomerUsers {
  upsertUserNames(phone: string, names: { firstName: string | null; lastName: string | null }): Promise<CustomerRow>;
}

export function createPeopleRepo(db: Database, people: CustomerUsers) {
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
    upsertCustomer: (phone: string, names: { firstName: string | null; lastName: string | null }) =>
      people.upsertUserNames(phone, names),
  };
}
