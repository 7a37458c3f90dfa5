// Merchant agents are invited, never imposed: the owner invites a mobile number, and its holder becomes an
// agent only by accepting after signing in with that number. An invitation answers the same whether or
// not anyone uses the number, names nobody and creates no account. One use case per file under agents/; this
// facade keeps the names the routes call.
import type { AgentRightsBody } from '@bazaar/contracts/customers';
import { decideInvitation } from './agents/decide-invitation.js';
import { inviteAgent } from './agents/invite-agent.js';
import { receivedInvitations } from './agents/received-invitations.js';
import { removeAgent } from './agents/remove-agent.js';
import { replaceAgent } from './agents/replace-agent.js';
import { revokeInvitation } from './agents/revoke-invitation.js';
import { setAgentRights } from './agents/set-agent-rights.js';
import { team } from './agents/team.js';
import type { CustomersContext } from './customers-context.js';

export function createAgentsService(ctx: CustomersContext) {
  return {
    team: (userId: number) => team(ctx, userId),
    invite: (userId: number, phoneNumber: string) => inviteAgent(ctx, userId, phoneNumber),
    replace: (userId: number, agentUserId: number, phoneNumber: string) =>
      replaceAgent(ctx, userId, agentUserId, phoneNumber),
    remove: (userId: number, agentUserId: number) => removeAgent(ctx, userId, agentUserId),
    setRights: (userId: number, body: AgentRightsBody) => setAgentRights(ctx, userId, body),
    revoke: (userId: number, invitationId: number) => revokeInvitation(ctx, userId, invitationId),
    received: (userId: number) => receivedInvitations(ctx, userId),
    decide: (userId: number, invitationId: number, decision: 'accepted' | 'declined') =>
      decideInvitation(ctx, userId, invitationId, decision),
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
