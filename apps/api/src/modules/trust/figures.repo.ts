// The trust job's SQL (decision 043): what the site's own timestamps say about each supplier and buyer in a window
// [since, now). A question counts as a case once answered or once a day old unanswered (a message of five minutes
// ago is not yet unanswered). Each query answers counts per subject; shares and smoothing are the job's.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trustFigures } from '../../db/schema/trust.js';

type Window = { since: Date; now: Date };
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const GRACE = sql`interval '1 day'`;

export interface ResponseCounts {
  id: number;
  cases: number;
  answered: number;
  confirmed: number;
  medianMinutes: number | null;
}

export function createFiguresRepo(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, unknown>>(query)).rows as unknown as T[];

  return {
    async merchants(): Promise<{ id: number; joinedAt: Date }[]> {
      const list = await rows<{ id: number; created_at: string | Date }>(
        sql`select id, created_at from merchants where status = 'confirmed'`,
      );
      return list.map((r) => ({ id: Number(r.id), joinedAt: new Date(r.created_at) }));
    },

    /**
     * Suppliers the registry inquiry last found active for the national id they show now (decisions 051, 059): the
     * invoice identity's, else the registration's. A dissolved or unknown company, or one whose id changed since
     * the answer, is not among them.
     */
    async registryActive(): Promise<Set<number>> {
      const list = await rows<{ id: number }>(sql`select rc.merchant_id as id
        from merchant_registry_checks rc
        join merchants m on m.id = rc.merchant_id
        left join merchant_legal_identities li on li.merchant_id = m.id
        where rc.outcome = 'active' and rc.national_id = coalesce(li.national_id, m.national_id)`);
      return new Set(list.map((r) => Number(r.id)));
    },

    /** Buyers' first messages in a conversation and the merchant side's first answer after them. */
    async messageResponses({ since, now }: Window): Promise<ResponseCounts[]> {
      const list = await rows<Record<string, unknown>>(sql`
        with asked as (
          select c.merchant_id, q.asked,
            (select min(m.created_at) from messages m
              where m.conversation_id = c.id and m.side = 'merchant' and m.created_at >= q.asked) as answered
          from conversations c
          cross join lateral (select min(m.created_at) as asked from messages m
            where m.conversation_id = c.id and m.side = 'buyer') q
          where q.asked >= ${since} and q.asked < ${now})
        select merchant_id as id,
          count(*) filter (where answered is not null or asked <= ${now}::timestamptz - ${GRACE})::int as cases,
          count(answered)::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from answered - asked) / 60)
            filter (where answered is not null) as median
        from asked group by merchant_id`);
      return list.map((r) => ({
        id: Number(r.id),
        cases: Number(r.cases),
        answered: Number(r.answered),
        confirmed: 0,
        medianMinutes: num(r.median),
      }));
    },

    /** Direct orders sent for confirmation and the supplier's first confirm or reject after each sending. */
    async orderResponses({ since, now }: Window): Promise<ResponseCounts[]> {
      const list = await rows<Record<string, unknown>>(sql`
        with asked as (
          select r.merchant_id, e.created_at as asked, a.action, a.created_at as answered
          from trade_request_events e
          join trade_requests r on r.id = e.trade_request_id
          left join lateral (select x.action, x.created_at from trade_request_events x
            where x.trade_request_id = e.trade_request_id and x.id > e.id
              and x.action in ('supplier_confirm', 'supplier_reject')
            order by x.id limit 1) a on true
          where e.action = 'request_confirmation' and e.created_at >= ${since} and e.created_at < ${now})
        select merchant_id as id,
          count(*) filter (where answered is not null or asked <= ${now}::timestamptz - ${GRACE})::int as cases,
          count(answered)::int as answered,
          count(*) filter (where action = 'supplier_confirm')::int as confirmed,
          percentile_cont(0.5) within group (order by extract(epoch from answered - asked) / 60)
            filter (where answered is not null) as median
        from asked group by merchant_id`);
      return list.map((r) => ({
        id: Number(r.id),
        cases: Number(r.cases),
        answered: Number(r.answered),
        confirmed: Number(r.confirmed),
        medianMinutes: num(r.median),
      }));
    },

    /** Minutes from a request for quotation opening to each quote a merchant sent on it. */
    async quoteResponses({ since, now }: Window) {
      const list = await rows<Record<string, unknown>>(sql`
        select q.merchant_id as id, count(*)::int as cases,
          percentile_cont(0.5) within group (order by extract(epoch from q.created_at - r.opened_at) / 60) as median
        from trade_quotes q join trade_requests r on r.id = q.trade_request_id
        where r.opened_at is not null and q.created_at >= ${since} and q.created_at < ${now}
        group by q.merchant_id`);
      return list.map((r) => ({ id: Number(r.id), cases: Number(r.cases), medianMinutes: num(r.median) }));
    },

    /**
     * Orders whose delivery was recorded in the window (the supplier's «ثبت تحویل», or the buyer's confirmation
     * when it came first) against the promise: payment (or publication) plus the supplier's lead time.
     */
    async onTime({ since, now }: Window) {
      const list = await rows<Record<string, unknown>>(sql`
        with delivered as (
          select r.id, r.merchant_id, r.supplier_lead_time_days as days,
            (select min(e.created_at) from trade_request_events e where e.trade_request_id = r.id
              and (e.to_state = 'delivered' or e.action = 'confirm_receipt')) as delivered_at,
            coalesce((select min(e.created_at) from trade_request_events e
                where e.trade_request_id = r.id and e.action = 'pay'),
              (select min(e.created_at) from trade_request_events e
                where e.trade_request_id = r.id and e.action = 'publish')) as started_at
          from trade_requests r where r.supplier_lead_time_days is not null)
        select merchant_id as id, count(*)::int as cases,
          count(*) filter (where delivered_at <= started_at + make_interval(days => days))::int as on_time
        from delivered
        where started_at is not null and delivered_at >= ${since} and delivered_at < ${now}
        group by merchant_id`);
      return list.map((r) => ({ id: Number(r.id), cases: Number(r.cases), onTime: Number(r.on_time) }));
    },

    /** Orders that ended (completed or refunded) or went into dispute in the window, and how disputes ended. */
    async disputes({ since, now }: Window) {
      const list = await rows<Record<string, unknown>>(sql`
        with ended as (
          select r.id, r.merchant_id, d.outcome, d.id as dispute_id
          from trade_requests r left join disputes d on d.trade_request_id = r.id
          where exists (select 1 from trade_request_events e where e.trade_request_id = r.id
            and e.to_state in ('completed', 'refunded', 'disputed') and e.created_at >= ${since} and e.created_at < ${now}))
        select merchant_id as id, count(*)::int as cases, count(dispute_id)::int as disputed,
          count(*) filter (where outcome = 'release_all')::int as release_all,
          count(*) filter (where outcome = 'refund_all')::int as refund_all,
          count(*) filter (where outcome = 'split')::int as split,
          count(*) filter (where dispute_id is not null and outcome is null)::int as open
        from ended group by merchant_id`);
      return list.map((r) => ({
        id: Number(r.id),
        cases: Number(r.cases),
        disputed: Number(r.disputed),
        endings: {
          release_all: Number(r.release_all),
          refund_all: Number(r.refund_all),
          split: Number(r.split),
          open: Number(r.open),
        },
      }));
    },

    /** Buyers with an order completed in the window, and those of them who had completed one before with it. */
    async repeatBuyers({ since, now }: Window) {
      const list = await rows<Record<string, unknown>>(sql`
        with done as (
          select r.merchant_id, r.buyer_user_id,
            (select min(e.created_at) from trade_request_events e
              where e.trade_request_id = r.id and e.to_state = 'completed') as at
          from trade_requests r where r.state = 'completed'),
        buyers as (
          select merchant_id, buyer_user_id, count(*) filter (where at < ${now}) as orders
          from done group by 1, 2
          having bool_or(at >= ${since} and at < ${now}))
        select merchant_id as id, count(*)::int as cases, count(*) filter (where orders >= 2)::int as repeat
        from buyers group by merchant_id`);
      return list.map((r) => ({ id: Number(r.id), cases: Number(r.cases), repeat: Number(r.repeat) }));
    },

    /** Visible reviews' overall stars per supplier (all time: reviews are rare and fixed after 14 days). */
    async ratings() {
      const list = await rows<Record<string, unknown>>(sql`
        select merchant_id as id, count(*)::int as cases, coalesce(sum(overall), 0)::int as stars
        from reviews where subject = 'supplier' and hidden_at is null group by merchant_id`);
      return list.map((r) => ({ id: Number(r.id), cases: Number(r.cases), stars: Number(r.stars) }));
    },

    /** Buyers: payment within `payDays` of publication, and cancellation after the supplier confirmed. */
    async buyers({ since, now }: Window, payDays: number) {
      const list = await rows<Record<string, unknown>>(sql`
        with published as (
          select r.buyer_user_id, p.created_at as published_at,
            (select min(e.created_at) from trade_request_events e
              where e.trade_request_id = r.id and e.action = 'pay') as paid_at
          from trade_requests r
          join lateral (select min(e.created_at) as created_at from trade_request_events e
            where e.trade_request_id = r.id and e.action = 'publish') p on p.created_at is not null
          where p.created_at >= ${since} and p.created_at < ${now}),
        pay as (
          select buyer_user_id, count(*) filter (where paid_at is not null
              or published_at <= ${now}::timestamptz - make_interval(days => ${payDays}))::int as cases,
            count(*) filter (where paid_at <= published_at + make_interval(days => ${payDays}))::int as on_time
          from published group by 1),
        confirmed as (
          select r.buyer_user_id,
            exists (select 1 from trade_request_events x where x.trade_request_id = r.id and x.id > c.id
              and x.action = 'cancel' and x.actor_party = 'buyer') as cancelled
          from trade_requests r
          join lateral (select e.id, e.created_at from trade_request_events e where e.trade_request_id = r.id
            and e.action = 'supplier_confirm' order by e.id limit 1) c on true
          where c.created_at >= ${since} and c.created_at < ${now}),
        cancel as (
          select buyer_user_id, count(*)::int as cases, count(*) filter (where cancelled)::int as cancelled
          from confirmed group by 1)
        select coalesce(pay.buyer_user_id, cancel.buyer_user_id) as id,
          coalesce(pay.cases, 0) as pay_cases, coalesce(pay.on_time, 0) as on_time,
          coalesce(cancel.cases, 0) as cancel_cases, coalesce(cancel.cancelled, 0) as cancelled
        from pay full join cancel on cancel.buyer_user_id = pay.buyer_user_id`);
      return list.map((r) => ({
        id: Number(r.id),
        payCases: Number(r.pay_cases),
        onTime: Number(r.on_time),
        cancelCases: Number(r.cancel_cases),
        cancelled: Number(r.cancelled),
      }));
    },

    /**
     * Copies each supplier's score (`bz_trust_rank`) onto its products, where the default listing order's indexes
     * read it (decision 051); a product whose copy is already current is not written. Answers how many changed.
     */
    async refreshListingRanks() {
      const list = await rows<{ n: number }>(sql`with changed as (
          update supplier_products p set trust_rank = s.score
          from (select id, bz_trust_rank(id) as score from merchants) s
          where s.id = p.merchant_id and p.trust_rank <> s.score
          returning 1)
        select count(*)::int as n from changed`);
      return list[0]?.n ?? 0;
    },

    /** Rewrites one subject's measurement: a rerun over the same history writes the same row. */
    async save(row: typeof trustFigures.$inferInsert) {
      await db
        .insert(trustFigures)
        .values(row)
        .onConflictDoUpdate({
          target: [trustFigures.subjectKind, trustFigures.subjectId],
          set: { figures: row.figures, detail: row.detail, score: row.score, computedAt: row.computedAt },
        });
    },

    async read(subjectKind: 'merchant' | 'buyer', subjectId: number) {
      const list = await rows<Record<string, unknown>>(sql`select figures, detail, score, computed_at
        from trust_figures where subject_kind = ${subjectKind} and subject_id = ${subjectId}`);
      const r = list[0];
      return r
        ? {
            figures: r.figures as Record<string, { value: number | null; cases: number }>,
            detail: r.detail as Record<string, number>,
            score: Number(r.score),
            computedAt: new Date(r.computed_at as string),
          }
        : undefined;
    },
  };
}
export type FiguresRepo = ReturnType<typeof createFiguresRepo>;
