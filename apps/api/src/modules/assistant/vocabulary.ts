// The words the built-in assistant understands, all taken from the catalog itself: category names (and the
// search synonyms of their words), property names and option labels, unit names and symbols, province and
// city names. Built once from plain rows (the database in the app, the seed files in the evaluation), so
// the parser (need-parser.ts) is a pure function over it.

import { compact, compactOf, tokenize } from '../../shared/query-reader/text.js';
import { UNIT_ALIASES, type UnitRow } from '../../shared/query-reader/units.js';
import type { Synonyms } from '../search/synonyms.js';
import { isFiller } from './category-words.js';

/** A word of the canonical form and the input words (`from` to `to`, exclusive) it was read from. */
export interface CanonicalWord {
  text: string;
  from: number;
  to: number;
}

export interface VocabCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  scientificName: string | null;
  level: number;
  /** The root type (Product, IndustrialService…): the category reader tells goods from services by it. */
  categoryType?: string;
}

export interface VocabProperty {
  id: number;
  categoryId: number;
  key: string;
  name: string;
  type: 'number' | 'range' | 'option' | 'boolean' | 'text';
  quantityId: number | null;
  defaultUnitId: number | null;
  filterable: boolean;
  options: { key: string; label: string }[];
  sortOrder: number;
  /** Its name (parentheses left out) and everyday names, as canonical tokens (set by Vocabulary). */
  words?: string[][];
}

export type VocabUnit = UnitRow;

export interface VocabularyInput {
  categories: VocabCategory[];
  properties: VocabProperty[];
  units: VocabUnit[];
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number; isCapital: boolean }[];
  /** Names and descriptions of the products filed under each category (category-classifier.ts learns from them). */
  documents?: { categoryId: number; text: string; weight: number }[];
  /**
   * What the products filed under each category store, by property key, in the property's default unit (a number,
   * a [low, high] range, an option key, yes/no): the reader picks the kind a general name means by them.
   */
  profiles?: ProductProfile[];
}

export interface ProductProfile {
  categoryId: number;
  values: Record<string, number | [number, number] | string | boolean>;
  /** The product's title (Persian and Latin names): the codes it writes before its values (decision 104). */
  title?: string;
}

// Tokens, compact keys and units' spellings are the shared query reader's (shared/query-reader).
export { compact, compactOf, tokenize } from '../../shared/query-reader/text.js';
export { UNIT_ALIASES } from '../../shared/query-reader/units.js';

/** Words that join the parts of a name and end none. */
const CONNECTORS = new Set(['و', 'با', 'از', 'یا', 'در', 'به', 'تا']);

/** First words of a label that name nothing alone («بدون خروجی» is no output, «بدون» alone is a negation). */
const NOT_NAMES = new Set(['بدون', 'دارای', 'فاقد', 'سایر', 'غیر', 'نوع', 'کلاس', 'class']);

/** Words that say nothing about which category is meant. */
const CATEGORY_NOISE = new Set(['و', 'صنعتی', 'انواع', 'ها', 'های', 'ای', 'ی', 'تجهیزات', 'کالای']);

/** Parenthesised parts and slash-separated alternatives of a label are names of their own. */
export function labelVariants(label: string): string[] {
  const out = new Set<string>([label]);
  const outside = label.replace(/\([^)]*\)/g, ' ').trim();
  if (outside) out.add(outside);
  for (const m of label.matchAll(/\(([^)]*)\)/g)) {
    if (!m[1]) continue;
    for (const part of m[1].split(/[،,]/)) {
      out.add(part);
      // «(TIG/GTAW)», «(MIG/MAG)», «(ZZ / 2Z)»: Latin names side by side each name the value, a name may open with a
      // digit («2Z», decision 113); digits alone («3/8"») stay one.
      const names = part.split('/').map((name) => name.trim());
      if (names.length > 1 && names.every((name) => /^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(name) && /[A-Za-z]/.test(name)))
        for (const name of names) out.add(name);
    }
  }
  for (const part of outside.split(/ \/ |\//)) if (part.trim().length > 1) out.add(part);
  // «استوانه‌ای M18»: the Latin code alone names it too.
  const code = /[A-Za-z][A-Za-z0-9.-]*(?: ?[0-9][A-Za-z0-9.-]*)?/.exec(outside)?.[0];
  if (code && code !== outside && /[\u0600-\u06FF]/.test(outside) && /\d/.test(code)) out.add(code);
  // «ASME VIII» of «ASME Section VIII Div.1»: the trade names a code's section without the word «Section» and without
  // its division (decision 115).
  for (const v of [...out]) {
    const bare = v.replace(/\bsection\s+/i, '').replace(/\s+div\.?\s*\d+$/i, '');
    if (bare !== v && /\bsection\s+/i.test(v)) out.add(bare);
  }
  return [...out].map((v) => v.trim()).filter(Boolean);
}

/**
 * The parts of a label's Latin code a buyer says alone (decision 100): the code after a standard body's name («B31.3» of
 * «ASME B31.3», «D1.1» of «AWS D1.1», «4SP» of «EN 856 4SP»), and a grade's first part («A2» of «A2-70», «A4» of both
 * «A4-70» and «A4-80», a family of them). `true` marks a family name.
 */
export function codeParts(variant: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  const words = variant.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  // A code of letters then digits («B31.3», «E3D») or digits then two letters or more («4SP»), not «3D».
  if (words.length >= 2 && !/[\u0600-\u06FF]/.test(variant) && /^([A-Za-z]+\d[\d.A-Za-z]*|\d+[A-Za-z]{2,})$/.test(last))
    out.push([last, false]);
  for (const word of words) {
    const head = /^([A-Za-z]+\d+)[-.]\d+$/.exec(word)?.[1];
    if (head) out.push([head, true]);
  }
  return out;
}

export interface CategoryEntry {
  category: VocabCategory;
  /** Canonical tokens of one of its names, noise words left out. */
  tokens: string[];
}

export interface OptionEntry {
  propertyId: number;
  key: string;
  /** A family name («فولاد ضدزنگ») stands for every grade of it. */
  family: boolean;
  /** A short name that is also a place («مبارکه» of «فولاد مبارکه»): the maker, unless a delivery cue comes before. */
  place?: boolean;
}

export class Vocabulary {
  readonly categories = new Map<number, VocabCategory>();
  readonly properties: VocabProperty[];
  readonly units = new Map<number, VocabUnit>();
  readonly provinces = new Map<number, { id: number; name: string }>();
  readonly cities = new Map<number, VocabularyInput['cities'][number]>();
  /** Compact unit phrase → unit ids (several when a symbol is shared, e.g. «تن»). */
  readonly unitPhrases = new Map<string, number[]>();
  readonly categoryEntries: CategoryEntry[] = [];
  /** Compact place name → province or city. */
  readonly places = new Map<string, { kind: 'province' | 'city'; id: number }>();
  readonly documents: NonNullable<VocabularyInput['documents']>;
  readonly profiles: ProductProfile[];
  private readonly profileCache = new Map<number, ProductProfile['values'][]>();
  private readonly lineages = new Map<number, number[]>();
  private readonly propertyCache = new Map<number, VocabProperty[]>();
  private readonly optionCache = new Map<number, Map<string, OptionEntry[]>>();

  constructor(
    input: VocabularyInput,
    readonly synonyms: Synonyms,
  ) {
    for (const c of input.categories) this.categories.set(c.id, c);
    this.documents = input.documents ?? [];
    this.profiles = input.profiles ?? [];
    // A property's name meets the buyer's words the way category names do: through the same synonyms and
    // spellings («قطر سیم» of a wire EDM, «کلاس عایقی»), since the text arrives canonical.
    this.properties = input.properties
      .filter((p) => p.filterable && p.type !== 'text')
      .map((p) => {
        // A Latin name in its parentheses names it too («Cv» of «ضریب جریان (Cv)», «HRC» of «محدوده سختی (HRC)»,
        // decision 100).
        const latin = [...p.name.matchAll(/\(([A-Za-z]{2,})\)/g)].map((m) => m[1] as string);
        const words = [p.name.replace(/\([^)]*\)/g, ''), ...(PROPERTY_ALIASES[p.key] ?? []), ...latin].map((n) =>
          this.canonical(tokenize(n)),
        );
        // «دمای رنگ ۶۵۰۰» of «دمای رنگ نور (کلوین)»: a number without a quantity, which no unit can lead to, is
        // also named by the first two words of a name of three or more.
        // A count's name after its number, without «تعداد» and with the singular of its plural (decision 108): «۱۶
        // ورودی خروجی دیجیتال» of «تعداد ورودی/خروجی دیجیتال», «۵ نقطه اتصال» of «تعداد نقاط اتصال», «۴۰۰ صفحه» of
        // «تعداد صفحات».
        if (p.quantityId === null)
          for (const w of [...words])
            if (w[0] === 'تعداد' && w.length >= 2) {
              const rest = w.slice(1).filter((x) => x !== '/');
              words.push(rest);
              const singular = rest.map(singularOf);
              if (singular.some((x, k) => x !== rest[k])) words.push(singular);
            }
        const name = words[0] ?? [];
        return { ...p, words: name.length >= 3 && p.quantityId === null ? [...words, name.slice(0, 2)] : words };
      });
    for (const u of input.units) {
      this.units.set(u.id, u);
      const phrases = [
        u.symbol,
        ...labelVariants(u.name),
        ...(UNIT_ALIASES[u.key] ?? []),
        ...(NEED_UNITS[u.key] ?? []),
        // «۳۰۰ تن ساعت», «۵ متر مکعب در ساعت»: a rate said with «در» or with nothing for its «بر» (decision 113).
        ...(u.name.includes(' بر ') ? [u.name.replace(' بر ', ' در '), u.name.replace(' بر ', ' ')] : []),
      ];
      for (const phrase of phrases) {
        for (const key of new Set([compactOf(phrase), compact(this.canonical(tokenize(phrase)))])) {
          if (!key) continue;
          const list = this.unitPhrases.get(key) ?? [];
          if (!list.includes(u.id)) list.push(u.id);
          this.unitPhrases.set(key, list);
        }
      }
    }
    // «OD ۷۲» of «قطر خارجی» (outer_diameter), «FAD» of a compressor's free air delivery: a number property's English
    // initials (its key's words, two or more) name it too, when they spell no unit («kv» of «k_value» is a kilovolt)
    // (decision 108).
    for (const p of this.properties) {
      const parts = p.key.split('_').filter((x) => /^[a-z]/.test(x));
      const initials = parts.map((x) => x[0]).join('');
      if ((p.type !== 'number' && p.type !== 'range') || parts.length < 2 || this.unitPhrases.has(initials)) continue;
      p.words = [...(p.words ?? []), [initials]];
    }
    for (const c of input.categories) {
      const names = [...labelVariants(c.name), ...(c.scientificName ? [c.scientificName] : [])];
      for (const name of names) {
        const tokens = this.canonical(tokenize(name)).filter((t) => !CATEGORY_NOISE.has(t));
        if (tokens.length && tokens.length <= 6) this.categoryEntries.push({ category: c, tokens });
      }
    }
    for (const p of input.provinces) {
      this.provinces.set(p.id, p);
      this.places.set(compactOf(p.name), { kind: 'province', id: p.id });
    }
    for (const city of input.cities) {
      this.cities.set(city.id, city);
      const key = compactOf(city.name);
      if (!this.places.has(key)) this.places.set(key, { kind: 'city', id: city.id });
    }
  }

  private gluedIndex?: { split: Map<string, [string, string]>; known: Set<string> };

  /**
   * Two words of one category name or option label typed without the space or ZWNJ between them («شیرتوپی» of «شیر
   * توپی», «شیرپروانه» of «شیر پروانه‌ای», «پرچکن» of «پرچ‌کن»), as those two words; a word the catalog writes as it
   * is (in a name, a label, a property's name, a product's name or description, a synonym) stays whole.
   */
  unglue(input: string[]): string[] {
    if (!this.gluedIndex) {
      const known = new Set<string>(this.synonyms.words().flatMap((w) => tokenize(w)));
      const split = new Map<string, [string, string]>();
      const phrases = [
        ...[...this.categories.values()].flatMap((c) => [c.name, c.scientificName ?? '']),
        ...this.properties.flatMap((p) => p.options.map((o) => o.label)),
      ];
      for (const text of [...phrases, ...this.properties.map((p) => p.name), ...this.documents.map((d) => d.text)])
        for (const word of tokenize(text)) known.add(word);
      for (const phrase of phrases) {
        const words = tokenize(phrase);
        for (let k = 1; k < words.length; k += 1) {
          const [left, right] = [words[k - 1] as string, words[k] as string];
          if (!/^\p{L}{2,}$/u.test(left) || !/^\p{L}{2,}$/u.test(right) || /[a-z]/.test(left + right)) continue;
          if (!split.has(left + right)) split.set(left + right, [left, right]);
        }
      }
      for (const word of known) split.delete(word);
      this.gluedIndex = { split, known };
    }
    const { split } = this.gluedIndex;
    return input.flatMap((t) => split.get(t) ?? [t]);
  }

  /**
   * Words replaced by one member of their synonym group («تلمبه» → «پمپ», «gate valve» → «شیر کشویی»), then
   * after the trade's spellings (WORD_ALIASES). Names and the buyer's text both pass through it, so they meet.
   */
  canonical(input: string[]): string[] {
    return this.canonicalSpans(input).map((t) => t.text);
  }

  /**
   * `canonical`, each word with the span of the input words it stands for (`from` to `to`, exclusive): «بدون روغن»
   * read from «اویل فری» keeps 0–2 on both words, so what the engine did not read can be quoted as the buyer wrote it.
   */
  canonicalSpans(input: string[]): CanonicalWord[] {
    const tokens = input.flatMap((t, at) => (WORD_ALIASES[t]?.split(' ') ?? [t]).map((text) => ({ text, at })));
    const out: CanonicalWord[] = [];
    for (let i = 0; i < tokens.length; ) {
      let used = 0;
      for (let n = Math.min(3, tokens.length - i); n >= 1; n -= 1) {
        const phrase = tokens
          .slice(i, i + n)
          .map((t) => t.text)
          .join(' ');
        if (this.synonyms.has(phrase)) {
          const head = this.groupHead(phrase);
          // A synonym never makes one category's name another's: «ماشینکاری» and «cnc» are not «تراشکاری».
          if (head !== phrase && this.namesAnotherCategory(phrase, head)) break;
          const from = (tokens[i] as { at: number }).at;
          const to = (tokens[i + n - 1] as { at: number }).at + 1;
          out.push(...head.split(' ').map((text) => ({ text, from, to })));
          used = n;
          break;
        }
      }
      if (!used) {
        const { text, at } = tokens[i] as { text: string; at: number };
        out.push({ text, from: at, to: at + 1 });
        used = 1;
      }
      i += used;
    }
    return out;
  }

  /** Compact category name → its id; a word of a Persian category name → the categories it is in. */
  private categoryNames?: { full: Map<string, number>; words: Map<string, Set<number>> };

  /** Whether folding `phrase` into `head` would turn the name of one category into another's. */
  private readonly crossings = new Map<string, boolean>();
  private namesAnotherCategory(phrase: string, head: string): boolean {
    const key = `${phrase}\u0000${head}`;
    const known = this.crossings.get(key);
    if (known !== undefined) return known;
    const crosses = this.crosses(phrase, head);
    this.crossings.set(key, crosses);
    return crosses;
  }

  private crosses(phrase: string, head: string): boolean {
    if (!this.categoryNames) {
      const full = new Map<string, number>();
      const words = new Map<string, Set<number>>();
      for (const c of this.categories.values()) {
        full.set(compactOf(c.name), c.id);
        for (const w of tokenize(c.name)) words.set(w, (words.get(w) ?? new Set()).add(c.id));
      }
      this.categoryNames = { full, words };
    }
    const headId = this.categoryNames.full.get(compactOf(head));
    if (headId === undefined) return false;
    const own = this.categoryNames.full.get(compactOf(phrase));
    if (own !== undefined) return own !== headId;
    // A Latin code another category's name carries («فرزکاری CNC»), typed as it is or spelt in Persian letters, a
    // member of its group («سی ان سی» is cnc): not the head's name (decision 104).
    const latin = (code: string) => /^[a-z0-9]+$/.test(code);
    const codes = latin(phrase) ? [phrase] : this.synonyms.members(phrase).filter(latin);
    return codes.some((code) => [...(this.categoryNames?.words.get(code) ?? [])].some((id) => id !== headId));
  }

  private readonly heads = new Map<string, string>();
  /** The group's Persian member with the fewest words (the earliest to join on a tie): the same whichever was typed. */
  private groupHead(phrase: string): string {
    const known = this.heads.get(phrase);
    if (known) return known;
    const members = this.synonyms.members(phrase);
    const persian = members.filter((m) => /[\u0600-\u06FF]/.test(m));
    const pool = persian.length ? persian : members;
    const head = pool.reduce((a, b) => (b.split(' ').length < a.split(' ').length ? b : a), pool[0] ?? phrase);
    this.heads.set(phrase, head);
    return head;
  }

  /** The category and its ancestors, root first. */
  lineage(categoryId: number): number[] {
    const known = this.lineages.get(categoryId);
    if (known) return known;
    const chain: number[] = [];
    let current = this.categories.get(categoryId);
    while (current && chain.length < 10) {
      chain.unshift(current.id);
      current = current.parentId === null ? undefined : this.categories.get(current.parentId);
    }
    this.lineages.set(categoryId, chain);
    return chain;
  }

  /** The categories directly under one. */
  childrenOf(categoryId: number): VocabCategory[] {
    return [...this.categories.values()].filter((c) => c.parentId === categoryId);
  }

  private readonly titleCodeCache = new Map<number, Map<string, string>>();
  /**
   * Codes the titles of the products filed under the category (or below it) write right before a value they store
   * (decision 104): «K65» of «پودر PVC سوسپانسیونی K65» (k_value 65), «VG 46» of «روغن هیدرولیک ISO VG 46»
   * (viscosity_40c 46). A code of one to four Latin letters → the number property it names; a code that names two
   * properties in the titles names neither.
   */
  titleCodes(categoryId: number): Map<string, string> {
    const known = this.titleCodeCache.get(categoryId);
    if (known) return known;
    const numbers = new Set(
      this.propertiesOf(categoryId)
        .filter((p) => p.type === 'number')
        .map((p) => p.key),
    );
    const seen = new Map<string, Set<string>>();
    for (const profile of this.profiles) {
      if (!profile.title || !this.lineage(profile.categoryId).includes(categoryId)) continue;
      // Glued to the number («K65», «IPE140») or a capital code before it («VG 46»); not a unit's symbol («kW 7.5»).
      for (const m of profile.title.matchAll(/(?<![A-Za-z])([A-Za-z]{1,4})( ?)(\d+(?:\.\d+)?)(?![\d.])/g)) {
        const [, written, space, digits] = m as unknown as [string, string, string, string];
        const code = written.toLowerCase();
        const next = Number(digits);
        if ((space && !/^[A-Z]{2,4}$/.test(written)) || (space && this.unitPhrases.has(code)) || next === 0) continue;
        for (const [key, stored] of Object.entries(profile.values))
          if (numbers.has(key) && typeof stored === 'number' && Math.abs(stored - next) <= Math.abs(next) * 0.005)
            seen.set(code, (seen.get(code) ?? new Set()).add(key));
      }
    }
    const codes = new Map<string, string>();
    for (const [code, keys] of seen) if (keys.size === 1) codes.set(code, [...keys][0] as string);
    this.titleCodeCache.set(categoryId, codes);
    return codes;
  }

  private readonly boreCodeCache = new Map<number, string | null>();
  /**
   * The property a rolling bearing's series code gives (decision 113), learned from the titles: when the products filed
   * under the category write a code of three to five digits («6205-2RS», «32210», «UCP 208») whose last two digits
   * times five are a number they store (a bore of 25, 50, 40 mm: the ISO 15 bore code), in at least two products and
   * in three of every four that write such a code, that property; null otherwise.
   */
  boreCode(categoryId: number): string | null {
    const known = this.boreCodeCache.get(categoryId);
    if (known !== undefined) return known;
    const agree = new Map<string, number>();
    let coded = 0;
    for (const profile of this.profiles) {
      if (!profile.title || !this.lineage(profile.categoryId).includes(categoryId)) continue;
      const codes = [...profile.title.matchAll(/(?<![\d.])(\d{3,5})(?![\d.])/g)]
        .map((m) => Number(m[1]) % 100)
        .filter((last) => last >= 4);
      if (!codes.length) continue;
      coded += 1;
      const keys = Object.entries(profile.values)
        .filter(([, v]) => typeof v === 'number' && codes.some((last) => last * 5 === v))
        .map(([key]) => key);
      for (const key of new Set(keys)) agree.set(key, (agree.get(key) ?? 0) + 1);
    }
    const [best] = [...agree].sort((a, b) => b[1] - a[1]);
    const key = best && best[1] >= 2 && best[1] * 4 >= coded * 3 ? best[0] : null;
    this.boreCodeCache.set(categoryId, key);
    return key;
  }

  /** The stored values of the products filed under the category or below it. */
  valuesUnder(categoryId: number): ProductProfile['values'][] {
    const known = this.profileCache.get(categoryId);
    if (known) return known;
    const list = this.profiles.filter((p) => this.lineage(p.categoryId).includes(categoryId)).map((p) => p.values);
    this.profileCache.set(categoryId, list);
    return list;
  }

  /** Filterable properties a category has (its own and inherited). */
  propertiesOf(categoryId: number): VocabProperty[] {
    const known = this.propertyCache.get(categoryId);
    if (known) return known;
    const lineage = new Set(this.lineage(categoryId));
    const list = this.properties
      .filter((p) => lineage.has(p.categoryId))
      .sort(
        (a, b) => this.lineage(b.categoryId).length - this.lineage(a.categoryId).length || a.sortOrder - b.sortOrder,
      );
    this.propertyCache.set(categoryId, list);
    return list;
  }

  /**
   * Shorter names buyers give a label of several words, when they name one option only: the label without the
   * head word its property's other options share («مبارکه» of «فولاد مبارکه», «جم» of «پتروشیمی جم», «PNP» of
   * «ترانزیستوری PNP», «رندوم» of «کوپلیمر رندوم»), and its first words («ذوب آهن» of «ذوب آهن اصفهان», «Ex d IIC»
   * of «Ex d IIC T4»). A short name that two options would share, or that already names something, is left out.
   */
  private shortNames(categoryId: number, taken: ReadonlyMap<string, OptionEntry[]>): [string, OptionEntry][] {
    const candidates = new Map<string, OptionEntry[]>();
    const propertyWords = new Set(this.propertiesOf(categoryId).flatMap((p) => this.canonical(tokenize(p.name))));
    const offer = (phrase: string[], option: OptionEntry) => {
      const key = compact(phrase);
      // Numbers alone («304») and one Latin letter are read elsewhere, with their own guards.
      if (!key || /^[a-z]$/.test(key) || taken.has(key)) return;
      // A name has a word of letters («0-10» of «0-10 V» is a range). One that is a place («مبارکه» of «فولاد
      // مبارکه», «جم» of «پتروشیمی جم») names the maker unless a delivery cue stands before it (need-words.ts).
      if (!phrase.some((w) => /[a-z\u0600-\u06FF]{2}/.test(w))) return;
      const entry = this.places.has(compactOf(phrase.join(' '))) ? { ...option, place: true } : option;
      // Nor words of the category's property names («دمای» of «فولاد دمای پایین» names the temperature range).
      if (phrase.every((w) => propertyWords.has(w))) return;
      const list = candidates.get(key) ?? [];
      if (!list.some((e) => e.propertyId === entry.propertyId && e.key === entry.key)) list.push(entry);
      candidates.set(key, list);
    };
    // Which options of the category have a word in their label, to keep a label's last words to one option's.
    const owners = new Map<string, Set<string>>();
    for (const p of this.propertiesOf(categoryId))
      for (const o of p.options)
        for (const w of this.canonical(tokenize(o.label.replace(/\([^)]*\)/g, ' '))))
          owners.set(w, (owners.get(w) ?? new Set()).add(`${p.id}:${o.key}`));
    // Nor a buyer's filler («صنعتی», «موجود») or a unit's adjective («کیلویی»).
    const lone = (w: string) =>
      (owners.get(w)?.size ?? 0) === 1 &&
      !isFiller(w) &&
      !this.unitPhrases.has(compactOf(w)) &&
      !this.unitPhrases.has(compactOf(w.replace(/(یی|ی)$/, '')));
    for (const p of this.propertiesOf(categoryId)) {
      if (p.type !== 'option') continue;
      // The label outside its parentheses, when it is one name («SAE 100R1 / EN 853 1SN» is two, read elsewhere).
      const labels = p.options
        .map((o) => ({ key: o.key, outside: o.label.replace(/\([^)]*\)/g, ' ') }))
        .filter((l) => !l.outside.includes('/'))
        // As the synonyms fold it and as written: «شیر جهت‌دهنده» folds into one trade name, yet a buyer who puts
        // a word between («شیر هیدرولیک جهت دهنده») still names it by «جهت دهنده».
        .flatMap((l) => {
          const canonical = this.canonical(tokenize(l.outside));
          const written = tokenize(l.outside);
          const forms = compact(written) === compact(canonical) ? [canonical] : [canonical, written];
          return forms.map((words) => ({ key: l.key, words }));
        });
      const heads = new Map<string, Set<string>>();
      for (const l of labels)
        if (l.words.length > 1)
          heads.set(l.words[0] as string, (heads.get(l.words[0] as string) ?? new Set()).add(l.key));
      for (const l of labels) {
        const entry = { propertyId: p.id, key: l.key, family: false };
        // «دوپره» of «دوپره ویفری», «ضدبرش» of «ضدبرش HPPE»: the first word of a label, when it is a word of four
        // letters or more that no other option shares.
        // Not a word of any category's name either («بلبرینگ» of «بلبرینگ واحد», «مشاوره» of «مشاوره سیستم‌ها»).
        const first = l.words[0] as string;
        if (
          l.words.length > 1 &&
          /^[\u0600-\u06FFa-z]{4,}$/.test(first) &&
          !NOT_NAMES.has(first) &&
          !this.namesWord(first)
        )
          offer([first], entry);
        if (l.words.length > 1 && (heads.get(l.words[0] as string)?.size ?? 0) > 1)
          // «اکسین» of «فولاد اکسین خوزستان»: the rest, and its first words.
          for (let n = 1; n < l.words.length; n += 1)
            if (!CONNECTORS.has(l.words[n] as string)) offer(l.words.slice(1, n + 1), entry);
        // «گیربکسی» of «دستی گیربکسی», «نسوز» of «سیلیکونی نسوز»: a label's last word (four letters or more), or
        // its last two, when no other option's label has them and they are not all words of a category's name
        // (decision 104).
        const last = l.words.at(-1) as string;
        if (l.words.length > 1 && /^[\u0600-\u06FF]{4,}$/.test(last) && lone(last)) {
          // Weaker than a label said whole: a family's name, which gives way to another option of its property said
          // in full («پروژکتور ضد آب» is a floodlight, not also «خطی ضدآب»).
          const part = { ...entry, family: true };
          if (!NOT_NAMES.has(last) && !this.namesWord(last)) offer([last], part);
          const tail = l.words.slice(-2);
          if (
            l.words.length > 2 &&
            tail.every((w) => /^[\u0600-\u06FF]{2,}$/.test(w) && !CONNECTORS.has(w) && lone(w)) &&
            tail.some((w) => !this.namesWord(w))
          )
            offer(tail, part);
        }
        // A first part ends on a word of its own, not on «و» («ایمنی و» is no name of «ایمنی و حریق»).
        for (let n = 2; n < l.words.length; n += 1)
          if (!CONNECTORS.has(l.words[n - 1] as string)) offer(l.words.slice(0, n), entry);
      }
    }
    return [...candidates].filter(([, list]) => list.length === 1).map(([key, list]) => [key, list[0] as OptionEntry]);
  }

  private nameWordSet?: Set<string>;
  /** Every word of every category's names, canonical. */
  private nameWords(): Set<string> {
    this.nameWordSet ??= new Set(this.categoryEntries.flatMap((e) => e.tokens));
    return this.nameWordSet;
  }

  /** Whether a word (as the synonyms fold it, or with the «ه»/«ی» ending: «مشاور» of «مشاوره») is in a category's name. */
  private namesWord(word: string): boolean {
    const words = this.nameWords();
    return [word, ...this.canonical([word])].some((w) => words.has(w) || words.has(`${w}ه`) || words.has(`${w}ی`));
  }

  /**
   * «پودری» of «پودر و گاز (ABC)»: the adjective in «ی» of a label's first Persian word names that option when no
   * other option of the category begins with that word, the adjective is not a word of the category's own name or its
   * parents' («برقی» of «برق شبکه» in «وینچ و بالابر برقی») and names nothing else yet (decision 093).
   */
  private adjectiveForms(categoryId: number, taken: ReadonlyMap<string, OptionEntry[]>): [string, OptionEntry][] {
    const byFirst = new Map<string, OptionEntry[]>();
    for (const p of this.propertiesOf(categoryId)) {
      if (p.type !== 'option') continue;
      for (const o of p.options) {
        const first = this.canonical(tokenize(o.label.replace(/\([^)]*\)/g, ' ')))[0];
        if (!first || !/^[\u0600-\u06FF]{3,}$/.test(first) || first.endsWith('ی')) continue;
        byFirst.set(first, [...(byFirst.get(first) ?? []), { propertyId: p.id, key: o.key, family: false }]);
      }
    }
    const lineage = new Set(this.lineage(categoryId));
    const own = new Set(this.categoryEntries.filter((e) => lineage.has(e.category.id)).flatMap((e) => e.tokens));
    const out: [string, OptionEntry][] = [];
    for (const [first, entries] of byFirst) {
      const adjective = `${first}ی`;
      if (entries.length !== 1 || taken.has(compact([adjective])) || own.has(adjective)) continue;
      out.push([adjective, entries[0] as OptionEntry]);
    }
    return out;
  }

  /**
   * Parts of a label that name its option alone when no other option of the property has them (decision 100): each
   * side of «و» («برنز» of «برنج و برنز», «دارویی» of «غذایی و دارویی») and a Latin word of a Persian label («CVD» of
   * «CVD چندلایه»). A part that already names something is left out.
   */
  private labelParts(categoryId: number, taken: ReadonlyMap<string, OptionEntry[]>): [string, OptionEntry][] {
    const out: [string, OptionEntry][] = [];
    // Not a word of a property's name or a category's («فیلتر» of «فیلتر و کارتریج» beside «کلاس فیلتر»).
    const propertyWords = new Set(this.propertiesOf(categoryId).flatMap((p) => this.canonical(tokenize(p.name))));
    for (const p of this.propertiesOf(categoryId)) {
      if (p.type !== 'option') continue;
      const parts = p.options.map((o) => {
        const outside = o.label.replace(/\([^)]*\)/g, ' ').trim();
        const sides = outside.split(' و ').map((side) => side.trim());
        const latin = /[\u0600-\u06FF]/.test(outside) ? (outside.match(/\b[A-Za-z]{2,}\b/g) ?? []) : [];
        return [...(sides.length > 1 ? sides : []), ...latin].map((part) => compact(this.canonical(tokenize(part))));
      });
      const count = new Map<string, number>();
      for (const list of parts) for (const key of new Set(list)) count.set(key, (count.get(key) ?? 0) + 1);
      p.options.forEach((o, k) => {
        for (const key of new Set(parts[k])) {
          if (!key || key.length < 2 || count.get(key) !== 1 || taken.has(key)) continue;
          if (propertyWords.has(key) || this.namesWord(key)) continue;
          out.push([key, { propertyId: p.id, key: o.key, family: false }]);
        }
      });
    }
    return out;
  }

  /**
   * The option an everyday name of `key` names in the category (decision 124): itself, unless the category's products
   * store no value `key` of the property but do store its kin (OPTION_KIN), and no other property of the category
   * stores `key`. «برقی» names «برق شبکه» of a hoist or a conveyor (their products store it) and «باتری» of a forklift
   * (its products store battery and diesel, never the grid); a pallet truck's «برقی» stays its type «جک پالت برقی».
   */
  private storedKin(categoryId: number, property: VocabProperty, key: string): string {
    const kin = OPTION_KIN[key];
    if (!kin || !property.options.some((o) => o.key === kin)) return key;
    const stores = (values: ProductProfile['values'], k: string, option: string) => {
      const v = values[k];
      return v === option || (Array.isArray(v) && (v as unknown[]).includes(option));
    };
    const under = this.valuesUnder(categoryId);
    const others = this.propertiesOf(categoryId).filter((q) => q.type === 'option' && q.key !== property.key);
    if (under.some((v) => stores(v, property.key, key) || others.some((q) => stores(v, q.key, key)))) return key;
    return under.some((v) => stores(v, property.key, kin)) ? kin : key;
  }

  /** Compact option phrase → options of the category's properties. */
  optionsOf(categoryId: number): Map<string, OptionEntry[]> {
    const known = this.optionCache.get(categoryId);
    if (known) return known;
    const map = new Map<string, OptionEntry[]>();
    const add = (phrase: string, entry: OptionEntry) => {
      const key = compact(this.canonical(tokenize(phrase)));
      // One-letter Latin labels (belt profile «A») would match stray letters: too weak alone.
      if (!key || (/^[a-z]$/.test(key) && !entry.family)) return;
      if (/^[a-z]$/.test(key)) return;
      const list = map.get(key) ?? [];
      if (!list.some((e) => e.propertyId === entry.propertyId && e.key === entry.key)) list.push(entry);
      map.set(key, list);
    };
    for (const p of this.propertiesOf(categoryId)) {
      if (p.type === 'boolean') continue;
      // A parenthesis several options share («(مهره)» of «کلاس 8 (مهره)» and «کلاس 10 (مهره)») names them as a family,
      // which a value said in full beats (decision 104).
      const inner = (label: string) => [...label.matchAll(/\(([^)]*)\)/g)].map((m) => compactOf(m[1] ?? ''));
      const shared = new Set(
        p.options.flatMap((o) => inner(o.label)).filter((k, _, all) => all.filter((x) => x === k).length > 1),
      );
      for (const o of p.options) {
        for (const variant of labelVariants(o.label)) {
          add(variant, { propertyId: p.id, key: o.key, family: shared.has(compactOf(variant)) });
          // A grade number of three or more digits names the option alone («۳۱۶», «۱۵۰» of «ANSI Class 150»).
          for (const t of tokenize(variant))
            if (/^\d{3,}$/.test(t)) add(t, { propertyId: p.id, key: o.key, family: false });
          // «فولاد ضدزنگ 304» belongs to the family «فولاد ضدزنگ»; «چدن نشکن» is a material of its own.
          // The words as written: `add` folds them once («فولاد ضدزنگ» → «فولاد استیل»); folded here as well, a word the
          // fold makes two of was folded twice and no buyer's words met the family (decision 120).
          const tokens = tokenize(variant);
          const family = tokens.filter((t) => !/^\d/.test(t));
          if (family.length && family.length < tokens.length && /[\u0600-\u06FF]/.test(family.join('')))
            add(family.join(' '), { propertyId: p.id, key: o.key, family: true });
        }
        const named = this.storedKin(categoryId, p, o.key);
        for (const alias of OPTION_ALIASES[o.key] ?? []) add(alias, { propertyId: p.id, key: named, family: false });
        for (const variant of labelVariants(o.label))
          for (const [code, family] of codeParts(variant)) add(code, { propertyId: p.id, key: o.key, family });
        // «۴ تا ۲۰ میلی آمپر» of «4-20 mA»: a range a label writes with a dash is said with «تا», and its unit in
        // any of the unit's names.
        for (const variant of labelVariants(o.label)) {
          const range = /^(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*([^\d+]*)$/.exec(variant.trim());
          if (!range) continue;
          const [, a, b, rest] = range as unknown as [string, string, string, string];
          const unitIds = this.unitPhrases.get(compactOf(rest.trim())) ?? [];
          const names = [...this.unitPhrases].filter(([, ids]) => ids.some((id) => unitIds.includes(id)));
          for (const [name] of rest.trim() ? names : [['', []] as const])
            add(`${a} تا ${b} ${name}`, { propertyId: p.id, key: o.key, family: false });
        }
        // «فلنج و پایه» of «پایه و فلنج (B35)»: two words joined by «و» are named in either order.
        const pair = /^\s*(\S+) و (\S+)\s*$/.exec(o.label.replace(/\([^)]*\)/g, ' '));
        if (pair) add(`${pair[2]} و ${pair[1]}`, { propertyId: p.id, key: o.key, family: false });
        // «ANSI Class 300» is «۳۰۰ پوند» in the trade, «300 lb» in catalogues.
        const pressureClass = /class (\d+)/i.exec(o.label)?.[1];
        if (pressureClass)
          for (const word of ['پوند', 'lb', '#'])
            add(`${pressureClass} ${word}`, { propertyId: p.id, key: o.key, family: false });
      }
    }
    for (const [phrase, entry] of multiplicityNames(this.propertiesOf(categoryId))) add(phrase, entry);
    for (const [phrase, entry] of this.labelParts(categoryId, map)) add(phrase, entry);
    for (const [phrase, entry] of this.shortNames(categoryId, map)) add(phrase, entry);
    for (const [phrase, entry] of this.adjectiveForms(categoryId, map)) add(phrase, entry);
    this.optionCache.set(categoryId, map);
    return map;
  }
}

/** The trade's Latin words for one, two and three of a thing, and the Persian number words a label opens with. */
const MULTIPLICITY: [RegExp, string[]][] = [
  [/^(یک|تک)/, ['سینگل', 'single']],
  [/^دو/, ['دوبل', 'دابل', 'دبل', 'double']],
  [/^سه/, ['تریپل', 'triple']],
];

/**
 * «زنجیر دوبل» is a two-row chain, «جرثقیل دوبل» a double-girder crane (decision 115): where a property's labels count
 * («یک‌ردیفه / دوردیفه / سه‌ردیفه», «تک‌پل / دوپل»), at least two of them opening with a number word and each number word
 * opening one label only, «سینگل», «دوبل» and «تریپل» name the label that opens with one, two or three.
 */
function multiplicityNames(properties: readonly VocabProperty[]): [string, OptionEntry][] {
  const out: [string, OptionEntry][] = [];
  for (const p of properties) {
    if (p.type !== 'option') continue;
    const hits = MULTIPLICITY.map(([re]) => p.options.filter((o) => re.test(o.label.trim())));
    if (hits.filter((h) => h.length === 1).length < 2 || hits.some((h) => h.length > 1)) continue;
    hits.forEach((h, k) => {
      const o = h[0];
      if (o)
        for (const word of MULTIPLICITY[k]?.[1] ?? [])
          out.push([word, { propertyId: p.id, key: o.key, family: false }]);
    });
  }
  return out;
}

/** Arabic plurals of the names of counts, to their singular: «نقاط» → «نقطه», «صفحات» → «صفحه» (decision 108). */
const BROKEN_PLURALS: Record<string, string> = { نقاط: 'نقطه' };
export function singularOf(word: string): string {
  const broken = BROKEN_PLURALS[word];
  if (broken) return broken;
  // The «ـات» of a word whose singular ends in «ه» («قطعات», «طبقات», «صفحات»).
  return word.length >= 5 && word.endsWith('ات') ? `${word.slice(0, -2)}ه` : word;
}

/**
 * Units as buyers write them in a need, besides the shared reader's (UNIT_ALIASES, kept by search): «کیلووار»
 * glued, «سی سی» of a pump's displacement, «میلی» alone for millimetres (decision 066).
 */
const NEED_UNITS: Record<string, string[]> = {
  kvar: ['کیلووار', 'kvar'],
  cm3: ['سی سی', 'سی‌سی', 'cc'],
  mm: ['میلی'],
  // «سانتی استوک» without its «س» (decision 113); not «سانتی» alone, which is a centimetre.
  cst: ['سانتی استوک', 'سانتی‌استوک', 'سانتیاستوک'],
};

/** The trade's spellings of words, applied after synonyms: «استیل» is stainless steel, «اسکجول» a schedule. */
export const WORD_ALIASES: Record<string, string> = {
  استیل: 'فولاد ضدزنگ',
  استنلس: 'فولاد ضدزنگ',
  stainless: 'فولاد ضدزنگ',
  الکتروپمپ: 'پمپ',
  کلاس: 'class',
  اسکجول: 'sch',
  رده: 'sch',
  اسکچول: 'sch',
  schedule: 'sch',
  // «سیتاپ ۵» of «NG10 (CETOP 5)»: the labels' Latin word in Persian letters (decision 118).
  سیتاپ: 'cetop',
};

/**
 * An option whose everyday names name another one where a category's products never store it (decision 124): «برقی»
 * is the grid («برق شبکه») where the products store it, the battery drive of a forklift whose products store battery
 * and never the grid (the convention decision 120 wrote down: a forklift said «برقی» is the battery option).
 */
export const OPTION_KIN: Record<string, string> = { electric: 'battery' };

/** Everyday names of option values the labels do not spell («استیل» is stainless steel). */
export const OPTION_ALIASES: Record<string, string[]> = {
  cast_iron: ['چدنی'],
  ductile_iron: ['چدن داکتیل', 'داکتیل'],
  ss304: ['استیل 304', 'استنلس 304', 'ss304', 'ss 304'],
  ss316: ['استیل 316', 'استنلس 316', 'ss316', 'ss 316'],
  bronze: ['برنزی'],
  brass: ['برنجی'],
  single: ['تکفاز', 'تک فاز', 'یک فاز', 'تکفازه'],
  three: ['سه فاز', 'سه فازه', 'سهفاز', '3 فاز'],
  carbon_steel: ['فولادی', 'کربن استیل'],
  flanged: ['فلنج دار', 'فلنجدار'],
  threaded: ['دنده ای', 'رزوه ای', 'threaded', 'رزوه'],
  wafer: ['wafer'],
  ssaw: ['اسپیرال', 'مارپیچ'],
  erw: ['درز مستقیم'],
  p1: ['1 پل', 'تک پل'],
  p2: ['2 پل', 'دو پل'],
  p3: ['3 پل', 'سه پل'],
  p4: ['4 پل', 'چهار پل'],
  dc12: ['12 ولت dc', '12 ولت مستقیم', '12 vdc'],
  dc24: ['24 ولت dc', '24 ولت مستقیم', '24 vdc'],
  ac24: ['24 ولت ac', '24 vac'],
  ac110: ['110 ولت'],
  ac220: ['220 ولت', '220 ولت ac', '230 ولت', '220 vac'],
  ac380: ['380 ولت', '400 ولت'],
  // A steel sheet's form as the trade names it in English (decision 087): «کویل» a coil, «شیت» a cut sheet.
  coil: ['کویل', 'رول'],
  sheet: ['شیت'],
  perkins: ['پرکینز'],
  cummins: ['کامینز'],
  volvo_penta: ['ولوو', 'ولوو پنتا'],
  doosan: ['دوسان'],
  siemens: ['زیمنس'],
  delta: ['دلتا'],
  schneider: ['اشنایدر'],
  omron: ['امرن', 'امرون'],
  mitsubishi: ['میتسوبیشی'],
  aisi304: ['فولاد ضدزنگ 304'],
  aisi316l: ['فولاد ضدزنگ 316'],
  type_k: ['تیپ k', 'تایپ k', 'k type'],
  type_j: ['تیپ j', 'تایپ j'],
  hdpe: ['سنگین'],
  ldpe: ['سبک'],
  copper: ['مسی'],
  aluminium: ['آلومینیومی', 'آلومینیومی'],
  armoured: ['زره دار'],
  screw: ['اسکرو', 'اسکرو ای', 'پیچی'],
  piston: ['پیستونی'],
  vertical: ['عمودی', 'ایستاده'],
  horizontal: ['افقی', 'خوابیده'],
  deep_well: ['چاه عمیق', 'چاهی'],
  sewage: ['فاضلاب', 'فاضلابی'],
  drainage: ['کفکش', 'کف کش', 'زهکش'],
  electric: ['برقی'],
  manual: ['دستی'],
  gas: ['گازی', 'گازسوز'],
  diesel: ['گازوئیلی', 'دیزلی'],
  ptfe: ['تفلون', 'تفلونی'],
  fkm: ['ویتون'],
  // File formats as buyers name them (decision 066).
  pdf: ['پی دی اف', 'پی‌دی‌اف'],
  docx: ['ورد', 'word', 'فایل ورد', 'doc'],
  xlsx: ['اکسل', 'excel', 'xls'],
  // Trade words and transliterations of option values (decision 066).
  spring: ['فنری'],
  sae_r1_1sn: ['یک سیمه', 'تک سیمه', '1 سیمه'],
  sae_r2_2sn: ['دو سیمه', '2 سیمه'],
  sensorless_vector: ['سنسورلس', 'sensorless'],
  flood: ['پرژکتور', 'پروژکتور', 'فلادلایت'],
  grinding: ['صفحه ساب', 'ساب'],
  vacuum: ['وکیوم', 'خلا'],
  hysys: ['هایسیس', 'هایسس'],
  aspen_plus: ['اسپن پلاس'],
  caesar: ['سزار', 'سزار 2'],
  dialux: ['دیالوکس'],
  etap: ['ای تپ', 'ایتپ'],
  tekla: ['تکلا'],
  etabs: ['ایتبس'],
  sap2000: ['سپ', 'ساپ'],
  comfar: ['کامفار'],
  solidworks: ['سالیدورک', 'سالیدورکس'],
  catia: ['کتیا'],
  ansys: ['انسیس'],
  abaqus: ['آباکوس'],
  // The trade's short names of values whose labels are longer or technical (decision 095): «پودر» alone is the
  // ABC powder extinguisher (its adjective «پودری» is read from the label's first word, decision 093), «فتوسل» (what the lexicon makes of «سنسور نوری») a photoelectric sensor, «ساچمه» the
  // shot or grit a blaster uses, «۲۳۱۱» and «مو۴۰» the steels by the numbers the market calls them.
  abc_powder: ['پودر'],
  photoelectric: ['فتوسل', 'چشمی'],
  worm: ['حلزون', 'چرخ حلزون'],
  copper_alloys: ['برنزی', 'برنجی', 'برنج', 'برنز'],
  pa: ['نایلون', 'نایلونی', 'پلی آمید'],
  steel_shot: ['ساچمه', 'ساچمه گرد'],
  steel_grit: ['ساچمه', 'گریت'],
  b7_2h: ['b7', 'b7/2h'],
  s1_2311: ['2311', 'p20'],
  s1_2738: ['2738'],
  s1_2344: ['2344', 'h13'],
  s1_2379: ['2379', 'd2'],
  s1_2083: ['2083'],
  mo40: ['mo40', 'مو40', 'مو 40'],
  vcn150: ['vcn150', 'vcn'],
  form2b: ['فرم 2b', 'فرم 2 بی'],
  form3b: ['فرم 3b', 'فرم 3 بی'],
  form4b: ['فرم 4b', 'فرم 4 بی'],
  ep_fabric: ['منجید'],
  // English trade names in Persian letters the labels write in Persian (decision 113): «ترانسمیتر دیفرانسیلی» is a
  // differential-pressure transmitter, «ابسولوت» absolute, «آکسیال» an axial piston pump, «التراسونیک» an ultrasonic test.
  differential: ['دیفرانسیلی', 'دیفرانسیل', 'اختلاف فشار'],
  absolute: ['ابسولوت', 'ابسلوت'],
  axial_piston: ['آکسیال', 'آکسیال پیستون', 'پیستونی آکسیال', 'پیستون آکسیال'],
  ut: ['التراسونیک', 'اولتراسونیک', 'آلتراسونیک', 'فراصوتی'],
  // «بیرونی» for «خارجی» (decision 108's list): a switchboard set outdoors.
  outdoor: ['بیرونی', 'فضای باز'],
  indoor: ['درونی'],
  mcls: ['وزارت کار', 'اداره کار'],
  mrud: ['وزارت راه', 'راه و شهرسازی'],
  pbo: ['سازمان برنامه', 'برنامه و بودجه'],
  level2: ['سطح 2', 'لول 2', 'level 2'],
  level3: ['سطح 3', 'لول 3', 'level 3'],
};

/**
 * Names of option values the labels do not write, each with where it comes from (decision 118). They join
 * OPTION_ALIASES; a value's key may stand in several properties («manual» of a valve's actuator, a pallet truck, a
 * hydraulic valve), and each name means the same there.
 */
const LABEL_SYNONYMS: Record<string, { names: string[]; source: string }> = {
  // The labels' own Latin codes «(NC)», «(NO)» are «normally closed / open»; the trade says them in Persian letters.
  nc: { names: ['نرمال کلوز', 'نرمالی کلوز', 'نرمال کلوزد', 'normally closed'], source: "the label's (NC) in English" },
  no: { names: ['نرمال اپن', 'نرمال اوپن', 'نرمالی اپن', 'normally open'], source: "the label's (NO) in English" },
  // «دستی (اهرمی یا فلکه‌ای)»: the parenthesis' two words, and «دسته‌دار» (with a handle), the market's word for a lever.
  manual: {
    names: ['فلکه ای', 'فلکه دار', 'اهرمی', 'دسته دار', 'دستهدار'],
    source: "the label's parenthesis; a handle",
  },
  // «واشردار»: the same word with the adjective's «ی» instead of «دار», and the English «gasket» in Persian letters.
  gasketed: { names: ['واشری', 'واشر دار', 'گسکتی', 'گسکت دار'], source: 'the label «واشردار»; gasket' },
  // «لاستیکی منجید (EP)»: its first word alone; the other belts are steel cord, PVC and plastic.
  ep_fabric: { names: ['لاستیکی'], source: "the label's first word" },
};

/**
 * Decision 120's rows, names of option values the labels do not write with their sources; each moved a development
 * need when switched off alone (the decision record lists which).
 */
const LABEL_SYNONYMS_120: Record<string, { names: string[]; source: string }> = {
  // «لیتیم بروماید/آب»: lithium is «لیتیوم» in most Persian writing (the label's «لیتیم» is the older form), and
  // «bromide» is said «برماید» as well as «بروماید».
  libr_water: {
    names: ['لیتیوم بروماید', 'لیتیوم برماید', 'لیتیم برماید', 'لیتیوم بروماید آب'],
    source: 'the label «لیتیم بروماید/آب»; lithium, bromide',
  },
  // «بولت مدفون (J یا L)»: the parenthesis' letters are the bolt's shape, said «J شکل», «جی شکل», «L شکل», «ال شکل».
  cast_in: {
    names: ['j شکل', 'جی شکل', 'l شکل', 'ال شکل', 'جی', 'بولت j', 'بولت l'],
    source: "the label's parenthesis (J or L) and «شکل» (shape)",
  },
  // «صفحه الماس»: the adjective forms «الماسه», «الماسی» of its last word.
  diamond: { names: ['الماسه', 'الماسی', 'صفحه الماسه', 'صفحه الماسی'], source: 'the label «صفحه الماس»' },
  // «HSS-Co (کبالت‌دار)»: the parenthesis' word without «دار», and the code's «Co» said in Persian letters.
  hss_co: {
    names: ['کبالت', 'کبالتی', 'اچ اس اس کبالت', 'hss کبالت', 'hss co', 'hssco'],
    source: "the label's parenthesis «کبالت‌دار»; HSS-Co",
  },
  // «X40CrMoV5-1 (1.2344 / H13)», «X210Cr12 (1.2080)»: the market names a tool steel by its DIN number without «1.»,
  // as the mould steels' «2344» and «2311» (decision 095).
  din1_2344: { names: ['2344', 'h13', 'گرمکار 2344'], source: "the label's parenthesis (1.2344 / H13)" },
  // «ترموکوپل تیپ J»: «تیپ» is «نوع» (type) in Persian.
  type_j: { names: ['نوع j'], source: 'the label «ترموکوپل تیپ J»' },
  // «CO2»: the gas's name in words, «دی اکسید کربن».
  co2: { names: ['دی اکسید کربن', 'دی اکسیدکربن'], source: 'CO2 is carbon dioxide' },
  // «الکترونیکی»: the adjective said without its «ی», as the trade says «رله الکترونیک».
  electronic: { names: ['الکترونیک', 'رله الکترونیک'], source: 'the label «الکترونیکی»' },
  // «تزریقی»: a grade «for injection», «گرید تزریق».
  injection: { names: ['گرید تزریق', 'تزریق'], source: 'the label «تزریقی»' },
  // «SAE 100R2 / EN 853 2SN»: a two-wire-braid hose, «دو سیم» as well as decision 066's «دو سیمه».
  sae_r2_2sn: { names: ['دو سیم', '2 سیم'], source: 'the label 2SN (two wire braids)' },
  // «لاستیک عایق برق»: a glove «عایق برق».
  dielectric: { names: ['عایق برق', 'عایق'], source: 'the label «لاستیک عایق برق»' },
  // «مطلق 23 بیتی»: «absolute» in Persian letters (decision 113's «ابسولوت») with the bits.
  abs23: { names: ['ابسولوت 23 بیت', 'ابسولوت 23 بیتی', 'مطلق 23 بیت'], source: 'the label «مطلق 23 بیتی»' },
  // «MS Project», said by its initials; «PV Elite» in Persian letters.
  ms_project: { names: ['msp', 'ام اس پی', 'ام اس پراجکت'], source: 'the label «MS Project»' },
  pv_elite: { names: ['پی وی الایت', 'پی وی الیت'], source: 'the label «PV Elite»' },
  // «سیم‌بکسلی»: the noun said without the adjective's «ی», «سیم بکسل».
  wire_rope: { names: ['سیم بکسل'], source: 'the label «سیم‌بکسلی»' },
  // «فولاد فورج (A105)»: the label's second word alone, «فورج», «فورجی».
  a105: { names: ['فورج', 'فورجی'], source: 'the label «فولاد فورج (A105)»' },
};
for (const [key, { names }] of Object.entries(LABEL_SYNONYMS))
  OPTION_ALIASES[key] = [...(OPTION_ALIASES[key] ?? []), ...names];
for (const [key, { names }] of Object.entries(LABEL_SYNONYMS_120))
  OPTION_ALIASES[key] = [...(OPTION_ALIASES[key] ?? []), ...names];

/** Hints of which property a number is about, besides its name («هد» is the pumping head). */
export const PROPERTY_ALIASES: Record<string, string[]> = {
  head: ['هد', 'ارتفاع', 'ارتفاع پمپاژ'],
  flow_rate: ['دبی', 'ظرفیت', 'آبدهی', 'دبی آب'],
  max_pressure: ['فشار', 'فشار کاری'],
  working_pressure: ['فشار', 'فشار کاری'],
  set_pressure: ['فشار تنظیم', 'تنظیم'],
  design_pressure: ['فشار'],
  motor_power: ['توان', 'قدرت', 'موتور'],
  rated_power: ['توان', 'قدرت'],
  inlet_size: ['سایز', 'ورودی', 'دهانه', 'مکش'],
  nominal_size: ['سایز', 'قطر نامی', 'قطر'],
  outer_diameter: ['قطر خارجی', 'قطر بیرونی', 'قطر', 'بیرون', 'قطر بیرون', 'خارج'],
  wall_thickness: ['ضخامت', 'جداره', 'ضخامت دیواره'],
  thickness: ['ضخامت', 'ضخیم', 'ورق'],
  width: ['عرض', 'پهنا'],
  length: ['طول'],
  pipe_length: ['طول شاخه'],
  bar_diameter: ['قطر', 'سایز', 'نمره', 'میلگرد'],
  silent_canopy: ['سایلنت'],
  ethernet: ['پورت اترنت', 'اترنت'],
  section_height: ['ارتفاع', 'نمره', 'سایز'],
  leg_size: ['بال', 'سایز', 'نمره', 'نبشی'],
  stages: ['طبقه', 'طبقات'],
  voltage: ['ولتاژ', 'برق'],
  rated_voltage: ['ولتاژ'],
  supply_voltage: ['ولتاژ', 'تغذیه'],
  rated_speed: ['دور', 'سرعت'],
  speed: ['دور'],
  rated_current: ['جریان'],
  free_air_delivery: ['هوادهی', 'ظرفیت', 'دبی هوا'],
  tank_volume: ['حجم', 'مخزن'],
  charge_mass: ['وزن', 'ظرفیت', 'شارژ'],
  rated_load: ['ظرفیت', 'بار', 'ظرفیت بار', 'تناژ'],
  lifting_height: ['ارتفاع بالابری', 'ارتفاع'],
  cross_section: ['مقطع', 'سطح مقطع'],
  cores: ['رشته', 'کور'],
  apparent_power: ['توان', 'قدرت'],
  prime_power: ['توان', 'قدرت'],
  steam_output: ['ظرفیت', 'بخار'],
  thermal_capacity: ['ظرفیت حرارتی', 'ظرفیت'],
  max_temperature: ['دما', 'دمای'],
  temperature_range: ['دما', 'دمای', 'دمای کاری'],
  lamp_power: ['توان', 'وات'],
  max_welding_current: ['جریان', 'آمپر'],
  sections: ['پره'],
  well_diameter: ['چاه', 'قطر چاه'],
  max_solids: ['ذرات', 'جامدات'],
  dial_size: ['صفحه', 'قطر صفحه'],
  screen_size: ['صفحه', 'نمایشگر'],
  disc_diameter: ['قطر', 'سایز'],
  nominal_diameter: ['قطر', 'سایز', 'نمره'],
  lead_time: ['تحویل', 'زمان تحویل'],
  max_part_weight: ['وزن قطعه', 'وزن'],
  max_part_length: ['طول قطعه', 'طول'],
  max_part_diameter: ['قطر قطعه', 'قطر'],
  max_sheet_thickness: ['ضخامت ورق', 'ضخامت'],
  laser_power: ['توان لیزر', 'توان'],
  fabrication_capacity: ['ظرفیت ساخت', 'ظرفیت'],
  max_vessel_volume: ['حجم مخزن', 'حجم'],
  experience_years: ['سال سابقه', 'سابقه'],
  weight: ['وزن'],
  span: ['دهانه'],
  fork_length: ['طول شاخک', 'شاخک'],
  belt_width: ['عرض نوار', 'عرض'],
  bore_diameter: ['قطر', 'قطر سیلندر', 'بور', 'داخل', 'قطر داخل', 'سوراخ', 'قطر سوراخ', 'محور'],
  rod_diameter: ['قطر میله', 'قطر شفت', 'میله'],
  stroke: ['کورس', 'طول کورس', 'استروک'],
  primary_voltage: ['ولتاژ اولیه', 'اولیه'],
  secondary_voltage: ['ولتاژ ثانویه', 'ثانویه'],
  section_width: ['عرض'],
  section_depth: ['ارتفاع'],
  // Named dimensions and counts as buyers say them (decision 066): «داخل ۵۰ بیرون ۹۰», «سوراخ ۴۵», «۱۹ دنده».
  // Yes/no properties by their trade words: «مگنت دار», «ترمو گرافی», «با تفاسیر», «ترجمه شده», «در محل».
  magnetic_piston: ['مگنت دار', 'مگنتی', 'مگنت'],
  thermography: ['دوربین حرارتی', 'ترموگرافی'],
  with_interpretations: ['تفاسیر', 'با تفاسیر'],
  translated: ['ترجمه شده', 'ترجمه'],
  on_site_service: ['در محل', 'در محل کار'],
  teeth: ['دنده', 'دندانه'],
  zones: ['زون', 'لوپ'],
  cavities: ['کویته', 'حفره'],
  edition: ['ادیشن', 'ویرایش'],
  // Decision 095: a generator's automatic transfer switch, a job's warranty, a thermocouple's sheath, a welder's duty
  // cycle, certification, as the trade says them.
  ats: ['ats', 'چنج اور', 'چنج آور'],
  warranty_months: ['گارانتی', 'ضمانت', 'وارانتی'],
  probe_length: ['غلاف', 'طول غلاف'],
  duty_cycle: ['چرخه کار', 'دیوتی سایکل'],
  iso_certified: ['ایزو 9001', 'iso 9001', 'ایزو'],
};

/** Decision 120's names of properties; each moved a development need when switched off alone (see the record). */
const PROPERTY_ALIASES_120: Record<string, string[]> = {
  // «تعداد قطعات» of a tool set: the count's own words, «۱۰۸ تکه», «۹۴ پارچه», «۱۵۰ تیکه».
  pieces: ['تکه', 'تیکه', 'پارچه', 'پیس'],
  // «دارای مهر ASME U»: «مهر U», «یو استمپ».
  u_stamp: ['مهر u', 'u استمپ', 'یو استمپ', 'استمپ u', 'مهر یو'],
  // «نصب در محل پروژه»: the project's site said «سایت», and «نصب در محل».
  site_erection: ['نصب در سایت', 'نصب در محل', 'نصب در محل پروژه', 'نصب در کارگاه کارفرما'],
  // «گرانروی در 40 درجه»: the trade's «ویسکوزیته» and the grade's «ایزو» (ISO VG).
  viscosity_40c: ['ویسکوزیته', 'گرانروی', 'ایزو', 'iso vg', 'ایزو وی جی'],
  // «پورت اترنت داخلی»: a network port, «پورت شبکه».
  ethernet: ['پورت شبکه', 'شبکه'],
  // «عدد K», «شاخص جریان مذاب (g/10min)»: the letters' names, «عدد کا», «ام اف آی».
  k_value: ['عدد کا'],
  mfi: ['ام اف آی', 'mfi'],
};
for (const [key, names] of Object.entries(PROPERTY_ALIASES_120))
  PROPERTY_ALIASES[key] = [...(PROPERTY_ALIASES[key] ?? []), ...names];
