import { toJalali } from '@bazaar/fa/jalali';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { firstPublicProduct } from '../../../test/catalog-fixtures.js';
import { freshCompany } from '../../../test/companies.js';
import { raceIt } from '../../../test/races.js';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { companyBudgetCommitments, companyBudgets } from '../../db/schema/companies.js';
import { tradeRequests } from '../../db/schema/trade.js';

// A budget holds under parallel orders (decision 044): twenty orders published at once against a budget that
// covers five commit exactly five; the budget's committed amount is exactly theirs. Four buyers write five
// orders each, so the orders meet on the budget's row lock, not only on one buyer's.
type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
// Goods 2 × 10 million Rials and 10% VAT: a budget holds what the company pays (decision 052).
const ORDER_RIALS = 2 * 10_000_000 + 2_000_000;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PAYMENT_RECONCILE_MS: '0', RELEASE_CHECK_MS: '0' } });
  await ctx.db.execute(sql`update membership_plans set requests_per_month = 1000 where is_base`);
}, 600_000);
afterAll(() => ctx?.close());

raceIt(
  'commits exactly five of twenty parallel orders against a budget that covers five',
  async () => {
    const owner = await signIn(ctx.app, '09171360001');
    const buyers: Session[] = [];
    for (let i = 2; i <= 5; i += 1) buyers.push(await signIn(ctx.app, `0917136000${i}`));
    const company = await freshCompany(
      ctx.db,
      owner.userId,
      buyers.map((b) => ({ userId: b.userId, role: 'buyer' as const })),
    );
    const { jy } = toJalali(new Date());
    await ctx.db
      .insert(companyBudgets)
      .values({ companyId: company.id, period: 'year', jalaliYear: jy, limitRials: 5 * ORDER_RIALS });
    const product = await firstPublicProduct(ctx.db);
    const orders: { id: number; as: Session }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const as = buyers[i % buyers.length] as Session;
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/traderequests/direct-order',
        headers: as.auth,
        payload: {
          items: [{ productId: product.id, quantity: 2, unit: product.unit, targetPriceRials: 10_000_000 }],
          paymentTerms: 'cash',
          description: `سفارش ${i}`,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      await ctx.db.execute(
        sql`update trade_request_items set unit_price_rials = 10000000 where trade_request_id = ${id}`,
      );
      await ctx.db.update(tradeRequests).set({ state: 'supplier_confirmed' }).where(eq(tradeRequests.id, id));
      orders.push({ id, as });
    }
    const answers = await Promise.all(
      orders.map(({ id, as }) =>
        ctx.app.inject({ method: 'POST', url: `/api/v1/traderequests/${id}/confirm-and-publish`, headers: as.auth }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'published' : a.json().code));
    expect(codes.filter((c) => c === 'published')).toHaveLength(5);
    expect(codes.filter((c) => c === 'COMPANIES_OVER_BUDGET')).toHaveLength(15);
    const [budget] = await ctx.db.select().from(companyBudgets).where(eq(companyBudgets.companyId, company.id));
    expect(budget).toMatchObject({ committedRials: 5 * ORDER_RIALS, spentRials: 0 });
    const held = await ctx.db
      .select()
      .from(companyBudgetCommitments)
      .where(inArray(companyBudgetCommitments.budgetId, [budget?.id ?? 0]));
    expect(held).toHaveLength(5);
    const published = await ctx.db.execute(
      sql`select count(*)::int as n from trade_requests where state = 'published' and id in ${sql.raw(`(${orders.map((o) => o.id).join(',')})`)}`,
    );
    expect((published.rows[0] as { n: number }).n).toBe(5);
  },
  120_000,
);
