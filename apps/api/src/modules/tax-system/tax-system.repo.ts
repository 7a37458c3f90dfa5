// The tax system's SQL (decision 042): sellers' tax profiles and one submission row per official invoice. Every
// change of a submission's state names the state it expects (`… where state = expected`), so a replayed answer of
// the tax system, or a second job run, finds nothing to change.
import type { TaxReason, TaxSubmissionState } from '@bazaar/contracts/tax-system';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { taxProfiles, taxSubmissions } from '../../db/schema/tax-system.js';

export type TaxProfileRow = typeof taxProfiles.$inferSelect;
export type TaxSubmissionRow = typeof taxSubmissions.$inferSelect;

/** What a move to a new state writes besides the state. */
export type SubmissionChange = Partial<
  Pick<
    TaxSubmissionRow,
    | 'taxId'
    | 'lastError'
    | 'attempts'
    | 'nextAttemptAt'
    | 'referenceNumber'
    | 'invoiceJson'
    | 'sentAt'
    | 'decidedAt'
    | 'reasons'
  >
>;

export function createTaxSystemRepo(db: Database) {
  return {
    async profile(merchantId: number): Promise<TaxProfileRow | undefined> {
      const [row] = await db.select().from(taxProfiles).where(eq(taxProfiles.merchantId, merchantId));
      return row;
    },
    /** Saves or replaces the merchant's profile: the old key and certificate are overwritten, not kept. */
    async saveProfile(row: typeof taxProfiles.$inferInsert): Promise<TaxProfileRow> {
      const { merchantId: _, ...change } = row;
      const [saved] = await db
        .insert(taxProfiles)
        .values(row)
        .onConflictDoUpdate({ target: taxProfiles.merchantId, set: { ...change, savedAt: sql`now()` } })
        .returning();
      if (!saved) throw new Error('tax profile not saved');
      return saved;
    },
    async submission(invoiceId: string): Promise<TaxSubmissionRow | undefined> {
      const [row] = await db.select().from(taxSubmissions).where(eq(taxSubmissions.invoiceId, invoiceId));
      return row;
    },
    /** The merchant's submissions of these invoices (those it has; an invoice never sent has none). */
    ofInvoices(merchantId: number, invoiceIds: string[]) {
      return db
        .select()
        .from(taxSubmissions)
        .where(and(eq(taxSubmissions.merchantId, merchantId), inArray(taxSubmissions.invoiceId, invoiceIds)));
    },
    submissions(merchantId: number, query: { page: number; pageSize: number; state?: TaxSubmissionState }) {
      const where = and(
        eq(taxSubmissions.merchantId, merchantId),
        query.state ? eq(taxSubmissions.state, query.state) : undefined,
      );
      return toPage(
        db
          .select()
          .from(taxSubmissions)
          .where(where)
          .orderBy(desc(taxSubmissions.updatedAt), desc(taxSubmissions.invoiceId))
          .limit(query.pageSize)
          .offset(offsetOf(query.page, query.pageSize)),
        db.select(countOnly).from(taxSubmissions).where(where),
        query.page,
        query.pageSize,
      );
    },
    /**
     * Queues the invoice for sending when it is new or in one of `from` (not sent, rejected, failed): attempts
     * start again and the last answer is cleared. Undefined when another request queued it first.
     */
    async queue(invoiceId: string, merchantId: number, from: TaxSubmissionState[]) {
      const fresh = {
        state: 'queued' as const,
        attempts: 0,
        lastError: null,
        reasons: [],
        referenceNumber: null,
        nextAttemptAt: sql`now()`,
        decidedAt: null,
        updatedAt: sql`now()`,
      };
      const [row] = await db
        .insert(taxSubmissions)
        .values({ invoiceId, merchantId, ...fresh })
        .onConflictDoUpdate({
          target: taxSubmissions.invoiceId,
          set: fresh,
          setWhere: inArray(taxSubmissions.state, from),
        })
        .returning();
      return row;
    },
    /**
     * Records a send refused before it reached the system (a unit without a code, decision 057): failed, with
     * the reason, when the invoice is new or in one of `from`; nothing is queued.
     */
    async refuse(invoiceId: string, merchantId: number, from: TaxSubmissionState[], lastError: string) {
      const refused = {
        state: 'failed' as const,
        attempts: 0,
        lastError,
        reasons: [],
        nextAttemptAt: null,
        updatedAt: sql`now()`,
      };
      await db
        .insert(taxSubmissions)
        .values({ invoiceId, merchantId, ...refused })
        .onConflictDoUpdate({
          target: taxSubmissions.invoiceId,
          set: refused,
          setWhere: inArray(taxSubmissions.state, from),
        });
    },
    /** Moves one submission from `expected` to `state`; false when it was not in `expected` (a replay). */
    async move(invoiceId: string, expected: TaxSubmissionState[], state: TaxSubmissionState, change: SubmissionChange) {
      const moved = await db
        .update(taxSubmissions)
        .set({ ...change, state, updatedAt: sql`now()` })
        .where(and(eq(taxSubmissions.invoiceId, invoiceId), inArray(taxSubmissions.state, expected)))
        .returning({ invoiceId: taxSubmissions.invoiceId });
      return moved.length > 0;
    },
    /** Notes a failed attempt on a queued submission (it stays queued for the job's next try). */
    async noteAttempt(invoiceId: string, change: { attempts: number; lastError: string; nextAttemptAt: Date }) {
      await db
        .update(taxSubmissions)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(taxSubmissions.invoiceId, invoiceId), eq(taxSubmissions.state, 'queued')));
    },
    /** Submissions waiting for an answer: sent ones, and accepted ones the buyer may still answer (since `since`). */
    waiting(since: Date, limit: number) {
      return db
        .select()
        .from(taxSubmissions)
        .where(
          or(
            eq(taxSubmissions.state, 'sent'),
            and(eq(taxSubmissions.state, 'accepted'), gt(taxSubmissions.decidedAt, since)),
          ),
        )
        .orderBy(taxSubmissions.updatedAt)
        .limit(limit);
    },
    /** Demo data (the seed): a submission in a given state, when the invoice has none yet. */
    async seedSubmission(row: typeof taxSubmissions.$inferInsert) {
      await db.insert(taxSubmissions).values(row).onConflictDoNothing();
    },
  };
}

export type TaxSystemRepo = ReturnType<typeof createTaxSystemRepo>;
export type { TaxReason };
