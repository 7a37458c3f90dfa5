// Budgets per company, cost centre and Jalali month or year (decision 044), and what each order holds of them.
// Every change of committed or spent amounts happens under the budget row's lock (`applicable(…, lock)`), in
// the transaction of the order's own transition.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyBudgetCommitments, companyBudgets } from '../../db/schema/companies.js';

export type BudgetRow = typeof companyBudgets.$inferSelect;

export function createBudgetsRepo(db: Database) {
  return {
    list(companyId: number): Promise<BudgetRow[]> {
      return db
        .select()
        .from(companyBudgets)
        .where(eq(companyBudgets.companyId, companyId))
        .orderBy(asc(companyBudgets.jalaliYear), asc(companyBudgets.jalaliMonth), asc(companyBudgets.costCentre));
    },
    async upsert(row: typeof companyBudgets.$inferInsert) {
      await db
        .insert(companyBudgets)
        .values(row)
        .onConflictDoUpdate({
          target: [
            companyBudgets.companyId,
            companyBudgets.costCentre,
            companyBudgets.period,
            companyBudgets.jalaliYear,
            companyBudgets.jalaliMonth,
          ],
          set: { limitRials: row.limitRials },
        });
    },
    /** The budgets an order of `costCentre` counts against in a Jalali month: the company's and the centre's. */
    async applicable(companyId: number, costCentre: string, jy: number, jm: number, lock: boolean) {
      const query = db
        .select()
        .from(companyBudgets)
        .where(
          and(
            eq(companyBudgets.companyId, companyId),
            inArray(companyBudgets.costCentre, [...new Set(['', costCentre])]),
            eq(companyBudgets.jalaliYear, jy),
            or(
              and(eq(companyBudgets.period, 'month'), eq(companyBudgets.jalaliMonth, jm)),
              eq(companyBudgets.period, 'year'),
            ),
          ),
        )
        .orderBy(asc(companyBudgets.id));
      return lock ? query.for('update') : query;
    },
    /** Budgets by id, locked in id order (the order every transaction takes them in). */
    lockByIds(ids: number[]) {
      if (!ids.length) return Promise.resolve([] as BudgetRow[]);
      return db
        .select()
        .from(companyBudgets)
        .where(inArray(companyBudgets.id, ids))
        .orderBy(asc(companyBudgets.id))
        .for('update');
    },
    commitments(tradeRequestId: number) {
      return db
        .select()
        .from(companyBudgetCommitments)
        .where(eq(companyBudgetCommitments.tradeRequestId, tradeRequestId))
        .orderBy(asc(companyBudgetCommitments.budgetId));
    },
    /** Sets what the order holds of the budget (committed), moving the budget's committed amount by the change. */
    async commit(budgetId: number, tradeRequestId: number, amountRials: number, before: number) {
      await db
        .insert(companyBudgetCommitments)
        .values({ budgetId, tradeRequestId, amountRials })
        .onConflictDoUpdate({
          target: [companyBudgetCommitments.budgetId, companyBudgetCommitments.tradeRequestId],
          set: { amountRials },
        });
      await db
        .update(companyBudgets)
        .set({ committedRials: sql`${companyBudgets.committedRials} + ${amountRials - before}` })
        .where(eq(companyBudgets.id, budgetId));
    },
    /** Paid: what the order held moves from committed to spent. */
    async spend(budgetId: number, tradeRequestId: number, amountRials: number) {
      await db
        .update(companyBudgetCommitments)
        .set({ spent: true })
        .where(
          and(
            eq(companyBudgetCommitments.budgetId, budgetId),
            eq(companyBudgetCommitments.tradeRequestId, tradeRequestId),
          ),
        );
      await db
        .update(companyBudgets)
        .set({
          committedRials: sql`${companyBudgets.committedRials} - ${amountRials}`,
          spentRials: sql`${companyBudgets.spentRials} + ${amountRials}`,
        })
        .where(eq(companyBudgets.id, budgetId));
    },
    /** Cancelled or refused: what the order held goes back to the budget. */
    async release(budgetId: number, tradeRequestId: number, amountRials: number, spent: boolean) {
      await db
        .delete(companyBudgetCommitments)
        .where(
          and(
            eq(companyBudgetCommitments.budgetId, budgetId),
            eq(companyBudgetCommitments.tradeRequestId, tradeRequestId),
          ),
        );
      await db
        .update(companyBudgets)
        .set(
          spent
            ? { spentRials: sql`${companyBudgets.spentRials} - ${amountRials}` }
            : { committedRials: sql`${companyBudgets.committedRials} - ${amountRials}` },
        )
        .where(eq(companyBudgets.id, budgetId));
    },
  };
}
export type BudgetsRepo = ReturnType<typeof createBudgetsRepo>;
