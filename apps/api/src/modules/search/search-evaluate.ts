// Scores the search on its relevance set (issue 35, docs/decisions/046-*.md «A relevance set of its own»): the
// development parts (relevance-development.json, and relevance-development-trade.json of decision 088: trade
// names and glued units; the ones search may be tuned on) and the held-out part
// (relevance-heldout.json, written before any scoring, never tuned on), the fresh (decision 053), the third
// (decision 060), the fourth (decision 065), the fifth (decision 078) and the sixth (decision 083) held-out parts, the seventh (decision 092), decision 097's development part and eighth held-out part, decision 101's development part and ninth held-out part, decision 105's development part and tenth held-out part, decision 107's development part and eleventh held-out part, decision 112's development part and twelfth held-out part, decision 114's development part and thirteenth held-out part, and decision 119's development part and fourteenth held-out part, each query judged against the demo
// catalog. Per kind and overall: nDCG@10 (grades 2 and 1 of the judgments; the ideal list is built from the
// published products of the database that the judgments name) and «found in top 5» (a grade-2 result among the
// first five; for nothing-to-find, no product, or only ones labelled «نزدیک‌ترین‌ها» where the set allows it).
// `npm run search:evaluate` (test/search-evaluate.ts) builds a seeded database and prints both parts; search-evaluate.test.ts
// holds the floor. `--part development --misses` lists the development part's misses while tuning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchResult } from '@bazaar/contracts/search';
import { foldForSearch } from '@bazaar/fa/normalize';

export const SEARCH_KINDS = [
  'codes',
  'units',
  'sizes',
  'trade-names',
  'typos',
  'services',
  'suppliers',
  'nothing-to-find',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type RelevancePart =
  | 'development'
  | 'development-trade'
  | 'development-breadth'
  | 'heldout'
  | 'fresh'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'sixth'
  | 'seventh'
  | 'development-097'
  | 'eighth'
  | 'development-101'
  | 'ninth'
  | 'development-105'
  | 'tenth'
  | 'development-107'
  | 'eleventh'
  | 'development-112'
  | 'twelfth'
  | 'development-114'
  | 'thirteenth'
  | 'development-119'
  | 'fourteenth';

/** The parts search may be tuned on (`--misses` lists their misses), in the order they were written. */
export const DEVELOPMENT_PARTS = [
  'development',
  'development-trade',
  'development-breadth',
  'development-097',
  'development-101',
  'development-105',
  'development-107',
  'development-112',
  'development-114',
  'development-119',
] as const satisfies readonly RelevancePart[];

/**
 * The held-out parts, in the order they were written: never tuned on, their misses never listed (the third was read
 * by decision 065 and is tunable since, yet no development query may repeat one of its queries either).
 */
export const HELD_OUT_PARTS = [
  'heldout',
  'fresh',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
] as const satisfies readonly RelevancePart[];

interface Rule {
  grade: 1 | 2;
  category?: string;
  title?: string[];
  supplier?: string;
}

export interface RelevanceCase {
  q: string;
  kind: SearchKind;
  relevant?: Rule[];
  /** nothing-to-find: `none` = no product at all; `near` = no exact product (none, or labelled nearest). */
  expect?: 'none' | 'near';
}

export interface PartScore {
  total: number;
  ndcg: number;
  foundTop5: number;
}

export interface SearchEvaluation extends PartScore {
  byKind: Record<string, PartScore>;
  misses: { q: string; kind: SearchKind; top: string[] }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadRelevanceSet(part: RelevancePart): RelevanceCase[] {
  const file = path.join(here, `relevance-${part}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: RelevanceCase[] }).queries;
}

/** A product as the judgments see it: its title and its category's name. */
export interface Judged {
  title: string;
  category?: string;
  /** The result it falls in: search shows one base product's offers as one result (decision 053). */
  group?: number;
}

/** The grade a hit earns: the best rule it satisfies, 0 when none. */
export function gradeOf(hit: Judged, rules: Rule[], section: 'products' | 'suppliers'): number {
  const title = foldForSearch(hit.title);
  let best = 0;
  for (const rule of rules) {
    const ok =
      section === 'suppliers'
        ? rule.supplier !== undefined && title.includes(foldForSearch(rule.supplier))
        : (rule.category !== undefined && hit.category === rule.category) ||
          (rule.title?.every((part) => title.includes(foldForSearch(part))) ?? false);
    if (ok) best = Math.max(best, rule.grade);
  }
  return best;
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => 1 / Math.log2(rank + 2);

/** The ideal grades: the catalog's products (or the one supplier) the rules name, best first. */
function idealGrades(c: RelevanceCase, catalog: Judged[]): number[] {
  const rules = c.relevant ?? [];
  if (c.kind === 'suppliers') return [2];
  // One grade per result: a base product's offers are one result, graded by its best offer.
  const byGroup = new Map<number | string, number>();
  catalog.forEach((product, i) => {
    const g = gradeOf(product, rules, 'products');
    const key = product.group ?? `offer ${i}`;
    if (g > 0) byGroup.set(key, Math.max(byGroup.get(key) ?? 0, g));
  });
  const grades = [...byGroup.values()].sort((a, b) => b - a);
  return grades.length ? grades.slice(0, 10) : [2];
}

export function judge(
  c: RelevanceCase,
  result: SearchResult,
  catalog: Judged[],
): { ndcg: number; found: boolean; top: string[] } {
  if (c.expect) {
    const found = result.products.items.length === 0 || (c.expect === 'near' && result.nearest !== null);
    return { ndcg: found ? 1 : 0, found, top: result.products.items.slice(0, 5).map((i) => i.title) };
  }
  const section = c.kind === 'suppliers' ? 'suppliers' : 'products';
  const hits: Judged[] =
    section === 'suppliers'
      ? result.suppliers.items
      : result.products.items.map((i) => ({ title: i.title, category: i.categoryName }));
  const grades = hits.slice(0, 10).map((hit) => gradeOf(hit, c.relevant ?? [], section));
  const dcg = grades.reduce((sum, g, i) => sum + gain(g) * discount(i), 0);
  const ideal = idealGrades(c, catalog).reduce((sum, g, i) => sum + gain(g) * discount(i), 0);
  return {
    ndcg: Math.min(1, dcg / ideal),
    found: grades.slice(0, 5).includes(2),
    top: hits.slice(0, 5).map((h) => h.title),
  };
}

/** Anything that answers `GET /api/v1/searches` as the app does (the app itself, through `inject`). */
export interface SearchClient {
  inject(options: { method: 'GET'; url: string }): PromiseLike<{ statusCode: number; json(): unknown }>;
}

export async function evaluateSearch(
  app: SearchClient,
  cases: RelevanceCase[],
  catalog: Judged[],
): Promise<SearchEvaluation> {
  const outcomes: { c: RelevanceCase; ndcg: number; found: boolean; top: string[] }[] = [];
  for (const c of cases) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/searches?q=${encodeURIComponent(c.q)}&pageSize=10`,
    });
    if (response.statusCode !== 200) throw new Error(`«${c.q}» answered ${response.statusCode}`);
    outcomes.push({ c, ...judge(c, response.json() as SearchResult, catalog) });
  }
  const score = (list: typeof outcomes): PartScore => ({
    total: list.length,
    ndcg: list.reduce((s, o) => s + o.ndcg, 0) / (list.length || 1),
    foundTop5: list.filter((o) => o.found).length / (list.length || 1),
  });
  const byKind: Record<string, PartScore> = {};
  for (const kind of SEARCH_KINDS) {
    const list = outcomes.filter((o) => o.c.kind === kind);
    if (list.length) byKind[kind] = score(list);
  }
  return {
    ...score(outcomes),
    byKind,
    misses: outcomes.filter((o) => !o.found).map((o) => ({ q: o.c.q, kind: o.c.kind, top: o.top })),
  };
}

/** «nDCG@10 0.812, found in top 5 91.2 % (131 queries)». */
export function describeSearchScore(s: PartScore): string {
  return `nDCG@10 ${s.ndcg.toFixed(3)}, found in top 5 ${(s.foundTop5 * 100).toFixed(1)}% (${s.total} queries)`;
}
