// What a typed query means to the engine (docs/decisions/020-search.md): folded words grouped into slots,
// each slot a set of alternatives that may match (the word, its correction, its synonyms, a model number
// written joined or apart). Engine-independent: a dedicated search engine would receive the same plan.
import { compactSearchKey, foldForSearch } from '@bazaar/fa/normalize';
import { type Reading, readValues, withoutReadings } from '../../shared/query-reader/readings.js';
import type { UnitLexicon } from '../../shared/query-reader/units.js';
import type { Vocabulary } from './spelling.js';
import { MAX_PHRASE_WORDS, type Synonyms } from './synonyms.js';

/** Words of a query beyond this are ignored. */
export const MAX_QUERY_WORDS = 8;

export interface Slot {
  /** Folded phrases, any of which satisfies the slot; the typed one first. */
  alts: string[];
  /** The typed phrase and its correction: a title holding these ranks above one holding only a synonym. */
  primary: string[];
  /**
   * Alternatives worth looking for inside compact titles (joined or split words, model numbers without
   * their hyphen): three letters at least, and not the beginning of a word the index knows — a known word
   * is found by its words, and a substring scan for it would read a large share of the catalog.
   */
  joined: string[];
  /** About which share of the documents the slot matches (from the speller's counts); 0 without them. */
  share: number;
  /** A value the query reader recognised: its alternatives are phrases whose words stand together. */
  phrase?: boolean;
  /** A measure: offers whose stored value of the unit's quantity lies within it match too. */
  value?: ValueFilter;
}

/** A measure as a filter on stored property values (decision 046): bounds in each unit it may be. */
export interface ValueFilter {
  low: number | null;
  high: number | null;
  /** One value was named (not a range or a bound): stored values within 1 % of it match. */
  exact: boolean;
  units: { quantityId: number; factor: number; offset: number }[];
}

/** What the query reader took out of the words, as the buyer wrote it (normalised). */
export interface PlanValue {
  kind: Reading['kind'];
  text: string;
  exact: boolean;
}

export interface QueryPlan {
  /** The query folded (foldForSearch). */
  folded: string;
  /** The folded query without spaces: an exact-phrase test on compact titles. */
  compact: string;
  slots: Slot[];
  /** Model numbers (letters and digits) in compact form: «MJ-560» → «mj560». */
  models: string[];
  /** The folded query with misspelt words corrected; null when none was. */
  corrected: string | null;
  /** Folded words whose presence in a title is highlighted. */
  highlight: string[];
  /** The values read (measures, sizes, ratios, schedules, order quantities). */
  values: PlanValue[];
}

/** Slots that match words (not values): what categories, suppliers and articles are matched by. */
export const wordSlots = (plan: QueryPlan) => plan.slots.filter((s) => !s.phrase);

const LETTERS = /^[a-z]+$/;
const DIGITS = /^\d+$/;

export function buildPlan(
  query: string,
  deps: { synonyms: Synonyms; vocabulary: Vocabulary | null; units?: UnitLexicon | null; asTyped?: boolean },
): QueryPlan | null {
  const read = deps.units ? readValues(query, deps.units) : null;
  const readings = read?.readings ?? [];
  const words =
    read && readings.length > 0 ? foldForSearch(withoutReadings(read.normal, readings)) : foldForSearch(query);
  if (!words && readings.every((r) => r.kind === 'quantity')) return null;
  const tokens = words ? words.split(' ').slice(0, MAX_QUERY_WORDS) : [];
  const slots: Slot[] = [];
  const models: string[] = [];
  const correctedTokens: string[] = [];
  let correctedAny = false;
  const vocabulary = deps.vocabulary;
  const slot = (alts: string[], primary: string[]): Slot => ({
    alts,
    primary,
    joined: alts.map((a) => a.replace(/ /g, '')).filter((j) => [...j].length >= 3 && !vocabulary?.hasPrefix(j)),
    share: vocabulary
      ? Math.min(
          1,
          alts.reduce(
            (sum, alt) => sum + Math.min(...alt.split(' ').map((w) => vocabulary.share(w, DIGITS.test(w)))),
            0,
          ),
        )
      : 0,
  });
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    // A model number typed apart: «MJ 560» / «mj-560» is also «mj560».
    if (next && ((LETTERS.test(token) && DIGITS.test(next)) || (DIGITS.test(token) && LETTERS.test(next)))) {
      slots.push(slot([`${token} ${next}`, `${token}${next}`], [`${token} ${next}`, `${token}${next}`]));
      models.push(`${token}${next}`);
      correctedTokens.push(token, next);
      i += 2;
      continue;
    }
    let phraseWords = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1; n -= 1) {
      if (deps.synonyms.has(tokens.slice(i, i + n).join(' '))) {
        phraseWords = n;
        break;
      }
    }
    if (phraseWords > 0) {
      const phrase = tokens.slice(i, i + phraseWords).join(' ');
      slots.push(slot(deps.synonyms.of(phrase), [phrase]));
      correctedTokens.push(phrase);
      i += phraseWords;
      continue;
    }
    // Two words the catalog knows as one («غیر مخرب» of «غیرمخرب», «واتر جت» of «واترجت»): one slot, either way.
    const together = next !== undefined && !/\d/.test(token + next) ? `${token}${next}` : null;
    if (together && !deps.asTyped && vocabulary?.has(together) && !deps.synonyms.has(together)) {
      slots.push(slot([together, `${token} ${next}`], [together, `${token} ${next}`]));
      correctedTokens.push(token, next as string);
      i += 2;
      continue;
    }
    if (/\d/.test(token) && /[a-z]/.test(token) && token.length >= 3) models.push(token);
    // A word the catalog knows joined with its neighbour («سند بلاست» of «سندبلاست») is not a typo.
    const joinsNeighbour =
      vocabulary !== null &&
      ((i > 0 && vocabulary.has(`${tokens[i - 1]}${token}`)) ||
        (next !== undefined && vocabulary.has(`${token}${next}`)));
    const correction = deps.asTyped || joinsNeighbour ? null : (vocabulary?.correct(token) ?? null);
    if (correction) {
      correctedAny = true;
      slots.push(slot([token, ...deps.synonyms.of(correction)], [token, correction]));
      correctedTokens.push(correction);
    } else {
      // A word the catalog knows only in another form («برشکاری» of «برش», «لیزری» of «لیزر»): its stem too.
      const stem = deps.asTyped || !vocabulary || vocabulary.hasPrefix(token) ? null : vocabulary.stemOf(token);
      slots.push(slot(stem ? [token, ...deps.synonyms.of(stem)] : [token], [token]));
      correctedTokens.push(token);
    }
    i += 1;
  }
  const valueTexts: string[] = [];
  for (const r of readings) {
    const text = foldForSearch((read as { normal: string }).normal.slice(r.from, r.to));
    valueTexts.push(text);
    if (r.kind === 'quantity') continue;
    slots.push({
      alts: r.phrasings,
      primary: r.phrasings,
      joined: [],
      share: 0,
      phrase: true,
      value: r.value
        ? {
            low: r.value.low,
            high: r.value.high,
            exact: r.value.exact,
            units: r.value.units.map((u) => ({ quantityId: u.quantityId, factor: u.factor, offset: u.offset })),
          }
        : undefined,
    });
  }
  // Words of two letters or fewer inside a synonym phrase («از» of «گریز از مرکز») are not highlighted alone.
  const highlight = [
    ...new Set(
      slots.flatMap((s) =>
        s.alts.flatMap((a) => {
          const words = a.split(' ');
          return words.length === 1 ? words : words.filter((w) => [...w].length > 2);
        }),
      ),
    ),
  ];
  const folded = readings.length > 0 ? foldForSearch(query) : tokens.join(' ');
  return {
    folded,
    compact: compactSearchKey(folded),
    slots,
    models,
    corrected: correctedAny ? [...correctedTokens, ...valueTexts].join(' ') : null,
    highlight,
    values: readings.map((r, k) => ({ kind: r.kind, text: valueTexts[k] as string, exact: r.value?.exact ?? true })),
  };
}

/**
 * The title in pieces, each piece marked when one of its words begins with a searched word (or, for joined
 * spellings, a searched word begins with it): the page shows those pieces highlighted.
 */
/**
 * Folded words of titles, kept: the same few thousand titles are highlighted over and over (suggestions at
 * hundreds a second), and folding is a dozen regular expressions. Bounded: cleared when full.
 */
const foldedPieces = new Map<string, string>();
const FOLDED_PIECES_MAX = 50_000;

function foldedPiece(piece: string): string {
  let word = foldedPieces.get(piece);
  if (word === undefined) {
    if (foldedPieces.size >= FOLDED_PIECES_MAX) foldedPieces.clear();
    word = foldForSearch(piece).replace(/ /g, '');
    foldedPieces.set(piece, word);
  }
  return word;
}

export function titleParts(title: string, highlight: string[]): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  for (const piece of title.split(/(\s+)/)) {
    if (!piece) continue;
    const word = foldedPiece(piece);
    const hit =
      word.length > 0 &&
      highlight.some((h) => {
        const term = h.replace(/ /g, '');
        return word.startsWith(term) || (word.length >= 3 && term.startsWith(word));
      });
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += piece;
    else parts.push({ text: piece, hit });
  }
  return parts;
}
