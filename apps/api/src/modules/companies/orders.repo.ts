// A company's orders (decision 044): the company's own row per trade request (PO number, cost centre, approval)
// and its approvals; the trade request's items, supplier and state are read from trade's tables (read-only).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyApprovals, companyOrders } from '../../db/schema/companies.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeRequests } from '../../db/schema/trade.js';

export type CompanyOrderRow = typeof companyOrders.$inferSelect;
const LIST_LIMIT = 200;

/** The request's id, qualified: inside the subqueries below a bare "id" would be the item's. */
const requestId = sql.raw('"trade_requests"."id"');
/** Σ quantity × (the supplier's price, else the buyer's target): null while a line has neither. */
const amountSql = sql<
  string | null
>`(select case when count(*) = 0 or bool_or(coalesce(i.unit_price_rials, i.target_price_rials) is null)
  then null else round(sum(i.quantity * coalesce(i.unit_price_rials, i.target_price_rials))) end
  from trade_request_items i where i.trade_request_id = ${requestId})`;
const titleSql = sql<string>`coalesce((select i.product_title || case when count(*) over () > 1 then ' و …' else '' end
  from trade_request_items i where i.trade_request_id = ${requestId} order by i.sort_order, i.id limit 1), '')`;

export function createOrdersRepo(db: Database) {
  const listColumns = {
    order: companyOrders,
    title: titleSql,
    supplierName: merchants.name,
    state: tradeRequests.state,
    merchantId: tradeRequests.merchantId,
    createdByName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'عضو بی‌نام')`,
    amount: amountSql,
  };
  const listQuery = () =>
    db
      .select(listColumns)
      .from(companyOrders)
      .innerJoin(tradeRequests, eq(tradeRequests.id, companyOrders.tradeRequestId))
      .innerJoin(merchants, eq(merchants.id, tradeRequests.merchantId))
      .innerJoin(users, eq(users.id, companyOrders.createdBy));
  return {
    async insert(tradeRequestId: number, companyId: number, createdBy: number) {
      await db.insert(companyOrders).values({ tradeRequestId, companyId, createdBy }).onConflictDoNothing();
    },
    async row(id: number, lock = false): Promise<CompanyOrderRow | undefined> {
      const query = db.select().from(companyOrders).where(eq(companyOrders.tradeRequestId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async update(id: number, patch: Partial<CompanyOrderRow>) {
      await db.update(companyOrders).set(patch).where(eq(companyOrders.tradeRequestId, id));
    },
    async listed(where: { companyId: number; id?: number; approval?: CompanyOrderRow['approvalStatus'] }) {
      const rows = await listQuery()
        .where(
          and(
            eq(companyOrders.companyId, where.companyId),
            where.id === undefined ? undefined : eq(companyOrders.tradeRequestId, where.id),
            where.approval === undefined ? undefined : eq(companyOrders.approvalStatus, where.approval),
          ),
        )
        .orderBy(desc(companyOrders.createdAt), desc(companyOrders.tradeRequestId))
        .limit(LIST_LIMIT);
      return rows.map((r) => ({ ...r, amount: r.amount === null ? null : Number(r.amount) }));
    },
    async amountOf(id: number): Promise<number | null> {
      const [row] = await db.select({ amount: amountSql }).from(tradeRequests).where(eq(tradeRequests.id, id));
      return row?.amount == null ? null : Number(row.amount);
    },
    /** The categories of the order's items and every category above them. */
    async categoryIdsOf(id: number): Promise<number[]> {
      const rows = await db.execute(sql`with recursive up(id) as (
          select p.category_id from trade_request_items i join supplier_products p on p.id = i.product_id
          where i.trade_request_id = ${id}
          union select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null)
        select id from up`);
      return (rows.rows as { id: number }[]).map((r) => Number(r.id));
    },
    /** Whether another order of the company reached the supplier (published or further) before. */
    async usedSupplierBefore(companyId: number, merchantId: number, exceptId: number): Promise<boolean> {
      const rows =
        await db.execute(sql`select 1 from company_orders o join trade_requests t on t.id = o.trade_request_id
        where o.company_id = ${companyId} and t.merchant_id = ${merchantId} and t.id <> ${exceptId}
          and t.state::text in ('published', 'paid', 'in_progress', 'shipped', 'delivered', 'completed', 'disputed')
        limit 1`);
      return rows.rows.length > 0;
    },
    async steps(id: number, round: number) {
      const rows = await db
        .select({
          step: companyApprovals.step,
          approverUserId: companyApprovals.approverUserId,
          decision: companyApprovals.decision,
          approverName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'عضو بی‌نام')`,
          at: companyApprovals.createdAt,
        })
        .from(companyApprovals)
        .innerJoin(users, eq(users.id, companyApprovals.approverUserId))
        .where(and(eq(companyApprovals.tradeRequestId, id), eq(companyApprovals.round, round)))
        .orderBy(asc(companyApprovals.step));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
    async addDecision(row: typeof companyApprovals.$inferInsert) {
      await db.insert(companyApprovals).values(row);
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
