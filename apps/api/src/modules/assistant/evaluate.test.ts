// The built-in engine against the evaluation set (issue 19): at least 90% of categories and 85% of filter
// sets exactly right over the demo catalog's vocabulary. The report lists what it missed.
import { describe, expect, it } from 'vitest';
import { evaluate, loadEvaluationSet } from './evaluate.js';

describe('evaluation set of buyers’ needs', () => {
  it('holds at least 60 needs, each naming a category', () => {
    const cases = loadEvaluationSet();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
  });

  it('understands ≥ 90% of categories and ≥ 85% of filters exactly', () => {
    const report = evaluate();
    const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
    console.info(
      `assistant evaluation: ${report.total} needs, category ${pct(report.categoryAccuracy)}, filters ${pct(report.filterAccuracy)}, place/price/quantity ${pct(report.extrasAccuracy)}`,
    );
    expect(report.categoryAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.filterAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(report.extrasAccuracy).toBeGreaterThanOrEqual(0.85);
  });
});
