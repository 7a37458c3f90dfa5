// Membership plans and the memberships merchants bought.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants } from '../../db/schema/merchants.js';
import { membershipPlans, merchantMemberships } from '../../db/schema/wallet.js';
import type { PlanRow } from './wallet-rows.js';

export function createPlansRepo(db: Database) {
  return {
    async ensureBasePlan(): Promise<PlanRow> {
      await db.execute(
        sql`insert into membership_plans (name, description, price_rials, period_days, requests_per_month, fee_per_request_rials, commission_basis_points, commission_min_rials, is_base)
            values ('پایه (رایگان)', 'طرح رایگانی که هر تأمین‌کننده با آن شروع می‌کند.', 0, 36500, 5, 0, 300, 500000, true)
            on conflict (is_base) where is_base do nothing`,
      );
      const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.isBase, true));
      if (!row) throw new Error('base plan missing after insert');
      return row;
    },
    plans() {
      return db
        .select()
        .from(membershipPlans)
        .where(eq(membershipPlans.active, true))
        .orderBy(desc(membershipPlans.isBase), asc(membershipPlans.priceRials), asc(membershipPlans.id));
    },
    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.id, id), eq(membershipPlans.active, true)));
      return row;
    },
    async createPlan(row: typeof membershipPlans.$inferInsert): Promise<PlanRow> {
      const [created] = await db.insert(membershipPlans).values(row).returning();
      if (!created) throw new Error('plan not created');
      return created;
    },
    async currentMembership(merchantId: number, now: Date) {
      const [row] = await db
        .select({ membership: merchantMemberships, plan: membershipPlans })
        .from(merchantMemberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, merchantMemberships.planId))
        .where(
          and(
            eq(merchantMemberships.merchantId, merchantId),
            lte(merchantMemberships.startsAt, now),
            gte(merchantMemberships.expiresAt, now),
          ),
        )
        .orderBy(desc(merchantMemberships.expiresAt))
        .limit(1);
      return row;
    },
    /** The latest expiry of the merchant's memberships of a plan (a renewal starts there). */
    async latestExpiry(merchantId: number, planId: number): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: sql<Date | null>`max(${merchantMemberships.expiresAt})` })
        .from(merchantMemberships)
        .where(and(eq(merchantMemberships.merchantId, merchantId), eq(merchantMemberships.planId, planId)));
      return row?.expiresAt ? new Date(row.expiresAt) : null;
    },
    async addMembership(row: typeof merchantMemberships.$inferInsert) {
      await db.insert(merchantMemberships).values(row).onConflictDoNothing();
    },
    /** The merchants' names, by id. */
    async merchantNames(merchantIds: number[]): Promise<Map<number, string>> {
      if (!merchantIds.length) return new Map();
      const rows = await db
        .select({ id: merchants.id, name: merchants.name })
        .from(merchants)
        .where(inArray(merchants.id, merchantIds));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
