// Disputes of secure payment (docs/decisions/039-secure-payment.md): one per order at most, opened by the buyer
// within the objection window; a thread with evidence from both parties and staff; a final decision that moves
// the held money in one transaction.
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from '@bazaar/contracts/disputes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { tradeRequests } from './trade.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const disputeReasonEnum = pgEnum('dispute_reason', DISPUTE_REASONS);
export const disputeOutcomeEnum = pgEnum('dispute_outcome', DISPUTE_OUTCOMES);

export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tradeRequestId: integer('trade_request_id')
      .notNull()
      .references(() => tradeRequests.id, { onDelete: 'restrict' }),
    /** The stage disputed, for an order paid in stages (decision 040); null: the whole order. */
    stageNumber: integer('stage_number'),
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: disputeReasonEnum('reason').notNull(),
    text: text('text').notNull(),
    supplierAnswerDueAt: at('supplier_answer_due_at').notNull(),
    outcome: disputeOutcomeEnum('outcome'),
    refundRials: money('refund_rials'),
    releaseRials: money('release_rials'),
    decisionReason: text('decision_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    openedAt: at('opened_at').notNull().defaultNow(),
  },
  (t) => [
    index('disputes_open').on(t.decidedAt, t.openedAt),
    // One dispute per order, or per stage of an order paid in stages.
    uniqueIndex('disputes_one_per_order').on(t.tradeRequestId, sql`coalesce(${t.stageNumber}, 0)`),
    check('disputes_decided_whole', sql`(${t.outcome} is null) = (${t.decidedAt} is null)`),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    party: text('party').notNull(),
    text: text('text').notNull(),
    files: jsonb('files').$type<{ fileId: string; fileName: string }[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_messages_dispute').on(t.disputeId, t.id)],
);
