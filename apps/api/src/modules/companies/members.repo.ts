// Company accounts, members and invitations (decision 044). Read on every call: nothing is cached, so a removed
// member or a changed role counts from the next request on.
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { maskMobile } from '@bazaar/fa/phone';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyAccounts, companyInvitations, companyMembers } from '../../db/schema/companies.js';
import { buyerCompanies, users } from '../../db/schema/identity.js';

const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'عضو بی‌نام')`;

export function createMembersRepo(db: Database) {
  return {
    async membershipOf(userId: number): Promise<{ companyId: number; role: CompanyRole } | undefined> {
      const [row] = await db
        .select({ companyId: companyMembers.companyId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId));
      return row;
    },
    async company(companyId: number) {
      const [row] = await db
        .select({ id: companyAccounts.id, name: buyerCompanies.name, nationalId: buyerCompanies.nationalId })
        .from(companyAccounts)
        .innerJoin(buyerCompanies, eq(buyerCompanies.userId, companyAccounts.profileUserId))
        .where(eq(companyAccounts.id, companyId));
      return row;
    },
    async hasProfileCompany(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: buyerCompanies.userId })
        .from(buyerCompanies)
        .where(eq(buyerCompanies.userId, userId));
      return Boolean(row);
    },
    async createCompany(profileUserId: number): Promise<number> {
      const [row] = await db.insert(companyAccounts).values({ profileUserId }).returning({ id: companyAccounts.id });
      if (!row) throw new Error('company not created');
      await db.insert(companyMembers).values({ companyId: row.id, userId: profileUserId, role: 'owner' });
      return row.id;
    },
    async members(companyId: number) {
      const rows = await db
        .select({
          userId: users.id,
          displayName,
          phone: users.phone,
          role: companyMembers.role,
          addedAt: companyMembers.addedAt,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.addedAt), asc(users.id));
      return rows.map((r) => ({ ...r, phone: maskMobile(r.phone), addedAt: r.addedAt.toISOString() }));
    },
    /** The members holding one of `roles` (approvers, payers), for live events and notices. */
    async memberIds(companyId: number, roles: readonly CompanyRole[]): Promise<number[]> {
      const rows = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...roles])));
      return rows.map((r) => r.userId);
    },
    async setRole(companyId: number, userId: number, role: CompanyRole): Promise<boolean> {
      const rows = await db
        .update(companyMembers)
        .set({ role })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
        .returning({ userId: companyMembers.userId });
      return rows.length === 1;
    },
    async remove(companyId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
        .returning({ userId: companyMembers.userId });
      return rows.length === 1;
    },
    /** The company's owners, locked: the last one may not leave or lose the role. */
    async ownersForUpdate(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
        .for('update');
      return rows.map((r) => r.userId);
    },
    async add(companyId: number, userId: number, role: CompanyRole) {
      await db.insert(companyMembers).values({ companyId, userId, role });
    },
    async phoneOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return row?.phone;
    },
    async isMemberPhone(phone: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(users.phone, phone));
      return Boolean(row);
    },
    async invite(companyId: number, phone: string, role: CompanyRole, invitedBy: number) {
      await db
        .insert(companyInvitations)
        .values({ companyId, phone, role, invitedBy })
        .onConflictDoUpdate({
          target: [companyInvitations.companyId, companyInvitations.phone],
          targetWhere: sql`${companyInvitations.status} = 'pending'`,
          set: { role, invitedBy, createdAt: new Date() },
        });
    },
    async invitations(where: { companyId: number } | { phone: string }) {
      const rows = await db
        .select({
          id: companyInvitations.id,
          companyId: companyInvitations.companyId,
          companyName: buyerCompanies.name,
          phone: companyInvitations.phone,
          role: companyInvitations.role,
          createdAt: companyInvitations.createdAt,
        })
        .from(companyInvitations)
        .innerJoin(companyAccounts, eq(companyAccounts.id, companyInvitations.companyId))
        .innerJoin(buyerCompanies, eq(buyerCompanies.userId, companyAccounts.profileUserId))
        .where(
          and(
            eq(companyInvitations.status, 'pending'),
            'companyId' in where
              ? eq(companyInvitations.companyId, where.companyId)
              : eq(companyInvitations.phone, where.phone),
          ),
        )
        .orderBy(asc(companyInvitations.id));
      return rows.map((r) => ({
        ...r,
        phone: 'companyId' in where ? maskMobile(r.phone) : r.phone,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /** Answers a pending invitation to `phone`: its company and role, or undefined. */
    async decide(id: number, phone: string, status: 'accepted' | 'declined') {
      const [row] = await db
        .update(companyInvitations)
        .set({ status, decidedAt: new Date() })
        .where(
          and(
            eq(companyInvitations.id, id),
            eq(companyInvitations.phone, phone),
            eq(companyInvitations.status, 'pending'),
          ),
        )
        .returning({ companyId: companyInvitations.companyId, role: companyInvitations.role });
      return row;
    },
  };
}
export type MembersRepo = ReturnType<typeof createMembersRepo>;
