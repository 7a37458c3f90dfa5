// The built-in engine's reader: two numbers of one thing (decision 046, the shared grammar's sizes and
// ratios). «قوطی ۴۰ در ۴۰» and «کابل 4x16» are a size: each number goes to one of the category's dimensions
// (a count before a cross-section: cores × mm²); «ترانس ۲۰ به ۰.۴ کیلوولت» and «20/0.4 kV» are two values of
// one quantity, first to the first property of that quantity (the primary voltage), second to the next.
import { DN_INCH } from '../../shared/query-reader/trade-forms.js';
import { measured } from './need-properties.js';
import { type ParseState, PLUS, readNumber, take, unitAt } from './need-tokens.js';
import type { VocabProperty } from './vocabulary.js';

const SIZE_JOIN = new Set(['×', 'در']);
const PAIR_JOIN = new Set(['به', '/', ':']);
const RATIO_JOIN = new Set(['به', '/', ':']);

const numeric = (p: VocabProperty) => p.type === 'number' || p.type === 'range';

/** The pairs of properties a size «a × b» / «a در b» fills, first number first. */
const SIZE_PAIRS: [string, string][] = [
  ['cores', 'cross_section'],
  ['section_width', 'section_depth'],
  ['bore_diameter', 'stroke'],
  ['nominal_diameter', 'length'],
  ['disc_diameter', 'disc_thickness'],
  ['leg_size', 'thickness'],
  ['outer_diameter', 'width'],
  ['width', 'length'],
];

/**
 * Two values of one quantity joined by «به» or «/»: which property takes which, first number first («ترانس ۲۰ به
 * ۰.۴», «تبدیل ۶ به ۴ اینچ»). Said without a unit, both are in the first property's unit (kV, inches).
 */
const VALUE_PAIRS: [string, string][] = [
  ['primary_voltage', 'secondary_voltage'],
  ['nominal_size', 'small_end_size'],
];

/** A third number of a size is the wall's thickness («قوطی ۶۰×۴۰×۳», «نبشی 50×50×5»). */
const THIRD = ['thickness', 'wall_thickness'];

function orderedPair(properties: VocabProperty[], pairs: [string, string][]): VocabProperty[] {
  for (const [a, b] of pairs) {
    const first = properties.find((p) => p.key === a && numeric(p));
    const second = properties.find((p) => p.key === b && numeric(p));
    if (first && second) return [first, second];
  }
  return [];
}

/** Where each number of a size goes: the first of SIZE_PAIRS the category has (none: not read as a pair). */
function sizeProperties(properties: VocabProperty[]): VocabProperty[] {
  return orderedPair(properties, SIZE_PAIRS);
}

/**
 * Where a nominal size goes when the category has no «سایز نامی»: its one free size in inches named «سایز …» (a
 * flowmeter's «سایز لوله», a pump's «سایز ورودی», a hose's «سایز پورت»): «فلومتر DN100» is a 4-inch line.
 */
function inchSize(vocab: ParseState['vocab'], properties: VocabProperty[], found: ParseState['found']) {
  const sizes = properties.filter(
    (p) =>
      numeric(p) &&
      !found.some((f) => f.propertyId === p.id) &&
      p.defaultUnitId !== null &&
      vocab.units.get(p.defaultUnitId)?.key === 'inch' &&
      (p.words ?? []).some((w) => w[0] === 'سایز'),
  );
  return sizes.length === 1 ? sizes[0] : undefined;
}

/**
 * Codes that name a nominal size: «M16» is a thread of 16 mm nominal diameter, «DN50» a 2-inch pipe (NPS 2);
 * a ratio «1:40» / «۱ به ۴۰» is the category's ratio (its property named «نسبت …»).
 */
function readCodes({ vocab, tokens, properties, found, put }: ParseState): void {
  const free = (key: string) => properties.find((p) => p.key === key && !found.some((f) => f.propertyId === p.id));
  for (let i = 0; i < tokens.length; i += 1) {
    const code = tokens[i]?.text ?? '';
    const n = /^\d+$/.test(tokens[i + 1]?.text ?? '') && !tokens[i + 1]?.used ? Number(tokens[i + 1]?.text) : null;
    let hit: { property: NonNullable<ReturnType<typeof free>>; value: number; unitKey: string } | null = null;
    if (n !== null && code === 'm' && free('nominal_diameter'))
      hit = { property: free('nominal_diameter') as VocabProperty, value: n, unitKey: 'mm' };
    const inch = code === 'dn' && n !== null ? DN_INCH[n] : code === 'nps' ? n : null;
    const sized = inch != null ? (free('nominal_size') ?? inchSize(vocab, properties, found)) : undefined;
    if (inch != null && sized) hit = { property: sized, value: inch, unitKey: 'inch' };
    if (hit) {
      const given = [...vocab.units.values()].find((u) => u.key === hit.unitKey) ?? null;
      put(measured(vocab, hit.property, given, { value: hit.value, low: null, high: null }, `${code} ${n}`));
      take(tokens[i]);
      take(tokens[i + 1]);
      i += 1;
      // «M24×100», «M10 در ۴۰»: the thread, then the bolt's length in millimetres.
      const length = code === 'm' && SIZE_JOIN.has(tokens[i + 1]?.text ?? '') ? readNumber(tokens, i + 2) : null;
      if (length && free('length') && !unitAt(vocab, tokens, length.end)) {
        put(
          measured(
            vocab,
            free('length') as VocabProperty,
            given,
            { value: length.value, low: null, high: null },
            `× ${length.value}`,
          ),
        );
        for (let k = i + 1; k < length.end; k += 1) take(tokens[k]);
        i = length.end - 1;
      }
      continue;
    }
    const ratio = properties.find((p) => numeric(p) && p.quantityId === null && p.name.startsWith('نسبت'));
    const join = tokens[i + 1]?.text ?? '';
    // «1:40», «۱ به ۴۰», «1/40» (with a ratio to fill, a slash is not a fraction)
    if (ratio && tokens[i]?.text === '1' && !tokens[i]?.used && RATIO_JOIN.has(join)) {
      const second = readNumber(tokens, i + 2);
      if (!second) continue;
      put(measured(vocab, ratio, null, { value: second.value, low: null, high: null }, `1:${second.value}`));
      for (let k = i; k < second.end; k += 1) take(tokens[k]);
      i = second.end - 1;
      continue;
    }
    // «۲۰ به ۱», «40:1»: the larger number first says the same ratio.
    const first = ratio && !tokens[i]?.used ? readNumber(tokens, i) : null;
    if (ratio && first && first.value > 1 && RATIO_JOIN.has(tokens[first.end]?.text ?? '')) {
      const one = tokens[first.end + 1];
      if (one?.text !== '1' || one.used || /^\d/.test(tokens[first.end + 2]?.text ?? '')) continue;
      put(measured(vocab, ratio, null, { value: first.value, low: null, high: null }, `${first.value}:1`));
      for (let k = i; k <= first.end + 1; k += 1) take(tokens[k]);
      i = first.end + 1;
    }
  }
}

/**
 * Which of a size's two sides the catalog keeps the larger in (decision 100): a hollow section's depth is its larger
 * side («قوطی 100×50» stores a width of 50 and a depth of 100), a disc's diameter is larger than its thickness. Read
 * from the products filed under the category that store both, in one unit: when every one of them has one side at
 * least the other (and some larger), that side; null when they disagree (a cable's cores against its cross-section),
 * when the sides are in different units (a sheet's width in mm, its length in m), or when none stores both.
 */
function largerSide(
  vocab: ParseState['vocab'],
  categoryId: number | null,
  a: VocabProperty,
  b: VocabProperty,
): VocabProperty | null {
  if (categoryId === null || a.defaultUnitId === null || a.defaultUnitId !== b.defaultUnitId) return null;
  const both = vocab
    .valuesUnder(categoryId)
    .map((v) => [v[a.key], v[b.key]])
    .filter((pair): pair is [number, number] => pair.every((x) => typeof x === 'number'));
  if (!both.length) return null;
  if (both.every(([x, y]) => y >= x) && both.some(([x, y]) => y > x)) return b;
  if (both.every(([x, y]) => x >= y) && both.some(([x, y]) => x > y)) return a;
  return null;
}

export function readPairs(state: ParseState): void {
  const { vocab, tokens, properties, found, put } = state;
  if (properties.length === 0) return;
  readCodes(state);
  for (let i = 0; i < tokens.length; i += 1) {
    const first = readNumber(tokens, i);
    if (!first) continue;
    const join = tokens[first.end]?.text ?? '';
    if (!SIZE_JOIN.has(join) && !PAIR_JOIN.has(join)) continue;
    const second = readNumber(tokens, first.end + 1);
    if (!second) continue;
    const unit = unitAt(vocab, tokens, second.end);
    const end = unit ? unit.end : second.end;
    const phrase = tokens
      .slice(i, end)
      .map((t) => t.text)
      .join(' ');
    let targets: VocabProperty[] = [];
    let bothInFirstUnit = false;
    if (SIZE_JOIN.has(join)) targets = sizeProperties(properties);
    // «تبدیل ۶ در ۴»: with no size of two sides to fill, «در» joins two values of one quantity as «به» does (a
    // reducer's two ends, decision 115).
    const sized = SIZE_JOIN.has(join) && targets.length === 2;
    if (!sized) {
      const quantities = new Set(unit?.units.map((u) => u.quantityId));
      const pair = orderedPair(properties, VALUE_PAIRS).filter(
        (p) => !unit || (p.quantityId !== null && quantities.has(p.quantityId)),
      );
      if (pair.length === 2) {
        targets = pair;
        bothInFirstUnit = !unit;
      } else if (unit)
        targets = properties.filter((p) => numeric(p) && p.quantityId !== null && quantities.has(p.quantityId));
    }
    targets = targets.filter((p) => !found.some((f) => f.propertyId === p.id));
    if (targets.length < 2) continue;
    const [a, b] = targets as [VocabProperty, VocabProperty];
    // «نبشی ۵ در ۵»: equal numbers of an angle are its two legs, in centimetres as the trade names them.
    const legs = a.key === 'leg_size' && first.value === second.value;
    // «قوطی ۶۰ در ۳۰» and «قوطی ۳۰ در ۶۰» are one section: the larger number goes where the catalog keeps the larger.
    const larger = SIZE_JOIN.has(join) ? largerSide(vocab, state.categoryId, a, b) : null;
    const [lo, hi] = [Math.min(first.value, second.value), Math.max(first.value, second.value)];
    const [av, bv] = larger === b ? [lo, hi] : larger === a ? [hi, lo] : [first.value, second.value];
    const values = legs
      ? ([[a, first.value <= 25 && !unit ? first.value * 10 : first.value]] as const)
      : ([
          [a, av],
          [b, bv],
        ] as const);
    const firstUnit = a.defaultUnitId !== null ? vocab.units.get(a.defaultUnitId) : undefined;
    for (const [property, value] of values) {
      const given =
        unit?.units.find((u) => u.quantityId === property.quantityId) ??
        (bothInFirstUnit ? firstUnit : undefined) ??
        (property.defaultUnitId !== null ? vocab.units.get(property.defaultUnitId) : undefined) ??
        null;
      put(measured(vocab, property, given, { value, low: null, high: null }, phrase));
    }
    for (let k = i; k < end; k += 1) take(tokens[k]);
    i = end - 1;
    // «۳×۱۸۵+۹۵», «3x95+50»: a cable's phases and its reduced neutral, one core more (the catalog's «کابل مسی 3×95+50»
    // stores four cores); the neutral's cross-section is no filter of its own.
    const neutral = a.key === 'cores' && tokens[end]?.text === PLUS && !legs ? readNumber(tokens, end + 1) : null;
    if (neutral) {
      put(measured(vocab, a, null, { value: av + 1, low: null, high: null }, `${phrase} + ${neutral.value}`));
      for (let k = end; k < neutral.end; k += 1) take(tokens[k]);
      i = neutral.end - 1;
      continue;
    }
    // «۶۰×۴۰×۳»: a third number of a size.
    const third = SIZE_JOIN.has(join) && SIZE_JOIN.has(tokens[end]?.text ?? '') ? readNumber(tokens, end + 1) : null;
    const wall = third && THIRD.map((key) => properties.find((p) => p.key === key && numeric(p))).find(Boolean);
    if (third && wall && !found.some((f) => f.propertyId === wall.id)) {
      const thirdUnit = unitAt(vocab, tokens, third.end);
      const given =
        thirdUnit?.units.find((u) => u.quantityId === wall.quantityId) ??
        unit?.units.find((u) => u.quantityId === wall.quantityId) ??
        (wall.defaultUnitId !== null ? vocab.units.get(wall.defaultUnitId) : undefined) ??
        null;
      put(measured(vocab, wall, given, { value: third.value, low: null, high: null }, `${phrase} × ${third.value}`));
      const last = thirdUnit ? thirdUnit.end : third.end;
      for (let k = end; k < last; k += 1) take(tokens[k]);
      i = last - 1;
    }
  }
}
