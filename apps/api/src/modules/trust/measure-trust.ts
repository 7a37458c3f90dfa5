// The trust job (decision 043): measures every confirmed supplier and every buyer with orders over the last 90
// days and rewrites their rows of `trust_figures`; a rerun over the same history writes the same figures. The
// supplier's ranking term is a Bayesian average of each share toward the site's mean, so a new supplier starts at
// the mean instead of at zero and a few cases move it only a little.
import { type SUPPLIER_FIGURES, TRUST_WINDOW_DAYS } from '@bazaar/contracts/trust-figures';
import type { Database } from '../../db/client.js';
import { createFiguresRepo } from './figures.repo.js';
import { DAY_MS } from './trust-context.js';

/** How many cases' worth of the site mean every supplier starts with (the prior's weight). */
export const PRIOR_CASES = 5;
/**
 * The weights of the ranking's trust term: responsiveness, on time, stars, no dispute (sum 3, decision 043), and a
 * registry inquiry that found the company active for the id it shows now (decision 059), so T runs 0…3.25.
 */
export const WEIGHTS = { response: 1, onTime: 1, rating: 0.5, noDispute: 0.5, registry: 0.25 } as const;

type Share = { hits: number; cases: number };
const share = (hits: number, cases: number, min: number) => ({ value: cases >= min ? hits / cases : null, cases });
const median = (minutes: number | null, cases: number, min: number) => ({
  value: cases >= min && minutes !== null ? Math.round(minutes) : null,
  cases,
});
const mean = (all: Share[], fallback: number) => {
  const cases = all.reduce((n, s) => n + s.cases, 0);
  return cases ? all.reduce((n, s) => n + s.hits, 0) / cases : fallback;
};
/** The Bayesian average of a share: PRIOR_CASES cases at the site mean, then the supplier's own. */
export const smoothed = (s: Share, siteMean: number) => (s.hits + PRIOR_CASES * siteMean) / (s.cases + PRIOR_CASES);

export async function measureTrust(db: Database, options: { now: Date; minCases: number; payDays: number }) {
  const { now, minCases: min } = options;
  const window = { since: new Date(now.getTime() - TRUST_WINDOW_DAYS * DAY_MS), now };
  const repo = createFiguresRepo(db);
  const [merchants, messages, orders, quotes, onTime, disputes, repeat, ratings, registered] = await Promise.all([
    repo.merchants(),
    repo.messageResponses(window),
    repo.orderResponses(window),
    repo.quoteResponses(window),
    repo.onTime(window),
    repo.disputes(window),
    repo.repeatBuyers(window),
    repo.ratings(),
    repo.registryActive(),
  ]);
  const by = <T extends { id: number }>(list: T[]) => new Map(list.map((r) => [r.id, r]));
  const msg = by(messages);
  const ord = by(orders);
  const quo = by(quotes);
  const ot = by(onTime);
  const dis = by(disputes);
  const rep = by(repeat);
  const rat = by(ratings);
  const responseOf = (id: number): Share => ({
    hits: (msg.get(id)?.answered ?? 0) + (ord.get(id)?.answered ?? 0),
    cases: (msg.get(id)?.cases ?? 0) + (ord.get(id)?.cases ?? 0),
  });
  const onTimeOf = (id: number): Share => ({ hits: ot.get(id)?.onTime ?? 0, cases: ot.get(id)?.cases ?? 0 });
  // Stars as a share: 1 star is 0, 5 stars is 1.
  const ratingOf = (id: number): Share => {
    const r = rat.get(id);
    return { hits: r ? (r.stars - r.cases) / 4 : 0, cases: r?.cases ?? 0 };
  };
  const noDisputeOf = (id: number): Share => {
    const d = dis.get(id);
    return { hits: d ? d.cases - d.disputed : 0, cases: d?.cases ?? 0 };
  };
  const ids = merchants.map((m) => m.id);
  const site = {
    response: mean(ids.map(responseOf), 0.8),
    onTime: mean(ids.map(onTimeOf), 0.8),
    rating: mean(ids.map(ratingOf), 0.75),
    noDispute: mean(ids.map(noDisputeOf), 0.95),
  };
  for (const { id } of merchants) {
    const m = msg.get(id);
    const o = ord.get(id);
    const q = quo.get(id);
    const d = dis.get(id);
    const r = rep.get(id);
    const figures: Record<(typeof SUPPLIER_FIGURES)[number], { value: number | null; cases: number }> = {
      messageResponseRate: share(m?.answered ?? 0, m?.cases ?? 0, min),
      messageResponseMinutes: median(m?.medianMinutes ?? null, m?.answered ?? 0, min),
      orderResponseRate: share(o?.answered ?? 0, o?.cases ?? 0, min),
      orderResponseMinutes: median(o?.medianMinutes ?? null, o?.answered ?? 0, min),
      quoteResponseMinutes: median(q?.medianMinutes ?? null, q?.cases ?? 0, min),
      orderConfirmRate: share(o?.confirmed ?? 0, o?.cases ?? 0, min),
      onTimeRate: share(ot.get(id)?.onTime ?? 0, ot.get(id)?.cases ?? 0, min),
      disputeRate: share(d?.disputed ?? 0, d?.cases ?? 0, min),
      repeatBuyerRate: share(r?.repeat ?? 0, r?.cases ?? 0, min),
    };
    const score =
      WEIGHTS.response * smoothed(responseOf(id), site.response) +
      WEIGHTS.onTime * smoothed(onTimeOf(id), site.onTime) +
      WEIGHTS.rating * smoothed(ratingOf(id), site.rating) +
      WEIGHTS.noDispute * smoothed(noDisputeOf(id), site.noDispute) +
      // A fact, not a share: no prior; a company never inquired, dissolved or unknown adds nothing.
      (registered.has(id) ? WEIGHTS.registry : 0);
    await repo.save({
      subjectKind: 'merchant',
      subjectId: id,
      figures,
      detail: { ...(d?.endings ?? { release_all: 0, refund_all: 0, split: 0, open: 0 }) },
      score: Math.round(score * 1000) / 1000,
      computedAt: now,
    });
  }
  // Row 0: what a supplier without a single case scores (the prior), for one confirmed after this run: it has not
  // been inquired about yet either, so the prior holds no registry term.
  const prior =
    WEIGHTS.response * site.response +
    WEIGHTS.onTime * site.onTime +
    WEIGHTS.rating * site.rating +
    WEIGHTS.noDispute * site.noDispute;
  await repo.save({
    subjectKind: 'merchant',
    subjectId: 0,
    figures: {},
    detail: {},
    score: Math.round(prior * 1000) / 1000,
    computedAt: now,
  });
  const buyers = await repo.buyers(window, options.payDays);
  for (const b of buyers) {
    await repo.save({
      subjectKind: 'buyer',
      subjectId: b.id,
      figures: {
        paidOnTimeRate: share(b.onTime, b.payCases, min),
        cancelledAfterConfirmRate: share(b.cancelled, b.cancelCases, min),
      },
      detail: {},
      score: 0,
      computedAt: now,
    });
  }
  // The default listing order reads the score from each product row (decision 051): rewrite the rows whose
  // supplier's score changed, and only those, so an unchanged rerun writes nothing.
  const reranked = await repo.refreshListingRanks();
  return { merchants: merchants.length, buyers: buyers.length, site, reranked };
}
