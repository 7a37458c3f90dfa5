// The trade lexicon's table (decision 046).
import { TRADE_TERM_KINDS, TRADE_TERM_STATES } from '@bazaar/contracts/trade-terms';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { merchants } from './merchants.js';

/**
 * The trade lexicon (decision 046): a name buyers and suppliers use (`term`) for the catalog's word (`means`),
 * with where it comes from. Seeded approved from trade-lexicon.json; a supplier's or staff's proposal waits
 * for staff. `term_key`/`means_key` are the folded forms (foldForSearch): one entry per pair.
 */
export const tradeTerms = pgTable(
  'trade_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    means: text('means').notNull(),
    termKey: text('term_key').notNull(),
    meansKey: text('means_key').notNull(),
    kind: text('kind', { enum: TRADE_TERM_KINDS }).notNull(),
    source: text('source').notNull(),
    state: text('state', { enum: TRADE_TERM_STATES }).notNull().default('proposed'),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_terms_pair_unique').on(t.termKey, t.meansKey),
    index('trade_terms_state_idx').on(t.state, t.id),
    check(
      'trade_terms_kind_check',
      sql`${t.kind} in ('bazaar', 'english', 'transliteration', 'spelling', 'abbreviation')`,
    ),
    check('trade_terms_state_check', sql`${t.state} in ('approved', 'proposed', 'rejected')`),
  ],
);
