// Merchant agents contract: the owner's team (agents and the invitations sent), and the invitations a
// signed-in person has received. Agents are invited by mobile number and join only by accepting.
import './zod-config';
import { z } from 'zod';
import { deliveryAddressInputSchema, deliveryAddressSchema } from './addresses';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { memberRoleSchema } from './identity';
import { pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';

export const AGENT_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export const agentInvitationStatusSchema = z.enum(AGENT_INVITATION_STATUSES);
export type AgentInvitationStatus = z.infer<typeof agentInvitationStatusSchema>;

/** Persian labels of the invitation states, for lists and badges. */
export const AGENT_INVITATION_STATUS_LABELS: Record<AgentInvitationStatus, string> = {
  pending: 'در انتظار پاسخ',
  accepted: 'پذیرفته شد',
  declined: 'رد شد',
  revoked: 'لغو شد',
};

/** At most this many invitations of one merchant wait for an answer at a time. */
export const MAX_PENDING_AGENT_INVITATIONS = 20;

export const merchantAgentSchema = z
  .object({
    userId: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: memberRoleSchema,
    manageProducts: z.boolean().describe('May add and edit the merchant’s products (always true for the owner)'),
    manageProfile: z
      .boolean()
      .describe('May edit the company profile, delegations and articles (always true for the owner; decision 029)'),
  })
  .meta({ id: 'MerchantAgent' });
export type MerchantAgent = z.infer<typeof merchantAgentSchema>;

/** An invitation as its merchant's owner sees it: the number masked, never whose number it is. */
export const sentAgentInvitationSchema = z
  .object({
    id: z.number().int(),
    phone: z.string().describe('Masked mobile number, e.g. 0912***4567'),
    status: agentInvitationStatusSchema,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'SentAgentInvitation' });
export type SentAgentInvitation = z.infer<typeof sentAgentInvitationSchema>;

/** The owner's view of the merchant: its members and the latest invitations (pending first). */
export const merchantTeamSchema = z
  .object({ agents: z.array(merchantAgentSchema), invitations: z.array(sentAgentInvitationSchema) })
  .meta({ id: 'MerchantTeam' });
export type MerchantTeam = z.infer<typeof merchantTeamSchema>;

/** An invitation as the invited person sees it: which merchant asks them to be its agent. */
export const receivedAgentInvitationSchema = z
  .object({
    id: z.number().int(),
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    status: agentInvitationStatusSchema,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'ReceivedAgentInvitation' });
export type ReceivedAgentInvitation = z.infer<typeof receivedAgentInvitationSchema>;

export const inviteAgentBodySchema = z.object({ phoneNumber: z.string().max(32) });
export const replaceAgentBodySchema = z.object({ userId: z.number().int(), phoneNumber: z.string().max(32) });
export const removeAgentBodySchema = z.object({ userId: z.number().int() });
/** The rights the owner gives or takes back; a field left out keeps its value (decision 035). */
export const agentRightsBodySchema = z
  .object({
    userId: z.number().int(),
    manageProducts: z.boolean().optional(),
    manageProfile: z.boolean().optional(),
  })
  .refine((b) => b.manageProducts !== undefined || b.manageProfile !== undefined, {
    error: 'required',
    path: ['manageProfile'],
  });
export type AgentRightsBody = z.infer<typeof agentRightsBodySchema>;

/** A customer as staff see them in the customer list. */
export const customerSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerNamesSchema = z.object({
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
});
export type CustomerNames = z.infer<typeof customerNamesSchema>;
export const personCustomerBodySchema = customerNamesSchema.extend({ phoneNumber: z.string().max(32) });
export const customersQuerySchema = pagingQuerySchema.extend({ q: searchTextSchema.optional() });
export const personAddressUpdateBodySchema = deliveryAddressInputSchema.extend({
  addressId: z.number().int().positive(),
});
export const personAddressDeleteBodySchema = z.object({ addressId: z.number().int().positive() });

const tags = ['customers'] as const;
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const AGENTS = '/customers/profile/merchant-agents';
const RECEIVED = '/customers/profile/agent-invitations';
const decision = (action: 'accept' | 'decline', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${RECEIVED}/:id/${action}`,
    summary,
    description: '404 unless the invitation is pending and was sent to the signed-in user’s number.',
    tags,
    access: 'owner',
    object: 'receivedInvitation',
    params: idParamSchema,
    responses: { 200: receivedAgentInvitationSchema, ...errors },
  });
const personAddresses = { access: 'owner', object: 'person', params: idParamSchema } as const;

export const customersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/customers',
    summary: 'Customers (admin only)',
    tags,
    access: 'staff',
    query: customersQuerySchema,
    responses: { 200: pageOf(customerSchema), ...errors },
  }),
  createPerson: defineEndpoint({
    method: 'POST',
    path: '/customers/personcustomer',
    summary: 'Create (or name) a person customer by mobile number (admin only)',
    tags,
    access: 'staff',
    body: personCustomerBodySchema,
    responses: { 201: customerSchema, ...errors },
  }),
  registerBuyer: defineEndpoint({
    method: 'POST',
    path: '/buyers',
    summary: 'Register the signed-in user as a named buyer',
    tags,
    access: 'user',
    body: customerNamesSchema,
    responses: { 201: customerSchema, ...errors },
  }),
  /** The owner's agents and invitations; 403 for anyone who owns no merchant. */
  team: defineEndpoint({
    method: 'GET',
    path: AGENTS,
    summary: 'Agents of the merchant the signed-in user owns, and the invitations sent',
    tags,
    access: 'owner',
    responses: { 200: merchantTeamSchema, ...errors },
  }),
  /** Invites a number (no account is made); 400 `body.phoneNumber`, 409 already on the team or too many pending. */
  invite: defineEndpoint({
    method: 'POST',
    path: AGENTS,
    summary: 'Invite a mobile number to become an agent',
    description:
      'Creates a pending invitation and no account; the holder of the number becomes an agent only by accepting it after signing in. The answer is the same whether or not anyone uses the number. 409 when the number is already on the team or too many invitations are pending.',
    tags,
    access: 'owner',
    body: inviteAgentBodySchema,
    responses: { 201: merchantTeamSchema, ...errors, 409: problemSchema },
  }),
  /** Removes an agent and invites another number in one step. */
  replaceAgent: defineEndpoint({
    method: 'PUT',
    path: AGENTS,
    summary: 'Replace an agent: remove one and invite another number, together',
    tags,
    access: 'owner',
    object: 'merchantAgent',
    body: replaceAgentBodySchema,
    responses: { 200: merchantTeamSchema, ...errors, 409: problemSchema },
  }),
  removeAgent: defineEndpoint({
    method: 'DELETE',
    path: AGENTS,
    summary: 'Remove an agent',
    tags,
    access: 'owner',
    object: 'merchantAgent',
    body: removeAgentBodySchema,
    responses: { 200: merchantTeamSchema, ...errors },
  }),
  /**
   * Gives or takes back an agent's rights (decision 035): 403 for anyone who owns no merchant, 404 for a user
   * who is not an agent of the caller's merchant, 400 `body.userId` for the owner. Takes effect on the
   * agent's next request.
   */
  setAgentRights: defineEndpoint({
    method: 'PATCH',
    path: AGENTS,
    summary: 'Set an agent’s rights: the products and the company profile',
    tags,
    access: 'owner',
    object: 'merchantAgent',
    body: agentRightsBodySchema,
    responses: { 200: merchantTeamSchema, ...errors },
  }),
  /** 404 unless the invitation is the owner's and still pending. */
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: `${AGENTS}/invitations/:id`,
    summary: 'Revoke a pending invitation',
    tags,
    access: 'owner',
    object: 'sentInvitation',
    params: idParamSchema,
    responses: { 200: merchantTeamSchema, ...errors },
  }),
  /** Pending invitations sent to the signed-in user's number. */
  receivedInvitations: defineEndpoint({
    method: 'GET',
    path: RECEIVED,
    summary: 'Pending invitations to become a merchant’s agent, sent to the signed-in user’s number',
    tags,
    access: 'user',
    responses: { 200: z.array(receivedAgentInvitationSchema), ...errors },
  }),
  acceptInvitation: decision('accept', 'Accept an invitation: the signed-in user becomes an agent of the merchant'),
  declineInvitation: decision('decline', 'Decline an invitation'),
  personAddresses: defineEndpoint({
    method: 'GET',
    path: '/persons/:id/addresses',
    summary: 'A person’s addresses (the person, or staff read-only)',
    tags,
    ...personAddresses,
    staffReads: true,
    responses: { 200: z.array(deliveryAddressSchema), ...errors },
  }),
  addPersonAddress: defineEndpoint({
    method: 'POST',
    path: '/persons/:id/addresses',
    summary: 'Add an address for oneself',
    tags,
    ...personAddresses,
    body: deliveryAddressInputSchema,
    responses: { 201: deliveryAddressSchema, ...errors },
  }),
  updatePersonAddress: defineEndpoint({
    method: 'PUT',
    path: '/persons/:id/addresses',
    summary: 'Edit one of one’s addresses (address id in the body)',
    tags,
    ...personAddresses,
    body: personAddressUpdateBodySchema,
    responses: { 200: deliveryAddressSchema, ...errors },
  }),
  removePersonAddress: defineEndpoint({
    method: 'DELETE',
    path: '/persons/:id/addresses',
    summary: 'Delete one of one’s addresses (address id in the body)',
    tags,
    ...personAddresses,
    body: personAddressDeleteBodySchema,
    responses: { 204: z.undefined(), ...errors },
  }),
};
