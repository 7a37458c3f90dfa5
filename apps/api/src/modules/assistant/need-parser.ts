// The built-in engine's reader: a buyer's sentence → a structured need, with the catalog's own words only
// (vocabulary.ts). Steps, each consuming the tokens it uses: prices («زیر ۵۰ میلیون تومان»), the category
// (longest name whose words are all present), option values of its properties («استیل»، «سه فاز»), numbers
// with units («۱۰ بار»، «بین ۵ تا ۱۰ متر مکعب بر ساعت») converted to the property's unit, numbers next to a
// property's name («۸ طبقه»), yes/no properties, the place, the quantity to order. A follow-up refines the
// previous need: what it names replaces what was there, the rest stays.
// The steps live in need-words.ts (sort, prices, options, yes/no, place), need-category.ts and need-measures.ts
// (numbers with units), sharing need-tokens.ts and need-properties.ts.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import { toLatinDigits } from '@bazaar/fa/digits';
import { type FoundCategory, findCategory, unreadPhrases } from './need-category.js';
import {
  readBareLabelNumbers,
  readBareLabelRanges,
  readBoreCodes,
  readMeasures,
  readTitleCodes,
} from './need-measures.js';
import { readPairs } from './need-pairs.js';
import { readEnglishNames, readSpelt } from './need-spelling.js';
import { ONLY, PLUS, type Token } from './need-tokens.js';
import { PLURAL_WORDS, readNameNumbers, readOptions, readPlace, readSortAndPrices, readYesNo } from './need-words.js';
import { tokenize, type Vocabulary } from './vocabulary.js';

/** A parenthesis's words as compared: Latin digits, one space, lower case. */
const parenthesisKey = (inner: string) =>
  toLatinDigits(inner)
    .replace(/[\s\u200c]+/g, ' ')
    .trim()
    .toLowerCase();

export interface ParseContext {
  /** The need so far; the sentence refines it. */
  previous?: Need;
}

/** «-۲۰ درجه»: a minus sign before a number (not a dash between two, nor inside a code) said as a word. */
export function negativesOf(text: string): string {
  const minus = text.replace(/(^|[\s(])[-−–](?=[\d۰-۹٠-٩])/g, '$1منفی ');
  // «منهای ۴۰»: the other word for minus (decision 104).
  return minus.replace(/(^|\s)منهای(?=\s+[\d۰-۹٠-٩])/g, '$1منفی');
}

/**
 * «۳×۱۸۵+۹۵»: a plus sign between two numbers (a cable's reduced neutral after its phases) said as a word the pair
 * reader knows (need-pairs.ts); the shared tokenizer drops the sign itself.
 */
export function plusesOf(text: string): string {
  return text.replace(/([\d۰-۹٠-٩])\s*\+\s*(?=[\d۰-۹٠-٩])/g, `$1 ${PLUS} `);
}

/**
 * A phrase of the reader's words as the buyer wrote them: each word back to its letters in the text, before the
 * search normalisation («جزیی» → «جزئی», «skf» → «SKF»); a word the text does not hold as one run stays as it is.
 */
export function asWritten(phrase: string, text: string): string {
  const written = new Map<string, { word: string; from: number; to: number }>();
  for (const m of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const read = tokenize(m[0]);
    if (read.length === 1 && !written.has(read[0] as string))
      written.set(read[0] as string, { word: m[0], from: m.index, to: m.index + m[0].length });
  }
  let out = '';
  let last: { to: number } | undefined;
  for (const word of phrase.split(' ')) {
    const found = written.get(word);
    // Two parts the buyer joined with a ZWNJ («شبه‌اصلی») stay joined.
    const joined = found && last && found.from === last.to + 1 && text[last.to] === '\u200c';
    out += out ? (joined ? '\u200c' : ' ') : '';
    out += found?.word ?? word;
    last = found;
  }
  return out;
}

export class NeedParser {
  constructor(private readonly vocab: Vocabulary) {}

  parse(text: string, context: ParseContext = {}): Need {
    const first = this.read(text, context);
    // A property's whole name said with its parenthesis («سطح مقاومت برشی (EN 388) C», «کلاس دقت (DIN 3962) ۶»): the
    // parenthesis names the property, it is no value; the need is read again without it (decision 093).
    const bare = first.found ? this.withoutNameParentheses(text, first.found.id) : text;
    if (bare !== text) return this.parse(bare, context);
    if (context.previous || !first.found) return first.need;
    const checked = this.byValuesSaid(text, context, first);
    // A general name with values that fit one kind under it only: that kind (decision 077).
    const at = checked.found ?? first.found;
    const kind = kindByValues(this.vocab, at.id, checked.need.filters);
    if (kind === null) return checked.need;
    const c = this.vocab.categories.get(kind);
    if (!c) return checked.need;
    return this.read(text, context, { ...at, id: c.id, name: c.name, slug: c.slug, alternatives: [] }).need;
  }

  /**
   * A category read checked against the values said (decision 118): when the words leave something unread under the
   * category read, the need is read again under each sibling it tied with and each unrelated category close behind;
   * one that reads more filters and leaves no more unread is what was meant (not as many filters and fewer words left:
   * a reading under another category keeps the first one's evidence words as understood). «موتور برق سه فاز
   * ۱۵ کیلو وات ۶ پل» names the generator by its synonym, but only a motor has poles; «لوله ERW هشت اینچ API 5L X52»
   * names the API 5L document, but only the pipe has a size.
   */
  private byValuesSaid(
    text: string,
    context: ParseContext,
    first: { need: Need; found: FoundCategory | null },
  ): { need: Need; found: FoundCategory | null } {
    const found = first.found;
    if (!found) return first;
    const left = (need: Need) => need.notes.length + need.unread.length;
    if (left(first.need) === 0) return first;
    // An unrelated category only when a value said is left over (a number with a unit no property here takes): the
    // words alone («آنودایزینگ قطعات آلومینیومی») may well read more as another category's options.
    const rivals = first.need.notes.length ? found.rivals : [];
    const candidates = [...found.alternatives, ...rivals.filter((r) => !found.alternatives.some((a) => a.id === r.id))];
    let best = first;
    for (const c of candidates) {
      const other = this.read(text, context, { ...found, id: c.id, name: c.name, slug: c.slug, alternatives: [] });
      const more = other.need.filters.length - best.need.filters.length;
      const fewer = left(best.need) - left(other.need);
      if (more > 0 && fewer >= 0) best = other;
    }
    return best;
  }

  private withoutNameParentheses(text: string, categoryId: number): string {
    /** A parenthesis of a property's name → the words of the name before it. */
    const named = new Map<string, string>();
    for (const p of this.vocab.propertiesOf(categoryId))
      for (const m of p.name.matchAll(/\(([^)]*)\)/g))
        if (m[1]?.trim()) named.set(parenthesisKey(m[1]), parenthesisKey(p.name.slice(0, m.index)));
    if (named.size === 0) return text;
    // Only right after those words: «دستکش (EN 388)» alone still says the standard the buyer wants.
    return text.replace(/\s*\(([^)]*)\)/g, (whole, inner: string, at: number) => {
      const before = named.get(parenthesisKey(inner));
      return before && parenthesisKey(text.slice(0, at)).endsWith(before) ? ' ' : whole;
    });
  }

  private read(text: string, context: ParseContext, kind?: FoundCategory): { need: Need; found: FoundCategory | null } {
    const vocab = this.vocab;
    const typed = vocab.unglue(tokenize(plusesOf(negativesOf(text))));
    const words = vocab.canonicalSpans(typed).filter((t) => !PLURAL_WORDS.has(t.text));
    const tokens: Token[] = words.map((t) => ({ text: t.text, used: false }));
    const previous = context.previous;
    const need: Need = previous
      ? structuredClone({ ...previous, notes: [], alternatives: [], unread: [] })
      : {
          category: null,
          filters: [],
          province: null,
          city: null,
          minPriceRials: null,
          maxPriceRials: null,
          sort: 'relevance',
          quantity: null,
          notes: [],
          alternatives: [],
          unread: [],
        };
    const only = tokens.some((t) => ONLY.has(t.text));
    /** Tokens that told the category by its products' words: read, though not consumed. */
    const understood = new Set<number>();
    readSortAndPrices({ vocab, tokens, need });

    // ---- Category: the classifier's best (category-classifier.ts); a follow-up keeps it unless one is named.
    const guessed = findCategory(vocab, tokens, Boolean(previous?.category));
    const category = guessed && kind ? kind : guessed;
    let categoryAt = -1;
    const categoryTokens = new Set<number>();
    if (category) {
      const changed = need.category?.id !== category.id;
      need.category = { id: category.id, name: category.name, slug: category.slug };
      need.alternatives = category.alternatives;
      categoryAt = category.at;
      for (const i of category.named) categoryTokens.add(i);
      for (const i of category.evidence) understood.add(i);
      if (changed && previous) {
        const allowed = new Set(vocab.propertiesOf(category.id).map((p) => p.id));
        need.filters = need.filters.filter((f) => allowed.has(Number(f.propertyId)));
      }
    }
    const categoryId = need.category ? Number(need.category.id) : null;
    const properties = categoryId ? vocab.propertiesOf(categoryId) : [];
    const found: NeedFilter[] = [];
    const put = (filter: NeedFilter) => {
      const at = found.findIndex((f) => f.propertyId === filter.propertyId);
      if (at >= 0 && filter.type === 'option') {
        const merged = found[at] as NeedFilter;
        for (const o of filter.options) if (!merged.options.some((m) => m.key === o.key)) merged.options.push(o);
      } else if (at >= 0) found[at] = filter;
      else found.push(filter);
    };
    const state = { vocab, tokens, need, properties, categoryId, categoryAt, categoryTokens, found, put };
    // A yes/no said in several words («با ترجمه فارسی») before the options that share a word of it («فارسی»).
    // Codes spelt in letter names («پی ان ۱۶») become the letters they spell before any value is read (decision 084).
    readSpelt(state);
    readYesNo(state, 2);
    readOptions(state);
    readNameNumbers(state);
    // English names in Persian letters («هارت», «کانوپی دار»), once the labels as written have been read.
    readEnglishNames(state);
    readPairs(state);
    readTitleCodes(state);
    readBoreCodes(state);
    readBareLabelNumbers(state);
    readMeasures(state);
    readBareLabelRanges(state);
    readYesNo(state);
    readPlace(state);
    // A plus sign no pair took is no word the buyer wrote.
    for (const t of tokens) if (t.text === PLUS) t.used = true;

    // Read again under another category (a sibling, a rival, a kind by the values said): the words of that category's
    // own names and its parents' the buyer said chose it, though its name did not take them; the answer does not list
    // them as not understood («سه فاز» of «موتور برق سه فاز …» read as «الکتروموتور سه‌فاز», decision 120).
    if (kind && guessed && kind.id !== guessed.id) {
      const lineage = new Set(vocab.lineage(kind.id));
      const own = new Set(vocab.categoryEntries.filter((e) => lineage.has(e.category.id)).flatMap((e) => e.tokens));
      for (const [i, t] of tokens.entries()) if (!t.used && own.has(t.text)) understood.add(i);
    }
    need.unread = unreadPhrases(tokens, understood, { words, typed }).map((phrase) => asWritten(phrase, text));

    // ---- Merge with the previous need: what the sentence names replaces what was there.
    for (const filter of found) {
      const at = need.filters.findIndex((f) => Number(f.propertyId) === filter.propertyId);
      if (at >= 0) need.filters[at] = filter;
      else need.filters.push(filter);
    }
    if (only && previous && found.length) {
      // «فقط استیل»: nothing else changes, but the named property keeps only what was named (done above).
    }
    return { need, found: category };
  }
}

/** How far a stored span may be missed and still fit («۴ کیلووات» of a kind whose products reach 3.7). */
const KIND_SLACK = 0.05;

/**
 * The kind a general name means, by the values asked (decision 077): of the categories directly under `categoryId`
 * whose products the catalog holds, the one whose products' stored values span every number asked («موتور ۴ کیلووات
 * ۱۰۰۰ دور» is three-phase: no single-phase motor reaches 4 kW, no drive has a speed), when the others do not all
 * cover them too; then the same one level down. Null when no filter is asked, or none or several kinds fit.
 */
export function kindByValues(vocab: Vocabulary, categoryId: number, filters: NeedFilter[]): number | null {
  // Numbers only: a kind's products span its range of sizes and ratings, while an option or a yes/no they happen
  // not to store («زره دار» of no low-voltage cable in the catalog) says nothing about what the kind can be.
  const asked = filters.filter((f) => f.type === 'number' || f.type === 'range');
  const options = filters.some((f) => f.type === 'option' && f.options.length);
  if (!asked.length && !options) return null;
  let at = categoryId;
  let picked: number | null = null;
  for (let depth = 0; depth < 3; depth += 1) {
    const kinds = vocab.childrenOf(at).filter((c) => vocab.valuesUnder(c.id).length);
    if (kinds.length < 2) break;
    // A number most kinds store rules out the kinds that do not; one few of them store («ظرفیت اتصال کوتاه» of
    // one kind of switchboard) rules out none by its absence.
    const stores = (c: { id: number }, f: NeedFilter) => vocab.valuesUnder(c.id).some((v) => v[f.key] !== undefined);
    const weak = new Set(asked.filter((f) => kinds.filter((c) => stores(c, f)).length * 2 <= kinds.length));
    let fitting = kinds.filter((c) =>
      asked.every((f) => (weak.has(f) && !stores(c, f)) || covers(vocab.valuesUnder(c.id), f)),
    );
    if (fitting.length > 1) fitting = tieBreak(vocab, fitting, filters);
    // The numbers fit no kind, or none was asked: the options asked decide when one kind only stores them (decision 100).
    else if (fitting.length === 0 && options) fitting = tieBreak(vocab, kinds, filters);
    if (fitting.length !== 1) break;
    picked = (fitting[0] as (typeof kinds)[number]).id;
    at = picked;
  }
  return picked;
}

/**
 * Several kinds fit the numbers (decision 095). The values asked of an option decide between them when only one
 * kind's products store them all («تیرآهن بیست ذوب آهن»: only the IPE beams are Zob Ahan's). Otherwise the kinds
 * stay open and the buyer is asked («الکتروموتور ۱۱ کیلووات»: three-phase or another kind?).
 */
function tieBreak<T extends { id: number }>(vocab: Vocabulary, fitting: T[], filters: NeedFilter[]): T[] {
  const options = filters.filter((f) => f.type === 'option' && f.options.length);
  if (options.length) {
    const storing = fitting.filter((c) =>
      vocab.valuesUnder(c.id).some((v) =>
        options.every((f) => {
          const stored = v[f.key];
          return typeof stored === 'string' && f.options.some((o) => o.key === stored);
        }),
      ),
    );
    if (storing.length === 1) return storing;
    // No one kind's product stores them all («بلبرینگ 6004 ZZ ژاپنی»: the Japanese bearings are of other kinds): the
    // one kind whose products store more of the options asked than any other's (decision 118).
    if (storing.length === 0 && options.length > 1) {
      const count = (c: T) =>
        options.filter((f) =>
          vocab.valuesUnder(c.id).some((v) => {
            const stored = v[f.key];
            return typeof stored === 'string' && f.options.some((o) => o.key === stored);
          }),
        ).length;
      const counts = fitting.map(count);
      const most = Math.max(...counts);
      if (most > 0 && counts.filter((n) => n === most).length === 1) return [fitting[counts.indexOf(most)] as T];
    }
  }
  return fitting;
}

function covers(products: ReturnType<Vocabulary['valuesUnder']>, f: NeedFilter): boolean {
  const stored = products.map((p) => p[f.key]).filter((v) => v !== undefined);
  const spans = stored.flatMap((v) => (typeof v === 'number' ? [[v, v]] : Array.isArray(v) ? [v] : []));
  if (!spans.length) return false;
  const low = Math.min(...spans.map((s) => s[0] as number));
  const high = Math.max(...spans.map((s) => s[1] as number));
  // One product's value is thin evidence: the slack only widens a span two products or more stand for.
  const slack = spans.length >= 2 ? KIND_SLACK : 0;
  const lo = low - Math.abs(low) * slack;
  const hi = high + Math.abs(high) * slack;
  if (f.value !== null) return f.value >= lo && f.value <= hi;
  return (f.min === null || hi >= f.min) && (f.max === null || lo <= f.max);
}
