// Customers' tables (modules/customers): who acts for a merchant (its owner and agents, with their rights) and
// the invitations an owner sends to make someone an agent. Only modules/customers reads or writes them (the
// dependency rule `only-customers-reads-merchant-members`); the other modules ask its `merchantAccess` offer.
import { AGENT_INVITATION_STATUSES } from '@bazaar/contracts/customers';
import { MEMBER_ROLES } from '@bazaar/contracts/identity';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

export const memberRoleEnum = pgEnum('merchant_member_role', MEMBER_ROLES);

export const merchantMembers = pgTable(
  'merchant_members',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRoleEnum('role').notNull(),
    /** An agent may create, edit and delete the merchant's products (owners always may). */
    manageProducts: boolean('manage_products').notNull().default(true),
    /** An agent may edit the company profile, delegations and articles (decision 029); owners always may. */
    manageProfile: boolean('manage_profile').notNull().default(false),
  },
  // Every authenticated request asks whether its user is an agent of some merchant.
  (t) => [primaryKey({ columns: [t.merchantId, t.userId] }), index('merchant_members_user_idx').on(t.userId)],
);

export const agentInvitationStatusEnum = pgEnum('agent_invitation_status', AGENT_INVITATION_STATUSES);

/**
 * An owner's invitation of a mobile number to become an agent of the merchant. Nobody becomes an agent
 * (and no account is created) until the holder of the number signs in and accepts.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: agentInvitationStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per merchant and number; decided ones stay as history.
    uniqueIndex('agent_invitations_pending_idx').on(t.merchantId, t.phone).where(sql`${t.status} = 'pending'`),
    index('agent_invitations_phone_idx').on(t.phone, t.status),
  ],
);
