// The trade lexicon's workflow (decision 046) over the demo data: a supplier proposes a trade name, search
// does not read it until staff approve it, then search finds the catalog's word by it; refusals, duplicates
// and strangers are answered with problem+json.
import type { SearchResult } from '@bazaar/contracts/search';
import type { TradeTerm } from '@bazaar/contracts/trade-terms';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sessions.js';
import { createTestApp } from '../../../test/test-app.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let supplier: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let staff: Awaited<ReturnType<typeof signIn>>;
let merchantId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seeded: true, env: { OTP_RESEND_SECONDS: '0' } });
  const [merchant] = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.status, 'confirmed'))
    .orderBy(asc(merchants.id))
    .limit(1);
  merchantId = merchant?.id ?? 0;
  supplier = await signIn(ctx.app, '09181230001');
  stranger = await signIn(ctx.app, '09181230002');
  await ctx.db.insert(merchantMembers).values({ merchantId, userId: supplier.userId, role: 'owner' });
  const staffUser = await signIn(ctx.app, '09181230003');
  await ctx.db
    .update(users)
    .set({ roles: ['buyer', 'admin'] })
    .where(eq(users.id, staffUser.userId));
  staff = await signIn(ctx.app, '09181230003');
}, 300_000);
afterAll(async () => ctx?.close());

const call = (
  session: { auth: Record<string, string> } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function productTitles(q: string): Promise<string[]> {
  const response = await call(null, 'GET', `/api/v1/searches?q=${encodeURIComponent(q)}&pageSize=5`);
  return (response.json() as SearchResult).products.items.map((i) => i.title);
}

describe('the trade lexicon', () => {
  it('is seeded with the reviewed entries, each with its source, and one proposal for staff', async () => {
    const approved = (await call(staff, 'GET', '/api/v1/admin/tradeterms?state=approved&pageSize=100')).json();
    expect(approved.total).toBeGreaterThanOrEqual(100);
    expect(approved.items.every((t: TradeTerm) => t.source.length > 0)).toBe(true);
    const proposed = (await call(staff, 'GET', '/api/v1/admin/tradeterms')).json();
    expect(proposed.items.map((t: TradeTerm) => t.term)).toContain('شیر فلکه');
  });

  it('reads a supplier’s proposal only once staff approve it', async () => {
    // «شیر سوپاپی» (a globe valve named after its seat-and-plug, as some price lists write it) is in no title,
    // category or approved term. «شیر گلوبی» no longer serves: offers carry their category's trade names («گلوب ولو»,
    // decision 053); nor «شیر بشقابی», an approved lexicon entry since decision 083.
    const body = {
      merchantId,
      term: 'شیر سوپاپی',
      means: 'شیر سماوری',
      kind: 'bazaar',
      source: 'فهرست قیمت تأمین‌کننده',
    };
    const proposed = await call(supplier, 'POST', '/api/v1/tradeterms/proposals', body);
    expect(proposed.statusCode).toBe(201);
    const term = proposed.json() as TradeTerm;
    expect(term.state).toBe('proposed');
    expect((await productTitles('شیر سوپاپی')).some((t) => t.includes('شیر سماوری'))).toBe(false);

    const again = await call(supplier, 'POST', '/api/v1/tradeterms/proposals', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('body.term');

    const approved = await call(staff, 'POST', `/api/v1/admin/tradeterms/${term.id}/approve`);
    expect(approved.json().state).toBe('approved');
    expect((await productTitles('شیر سوپاپی')).some((t) => t.includes('شیر سماوری'))).toBe(true);

    const twice = await call(staff, 'POST', `/api/v1/admin/tradeterms/${term.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SEARCH_TERM_ALREADY_REVIEWED');
  });

  it('refuses a proposal with a reason, and strangers may not propose for a merchant', async () => {
    const body = { merchantId, term: 'شیر آب', means: 'شیر کشویی', kind: 'bazaar', source: 'آزمون' };
    const refused = await call(stranger, 'POST', '/api/v1/tradeterms/proposals', body);
    expect(refused.statusCode).toBe(403);
    const term = (await call(supplier, 'POST', '/api/v1/tradeterms/proposals', body)).json() as TradeTerm;
    const rejected = await call(staff, 'POST', `/api/v1/admin/tradeterms/${term.id}/reject`, {
      reason: 'بیش از حد کلی',
    });
    expect(rejected.json()).toMatchObject({ state: 'rejected', rejectionReason: 'بیش از حد کلی' });
  });

  it('lets staff add an approved term, and refuses a phrase of more than three words', async () => {
    const long = await call(staff, 'POST', '/api/v1/admin/tradeterms', {
      term: 'یک دو سه چهار',
      means: 'پمپ',
      kind: 'bazaar',
      source: 'آزمون',
    });
    expect(long.statusCode).toBe(400);
    const added = await call(staff, 'POST', '/api/v1/admin/tradeterms', {
      term: 'تلمبه آب',
      means: 'پمپ سانتریفیوژ',
      kind: 'bazaar',
      source: 'آزمون',
    });
    expect(added.statusCode).toBe(201);
    expect((await productTitles('تلمبه آب')).some((t) => t.includes('پمپ سانتریفیوژ'))).toBe(true);
  });
});
