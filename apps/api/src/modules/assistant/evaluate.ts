// Scores the built-in engine on the evaluation set (evaluation-set.json) over the demo catalog's vocabulary:
// category accuracy (the exact category) and filter accuracy (every expected filter, nothing else, values
// within 0.5%). `npm run assistant:evaluate -w @bazaar/api` prints the report; evaluate.test.ts holds the bar.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Need } from '@bazaar/contracts/assistant';
import { z } from 'zod';
import { NeedParser } from './need-parser.js';
import { seedVocabulary } from './seed-vocabulary.js';
import type { Vocabulary } from './vocabulary.js';

const expectedFilter = z.union([
  z.number(),
  z.boolean(),
  z.array(z.string()).min(1),
  z.object({ min: z.number().optional(), max: z.number().optional() }),
]);
const setSchema = z.object({
  _comment: z.string(),
  needs: z.array(
    z.object({
      text: z.string().min(3),
      category: z.string(),
      filters: z.record(z.string(), expectedFilter),
      province: z.string().optional(),
      minPriceRials: z.number().optional(),
      maxPriceRials: z.number().optional(),
      quantity: z.object({ amount: z.number() }).optional(),
    }),
  ),
});
export type EvaluationCase = z.infer<typeof setSchema>['needs'][number];

export function loadEvaluationSet(): EvaluationCase[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'evaluation-set.json');
  return setSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).needs;
}

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

export interface EvaluationReport {
  total: number;
  categoryAccuracy: number;
  filterAccuracy: number;
  /** Of the needs that name a place, price or quantity, the share understood. */
  extrasAccuracy: number;
  misses: { text: string; expected: unknown; got: unknown }[];
}

export function evaluate(vocabulary: Vocabulary = seedVocabulary(), cases = loadEvaluationSet()): EvaluationReport {
  const parser = new NeedParser(vocabulary);
  let categories = 0;
  let filters = 0;
  let extras = 0;
  let extrasTotal = 0;
  const misses: EvaluationReport['misses'] = [];
  for (const c of cases) {
    const need = parser.parse(c.text);
    const categoryOk = need.category?.name === c.category;
    const filtersOk = categoryOk && filtersMatch(need, c.filters);
    if (categoryOk) categories += 1;
    if (filtersOk) filters += 1;
    if (c.province || c.maxPriceRials || c.minPriceRials || c.quantity) {
      extrasTotal += 1;
      const ok =
        (c.province === undefined || need.province?.name === c.province) &&
        (c.maxPriceRials === undefined || need.maxPriceRials === c.maxPriceRials) &&
        (c.minPriceRials === undefined || need.minPriceRials === c.minPriceRials) &&
        (c.quantity === undefined || need.quantity?.amount === c.quantity.amount);
      if (ok) extras += 1;
    }
    if (!categoryOk || !filtersOk)
      misses.push({
        text: c.text,
        expected: { category: c.category, filters: c.filters },
        got: { category: need.category?.name ?? null, filters: describeFilters(need) },
      });
  }
  return {
    total: cases.length,
    categoryAccuracy: categories / cases.length,
    filterAccuracy: filters / cases.length,
    extrasAccuracy: extrasTotal ? extras / extrasTotal : 1,
    misses,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = evaluate();
  for (const miss of report.misses) console.log(JSON.stringify(miss));
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(
    `${report.total} needs: category ${pct(report.categoryAccuracy)}, filters ${pct(report.filterAccuracy)}, ` +
      `place/price/quantity ${pct(report.extrasAccuracy)}`,
  );
}
