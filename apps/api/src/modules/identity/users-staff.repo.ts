// Staff's view of the users table (decision 030): search by mobile number or name, the staff role and the
// block flag. Identity owns `users`; nothing else writes these columns.
import type { Role } from '@bazaar/contracts/identity';
import type { StaffUser } from '@bazaar/contracts/staff-admin-users';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';

const columns = {
  id: users.id,
  phone: users.phone,
  name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
  roles: users.roles,
  blockedAt: users.blockedAt,
  createdAt: users.createdAt,
};
type Row = {
  id: number;
  phone: string;
  name: string;
  roles: string[];
  blockedAt: Date | null;
  createdAt: Date;
};

const toUser = (r: Row, agent: boolean): StaffUser => {
  const roles: Role[] = ['buyer'];
  if (agent) roles.push('supplier_agent');
  if (r.roles.includes('admin')) roles.push('admin');
  return {
    id: r.id,
    phone: r.phone,
    name: r.name,
    roles,
    blocked: r.blockedAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
};

/** What a search matches: `phone` a (partial) number in 09… form, `patterns` ILIKE patterns of the name's words. */
export interface UserSearch {
  phone: string | null;
  patterns: string[];
}

/** Which of these users act for a merchant (customers' `merchantAccess`): they hold the agent's role. */
export type ActingUsers = (userIds: readonly number[]) => Promise<Set<number>>;

export function createUsersStaffRepo(db: Database, actingUsers: ActingUsers) {
  async function toUsers(rows: Row[]): Promise<StaffUser[]> {
    const agents = await actingUsers(rows.map((r) => r.id));
    return rows.map((r) => toUser(r, agents.has(r.id)));
  }
  return {
    search({ phone, patterns }: UserSearch, page: number, pageSize: number) {
      const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
      const byName: SQL[] = patterns.map((p) => sql`${fullName} ilike ${p}`);
      const where =
        phone || byName.length
          ? or(phone ? ilike(users.phone, `%${phone}%`) : undefined, byName.length ? and(...byName) : undefined)
          : undefined;
      return toPage(
        db
          .select(columns)
          .from(users)
          .where(where)
          // Without a search, the newest first: staff open the page to see who just joined (issue 37).
          .orderBy(where ? asc(users.id) : desc(users.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(users).where(where),
        page,
        pageSize,
        toUsers,
      );
    },
    async find(id: number) {
      const rows = await db.select(columns).from(users).where(eq(users.id, id));
      return (await toUsers(rows))[0];
    },
    async setStaffRole(id: number, granted: boolean) {
      await db
        .update(users)
        .set({
          roles: granted
            ? sql`case when 'admin' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'admin') end`
            : sql`array_remove(${users.roles}, 'admin')`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },
    async setBlocked(id: number, blocked: boolean) {
      await db
        .update(users)
        .set({ blockedAt: blocked ? sql`coalesce(${users.blockedAt}, now())` : null, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
  };
}

export type UsersStaffRepo = ReturnType<typeof createUsersStaffRepo>;
