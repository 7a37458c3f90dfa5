// The built-in engine's reader: which property a number speaks of (the words around it), and the filter it
// makes, converted to the property's unit (need-parser.ts).
import type { NeedFilter } from '@bazaar/contracts/assistant';
import { MAX_MEASURE } from '@bazaar/contracts/property-filter';
import { round, type Token } from './need-tokens.js';
import {
  compactOf,
  PROPERTY_ALIASES,
  tokenize,
  type VocabProperty,
  type VocabUnit,
  type Vocabulary,
} from './vocabulary.js';

/** Words of a property's name and hints, for context scoring. */
export function propertyWords(property: VocabProperty): string[][] {
  const names =
    property.words ??
    [property.name.replace(/\([^)]*\)/g, ''), ...(PROPERTY_ALIASES[property.key] ?? [])].map((n) => tokenize(n));
  return names.map((words) => words.filter((w) => !GENERIC.has(w)));
}

const GENERIC = new Set(['حداکثر', 'حداقل', 'محدوده', 'نامی', 'کاری', 'هر', 'در', 'بزرگ', 'ترین', 'بهترین', 'سقف']);

/**
 * Words that name a quantity, not a property («فشار ۱۰ بار» says pressure twice): the unit already says as much, so
 * they name no property alone beside a number with a unit (units.json's quantity names).
 */
const QUANTITY_WORDS = new Set(['فشار', 'جرم', 'دبی', 'توان', 'ولتاژ', 'جریان', 'دما', 'دمای', 'حجم', 'سرعت', 'نیرو']);

const distinctCache = new WeakMap<readonly VocabProperty[], Map<number, string[][]>>();

/**
 * A word of a property's name that no other property of the category uses names it alone (decision 087): «طول ۳۰۰»
 * of a thermocouple's «طول غلاف», «فریم ۱۳۲» of a motor's «سایز فریم», «شبنم» of a dryer's «نقطه شبنم تحت فشار»,
 * «ضمانت ۶ ماه» of «ضمانت کار (ماه)». Words of three letters or more, not the generic ones («حداکثر», «کاری»).
 */
export function distinctNames(properties: readonly VocabProperty[]): Map<number, string[][]> {
  const known = distinctCache.get(properties);
  if (known) return known;
  // A word and its «ی» form are one word («سخت» of «عمق سخت‌شده», «سختی» of «محدوده سختی»).
  const wordsOf = (p: VocabProperty) =>
    new Set(propertyWords(p).flatMap((n) => n.flatMap((w) => [w, `${w}ی`, w.replace(/ی$/, '')])));
  const all = properties.map((p) => ({ p, words: wordsOf(p) }));
  const out = new Map<number, string[][]>();
  for (const { p, words } of all) {
    if (p.type !== 'number' && p.type !== 'range') continue;
    const own = (propertyWords(p)[0] ?? []).filter(
      (w) => w.length >= 3 && !all.some((o) => o.p.id !== p.id && o.words.has(w)),
    );
    const single = new Set(
      propertyWords(p)
        .filter((n) => n.length === 1)
        .map((n) => n[0]),
    );
    const names = own.filter((w) => !single.has(w) && words.has(w) && !QUANTITY_WORDS.has(w)).map((w) => [w]);
    if (names.length) out.set(p.id, names);
  }
  distinctCache.set(properties, out);
  return out;
}

/** How a capability's name says which way it serves: «حداکثر …» reaches up to it, «بهترین تلرانس» down to it. */
function capabilityDirection(property: VocabProperty): 'up' | 'down' | null {
  if (property.type !== 'number') return null;
  const name = compactOf(property.name);
  if (['حداکثر', 'بزرگترین', 'سقف'].some((w) => name.startsWith(w))) return 'up';
  if (['حداقل', 'بهترین'].some((w) => name.startsWith(w))) return 'down';
  return null;
}

/**
 * How strongly the words before [from, to) speak of the property (0: not at all); with `after`, also the
 * word right after («۸ طبقه»). The look back stops at another value, so «۶ اینچ با هد ۱۲۰ متر» keeps
 * «هد» for the 120 m.
 */
export function contextScore(
  tokens: Token[],
  from: number,
  to: number,
  property: VocabProperty,
  after = false,
  bareAfter?: (at: number) => boolean,
  extra: string[][] = [],
): { score: number; lo: number; hi: number } {
  let best = { score: 0, lo: from, hi: to };
  let windowLo = from;
  while (windowLo > 0 && from - windowLo < 5 && !tokens[windowLo - 1]?.value) windowLo -= 1;
  const names = propertyWords(property);
  /** A count: a number without a unit whose name is «تعداد …». */
  const count = property.quantityId === null && compactOf(property.name).startsWith('تعداد');
  for (const words of [...names, ...extra]) {
    if (!words.length) continue;
    // A distinct word stands right beside its number («طول ۳۰۰», «۱۳۲ فریم»), not a few words off.
    const near = !names.includes(words);
    const starts: number[] = [];
    for (let i = windowLo; i + words.length <= from; i += 1) starts.push(i);
    if (after) starts.push(to);
    for (const i of starts) {
      const n = words.every((w, k) => {
        const t = tokens[i + k];
        return !!t && !t.value && (t.text === w || t.text === `${w}ی`);
      })
        ? words.length
        : 0;
      if (!n) continue;
      // «نبشی ۴۰ ضخامت ۴»: a name after the number that has its own bare number after it is that number's. Not a
      // count's («کابل ۷ رشته ۱.۵»: «رشته» counts the seven, decision 104).
      if (i >= to && bareAfter?.(i + n) && !count) continue;
      // Nor is a count's name before the number when a number stands right before that name: it counts that one.
      if (count && i < from && i > 0 && /^\d/.test(tokens[i - 1]?.text ?? '') && !tokens[i - 1]?.used) continue;
      const distance = i < from ? from - (i + n) : i - to;
      if (near && distance > 0) continue;
      // A name before the number speaks of it more surely than one after: «قطر ۱۰۰ کورس ۱۰۰۰».
      const score = n * 2 - distance * 0.1 - (i < from ? 0 : 0.5);
      if (score > best.score) best = { score, lo: Math.min(i, from), hi: Math.max(i + n, to) };
    }
  }
  return best;
}

export function propertyForUnit(
  vocab: Vocabulary,
  tokens: Token[],
  from: number,
  to: number,
  units: VocabUnit[],
  properties: VocabProperty[],
  found: NeedFilter[],
) {
  const quantities = new Set(units.map((u) => u.quantityId));
  let best: { property: VocabProperty; score: number } | null = null;
  for (const property of properties) {
    if (property.quantityId === null || !quantities.has(property.quantityId)) continue;
    if (property.type !== 'number' && property.type !== 'range') continue;
    // A distinct word names a number said bare only («طول ۳۰۰»): beside a unit it took a part's weight for a casting's
    // monthly melt and a product's rating for another of its ratings (decision 087).
    const context = contextScore(tokens, from, to, property);
    let score = context.score;
    if (units.some((u) => u.id === property.defaultUnitId)) score += 0.5;
    if (found.some((f) => f.propertyId === property.id)) score -= 3;
    // Equal evidence: the closer category's property (a gauge's range before the instruments' pressure).
    score += vocab.lineage(property.categoryId).length * 0.01;
    if (!best || score > best.score) best = { property, score };
  }
  if (!best || best.score <= -1) return null;
  const context = contextScore(tokens, from, to, best.property);
  if (context.score > 0) for (let k = context.lo; k < context.hi; k += 1) (tokens[k] as Token).used = true;
  return { ...best, lo: context.score > 0 ? context.lo : from };
}

export function propertyByName(
  tokens: Token[],
  from: number,
  to: number,
  properties: VocabProperty[],
  found: NeedFilter[],
  bareAfter?: (at: number) => boolean,
) {
  let best: { property: VocabProperty; score: number; from: number; to: number } | null = null;
  for (const property of properties) {
    if (property.type !== 'number' && property.type !== 'range') continue;
    if (found.some((f) => f.propertyId === property.id)) continue;
    const context = contextScore(
      tokens,
      from,
      to,
      property,
      true,
      bareAfter,
      distinctNames(properties).get(property.id),
    );
    if (context.score >= 1.5 && (!best || context.score > best.score))
      best = { property, score: context.score, from: context.lo, to: context.hi };
  }
  return best;
}

/**
 * «تا ۱۲۰۰ درجه» of a range (a measuring range) asks for a range reaching it; a value of a capability named
 * «حداکثر …» (a pump's highest working pressure, the largest solids it passes) asks for at least that much.
 */
export function capability(
  property: VocabProperty,
  amount: { value: number | null; low: number | null; high: number | null },
  upTo: boolean,
) {
  // «فشار ۱۰ بار» for a «حداکثر فشار کاری»: the rating must reach 10 bar, a 16-bar pump serves too; the same for
  // a «بزرگ‌ترین ظرفیت» or a «سقف ارزش». A «بهترین تلرانس» or a «حداقل ضخامت دیواره» serves a need at or above it.
  const direction = capabilityDirection(property);
  if (amount.value !== null && direction === 'up') return { value: null, low: amount.value, high: null };
  if (amount.value !== null && direction === 'down') return { value: null, low: null, high: amount.value };
  if (!upTo || amount.high === null) return amount;
  if (property.type === 'range') return { value: amount.high, low: null, high: null };
  if (direction === 'up') return { value: null, low: amount.high, high: null };
  return amount;
}

export function measured(
  vocab: Vocabulary,
  property: VocabProperty,
  given: VocabUnit | null,
  amount: { value: number | null; low: number | null; high: number | null },
  source: string,
): NeedFilter {
  const target = property.defaultUnitId !== null ? vocab.units.get(property.defaultUnitId) : undefined;
  const convert = (v: number | null) => {
    if (v === null) return null;
    if (!given || !target || given.id === target.id) return v;
    return round((v * given.factor + given.offset - target.offset) / target.factor);
  };
  return {
    propertyId: property.id,
    key: property.key,
    name: property.name,
    type: property.type,
    value: convert(amount.value),
    min: convert(amount.low),
    max: amount.high === null ? null : Math.min(convert(amount.high) as number, MAX_MEASURE),
    unit: target ? { id: target.id, symbol: target.symbol, name: target.name } : null,
    options: [],
    bool: null,
    source,
  };
}
