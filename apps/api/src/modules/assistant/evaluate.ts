// Scores the built-in engine on the two evaluation sets (evaluation-sets.ts) over the demo catalog's vocabulary:
// the exact category, the exact filter set (every expected filter, nothing else, values within 0.5 %), and, of
// the needs the demo catalog can answer, the share for which what the engine understood finds a right product
// (evaluation-catalog.ts). `npm run assistant:evaluate -w @bazaar/api` prints the development and the held-out
// scores separately, per kind and per grammar form; only the development part's misses are listed, so the
// held-out part keeps measuring. evaluate.test.ts holds the floors.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Need } from '@bazaar/contracts/assistant';
import type { ModelEngine } from './assistant.service.js';
import { evaluationMatcher, productOutcome } from './evaluation-catalog.js';
import { EVALUATION_PARTS, type EvaluationCase, type EvaluationPart, loadEvaluationSet } from './evaluation-sets.js';
import { createModelEngine } from './model-engine.js';
import { NeedParser } from './need-parser.js';
import { seedVocabulary } from './seed-vocabulary.js';
import type { Vocabulary } from './vocabulary.js';

export { type EvaluationCase, loadEvaluationSet } from './evaluation-sets.js';

const close = (a: number | null, b: number | undefined) =>
  b === undefined ? a === null : a !== null && Math.abs(a - b) <= Math.max(Math.abs(b) * 0.005, 1e-9);

/** What the engine understood, in the set's own notation. */
export function describeFilters(need: Need): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of need.filters) {
    if (f.type === 'option') out[f.key] = f.options.map((o) => o.key).sort();
    else if (f.type === 'boolean') out[f.key] = f.bool;
    else if (f.value !== null) out[f.key] = f.value;
    else out[f.key] = { ...(f.min !== null ? { min: f.min } : {}), ...(f.max !== null ? { max: f.max } : {}) };
  }
  return out;
}

function filtersMatch(need: Need, expected: EvaluationCase['filters']): boolean {
  if (need.filters.length !== Object.keys(expected).length) return false;
  return Object.entries(expected).every(([key, want]) => {
    const got = need.filters.find((f) => f.key === key);
    if (!got) return false;
    if (typeof want === 'boolean') return got.type === 'boolean' && got.bool === want;
    if (Array.isArray(want))
      return JSON.stringify(got.options.map((o) => o.key).sort()) === JSON.stringify([...want].sort());
    if (typeof want === 'number') return close(got.value, want) && got.min === null && got.max === null;
    return got.value === null && close(got.min, want.min) && close(got.max, want.max);
  });
}

export interface Score {
  total: number;
  categoryAccuracy: number;
  filterAccuracy: number;
  /** Needs the demo catalog can answer as expected. */
  answerable: number;
  /** Of those, the share for which the understood need finds a right product. */
  productAccuracy: number;
}

export interface EvaluationReport extends Score {
  /** Of the needs that name a place, price or quantity, the share understood. */
  extrasAccuracy: number;
  byKind: Record<string, Score>;
  byForm: Record<string, Score>;
  misses: { text: string; expected: unknown; got: unknown }[];
}

interface Outcome {
  c: EvaluationCase;
  category: boolean;
  filters: boolean;
  answerable: boolean;
  found: boolean;
}

function score(outcomes: Outcome[]): Score {
  const n = outcomes.length || 1;
  const answerable = outcomes.filter((o) => o.answerable);
  return {
    total: outcomes.length,
    categoryAccuracy: outcomes.filter((o) => o.category).length / n,
    filterAccuracy: outcomes.filter((o) => o.filters).length / n,
    answerable: answerable.length,
    productAccuracy: answerable.filter((o) => o.found).length / (answerable.length || 1),
  };
}

function groupScores(outcomes: Outcome[], keysOf: (c: EvaluationCase) => string[]): Record<string, Score> {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) for (const key of keysOf(o.c)) groups.set(key, [...(groups.get(key) ?? []), o]);
  return Object.fromEntries([...groups].map(([key, list]) => [key, score(list)]));
}

export function evaluate(
  vocabulary: Vocabulary = seedVocabulary(),
  cases: EvaluationCase[] = loadEvaluationSet('development'),
): EvaluationReport {
  const parser = new NeedParser(vocabulary);
  return scoreNeeds(
    vocabulary,
    cases,
    cases.map((c) => parser.parse(c.text)),
  );
}

/**
 * The language-model engine on the same needs (when AI_BASE_URL and AI_MODEL are set): each need one turn, its
 * search tool answered from the demo catalog's base products; the need scored is the one the model searched for
 * (or, as the app does, the built-in reading when it searched nothing). A turn that fails counts as not understood.
 */
export async function evaluateModel(
  engine: ModelEngine,
  vocabulary: Vocabulary,
  cases: EvaluationCase[],
): Promise<EvaluationReport & { failed: number }> {
  const empty = new NeedParser(vocabulary).parse('');
  const needs: Need[] = [];
  let failed = 0;
  for (const c of cases) {
    try {
      needs.push((await engine.run({ text: c.text, previous: undefined, vocabulary })).need);
    } catch {
      failed += 1;
      needs.push(empty);
    }
  }
  return { ...scoreNeeds(vocabulary, cases, needs), failed };
}

function scoreNeeds(vocabulary: Vocabulary, cases: EvaluationCase[], needs: Need[]): EvaluationReport {
  const categoryIds = new Map([...vocabulary.categories.values()].map((c) => [c.name, c.id]));
  let extras = 0;
  let extrasTotal = 0;
  const misses: EvaluationReport['misses'] = [];
  const outcomes: Outcome[] = cases.map((c, index) => {
    const need = needs[index] as Need;
    const category = need.category?.name === c.category;
    const filters = category && filtersMatch(need, c.filters);
    if (c.province || c.maxPriceRials || c.minPriceRials || c.quantity) {
      extrasTotal += 1;
      const ok =
        (c.province === undefined || need.province?.name === c.province) &&
        (c.maxPriceRials === undefined || need.maxPriceRials === c.maxPriceRials) &&
        (c.minPriceRials === undefined || need.minPriceRials === c.minPriceRials) &&
        (c.quantity === undefined || need.quantity?.amount === c.quantity.amount);
      if (ok) extras += 1;
    }
    if (!category || !filters)
      misses.push({
        text: c.text,
        expected: { category: c.category, filters: c.filters },
        got: { category: need.category?.name ?? null, filters: describeFilters(need) },
      });
    return { c, category, filters, ...productOutcome(c, categoryIds.get(c.category), need) };
  });
  return {
    ...score(outcomes),
    extrasAccuracy: extrasTotal ? extras / extrasTotal : 1,
    byKind: groupScores(outcomes, (c) => [c.kind ?? 'product']),
    byForm: groupScores(outcomes, (c) => (c.forms?.length ? c.forms : ['plain'])),
    misses,
  };
}

/** One line of scores: «categories 97.1 %, exact filters 91.0 %, a right product 88.2 % (of 280)». */
export function describeScore(s: Score): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  return (
    `${s.total} needs: categories ${pct(s.categoryAccuracy)}, exact filters ${pct(s.filterAccuracy)}, ` +
    `a right product ${pct(s.productAccuracy)} (of ${s.answerable} the catalog can answer)`
  );
}

/** `--engine model`: the language-model engine, when configured; `--limit N` scores the first N needs of each part. */
async function scoreModel(vocabulary: Vocabulary, parts: EvaluationPart[]) {
  const baseURL = process.env.AI_BASE_URL;
  const model = process.env.AI_MODEL;
  if (!baseURL || !model) {
    console.log('The language-model engine is not configured here (set AI_BASE_URL and AI_MODEL, and AI_API_KEY if');
    console.log('the endpoint needs one): nothing was scored. Without --engine model the built-in engine is scored.');
    return;
  }
  const limit = process.argv.includes('--limit') ? Number(process.argv[process.argv.indexOf('--limit') + 1]) : Infinity;
  type Deps = Parameters<typeof createModelEngine>[0];
  const engine = createModelEngine({
    baseURL,
    apiKey: process.env.AI_API_KEY,
    model,
    timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 20_000),
    // Its search tool reads the demo catalog's base products; a product's page is not there (no database).
    catalog: { getProduct: async () => null } as unknown as Deps['catalog'],
    matcher: evaluationMatcher as unknown as Deps['matcher'],
  });
  for (const part of parts) {
    const cases = loadEvaluationSet(part).slice(0, limit);
    const report = await evaluateModel(engine, vocabulary, cases);
    console.log(`\n${TITLES[part]}, model ${model} — ${describeScore(report)}; ${report.failed} turns failed`);
    for (const [kind, s] of Object.entries(report.byKind)) console.log(`  ${kind.padEnd(16)} ${describeScore(s)}`);
  }
}

const TITLES: Record<EvaluationPart, string> = {
  development: 'Development',
  exactForms: 'Development, exact-filter forms (087; part of Development)',
  heldout: 'Held-out',
  heldout2: 'Held-out 2',
  heldout4: 'Held-out 4',
  heldout5: 'Held-out 5',
  heldout6: 'Held-out 6',
  development096: 'Development, decision 096 batch (part of Development)',
  heldout7: 'Held-out 7',
  development100: 'Development, decision 100 batch (part of Development)',
  heldout8: 'Held-out 8',
  development104: 'Development, decision 104 batch (part of Development)',
  heldout9: 'Held-out 9',
  development108: 'Development, decision 108 batch (part of Development)',
  heldout10: 'Held-out 10',
  development113: 'Development, decision 113 batch (part of Development)',
  heldout11: 'Held-out 11',
  development115: 'Development, decision 115 batch (part of Development)',
  heldout12: 'Held-out 12',
  development120: 'Development, decision 120 batch (part of Development)',
  heldout13: 'Held-out 13',
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const vocabulary = seedVocabulary();
  // `--part development` while tuning: the held-out parts are scored only when a change is finished.
  const only = process.argv[process.argv.indexOf('--part') + 1];
  const parts = EVALUATION_PARTS.filter((p) => !process.argv.includes('--part') || p === only);
  const engine = process.argv.includes('--engine') ? process.argv[process.argv.indexOf('--engine') + 1] : 'builtin';
  if (engine === 'model') await scoreModel(vocabulary, parts);
  else
    for (const part of parts) {
      const report = evaluate(vocabulary, loadEvaluationSet(part));
      if (
        (part === 'development' ||
          part === 'exactForms' ||
          part === 'development096' ||
          part === 'development100' ||
          part === 'development104' ||
          part === 'development108' ||
          part === 'development113' ||
          part === 'development115' ||
          part === 'development120') &&
        process.argv.includes('--misses')
      )
        for (const miss of report.misses) console.log(JSON.stringify(miss));
      console.log(`\n${TITLES[part]} — ${describeScore(report)}`);
      for (const [kind, s] of Object.entries(report.byKind)) console.log(`  ${kind.padEnd(16)} ${describeScore(s)}`);
      for (const [form, s] of Object.entries(report.byForm))
        console.log(`  form ${form.padEnd(11)} ${describeScore(s)}`);
    }
}
