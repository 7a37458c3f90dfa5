// Buyer company accounts (issue 33, docs/decisions/044): the company of a buyer's profile (buyer_companies,
// decision 024) as an account with members and roles, invitations by mobile number, approval rules, budgets
// per cost centre and Jalali period, and each company order's PO number, approval and budget commitments.
// Only modules/companies writes these tables.
import {
  APPROVAL_RULE_KINDS,
  APPROVAL_STATUSES,
  BUDGET_PERIODS,
  COMPANY_ROLES,
} from '@bazaar/contracts/companies-model';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { buyerCompanies, users } from './identity.js';
import { tradeRequests } from './trade.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companyRoleEnum = pgEnum('company_role', COMPANY_ROLES);
export const approvalRuleKindEnum = pgEnum('company_approval_rule_kind', APPROVAL_RULE_KINDS);
export const approvalStatusEnum = pgEnum('company_approval_status', APPROVAL_STATUSES);
export const budgetPeriodEnum = pgEnum('company_budget_period', BUDGET_PERIODS);

/** A company account: its name and official ids stay on the founder's profile row (buyer_companies). */
export const companyAccounts = pgTable('company_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  profileUserId: integer('profile_user_id')
    .notNull()
    .unique()
    .references(() => buyerCompanies.userId, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

/** A person belongs to one company at most: whatever they order is that company's. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companyAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRoleEnum('role').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), uniqueIndex('company_members_user').on(t.userId)],
);

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyAccounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    role: companyRoleEnum('role').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending until the holder of the number answers; accepted, declined. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_pending').on(t.companyId, t.phone).where(sql`${t.status} = 'pending'`),
    index('company_invitations_phone').on(t.phone, t.status),
  ],
);

export const companyApprovalRules = pgTable(
  'company_approval_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyAccounts.id, { onDelete: 'cascade' }),
    kind: approvalRuleKindEnum('kind').notNull(),
    minRials: money('min_rials'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    approvers: smallint('approvers').notNull().default(1),
  },
  (t) => [
    index('company_approval_rules_company').on(t.companyId),
    check('company_approval_rules_approvers', sql`${t.approvers} in (1, 2)`),
  ],
);

/** A budget: the whole company ('' cost centre) or one cost centre, for a Jalali month or year (month 0). */
export const companyBudgets = pgTable(
  'company_budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyAccounts.id, { onDelete: 'cascade' }),
    costCentre: text('cost_centre').notNull().default(''),
    period: budgetPeriodEnum('period').notNull(),
    jalaliYear: smallint('jalali_year').notNull(),
    jalaliMonth: smallint('jalali_month').notNull().default(0),
    limitRials: money('limit_rials').notNull(),
    /** Moved under this row's lock in the same transaction as the order's transition. */
    committedRials: money('committed_rials').notNull().default(0),
    spentRials: money('spent_rials').notNull().default(0),
  },
  (t) => [
    uniqueIndex('company_budgets_key').on(t.companyId, t.costCentre, t.period, t.jalaliYear, t.jalaliMonth),
    check('company_budgets_amounts', sql`${t.committedRials} >= 0 and ${t.spentRials} >= 0 and ${t.limitRials} > 0`),
  ],
);

/** What the order of a company member is to the company: its references, approval and commitments. */
export const companyOrders = pgTable(
  'company_orders',
  {
    tradeRequestId: integer('trade_request_id')
      .primaryKey()
      .references(() => tradeRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyAccounts.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    poNumber: text('po_number').notNull().default(''),
    costCentre: text('cost_centre').notNull().default(''),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('none'),
    /** Bumped by every submission: approvals of an earlier round no longer count. */
    approvalRound: integer('approval_round').notNull().default(0),
    approvalsRequired: smallint('approvals_required').notNull().default(0),
    ownerRequired: boolean('owner_required').notNull().default(false),
    /** The amount the approval covers: a higher price needs a new approval. */
    approvedRials: money('approved_rials'),
    rejectionReason: text('rejection_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_orders_company').on(t.companyId, t.createdAt)],
);

export const companyApprovals = pgTable(
  'company_approvals',
  {
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => companyOrders.tradeRequestId, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    step: smallint('step').notNull(),
    approverUserId: integer('approver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decision: text('decision').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  // One decision per step of a round: a parallel second approval of the same step cannot land.
  (t) => [primaryKey({ columns: [t.tradeRequestId, t.round, t.step] })],
);

/** What one order holds of one budget: committed until paid, then spent; released on cancel. */
export const companyBudgetCommitments = pgTable(
  'company_budget_commitments',
  {
    budgetId: integer('budget_id')
      .notNull()
      .references(() => companyBudgets.id, { onDelete: 'cascade' }),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => companyOrders.tradeRequestId, { onDelete: 'cascade' }),
    amountRials: money('amount_rials').notNull(),
    spent: boolean('spent').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.tradeRequestId] })],
);
