// The demo catalog's products as the evaluation sees them (no database): every base product of the seed with
// its category's lineage (the same ids as seed-vocabulary.ts gives) and its nominal values in each property's
// default unit, as the seed stores them for every offer (issue 36). Whether a need finds a product is decided
// the way the listing decides: «about» within 5 %, bounds with the listing's 0.5 %, a product's range when it
// overlaps, an option in the list, yes/no equal; a product without the property does not match.
import type { Need } from '@bazaar/contracts/assistant';
import { CATEGORY_TREE, type CategorySeedNode } from '../../db/seed/category-tree.js';
import { loadBaseProducts } from '../../db/seed/datasets.js';
import type { EvaluationCase } from './evaluation-sets.js';

export interface EvaluationProduct {
  name: string;
  lineage: number[];
  values: Record<string, number | [number, number] | string | boolean>;
}

let products: EvaluationProduct[] | undefined;

/** The seed's base products, ids numbered as seedVocabularyInput numbers the categories (pre-order from 1). */
export function evaluationProducts(): EvaluationProduct[] {
  if (products) return products;
  const lineages = new Map<string, number[]>();
  let next = 1;
  const walk = (node: CategorySeedNode, type: string, above: number[]) => {
    const lineage = [...above, next];
    next += 1;
    lineages.set(`${type}:${node.name}`, lineage);
    for (const child of node.children ?? []) walk(child, type, lineage);
  };
  for (const root of CATEGORY_TREE) walk(root, root.categoryType, []);
  products = loadBaseProducts().map((b) => ({
    name: b.name,
    lineage: lineages.get(`${b.categoryType}:${b.category}`) ?? [],
    values: b.values,
  }));
  return products;
}

type Wanted = { value?: number; min?: number; max?: number; options?: string[]; bool?: boolean };

function satisfies(have: EvaluationProduct['values'][string] | undefined, want: Wanted): boolean {
  if (have === undefined) return false;
  if (want.options) return typeof have === 'string' && want.options.includes(have);
  if (want.bool !== undefined) return have === want.bool;
  if (typeof have !== 'number' && !Array.isArray(have)) return false;
  const [low, high] = Array.isArray(have) ? have : [have, have];
  if (want.value !== undefined) {
    const lo = want.value - Math.abs(want.value) * 0.05;
    const hi = want.value + Math.abs(want.value) * 0.05;
    return high >= lo && low <= hi;
  }
  const min = want.min === undefined ? -Infinity : want.min - Math.abs(want.min) * 0.005;
  const max = want.max === undefined ? Infinity : want.max + Math.abs(want.max) * 0.005;
  return high >= min && low <= max;
}

/** The products in the category (or below it) that meet every filter. */
export function productsFor(categoryId: number, filters: [string, Wanted][]): EvaluationProduct[] {
  return evaluationProducts().filter(
    (p) => p.lineage.includes(categoryId) && filters.every(([key, want]) => satisfies(p.values[key], want)),
  );
}

/** The expected need's filters in the matcher's terms. */
export function expectedFilters(c: EvaluationCase): [string, Wanted][] {
  return Object.entries(c.filters).map(([key, want]) => {
    if (typeof want === 'number') return [key, { value: want }];
    if (typeof want === 'boolean') return [key, { bool: want }];
    if (Array.isArray(want)) return [key, { options: want }];
    return [key, want];
  });
}

/** What the engine understood, as filters the matcher takes. */
export function understoodFilters(need: Need): [string, Wanted][] {
  return need.filters.map((f) => {
    if (f.type === 'option') return [f.key, { options: f.options.map((o) => o.key) }];
    if (f.type === 'boolean') return [f.key, f.bool === null ? {} : { bool: f.bool }];
    if (f.value !== null) return [f.key, { value: f.value }];
    return [f.key, { ...(f.min !== null ? { min: f.min } : {}), ...(f.max !== null ? { max: f.max } : {}) }];
  });
}

/**
 * Whether the catalog can answer the need as expected (some product meets it), and whether what the engine
 * understood finds one of those products.
 */
export function productOutcome(c: EvaluationCase, expectedCategoryId: number | undefined, need: Need) {
  if (expectedCategoryId === undefined) return { answerable: false, found: false };
  const right = productsFor(expectedCategoryId, expectedFilters(c));
  if (right.length === 0 || !need.category) return { answerable: right.length > 0, found: false };
  const got = new Set(productsFor(Number(need.category.id), understoodFilters(need)).map((p) => p.name));
  return { answerable: true, found: right.some((p) => got.has(p.name)) };
}

/**
 * The demo catalog as the language-model engine's search tool sees it in the evaluation (no database): the base
 * products of the need's category meeting what it asks, or, when none does, the category's products as the
 * nearest. Enough for the model to read results and answer; the score is of the need it searched for.
 */
export const evaluationMatcher = {
  async match(_vocab: unknown, need: Need) {
    const empty = { exact: false, products: [], suppliers: [], comparison: { products: [], rows: [] } };
    if (!need.category) return empty;
    const categoryId = Number(need.category.id);
    const exact = productsFor(categoryId, understoodFilters(need));
    const list = (exact.length ? exact : productsFor(categoryId, [])).slice(0, 10);
    return {
      ...empty,
      exact: exact.length > 0,
      products: list.map((p, i) => ({
        id: i + 1,
        priceRials: null,
        title: p.name,
        merchant: { name: 'تأمین‌کنندهٔ نمونه', city: null },
        differences: [],
      })),
    };
  },
};
