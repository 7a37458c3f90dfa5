// The query reader's values (docs/decisions/046-query-reader.md): what in a typed query is a value rather than
// a word — a number with its unit («7.5kw», «۸ بار», «نیم اینچ»), a range or bound («0-10 bar», «نهایتا ۴۵
// کیلووات», «از ۱۰ بار به بالا»), a size («4x16», «M16x60», «قوطی ۴۰ در ۴۰», «50×50×5»), a nominal size in
// another system («DN50» = 2 inch), a ratio («1:40», «۱ به ۴۰», «۲۰ به ۰.۴ کیلوولت»), a schedule or class
// («SCH40» = «رده ۴۰», «PN16», «کلاس ۳۰۰») and an order quantity («۴۰ تا», «۲۰ عدد»). Each reading says where
// it stands in the text, how catalog titles write it (folded phrases) and, for a measure, its bounds in
// every unit it may be, so search can match it as a value instead of as loose words.
import { foldForSearch } from '@bazaar/fa/normalize';
import {
  cueAfter,
  cueBefore,
  DOWNWARD,
  MAX_CUES,
  MIN_CUES,
  RANGE_JOIN,
  readNumber,
  round,
  type Token,
  UPWARD,
} from './numbers.js';
import { pieces } from './text.js';
import { COUNT_WORDS, DN_INCH, GRADES, INCH_FRACTIONS } from './trade-forms.js';
import { TRADE_READINGS, type UnitLexicon, type UnitRow, unitSpellings } from './units.js';

export type ReadingKind = 'measure' | 'size' | 'ratio' | 'grade' | 'quantity';

export interface Reading {
  kind: ReadingKind;
  /** Where it stands in the normalised text (normalizeQuery). */
  from: number;
  to: number;
  /** How catalog titles write it, folded (foldForSearch): any of them in a title matches. */
  phrasings: string[];
  /** A measure's value: a bound is null when open; `exact` when one value was named (not a range or bound). */
  value?: { low: number | null; high: number | null; exact: boolean; units: UnitRow[] };
  /** An order quantity («۴۰ تا»): how many. */
  amount?: number;
}

const num = (n: number) => foldForSearch(String(round(n)));
const LATIN_LETTER = /^[a-z]$/;

/** Title phrasings of a value in a unit: «7.5 کیلووات», «7.5 kw», «7.5kw» (decision 114); inch fractions as titles write them. */
function measurePhrasings(value: number, unit: UnitRow): string[] {
  const numbers = [num(value), ...(unit.key === 'inch' ? (INCH_FRACTIONS[value] ?? []) : [])];
  const spellings = unitSpellings(unit)
    .map(foldForSearch)
    .filter((s) => s && !LATIN_LETTER.test(s));
  const out = new Set<string>();
  for (const n of numbers) {
    for (const s of spellings) {
      out.add(`${n} ${s}`);
      if (/^[a-z]+$/.test(s)) out.add(`${n}${s}`);
    }
  }
  return [...out];
}

/** One-letter Latin symbols read as units: amperes, volts and watts. The others («316L», «API 6D», «M12») are codes. */
const ONE_LETTER_UNITS = new Set(['a', 'v', 'w']);

/** A unit right after token i; a one-letter Latin symbol only when it is one of ONE_LETTER_UNITS and ends a word. */
function unitAfter(
  lexicon: UnitLexicon,
  tokens: Token[],
  places: { from: number; to: number }[],
  i: number,
): { units: UnitRow[]; end: number } | null {
  const unit = lexicon.at(tokens, i);
  if (!unit) return null;
  const last = tokens[unit.end - 1]?.text ?? '';
  if (unit.end - i === 1 && LATIN_LETTER.test(last)) {
    if (!ONE_LETTER_UNITS.has(last)) return null;
    if (places[unit.end] && places[unit.end]?.from === places[unit.end - 1]?.to) return null;
  }
  return unit;
}

/** The units and their trade readings in other quantities (a tonne also of refrigeration: TRADE_READINGS). */
function withTradeReadings(lexicon: UnitLexicon, units: UnitRow[]): UnitRow[] {
  const more = units.flatMap((u) => TRADE_READINGS[u.key] ?? []).map((key) => lexicon.byKey.get(key));
  return [...units, ...more.filter((u): u is UnitRow => u !== undefined && !units.includes(u))];
}

/**
 * The number at tokens i…end is an inch fraction as written without a unit: digits with a slash below one («3/4») or
 * after a whole number («1 1/2»), or a fraction in two or more words («یک دوم», «سه چهارم», «یک و نیم»).
 */
function unitlessFraction(tokens: Token[], i: number, end: number, value: number): boolean {
  if (Number.isInteger(value) || !Number.isInteger(value * 8) || end - i < 2) return false;
  const texts = tokens.slice(i, end).map((t) => t.text);
  if (texts.includes('/')) return value < 1 || texts[1] !== '/';
  return texts.every((t) => !/\d/.test(t));
}

/** The values of a query, in order; tokens they take are marked used. */
export function readValues(text: string, lexicon: UnitLexicon): { normal: string; readings: Reading[] } {
  const { normal, pieces: places } = pieces(text);
  const tokens: Token[] = places.map((p) => ({ text: p.text, used: false }));
  const readings: Reading[] = [];
  const push = (start: number, end: number, reading: Omit<Reading, 'from' | 'to'>) => {
    for (let k = start; k < end; k += 1) (tokens[k] as Token).used = true;
    readings.push({ ...reading, from: places[start]?.from ?? 0, to: places[end - 1]?.to ?? 0 });
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.used) continue;
    // «SCH40», «رده ۴۰», «PN16», «class 300», «DN50», «NPS 2»
    const grade = GRADES[t.text];
    const after = /^\d+$/.test(tokens[i + 1]?.text ?? '') ? (tokens[i + 1]?.text as string) : null;
    if (grade && after) {
      push(i, i + 2, { kind: 'grade', phrasings: grade(after) });
      i += 1;
      continue;
    }
    if ((t.text === 'dn' || t.text === 'nps') && after) {
      const inch = t.text === 'dn' ? DN_INCH[Number(after)] : Number(after);
      const unit = lexicon.byKey.get('inch');
      if (inch !== undefined && unit) {
        push(i, i + 2, {
          kind: 'measure',
          phrasings: [`${t.text} ${after}`, `${t.text}${after}`, ...measurePhrasings(inch, unit)],
          value: { low: inch, high: inch, exact: true, units: [unit] },
        });
        i += 1;
        continue;
      }
    }
    // «M16x60»: a metric thread and its length.
    if (t.text === 'm' && after && tokens[i + 2]?.text === '×' && /^\d+$/.test(tokens[i + 3]?.text ?? '')) {
      const length = tokens[i + 3]?.text as string;
      push(i, i + 4, { kind: 'size', phrasings: [`m${after} ${length}`, `m ${after} ${length}`] });
      i += 3;
      continue;
    }
    const first = readNumber(tokens, i);
    if (!first) continue;
    let end = first.end;
    // A size: «4x16», «50×50×5», «3×95+50», «۴۰ در ۴۰»; a cable's cores and section «۱۲ رشته ۱/۵» (12×1.5), «4 رشته 16»
    // (decision 119). Both joins need a written number on each side: «سه رشته 3×70» is a three-core cable's words.
    const sizeJoin = tokens[end]?.text;
    if (
      sizeJoin === '×' ||
      ((sizeJoin === 'در' || sizeJoin === 'رشته') && /^\d/.test(t.text) && /^\d/.test(tokens[end + 1]?.text ?? ''))
    ) {
      const dims = [first.value];
      while (tokens[end]?.text === sizeJoin || tokens[end]?.text === '×') {
        const next = readNumber(tokens, end + 1);
        if (!next) break;
        dims.push(next.value);
        end = next.end;
      }
      if (dims.length >= 2) {
        const unit = unitAfter(lexicon, tokens, places, end);
        const joined = dims.map(num).join(' ');
        push(i, unit ? unit.end : end, {
          kind: 'size',
          phrasings: [joined, dims.map(num).join(' در ')],
        });
        i = (unit ? unit.end : end) - 1;
        continue;
      }
    }
    // A ratio: «1:40», «۱ به ۴۰», «20/0.4 کیلوولت», «۲۰ به ۰.۴ کیلوولت», «6 به 4 اینچ»
    const ratioJoin = tokens[end]?.text;
    if (ratioJoin === ':' || ratioJoin === '/' || ratioJoin === 'به') {
      const second = readNumber(tokens, end + 1);
      const unit = second ? unitAfter(lexicon, tokens, places, second.end) : null;
      if (second && (ratioJoin !== 'به' || first.value === 1 || unit)) {
        const a = num(first.value);
        const b = num(second.value);
        push(i, unit ? unit.end : second.end, { kind: 'ratio', phrasings: [`${a} ${b}`, `${a} به ${b}`] });
        i = (unit ? unit.end : second.end) - 1;
        continue;
      }
    }
    let unit = unitAfter(lexicon, tokens, places, end);
    let low: number | null = first.value;
    let high: number | null = first.value;
    let exact = true;
    let start = i;
    // A range: «۵ تا ۱۰ بار», «0-10 bar», «۵ بار تا ۱۰ بار», «بین ۵ و ۱۰ بار»
    const joinAt = unit ? unit.end : end;
    const join = tokens[joinAt]?.text ?? '';
    if (RANGE_JOIN.has(join) && (join !== 'و' || tokens[i - 1]?.text === 'بین')) {
      const second = readNumber(tokens, joinAt + 1);
      const secondUnit = second ? unitAfter(lexicon, tokens, places, second.end) : null;
      if (second && (secondUnit || unit)) {
        low = Math.min(first.value, second.value);
        high = Math.max(first.value, second.value);
        exact = false;
        unit = secondUnit ?? unit;
        end = secondUnit ? secondUnit.end : second.end;
        if (tokens[i - 1]?.text === 'بین' || tokens[i - 1]?.text === 'از') start = i - 1;
        const u = unit as { units: UnitRow[] };
        const phrasings = unitSpellings(u.units[0] as UnitRow)
          .map(foldForSearch)
          .filter((s) => s && !LATIN_LETTER.test(s))
          .map((s) => `${num(first.value)} تا ${num(second.value)} ${s}`);
        push(start, end, { kind: 'measure', phrasings, value: { low, high, exact, units: u.units } });
        i = end - 1;
        continue;
      }
    }
    if (unit) {
      end = unit.end;
      const units = withTradeReadings(lexicon, unit.units);
      const before = cueBefore(tokens, i, [...MIN_CUES, ...MAX_CUES]);
      const upward = cueAfter(tokens, end, UPWARD);
      const downward = cueAfter(tokens, end, DOWNWARD);
      if (upward) {
        high = null;
        exact = false;
        end += upward;
        if (before === 'از') start = i - 1;
      } else if (downward) {
        low = null;
        exact = false;
        end += downward;
        if (before === 'از') start = i - 1;
      } else if (before && before !== 'از' && MIN_CUES.includes(before)) {
        high = null;
        exact = false;
        start = i - before.split(' ').length;
      } else if (before && MAX_CUES.includes(before) && !tokens[i - 2]?.text.match(/^\d/)) {
        low = null;
        exact = false;
        start = i - before.split(' ').length;
      }
      push(start, end, {
        kind: 'measure',
        phrasings: exact ? measurePhrasings(first.value, unit.units[0] as UnitRow) : [],
        value: { low, high, exact, units },
      });
      i = end - 1;
      continue;
    }
    // An order quantity: «۲۰ عدد», «۴۰ تا» (not the «تا» of a range).
    const word = tokens[end]?.text ?? '';
    if (COUNT_WORDS.has(word) || (word === 'تا' && !readNumber(tokens, end + 1))) {
      push(i, end + 1, { kind: 'quantity', phrasings: [], amount: first.value });
      i = end;
      continue;
    }
    // An inch fraction without its unit (decision 088): «بکس بادی یک دوم», «شیر 3/4», «لوله 1 1/2» — the trade names
    // fittings, valves and drives by the inch alone. Not «نیم» by itself («ماسک نیم صورت»), nor «7/5» (7.5).
    const inch = lexicon.byKey.get('inch');
    if (inch && unitlessFraction(tokens, i, end, first.value)) {
      push(i, end, {
        kind: 'measure',
        phrasings: measurePhrasings(first.value, inch),
        value: { low: first.value, high: first.value, exact: true, units: [inch] },
      });
      i = end - 1;
    }
  }
  return { normal, readings };
}

/** The normalised text without the readings: what is left to match as words. */
export function withoutReadings(normal: string, readings: readonly Reading[]): string {
  let out = normal;
  for (const r of [...readings].sort((a, b) => b.from - a.from)) {
    out = `${out.slice(0, r.from)} ${out.slice(r.to)}`;
  }
  return out.replace(/\s+/g, ' ').trim();
}
