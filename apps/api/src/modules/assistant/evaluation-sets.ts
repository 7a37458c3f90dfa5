// The evaluation sets of buyers' needs (issue 36): the development part (evaluation-set.json, the generated
// coverage set, the promoted third held-out set, decision 087's exact-filter needs and the development parts of decisions
// 096, 100, 104, 108, 113, 115 and 120, tuned on) and twelve held-out sets (evaluation-heldout.json, -2.json, -4.json, -5.json, -6.json,
// -7.json, -8.json, -9.json, -10.json, -11.json, -12.json and -13.json, each written before a change to the engine and never tuned on). All in one notation: the
// category by name, filters by property key (a number is «about this» in the property's default unit, {min,max}
// bounds, a list of option keys, or true/false), and where given the place, price and quantity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const expectedFilter = z.union([
  z.number(),
  z.boolean(),
  z.array(z.string()).min(1),
  z.object({ min: z.number().optional(), max: z.number().optional() }),
]);

export const NEED_KINDS = ['product', 'service', 'document'] as const;
/** Forms of the trade grammar a need uses, to report scores per form. */
export const NEED_FORMS = [
  'range',
  'ratio',
  'pair',
  'implicit-unit',
  'quantity',
  'trade-word',
  'transliteration',
  'misspelling',
  'glued-unit',
  'morphology',
  // Forms the issue does not name (held-out 3): a chatty sentence, numbers in words, Arabic letters and digits,
  // a value or a quantity standing before the product.
  'colloquial',
  'number-word',
  'arabic-script',
  'word-order',
] as const;

const setSchema = z.object({
  _comment: z.string(),
  needs: z.array(
    z.object({
      text: z.string().min(3),
      category: z.string(),
      filters: z.record(z.string(), expectedFilter),
      kind: z.enum(NEED_KINDS).optional(),
      forms: z.array(z.enum(NEED_FORMS)).optional(),
      province: z.string().optional(),
      minPriceRials: z.number().optional(),
      maxPriceRials: z.number().optional(),
      quantity: z.object({ amount: z.number() }).optional(),
    }),
  ),
});
export type EvaluationCase = z.infer<typeof setSchema>['needs'][number];
export type EvaluationPart =
  | 'development'
  | 'exactForms'
  | 'heldout'
  | 'heldout2'
  | 'heldout4'
  | 'heldout5'
  | 'heldout6'
  | 'development096'
  | 'heldout7'
  | 'development100'
  | 'heldout8'
  | 'development104'
  | 'heldout9'
  | 'development108'
  | 'heldout10'
  | 'development113'
  | 'heldout11'
  | 'development115'
  | 'heldout12'
  | 'development120'
  | 'heldout13';
export const EVALUATION_PARTS: EvaluationPart[] = [
  'development',
  'exactForms',
  'heldout',
  'heldout2',
  'heldout4',
  'heldout5',
  'heldout6',
  'development096',
  'heldout7',
  'development100',
  'heldout8',
  'development104',
  'heldout9',
  'development108',
  'heldout10',
  'development113',
  'heldout11',
  'development115',
  'heldout12',
  'development120',
  'heldout13',
];

const FILES: Record<EvaluationPart, string[]> = {
  // The third held-out set, scored and reported (decision 061), was promoted to development by decision 066: it is
  // written the way buyers write, which the generated coverage set is not, and it is now tuned on.
  development: [
    'evaluation-set.json',
    'evaluation-coverage.json',
    'evaluation-heldout-3.json',
    'evaluation-development-087.json',
    'evaluation-development-096.json',
    'evaluation-development-100.json',
    'evaluation-development-104.json',
    'evaluation-development-108.json',
    'evaluation-development-113.json',
    'evaluation-development-115.json',
    'evaluation-development-120.json',
  ],
  // Decision 087's development needs in the forms buyers ask exact filters in, also scored on their own (tuned on).
  exactForms: ['evaluation-development-087.json'],
  heldout: ['evaluation-heldout.json'],
  // A second held-out set, written by another engineer before the next change to the engine (issue 36).
  heldout2: ['evaluation-heldout-2.json'],
  // A fourth, written the way buyers type before the change after that (decision 066).
  heldout4: ['evaluation-heldout-4.json'],
  // A fifth, written by an engineer who had not changed the reader, before the change after that (decision 084).
  heldout5: ['evaluation-heldout-5.json'],
  // A sixth (80 needs, a third services and documents), written before the change of decision 093.
  heldout6: ['evaluation-heldout-6.json'],
  // Decision 096: one batch of 311 needs written before any change, split by a seeded random split into a development
  // part (tuned on, also part of Development) and a seventh held-out part (never tuned on).
  development096: ['evaluation-development-096.json'],
  heldout7: ['evaluation-heldout-7.json'],
  // Decision 100: a second batch (210 needs) written the same way before any change, split (random.Random(100), 55 %
  // of each kind) into a development part (tuned on, also part of Development) and an eighth held-out part.
  development100: ['evaluation-development-100.json'],
  heldout8: ['evaluation-heldout-8.json'],
  // Decision 104: a third batch (211 needs) written the same way before any change, split (random.Random(104), 55 %
  // of each kind) into a development part (tuned on, also part of Development) and a ninth held-out part.
  development104: ['evaluation-development-104.json'],
  heldout9: ['evaluation-heldout-9.json'],
  // Decision 108: a fourth batch (303 needs) written the same way before any change, split (random.Random(108), 55 %
  // of each kind) into a development part (tuned on, also part of Development) and a tenth held-out part.
  development108: ['evaluation-development-108.json'],
  heldout10: ['evaluation-heldout-10.json'],
  // Decision 113: a fifth batch (450 needs) written the same way before any change, split (random.Random(113), 55 %
  // of each kind) into a development part (tuned on, also part of Development) and an eleventh held-out part.
  development113: ['evaluation-development-113.json'],
  heldout11: ['evaluation-heldout-11.json'],
  // Decision 115: a sixth batch (217 needs) written the same way before any change, split (random.Random(115), 55 %
  // of each kind) into a development part (tuned on, also part of Development) and a twelfth held-out part.
  development115: ['evaluation-development-115.json'],
  heldout12: ['evaluation-heldout-12.json'],
  // Decision 120: a seventh batch (289 needs) written the same way before any change and before any engine output for
  // it was seen, split by alternating the needs in the order written into a development part (tuned on, also part of
  // Development) and a thirteenth held-out part.
  development120: ['evaluation-development-120.json'],
  heldout13: ['evaluation-heldout-13.json'],
};

/** The needs of one part (the development part is the hand-written set and the coverage set). */
export function loadEvaluationSet(part: EvaluationPart = 'development'): EvaluationCase[] {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  return FILES[part].flatMap((file) => {
    return setSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))).needs;
  });
}
