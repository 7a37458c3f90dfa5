// Reviews' SQL (decision 043): one order's reviews, a supplier's or buyer's visible ones with their averages, the
// staff list; rows come back with what the view shows beside them (names, the order's title and products).
import type { ReviewSubject } from '@bazaar/contracts/trust-reviews';
import { and, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { reviews } from '../../db/schema/trust.js';

export type ReviewRow = typeof reviews.$inferSelect & {
  merchantName: string;
  buyerFirstName: string | null;
  buyerLastName: string | null;
  orderTitle: string | null;
  itemCount: number;
  productIds: number[];
};

function withContext(db: Database) {
  return db
    .select({
      ...getTableColumns(reviews),
      merchantName: merchants.name,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      orderTitle: sql<string | null>`(select i.product_title from trade_request_items i
        where i.trade_request_id = reviews.trade_request_id order by i.sort_order, i.id limit 1)`,
      itemCount: sql<number>`(select count(*)::int from trade_request_items i
        where i.trade_request_id = reviews.trade_request_id)`,
      productIds: sql<number[]>`(select coalesce(array_agg(i.product_id order by i.id), '{}') from trade_request_items i
        where i.trade_request_id = reviews.trade_request_id)`,
    })
    .from(reviews)
    .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
    .innerJoin(users, eq(users.id, reviews.buyerUserId));
}

/** Visible reviews of a supplier (optionally of orders holding one product) or of a buyer. */
function visibleOf(subject: ReviewSubject, of: { merchantId?: number; buyerUserId?: number; productId?: number }) {
  const where: SQL[] = [eq(reviews.subject, subject), isNull(reviews.hiddenAt)];
  if (of.merchantId) where.push(eq(reviews.merchantId, of.merchantId));
  if (of.buyerUserId) where.push(eq(reviews.buyerUserId, of.buyerUserId));
  if (of.productId)
    where.push(sql`exists (select 1 from trade_request_items i
      where i.trade_request_id = reviews.trade_request_id and i.product_id = ${of.productId})`);
  const condition = and(...where);
  if (!condition) throw new Error('reviews: no condition');
  return condition;
}

export function createReviewsRepo(db: Database) {
  return {
    async ofOrder(tradeRequestId: number): Promise<ReviewRow[]> {
      return withContext(db).where(eq(reviews.tradeRequestId, tradeRequestId));
    },
    async byId(id: number): Promise<ReviewRow | undefined> {
      const [row] = await withContext(db).where(eq(reviews.id, id));
      return row;
    },
    /** The order's review of one side, locked for a change (the order's row is locked first). */
    async sideForUpdate(tradeRequestId: number, subject: ReviewSubject) {
      const [row] = await db
        .select({ id: reviews.id, editableUntil: reviews.editableUntil, answeredAt: reviews.answeredAt })
        .from(reviews)
        .where(and(eq(reviews.tradeRequestId, tradeRequestId), eq(reviews.subject, subject)))
        .for('update');
      return row;
    },
    /** Inserts once per order and side; undefined when the other of two racing writers was first. */
    async insert(row: typeof reviews.$inferInsert): Promise<number | undefined> {
      const [created] = await db
        .insert(reviews)
        .values(row)
        .onConflictDoNothing({ target: [reviews.tradeRequestId, reviews.subject] })
        .returning({ id: reviews.id });
      return created?.id;
    },
    async update(id: number, change: Partial<typeof reviews.$inferInsert>) {
      await db
        .update(reviews)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(reviews.id, id));
    },
    /** Answers once: false when it was already answered. */
    async answer(id: number, answer: { answerText: string; answeredByUserId: number; answeredAt: Date }) {
      const rows = await db
        .update(reviews)
        .set(answer)
        .where(and(eq(reviews.id, id), isNull(reviews.answeredAt)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
    async hide(id: number, hide: { hiddenReason: string; hiddenByUserId: number; hiddenAt: Date }) {
      const rows = await db.update(reviews).set(hide).where(eq(reviews.id, id)).returning({ id: reviews.id });
      return rows.length > 0;
    },
    visible(
      subject: ReviewSubject,
      of: { merchantId?: number; buyerUserId?: number; productId?: number },
      q: { page: number; pageSize: number },
    ) {
      const where = visibleOf(subject, of);
      return toPage(
        withContext(db)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(reviews).where(where),
        q.page,
        q.pageSize,
      );
    },
    /** Averages of the visible reviews: hidden ones do not count. */
    async averages(subject: ReviewSubject, of: { merchantId?: number; buyerUserId?: number; productId?: number }) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          overall: sql<number | null>`avg(${reviews.overall})::float8`,
          quality: sql<number | null>`avg(${reviews.quality})::float8`,
          onTime: sql<number | null>`avg(${reviews.onTime})::float8`,
          communication: sql<number | null>`avg(${reviews.communication})::float8`,
          asDescribed: sql<number | null>`avg(${reviews.asDescribed})::float8`,
          paidOnTime: sql<number | null>`avg(${reviews.paidOnTime})::float8`,
          clearRequirements: sql<number | null>`avg(${reviews.clearRequirements})::float8`,
        })
        .from(reviews)
        .where(visibleOf(subject, of));
      return row ?? { count: 0, overall: null };
    },
    staffList(q: { page: number; pageSize: number; hidden?: boolean }) {
      const where =
        q.hidden === true ? isNotNull(reviews.hiddenAt) : q.hidden === false ? isNull(reviews.hiddenAt) : undefined;
      return toPage(
        withContext(db)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(reviews).where(where),
        q.page,
        q.pageSize,
      );
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
