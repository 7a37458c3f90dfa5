// The built-in engine against the two evaluation sets (issue 36). The held-out part was written before the
// category classifier and is never tuned on; its floors are what CI holds. The development part (hand-written
// and generated coverage) is held higher: it is what the engine was tuned on.
import { describe, expect, it } from 'vitest';
import { describeScore, evaluate, loadEvaluationSet } from './evaluate.js';
import { NEED_KINDS } from './evaluation-sets.js';

/**
 * CI fails below these on the held-out parts, each floor just under what that part measured after the last change
 * (decision 072, 28 November 2026): the first held-out set 92.4 % categories, 72.3 % exact filters, 92.4 % a right
 * product; the second 92.5 %, 67.1 %, 87.7 %; the fourth 92.9 %, 67.5 %, 88.9 %. The third was promoted to the
 * development part by decision 066. Merged with the search's lexicon sweep (decision 075) the same day: 92.4 / 72.0 /
 * 92.4, 92.5 / 66.8 / 88.3, 92.9 / 67.1 / 89.8 % (a synonym group read differently moved one or two needs' filters).
 * Decision 077 (kinds by the values asked, makers named by places, DN sizes, trade words by their labels): 94.9 / 77.4
 * / 92.4, 92.9 / 70.0 / 88.3, 92.9 / 69.4 / 89.8 %; the floors that rose are one need under those.
 * Decision 084 (codes spelt in letter names, English names in Persian letters, grades in number words): 94.9 / 78.0 /
 * 92.4, 92.9 / 71.4 / 88.3, 92.9 / 70.6 / 89.8 %, and the fifth part 92.1 / 64.9 / 91.2 %; floors just under.
 * Decision 087 («کیلو» by the products' values, a rating before a setting range, distinct words of a property's name,
 * one kind of a category named «A و B», «کویل»/«شیت», unit-less ranges): 94.9 / 79.0 / 92.7, 92.9 / 75.4 / 88.3,
 * 92.9 / 73.8 / 89.8 %, the fifth 92.1 / 67.8 / 91.6 %; the exact-filter floors rose to just under these.
 * Decision 090 (amounts free of a category's name, bare numbers inside the products' span, labels without the
 * category's name, years, shortened yes/no names, two-sound English names): 94.9 / 79.3 / 92.4, 92.9 / 76.1 / 89.0,
 * 92.9 / 75.4 / 89.8 %, the fifth 92.1 / 69.4 / 91.6 %; exact-filter floors (and held-out 2's products) one need under.
 * Decision 095 (values only a scientific name lists, Latin names side by side in a label, the trade's short names of
 * values and properties): 94.9 / 80.3 / 92.7, 92.9 / 77.9 / 89.0, 92.9 / 77.4 / 89.8 %, the fifth 92.1 / 71.5 / 91.6 %;
 * exact-filter floors (and the first part's products) one need under. Then the kind several kinds fit: held-out 4
 * 93.3 / 77.8 / 89.8 %, its floors one need under.
 * Decision 093 (a property's name said with its parenthesis, an adjective of a label's first word): 94.9 / 80.6 /
 * 92.7, 93.2 / 77.9 / 89.0, 92.9 / 77.8 / 89.8 %, the fifth 92.1 / 71.9 / 91.6 %, the new sixth 91.3 / 65.0 / 87.5 %;
 * floors one need under those where that is higher (none lowered). Merged with 095's kind tie-break: each floor the
 * higher of the two.
 * Decision 096 (two words of a name typed together, numbers in words of several places, a leaf's own options weigh
 * more in the category reader): 95.2 / 80.9 / 93.4, 93.9 / 78.6 / 90.3, 92.9 / 77.8 / 89.8 %, the fifth 92.1 / 71.5 /
 * 92.1 %, the sixth 91.3 / 65.0 / 87.5 %, the new seventh 90.0 / 70.0 / 87.0 %; floors one need under where higher.
 * Decision 100 (sides as the catalog keeps them, a cable's neutral, parts of a label's code and of a label joined by «و»,
 * a property's Latin name, a size after a value, «قطب», units as adjectives): 95.2 / 81.5 / 93.4, 93.9 / 80.0 / 90.3,
 * 92.9 / 79.0 / 89.8 %, the fifth 92.1 / 73.1 / 92.1 %, the sixth 91.3 / 67.5 / 87.5 %, the seventh 90.0 / 72.1 / 87.0 %,
 * the new eighth 94.7 / 78.7 / 96.9 %; exact-filter floors (and the eighth's categories) one need under. Then the kind an
 * option says when the numbers fit none: held-out 2 93.6 / 79.6 %, the fifth 92.6 / 73.6 %, the seventh 90.7 / 72.9 %,
 * the eighth 96.8 / 80.9 %; floors one need under where higher (held-out 2's stay, which it still meets).
 * Decision 104 («سی ان سی» spelt, a parenthesis's word of time, labels' last words, counts in number words, fractions
 * without the inch mark, codes learned from the products' titles, «X دار», counts before their name, «منهای», numbers
 * inside a property's name, shared parentheses as a family): 95.5 / 83.1 / 93.7, 93.9 / 81.4 / 90.3, 92.9 / 79.0 / 89.8 %,
 * the fifth 93.8 / 75.6 / 93.4 %, the sixth 92.5 / 75.0 / 87.5 %, the seventh 91.4 / 74.3 / 88.9 %, the eighth 96.8 /
 * 81.9 / 96.9 %, the new ninth 91.6 / 72.6 / 81.6 % (main's engine scored it 90.5 / 68.4 / 81.6 %). Then a category's
 * name read as written besides as the synonyms fold it: 96.2 / 83.8 / 94.4, 95.0 / 82.5 / 90.9, 94.4 / 80.6 / 91.7 %,
 * the fifth 94.6 / 75.6 / 93.4 %, the sixth 93.8 / 76.3 / 87.5 %, the seventh 92.1 / 75.0 / 88.9 %, the eighth 96.8 /
 * 81.9 / 96.9 %, the ninth 92.6 / 73.7 / 84.2 %; floors one need under where that is higher (none lowered).
 * Decision 108 (labels said apart around a number, the category's own words no option, a count word naming a property
 * with its value after it, a code's number after its property's word, counts named without «تعداد», English initials
 * of a number property, a label said inside another): exact filters 84.4, 84.3, 81.0, 76.4, 77.5, 77.1, 83.0, 75.8 %
 * and the new tenth 80.9 % (main's engine scored the tenth 94.1 / 80.1 / 89.3 %); categories and right products
 * unchanged; exact-filter floors one need under.
 * Decision 113 (a name said in full after another category's head earns no bonus, a name with its broken plurals
 * singular, a rule a job follows, a unit's word that is an option label, a mixed inch fraction, a length
 * past the products as the quantity, a signal without its unit, bearing codes, rates without «بر», a word in a
 * property's parenthesis, a property named beside a percent, a section in a number word, trade names): categories
 * 96.8, 95.7, 95.2, 95.5, 93.8, 94.3, 97.9, 94.7, 96.3 %, exact filters 84.7, 85.4, 83.7, 77.3, 77.5, 79.3, 83.0,
 * 80.0, 83.8 %, the new eleventh 93.1 / 82.7 / 95.3 % (main's engine scored it 91.6 / 79.2 / 93.0 %); every floor
 * one need under where that is higher (none lowered).
 * Decision 115 (one convention for a bearing's code in every part, counts in the trade's Latin words, a code's section
 * without «Section», a machine asked for, a label's number after the name, a reducer's two sizes with «در», «رنج» —
 * taken out again by decision 118, as it moved no development need):
 * categories 96.8, 96.1, 95.2, 95.5, 95.0, 94.3, 97.9, 94.7, 96.3, 93.1 %, exact filters 85.0, 85.7, 84.1, 78.5, 77.5,
 * 79.3, 83.0, 80.0, 83.8, 83.2 %, the new twelfth 95.9 / 78.6 / 100.0 % (main's engine scored it 93.9 / 71.4 / 97.4 %);
 * every floor one need under where that is higher (none lowered).
 * Decision 118 (names of option values the labels do not write, ordinals in words, an inch fraction for a size kept
 * in millimetres, a category checked against the values said, bearing kinds by the options their products store;
 * «رنج» out): categories 96.8, 96.1, 96.0, 95.5, 95.0, 94.3, 97.9, 94.7, 96.3, 93.1, 96.9 %, exact filters 85.4, 85.7,
 * 84.9, 78.9, 77.5, 79.3, 83.0, 80.0, 83.8, 83.7, 78.6 %; every floor one need under where that is higher (none lowered).
 * Decision 120 (names the labels do not write as data, property names, a bare range the one range property's,
 * words that fold one by one no phrase, a close unrelated category's words free, a label's family folded once):
 * categories 96.8, 96.1, 96.0, 95.9, 95.0, 94.3, 96.8, 94.7, 96.3, 93.1, 96.9 %, exact filters 85.7, 86.8, 85.7, 81.4,
 * 78.8, 80.7, 84.0, 84.2, 86.0, 84.2, 80.6 %, the new thirteenth 96.5 / 84.0 / 98.4 % (main's engine scored it 96.5 /
 * 80.6 / 98.4 %); every floor one need under where that is higher (none lowered; held-out 8 lost one category and one
 * right product, still at its floors).
 * The floors are 90 / 85 / 80; exact filter sets stay under them until
 * the reader reaches them on held-out needs.
 */
const HELD_OUT_FLOORS = {
  heldout: { categories: 0.964, filters: 0.853, products: 0.95 },
  heldout2: { categories: 0.957, filters: 0.864, products: 0.928 },
  heldout4: { categories: 0.956, filters: 0.853, products: 0.935 },
  // Written for decision 084 before any change; main's engine scored it 91.3 / 53.3 / 89.9 %.
  heldout5: { categories: 0.954, filters: 0.809, products: 0.942 },
  // Written for decision 093 before any change; main's engine (after 095) scored it 91.3 / 65.0 / 87.5 %.
  heldout6: { categories: 0.937, filters: 0.775, products: 0.875 },
  // Written for decision 096 before any change (split from one batch with its development part); main's engine
  // scored it 89.3 / 69.3 / 87.0 %.
  heldout7: { categories: 0.935, filters: 0.8, products: 0.907 },
  // Written for decision 100 before any change (split from one batch with its development part); main's engine
  // scored it 93.6 / 75.5 / 96.9 %.
  heldout8: { categories: 0.968, filters: 0.829, products: 0.968 },
  // Written for decision 104 before any change (split from one batch with its development part); main's engine
  // scored it 90.5 / 68.4 / 81.6 %.
  heldout9: { categories: 0.936, filters: 0.831, products: 0.864 },
  // Written for decision 108 before any change (split from one batch with its development part); main's engine
  // scored it 94.1 / 80.1 / 89.3 %.
  heldout10: { categories: 0.955, filters: 0.852, products: 0.892 },
  // Written for decision 113 before any change (split from one batch with its development part); main's engine
  // scored it 91.6 / 79.2 / 93.0 %.
  heldout11: { categories: 0.925, filters: 0.836, products: 0.941 },
  // Written for decision 115 before any change (split from one batch with its development part); main's engine
  // scored it 93.9 / 71.4 / 97.4 %.
  heldout12: { categories: 0.959, filters: 0.795, products: 0.974 },
  // Written for decision 120 before any change (split from one batch with its development part by alternating the
  // needs as written); main's engine scored it 96.5 / 80.6 / 98.4 %.
  heldout13: { categories: 0.958, filters: 0.833, products: 0.967 },
} as const;

describe('evaluation sets of buyers’ needs', () => {
  it('hold at least 400 needs, a third of the held-out part services and documents, none twice', () => {
    const development = loadEvaluationSet('development');
    const heldout = loadEvaluationSet('heldout');
    expect(development.length + heldout.length).toBeGreaterThanOrEqual(400);
    expect(heldout.length).toBeGreaterThanOrEqual(300);
    const services = heldout.filter((c) => c.kind === 'service' || c.kind === 'document');
    expect(services.length).toBeGreaterThanOrEqual(heldout.length / 3);
    const texts = [
      ...development,
      ...heldout,
      ...loadEvaluationSet('heldout2'),
      ...loadEvaluationSet('heldout4'),
      ...loadEvaluationSet('heldout5'),
      ...loadEvaluationSet('heldout6'),
      ...loadEvaluationSet('heldout7'),
      ...loadEvaluationSet('heldout8'),
      ...loadEvaluationSet('heldout9'),
      ...loadEvaluationSet('heldout10'),
      ...loadEvaluationSet('heldout11'),
      ...loadEvaluationSet('heldout12'),
      ...loadEvaluationSet('heldout13'),
    ].map((c) => c.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(heldout.map((c) => c.kind ?? 'product'))).toEqual(new Set(NEED_KINDS));
  });

  it('understands the development part: ≥ 95 % of categories, ≥ 85 % of filter sets', () => {
    const report = evaluate(undefined, loadEvaluationSet('development'));
    console.info(`assistant development: ${describeScore(report)}`);
    expect(report.categoryAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.filterAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(report.productAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.extrasAccuracy).toBeGreaterThanOrEqual(0.85);
    // 1,168 parses: CPU-bound, and slow on a shared machine; the time limit is not what this test measures.
  }, 60_000);

  it.each([
    'heldout',
    'heldout2',
    'heldout4',
    'heldout5',
    'heldout6',
    'heldout7',
    'heldout8',
    'heldout9',
    'heldout10',
    'heldout11',
    'heldout12',
    'heldout13',
  ] as const)('generalises to the held-out part %s above its floors', (part) => {
    const report = evaluate(undefined, loadEvaluationSet(part));
    console.info(`assistant ${part}: ${describeScore(report)}`);
    expect(report.categoryAccuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[part].categories);
    expect(report.filterAccuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[part].filters);
    expect(report.productAccuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[part].products);
  });
});
