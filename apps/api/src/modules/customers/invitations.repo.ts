// The invitations a merchant's owner sends to make someone an agent, and the ones a person receives. An answer
// and the membership it gives land together: the use case runs both in one unit of work (agents/).
import type { ReceivedAgentInvitation, SentAgentInvitation } from '@bazaar/contracts/customers';
import { maskMobile } from '@bazaar/fa/phone';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { agentInvitations } from '../../db/schema/customers.js';
import { merchants } from '../../db/schema/merchants.js';

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

export function createInvitationsRepo(db: Database) {
  return {
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
      // The partial unique index keeps one open invitation per merchant and number.
      await db.insert(agentInvitations).values({ merchantId, phone, invitedBy }).onConflictDoNothing();
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
    /** Answers an open invitation addressed to `phone`: its merchant, or undefined when there is none with that id. */
    async decideInvitation(
      invitationId: number,
      phone: string,
      decision: 'accepted' | 'declined',
    ): Promise<number | undefined> {
      const [decided] = await db
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
      return decided?.merchantId;
    },
    async receivedInvitation(invitationId: number): Promise<ReceivedAgentInvitation | undefined> {
      const [row] = await db
        .select(receivedColumns)
        .from(agentInvitations)
        .innerJoin(merchants, eq(merchants.id, agentInvitations.merchantId))
        .where(eq(agentInvitations.id, invitationId));
      return row ? toReceived(row) : undefined;
    },
  };
}
