// The search's relevance set (issue 35, decision 046): the held-out part, written before any scoring and never
// tuned on, must keep its «found in top 5» score over the demo data. The floor is the
// issue's 90 %: measured at 92.4 % (131 queries) when the set was first scored, after tuning on the development
// part only. Tune search on relevance-development.json (`npm run search:evaluate -- --part development --misses`),
// never on these queries.
import { readFileSync } from 'node:fs';
import { foldForSearch } from '@bazaar/fa/normalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import {
  DEVELOPMENT_PARTS,
  evaluateSearch,
  HELD_OUT_PARTS,
  type Judged,
  loadRelevanceSet,
  SEARCH_KINDS,
  type SearchEvaluation,
} from './search-evaluate.js';
import { loadJudgingCatalog } from './search-evaluate.repo.js';

// Raised by decision 075 to just below its measured 96.9 % (the CI floor was 90 %), and by decision 083
// to just below its measured 97.7 %. Raised by decision 107 to one query under its measured 98.4 % (125 of 127; 124 is
// 97.6 %). Raised by decision 112 to one query under its measured 99.2 % (126 of 127; 125 is 98.4 %).
const HELD_OUT_FOUND_IN_TOP_5_FLOOR = 0.984;
// The fifth held-out part (decision 078), written before its changes: the CI floor of 90 % (measured
// 89.7 % before decision 078, 91.0 % after).
// Raised by decision 097 to one query under its measured 92.4 % (134 of 145; 133 is 91.7 %).
// Raised by decision 107 to one query under its measured 93.1 % (134 of 144; 133 is 92.4 %).
const FIFTH_FOUND_IN_TOP_5_FLOOR = 0.923;
// The sixth held-out part (decision 083), written before its changes: just below its measured 79.9 % (before and
// after decision 083) — a guard against falling, far below the 90 %, which it does not meet. Raised by
// decision 089 to one query under its measured 81.5 % (150 of 184; 149 is 81.0 %, 148 is 80.4 %).
// Raised by decision 097 to one query under its measured 84.2 % (155 of 184; 154 is 83.7 %).
// Raised by decision 101 to one query under its measured 84.8 % (156 of 184; 155 is 84.2 %).
// Raised by decision 107 to one query under its measured 87.0 % (160 of 184; 159 is 86.4 %).
// Raised by decision 112 to one query under its measured 88.0 % (162 of 184; 161 is 87.5 %).
const SIXTH_FOUND_IN_TOP_5_FLOOR = 0.875;
// The eighth held-out part (decision 097), written and split from its development part before any change: one
// query under its measured 92.2 % (83 of 90, before and after decision 097; 82 is 91.1 %). Raised by decision 107 to one
// query under its measured 93.3 % (84 of 90; 83 is 92.2 %). Raised by decision 112 to one query under its measured
// 95.6 % (86 of 90; 85 is 94.4 %).
const EIGHTH_FOUND_IN_TOP_5_FLOOR = 0.944;
// The ninth held-out part (decision 101), written and split from its development part before any change: one query
// under its measured 91.2 % (83 of 91, before and after decision 101; 82 is 90.1 %). Raised by decision 107 to one query
// under its measured 92.3 % (84 of 91; 83 is 91.2 %). Raised by decision 112 to one query under its measured 94.5 %
// (86 of 91; 85 is 93.4 %).
const NINTH_FOUND_IN_TOP_5_FLOOR = 0.934;
// The tenth held-out part (decision 105), written and split from its development part before any change: one query
// under its measured baseline 86.2 % (75 of 87; 74 is 85.06 %). Raised by decision 112 to one query under its measured
// 87.4 % (76 of 87; 75 is 86.2 %).
const TENTH_FOUND_IN_TOP_5_FLOOR = 0.862;
// The eleventh held-out part (decision 107), written and split from its development part before any change: one query
// under its measured 93.9 % after decision 107 (154 of 164; 152 before it; 153 is 93.3 %). Raised by decision 112 to
// one query under its measured 95.7 % (157 of 164; 156 is 95.1 %).
const ELEVENTH_FOUND_IN_TOP_5_FLOOR = 0.951;
// The twelfth held-out part (decision 112), written and split from its development part before any change: one query
// under its measured 87.8 % (172 of 196, before and after decision 112; 171 is 87.2 %).
const TWELFTH_FOUND_IN_TOP_5_FLOOR = 0.872;
// The thirteenth held-out part (decision 114), written and split from its development part before any change: one
// query under its measured 94.7 % after decision 114 (162 of 171; 161 before it; 161 is 94.2 %).
const THIRTEENTH_FOUND_IN_TOP_5_FLOOR = 0.941;
// The fourteenth held-out part (decision 119), written and split from its development part before any change: one
// query under its measured 94.7 % (71 of 75, before and after decision 119; 70 is 93.3 %).
const FOURTEENTH_FOUND_IN_TOP_5_FLOOR = 0.933;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let catalog: Judged[];
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
  catalog = await loadJudgingCatalog(ctx.db);
}, 300_000);
afterAll(async () => ctx?.close());

describe('search relevance set', () => {
  it('holds at least 120 held-out, 100 third, 150 fourth, 120 fifth and 150 sixth held-out and 180 development queries, at least 12 of every kind in each part', () => {
    for (const [part, least] of [
      ['heldout', 120],
      ['third', 100],
      ['fourth', 150],
      ['fifth', 120],
      ['sixth', 150],
      ['development', 180],
    ] as const) {
      const cases = loadRelevanceSet(part);
      expect(cases.length, part).toBeGreaterThanOrEqual(least);
      for (const kind of SEARCH_KINDS)
        expect(cases.filter((c) => c.kind === kind).length, `${part} ${kind}`).toBeGreaterThanOrEqual(12);
    }
  });

  it('holds a second development part of at least 100 trade names and glued units (decision 088)', () => {
    const cases = loadRelevanceSet('development-trade');
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(cases.filter((c) => c.kind === 'trade-names').length).toBeGreaterThanOrEqual(80);
    expect(cases.filter((c) => c.kind === 'units').length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['097', 'development-097', 'eighth'],
    ['101', 'development-101', 'ninth'],
    ['105', 'development-105', 'tenth'],
    ['107', 'development-107', 'eleventh'],
    ['112', 'development-112', 'twelfth'],
    ['114', 'development-114', 'thirteenth'],
  ] as const)(
    "holds decision %s's batch: a development part of at least 100 and a held-out part of at least 85 queries, every kind in each",
    (_, development, heldOut) => {
      for (const [part, least] of [
        [development, 100],
        [heldOut, 85],
      ] as const) {
        const cases = loadRelevanceSet(part);
        expect(cases.length, part).toBeGreaterThanOrEqual(least);
        for (const kind of SEARCH_KINDS)
          expect(cases.filter((c) => c.kind === kind).length, `${part} ${kind}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it("holds decision 119's batch: 154 queries split by alternate position within each kind, at least 70 in each half, every kind in each", () => {
    // Most plain forms were already in earlier parts (199 of 353 drafts repeated one), so this batch is smaller.
    const development = loadRelevanceSet('development-119');
    const heldOut = loadRelevanceSet('fourteenth');
    expect(development.length + heldOut.length).toBeGreaterThanOrEqual(120);
    for (const [part, cases] of [
      ['development-119', development],
      ['fourteenth', heldOut],
    ] as const) {
      expect(cases.length, part).toBeGreaterThanOrEqual(70);
      for (const kind of SEARCH_KINDS)
        expect(cases.filter((c) => c.kind === kind).length, `${part} ${kind}`).toBeGreaterThanOrEqual(5);
      // The alternate split leaves each kind's halves within one query of each other.
      for (const kind of SEARCH_KINDS) {
        const d = development.filter((c) => c.kind === kind).length;
        const h = heldOut.filter((c) => c.kind === kind).length;
        expect(d - h, `${kind}`).toBeGreaterThanOrEqual(0);
        expect(d - h, `${kind}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('repeats no development query in a held-out part (folded as search folds: ی/ک, digits, ZWNJ, case)', () => {
    // A held-out query that is also a development one was tuned on, and counts for the held-out score as if it were
    // not. The relevance test's own queries (relevance-set.json, relevance.test.ts) are tuned on too.
    const tuned = new Set(
      [
        ...DEVELOPMENT_PARTS.flatMap((part) => loadRelevanceSet(part).map((c) => c.q)),
        ...(
          JSON.parse(readFileSync(new URL('./relevance-set.json', import.meta.url), 'utf8')) as {
            queries: { q: string }[];
          }
        ).queries.map((c) => c.q),
      ].map(foldForSearch),
    );
    for (const part of HELD_OUT_PARTS) {
      const repeated = loadRelevanceSet(part).filter((c) => tuned.has(foldForSearch(c.q)));
      expect(
        repeated.map((c) => c.q),
        part,
      ).toEqual([]);
    }
  });

  it('judges a result by its category, its title or its supplier, and nothing-to-find by an empty answer', async () => {
    const report: SearchEvaluation = await evaluateSearch(
      ctx.app,
      [
        { q: 'پمپ شناور', kind: 'trade-names', relevant: [{ grade: 2, category: 'پمپ شناور' }] },
        { q: 'پمپ شناور', kind: 'codes', relevant: [{ grade: 2, title: ['اینورتر'] }] },
        { q: 'بلیط هواپیما', kind: 'nothing-to-find', expect: 'none' },
        { q: 'پمپ شناور', kind: 'nothing-to-find', expect: 'none' },
      ],
      catalog,
    );
    expect(report.byKind['trade-names']?.foundTop5).toBe(1);
    expect(report.byKind.codes?.foundTop5).toBe(0);
    expect(report.byKind['nothing-to-find']?.foundTop5).toBe(0.5);
    expect(report.misses.map((m) => m.q)).toEqual(['پمپ شناور', 'پمپ شناور']);
  });

  it(`finds a right result in the top 5 for at least ${HELD_OUT_FOUND_IN_TOP_5_FLOOR * 100} % of the held-out queries`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('heldout'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(HELD_OUT_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${FIFTH_FOUND_IN_TOP_5_FLOOR * 100} % of the fifth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('fifth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(FIFTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${SIXTH_FOUND_IN_TOP_5_FLOOR * 100} % of the sixth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('sixth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(SIXTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${EIGHTH_FOUND_IN_TOP_5_FLOOR * 100} % of the eighth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('eighth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(EIGHTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${NINTH_FOUND_IN_TOP_5_FLOOR * 100} % of the ninth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('ninth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(NINTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${TENTH_FOUND_IN_TOP_5_FLOOR * 100} % of the tenth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('tenth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(TENTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${ELEVENTH_FOUND_IN_TOP_5_FLOOR * 100} % of the eleventh held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('eleventh'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(ELEVENTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${TWELFTH_FOUND_IN_TOP_5_FLOOR * 100} % of the twelfth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('twelfth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(TWELFTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${THIRTEENTH_FOUND_IN_TOP_5_FLOOR * 100} % of the thirteenth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('thirteenth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(THIRTEENTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);

  it(`finds a right result in the top 5 for at least ${FOURTEENTH_FOUND_IN_TOP_5_FLOOR * 100} % of the fourteenth held-out part`, async () => {
    const report = await evaluateSearch(ctx.app, loadRelevanceSet('fourteenth'), catalog);
    expect(report.foundTop5).toBeGreaterThanOrEqual(FOURTEENTH_FOUND_IN_TOP_5_FLOOR);
  }, 300_000);
});
