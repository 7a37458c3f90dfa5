// Customers seen by staff, merchant agents and the invitations a merchant's owner sends, and the
// invitations a person receives. Writes that must land together run in one transaction here.
import type { MerchantAgent, ReceivedAgentInvitation, SentAgentInvitation } from '@bazaar/contracts/customers';
import type { Page } from '@bazaar/contracts/paging';
import { maskMobile } from '@bazaar/fa/phone';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { agentInvitations, merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

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

const sentColumns = {
  id: agentInvitations.id,
  phone: agentInvitations.phone,
  status: agentInvitations.status,
  createdAt: agentInvitations.createdAt,
  decidedAt: agentInvitations.decidedAt,
};
const receivedColumns = {
  id: agentInvitations.id,
  merchantId: merchants.id,
  merchantName: merchants.name,
  status: agentInvitations.status,
  createdAt: agentInvitations.createdAt,
  decidedAt: agentInvitations.decidedAt,
};
type Times = { createdAt: Date; decidedAt: Date | null };
const isoTimes = (row: Times) => ({
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

function toSent(row: Times & Omit<SentAgentInvitation, 'createdAt' | 'decidedAt'>): SentAgentInvitation {
  return { id: row.id, phone: maskMobile(row.phone), status: row.status, ...isoTimes(row) };
}
function toReceived(
  row: Times & { id: number; merchantId: number; merchantName: string; status: SentAgentInvitation['status'] },
): ReceivedAgentInvitation {
  return { id: row.id, merchant: { id: row.merchantId, name: row.merchantName }, status: row.status, ...isoTimes(row) };
}

async function insertInvitation(db: Database, merchantId: number, phone: string, invitedBy: number) {
  // The partial unique index keeps one open invitation per merchant and number.
  await db.insert(agentInvitations).values({ merchantId, phone, invitedBy }).onConflictDoNothing();
}

/** The membership row of an agent (never the owner) of the merchant. */
const agentRow = (merchantId: number, userId: number) =>
  and(
    eq(merchantMembers.merchantId, merchantId),
    eq(merchantMembers.userId, userId),
    eq(merchantMembers.role, 'agent'),
  );

async function deleteAgent(db: Database, merchantId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(merchantMembers)
    .where(agentRow(merchantId, userId))
    .returning({ userId: merchantMembers.userId });
  return rows.length === 1;
}

/** Users belong to identity: creating or renaming one goes through its repository, handed over by the identity module (customers/index.ts). */
export interface CustomerUsers {
  upsertUserNames(phone: string, names: { firstName: string | null; lastName: string | null }): Promise<CustomerRow>;
}

export function createCustomersRepo(db: Database, people: CustomerUsers) {
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
    async ownedMerchantId(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.role, 'owner')));
      return row?.merchantId;
    },
    listAgents(merchantId: number): Promise<MerchantAgent[]> {
      return db
        .select({
          userId: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          role: merchantMembers.role,
          // The owner may do everything whatever the columns say (decisions 027, 029).
          manageProducts: sql<boolean>`${merchantMembers.role} = 'owner' or ${merchantMembers.manageProducts}`,
          manageProfile: sql<boolean>`${merchantMembers.role} = 'owner' or ${merchantMembers.manageProfile}`,
        })
        .from(merchantMembers)
        .innerJoin(users, eq(users.id, merchantMembers.userId))
        .where(eq(merchantMembers.merchantId, merchantId))
        .orderBy(asc(merchantMembers.role), asc(users.id));
    },
    /** Sets an agent's rights (never the owner's); false when the user is not an agent of the merchant. */
    async setAgentRights(
      merchantId: number,
      userId: number,
      rights: { manageProducts?: boolean; manageProfile?: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(merchantMembers)
        .set(rights)
        .where(agentRow(merchantId, userId))
        .returning({ userId: merchantMembers.userId });
      return rows.length === 1;
    },
    /** Whether the number belongs to someone who is already the merchant's owner or agent. */
    async isMemberPhone(merchantId: number, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: merchantMembers.userId })
        .from(merchantMembers)
        .innerJoin(users, eq(users.id, merchantMembers.userId))
        .where(and(eq(merchantMembers.merchantId, merchantId), eq(users.phone, phone)));
      return row !== undefined;
    },
    async pendingInvitationCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agentInvitations)
        .where(and(eq(agentInvitations.merchantId, merchantId), eq(agentInvitations.status, 'pending')));
      return row?.n ?? 0;
    },
    /** The merchant's latest invitations, open ones first; numbers masked. */
    async sentInvitations(merchantId: number): Promise<SentAgentInvitation[]> {
      const rows = await db
        .select(sentColumns)
        .from(agentInvitations)
        .where(eq(agentInvitations.merchantId, merchantId))
        .orderBy(sql`${agentInvitations.status} <> 'pending'`, desc(agentInvitations.id))
        .limit(50);
      return rows.map(toSent);
    },
    /** Invites a number; an open invitation of the same number is kept as it is. */
    async invite(merchantId: number, phone: string, invitedBy: number): Promise<void> {
      await insertInvitation(db, merchantId, phone, invitedBy);
    },
    /** Removes an agent and invites another number in one transaction; false when no such agent. */
    replaceAgent(merchantId: number, userId: number, phone: string, invitedBy: number): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        if (!(await deleteAgent(tx, merchantId, userId))) return false;
        await insertInvitation(tx, merchantId, phone, invitedBy);
        return true;
      });
    },
    removeAgent(merchantId: number, userId: number): Promise<boolean> {
      return deleteAgent(db, merchantId, userId);
    },
    /** Revokes an open invitation of the merchant; false when there is none with that id. */
    async revokeInvitation(merchantId: number, invitationId: number): Promise<boolean> {
      const rows = await db
        .update(agentInvitations)
        .set({ status: 'revoked', decidedAt: sql`now()` })
        .where(
          and(
            eq(agentInvitations.id, invitationId),
            eq(agentInvitations.merchantId, merchantId),
            eq(agentInvitations.status, 'pending'),
          ),
        )
        .returning({ id: agentInvitations.id });
      return rows.length === 1;
    },
    /** Open invitations to a mobile number, newest first. */
    async receivedInvitations(phone: string): Promise<ReceivedAgentInvitation[]> {
      const rows = await db
        .select(receivedColumns)
        .from(agentInvitations)
        .innerJoin(merchants, eq(merchants.id, agentInvitations.merchantId))
        .where(and(eq(agentInvitations.phone, phone), eq(agentInvitations.status, 'pending')))
        .orderBy(desc(agentInvitations.id));
      return rows.map(toReceived);
    },
    /**
     * Answers an open invitation addressed to `phone`; on acceptance `userId` becomes an agent of the
     * merchant in the same transaction. Undefined when no open invitation with that id is theirs.
     */
    decideInvitation(
      invitationId: number,
      phone: string,
      userId: number,
      decision: 'accepted' | 'declined',
    ): Promise<ReceivedAgentInvitation | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [decided] = await tx
          .update(agentInvitations)
          .set({ status: decision, decidedAt: sql`now()` })
          .where(
            and(
              eq(agentInvitations.id, invitationId),
              eq(agentInvitations.phone, phone),
              eq(agentInvitations.status, 'pending'),
            ),
          )
          .returning({ merchantId: agentInvitations.merchantId });
        if (!decided) return undefined;
        if (decision === 'accepted') {
          await tx
            .insert(merchantMembers)
            .values({ merchantId: decided.merchantId, userId, role: 'agent' })
            .onConflictDoNothing();
        }
        const [row] = await tx
          .select(receivedColumns)
          .from(agentInvitations)
          .innerJoin(merchants, eq(merchants.id, agentInvitations.merchantId))
          .where(eq(agentInvitations.id, invitationId));
        return row ? toReceived(row) : undefined;
      });
    },
  };
}
export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
