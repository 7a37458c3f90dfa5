// The built-in engine's reader: the steps that read words rather than numbers with units: sort words, prices,
// option values of the category's properties, yes/no properties and the place (need-parser.ts).

import { gradeOfWords, letterOf } from './category-words.js';
import { propertyWords } from './need-properties.js';
import {
  CHEAP,
  cueAfter,
  cueBefore,
  LOCATION_CUES,
  NEGATE,
  NEWEST,
  NUMBER_WORDS,
  type ParseState,
  POPULAR,
  RANGE_JOIN,
  readNumber,
  SCALES,
  type Token,
  take,
  unitAt,
} from './need-tokens.js';
import { compact, compactOf, labelVariants, type OptionEntry, PROPERTY_ALIASES, tokenize } from './vocabulary.js';

/** Sort words */
export function readSortAndPrices({ vocab, tokens, need }: Pick<ParseState, 'vocab' | 'tokens' | 'need'>): void {
  for (const [words, sort] of [
    [CHEAP, 'price_asc'],
    [NEWEST, 'newest'],
    [POPULAR, 'popular'],
  ] as const) {
    for (let i = 0; i < tokens.length; i += 1) {
      const n = cueAfter(
        tokens,
        i,
        words.map((w) => tokenize(w).join(' ')),
      );
      if (n) {
        need.sort = sort;
        for (let k = i; k < i + n; k += 1) (tokens[k] as Token).used = true;
      }
    }
  }

  // ---- Prices: a number (with its scale) followed by تومان/ریال, or a scale word alone («۵۰ میلیون»).
  for (let i = 0; i < tokens.length; i += 1) {
    const num = readNumber(tokens, i);
    if (!num) continue;
    const currency = tokens[num.end]?.text;
    const scaled = num.end - i > 1 && SCALES[tokens[num.end - 1]?.text ?? ''] !== undefined;
    const isToman = currency === 'تومان' || currency === 'تومن';
    const isRial = currency === 'ریال';
    if (!isToman && !isRial && !scaled) continue;
    // «۱۰ هزار متر مکعب بر ساعت» is an amount of its unit, not a price.
    if (!isToman && !isRial && unitAt(vocab, tokens, num.end)) continue;
    const rials = Math.round(num.value * (isRial ? 1 : 10));
    let lowIndex = i;
    // «بین ۵۰ تا ۸۰ میلیون تومان»: the first number may carry no scale of its own.
    const prevJoin = tokens[i - 1]?.text;
    if (prevJoin && RANGE_JOIN.has(prevJoin)) {
      let j = i - 2;
      while (j >= 0 && !readNumber(tokens, j)) j -= 1;
      const first = j >= 0 ? readNumber(tokens, j) : null;
      if (first && first.end === i - 1) {
        const factor = num.value / Number(tokens[i]?.text ?? 1);
        const low = Math.round(first.value * (first.end - j > 1 ? 1 : factor) * (isRial ? 1 : 10));
        need.minPriceRials = low;
        need.maxPriceRials = rials;
        lowIndex = j;
        for (let k = lowIndex; k < num.end + (isToman || isRial ? 1 : 0); k += 1) take(tokens[k]);
        if (tokens[lowIndex - 1]?.text === 'بین' || tokens[lowIndex - 1]?.text === 'از')
          (tokens[lowIndex - 1] as Token).used = true;
        continue;
      }
    }
    if (cueBefore(tokens, i, ['حداقل', 'بیشتر از', 'بالای', 'بیش از'])) need.minPriceRials = rials;
    else need.maxPriceRials = rials;
    for (let k = i; k < num.end + (isToman || isRial ? 1 : 0); k += 1) take(tokens[k]);
  }
}

/** Codes a number after them belongs to: a nominal size. */
const SIZE_CODES = new Set(['dn', 'nps']);

const ownNamesCache = new WeakMap<ParseState['vocab'], Map<number, string[]>>();

/** The category's names as compact canonical keys (cached per vocabulary). */
function ownNamesOf(vocab: ParseState['vocab'], categoryId: number): string[] {
  const cache = ownNamesCache.get(vocab) ?? new Map<number, string[]>();
  ownNamesCache.set(vocab, cache);
  let names = cache.get(categoryId);
  if (!names) {
    const name = vocab.categories.get(categoryId)?.name ?? '';
    names = labelVariants(name).map((n) => compact(vocab.canonical(tokenize(n))));
    cache.set(categoryId, names);
  }
  return names;
}

/** Options of the category's properties */

/**
 * The options of one of the category's own option properties whose labels open with the words said, as a family (a
 * value said in full beats it: «رول بولت گوه ای» is the wedge anchor alone).
 */
function openingLabels(
  vocab: ParseState['vocab'],
  properties: ParseState['properties'],
  categoryId: number,
  words: string[],
): OptionEntry[] | undefined {
  const found = properties
    .filter((p) => p.type === 'option' && p.categoryId === categoryId)
    .map((p) =>
      p.options
        .filter((o) => {
          const label = vocab.canonical(tokenize(o.label.replace(/\([^)]*\)/g, ' ')));
          return label.length > words.length && words.every((w, k) => label[k] === w);
        })
        .map((o) => ({ propertyId: p.id, key: o.key, family: true })),
    )
    .filter((list) => list.length);
  return found.length === 1 ? found[0] : undefined;
}

export function readOptions({
  vocab,
  tokens,
  properties,
  categoryId,
  categoryTokens = new Set<number>(),
  put,
}: Pick<ParseState, 'vocab' | 'tokens' | 'properties' | 'categoryId' | 'put'> &
  Partial<Pick<ParseState, 'categoryTokens'>>): void {
  if (!categoryId) return;
  const options = vocab.optionsOf(categoryId);
  // The category's own name, or a part of it, is not an option of it («رولبرینگ مخروطی» is not the bearing type
  // said again, «لوله استیل» no grade of steel).
  const ownNames = ownNamesOf(vocab, categoryId);
  const categoryName = vocab.categories.get(categoryId)?.name ?? '';
  const scientific = vocab.categories.get(categoryId)?.scientificName ?? '';
  const persianWords = new Set(labelVariants(categoryName).flatMap((n) => vocab.canonical(tokenize(n.toLowerCase()))));
  // «تراش» of «تراشکاری CNC»: the work's noun without its ending of doing names the category too, no option of it
  // («2 محور (تراش)», decision 104).
  const workNouns = new Set<string>();
  for (const word of persianWords) {
    const noun = word.replace(/(کاری|گری|سازی|زنی)$/, '');
    if (noun !== word && noun.length >= 3) workNouns.add(noun);
  }
  const scientificWords = vocab.canonical(tokenize(scientific.toLowerCase()));
  const ownWords = new Set([...persianWords, ...scientificWords]);
  // «Inductive and capacitive proximity sensors»: a value of the category's own properties that only its scientific
  // name carries names one kind of it, not the category; it stays the value it is («سنسور خازنی»).
  // A buyer who writes most of the scientific name itself names the category by it.
  const saidWords = new Set(tokens.map((t) => t.text));
  if (scientificWords.filter((w) => saidWords.has(w)).length * 2 < scientificWords.length)
    for (const word of scientificWords)
      if (!persianWords.has(word) && options.get(word)?.some((e) => !e.family)) ownWords.delete(word);
  // «واشر تخت و فنری»: each side of «و» names one kind; a word of one side only, the other side not said, is that kind.
  const sides = categoryName
    .replace(/\([^)]*\)/g, ' ')
    .split(' و ')
    .map((side) => new Set(vocab.canonical(tokenize(side))));
  const said = new Set(tokens.map((t) => t.text));
  const first = [...(sides[0] ?? [])];
  const head = sides.length >= 2 && first.length >= 2 ? first[0] : undefined;
  const kindOnly = (i: number, n: number) => {
    if (sides.length < 2) return false;
    const words = tokens.slice(i, i + n).map((t) => t.text);
    const mine = sides.filter((side) => words.every((w) => side.has(w)));
    const others = sides.filter((side) => !mine.includes(side));
    // «واشر تخت و فنری»: the first side's head noun («واشر») is the other side's too, so saying it names neither; nor
    // does a word both sides write said only inside the kind («بولت» of «رول بولت», decision 124).
    const elsewhere = (w: string) => tokens.some((t, k) => t.text === w && (k < i || k >= i + n));
    return (
      mine.length === 1 && others.every((side) => ![...side].some((w) => w !== head && said.has(w) && elsewhere(w)))
    );
  };
  const remainders = remaindersOf(vocab, categoryId, properties, ownWords, options);
  // The category's name as written too, not only as the synonyms fold it («اتصالات دنده‌ای» folds to «مغزی»).
  const written = labelVariants(categoryName).map((n) => tokenize(n.toLowerCase()));
  const nameWords = new Set([...persianWords, ...written.flat()]);
  const nameKeys = [...ownNames, ...written.map((w) => compact(w))];
  /** What each property was given: a specific value beats the family word of the same property. */
  const picked = new Map<number, { exact: string[]; family: string[]; source: string[] }>();
  /** A kind said alone, read by the labels that open with its words when nothing else names that property. */
  const kinds: { entries: OptionEntry[]; source: string }[] = [];
  readSplitLabels({ vocab, tokens, properties, picked });
  for (let i = 0; i < tokens.length; i += 1) {
    for (let n = Math.min(6, tokens.length - i); n >= 1; n -= 1) {
      const slice = tokens.slice(i, i + n);
      // Words the category's name took may be read again with a word of the option's own («اسید سولفوریک»
      // after «اسید» named the acids), or as a label of two words or more that is no part of the category's name
      // («صفحه سنگ» of «سنگ و صفحه برش», not «صفحه برش»); words any other reading took may not.
      if (slice.some((t, k) => t.used && !categoryTokens.has(i + k))) continue;
      const key = compact(slice.map((t) => t.text));
      // A grade number is a value even when the category's name carries it («پرمقاومت (8.8/10.9)»).
      const grade = n === 1 && /^\d/.test(key);
      const owned = slice.every((t) => t.used) && !grade;
      const named = n < 2 ? ownWords.has(key) : ownNames.some((name) => name.includes(key));
      // A word only a rival category's name took («خازنی» of a capacitor bank, beside «سنسور»), or one kind of a
      // category named «A و B» said alone («صفحه برش» of «سنگ و صفحه برش», «تخت» of «واشر تخت و فنری»): an exact value.
      const freed = owned && (!named || kindOnly(i, n));
      if ((owned && !freed) || (n === 1 && workNouns.has(key))) continue;
      // «بوشن دنده ای», «نشریات سازمان برنامه و بودجه»: words of the category's own name, though the classifier read
      // the category from other words and left them untaken, are the category said again, no option of it (decision 108).
      if (
        !owned &&
        !grade &&
        slice.every((t) => nameWords.has(t.text)) &&
        // Said twice («کمپرسور اسکرو نوع کمپرسور اسکرو»), the second is the value.
        tokens.filter((t) => t.text === slice[0]?.text).length === 1 &&
        (n < 2 || nameKeys.some((name) => name.includes(key))) &&
        !kindOnly(i, n)
      )
        continue;
      let entries = options.get(key);
      // Only a value of the category's own properties (not a parent's: «مطالعات HAZOP» is no choice of a service).
      const own = (propertyId: number) => properties.find((p) => p.id === propertyId)?.categoryId === categoryId;
      // «چهار نقطه», «چهار محور»: a count said in a number word, of a label the catalog writes with its digit
      // («4 نقطه‌ای», «4 محور», decision 104).
      if (!entries && n >= 2 && slice.some((t) => NUMBER_WORDS[t.text] !== undefined)) {
        const digits = slice.map((t) => {
          const value = NUMBER_WORDS[t.text];
          return value !== undefined && Number.isInteger(value) && value > 0 ? String(value) : t.text;
        });
        entries = options.get(compact(digits));
      }
      // «درایو ۳/۴», «اتصال ۱/۴ NPT»: a fraction said without its inch mark, of a label the catalog writes with it
      // («3/4"», «1/4" NPT»), when no unit follows (decision 104).
      if (!entries && n >= 3 && /\d\/\d/.test(key) && !unitAt(vocab, tokens, i + n))
        entries = options.get(key.replace(/(\d+\/\d+)(?!\d)/, '$1اینچ'));
      if (freed) entries = entries?.filter((e) => !e.family && own(e.propertyId));
      // «چدنی», «فلنجی»: the adjective of a one-word label.
      if (!entries && n === 1 && /ی$/.test(slice[0]?.text ?? '') && (slice[0]?.text.length ?? 0) > 3)
        entries = options.get((slice[0]?.text ?? '').replace(/ی$/, ''));
      // «ده نه», «هشت و هشت»: a grade the catalog writes «10.9», «8.8», said in number words.
      if (!entries && (n === 2 || n === 3)) {
        const grade = gradeOfWords(slice.map((t) => t.text));
        if (grade) entries = options.get(grade);
      }
      // «۷ به ۱» for a ratio the catalog writes «7:1» (a sling's safety factor).
      if (!entries && n === 3 && slice[1]?.text === 'به' && slice.every((t, k) => k === 1 || /^\d/.test(t.text)))
        entries = options.get(compact([slice[0]?.text ?? '', ':', slice[2]?.text ?? '']));
      // «رول بولت ۱۲ در ۱۰۰», «تسمه باربرداری ۵ تن»: one kind of a category named «A و B» said alone names the options
      // of one of its own properties whose labels open with its words («رول‌بولت گوه‌ای» and «رول‌بولت غلافی»,
      // «تسمه‌ای تخت»), decision 124.
      // Read last, and only when nothing else names a value of that property («رنگ نسوز» is the heat-resistant paint).
      const opening = !entries?.length && freed;
      const openings = opening
        ? openingLabels(
            vocab,
            properties,
            categoryId,
            slice.map((t) => t.text),
          )
        : undefined;
      if (openings) {
        kinds.push({ entries: openings, source: slice.map((t) => t.text).join(' ') });
        break;
      }
      // «رول بولت ۱۲ گوه ای»: the category named, an option's label said without the words of that name.
      if (!entries && !owned) entries = remainders.get(key);
      if (!entries?.length) continue;
      // «تحویل مبارکه»: a maker's short name that is a place is the place after a delivery cue.
      const cue = LOCATION_CUES.has(tokens[i - 1]?.text ?? '') || LOCATION_CUES.has(tokens[i - 2]?.text ?? '');
      if (cue && entries.every((e) => e.place)) continue;
      // «DN150» is a size, «PN16» a pressure: the number after the code is no grade of another property («Class 150»).
      if (n === 1 && grade && SIZE_CODES.has(tokens[i - 1]?.text ?? '')) continue;
      // A bare number is a grade only when no unit follows («۱۵۰» of «کلاس ۱۵۰», not «۱۵۰ میلی‌متر»).
      if (slice.every((t) => /^\d/.test(t.text)) && (unitAt(vocab, tokens, i + n) || n > 1)) continue;
      // A specific grade beats its family when both match the same words.
      const exact = entries.filter((e) => !e.family);
      const chosen = exact.length ? exact : entries;
      const negated = NEGATE.has(tokens[i - 1]?.text ?? '');
      const byProperty = new Map<number, typeof chosen>();
      for (const e of chosen) byProperty.set(e.propertyId, [...(byProperty.get(e.propertyId) ?? []), e]);
      // One property: the first the category lists among those offering the value.
      const [propertyId, picks] = [...byProperty.entries()][0] as [number, typeof chosen];
      const property = properties.find((p) => p.id === propertyId);
      if (!property || negated) break;
      const entry = picked.get(propertyId) ?? { exact: [], family: [], source: [] };
      for (const e of picks) (e.family ? entry.family : entry.exact).push(e.key);
      entry.source.push(slice.map((t) => t.text).join(' '));
      picked.set(propertyId, entry);
      for (const t of slice) t.used = true;
      break;
    }
  }
  for (const kind of kinds) {
    const propertyId = kind.entries[0]?.propertyId;
    if (propertyId === undefined || picked.has(propertyId)) continue;
    picked.set(propertyId, { exact: [], family: kind.entries.map((e) => e.key), source: [kind.source] });
  }
  readNamedCodes({ vocab, tokens, properties, picked });
  readLetters({ tokens, properties, picked });
  for (const [propertyId, entry] of picked) {
    const property = properties.find((p) => p.id === propertyId);
    if (!property) continue;
    // «تعداد محور ۳ محور»: «محور» alone names every count of axes, «۳ محور» one of them; the one is meant.
    let keys = [...new Set(entry.exact.length ? entry.exact : entry.family)];
    // «رنگ اپوکسی زینک ریچ»: a label that is words of another label picked with it («اپوکسی» of «اپوکسی غنی از روی
    // (زینک ریچ)») was said as part of that one (decision 108).
    if (keys.length > 1) {
      const wordsOf = (key: string) => {
        const label = property.options.find((o) => o.key === key)?.label ?? '';
        return vocab.canonical(tokenize(label.toLowerCase()));
      };
      keys = keys.filter((b) => {
        const inner = wordsOf(b);
        // Said once: «چدن و چدن نشکن» asks for both.
        const once = inner.every((w) => tokens.filter((t) => t.text === w).length <= 1);
        return !(
          once &&
          keys.some((a) => a !== b && inner.length < wordsOf(a).length && inner.every((w) => wordsOf(a).includes(w)))
        );
      });
    }
    putOptions(property, keys, entry.source.join('، '), put);
  }
}

/** What the option readers of decision 108 share: the tokens, the properties, and what each property was given. */
type PickedState = Pick<ParseState, 'vocab' | 'tokens' | 'properties'> & {
  picked: Map<number, { exact: string[]; family: string[]; source: string[] }>;
};

/** A label's word as the buyer may say it: as written, or without the adjective's «ای»/«ی» («پره‌ای» → «پره»). */
function saysWord(said: string, word: string): boolean {
  if (said === word) return true;
  const stem = word.replace(/(ای|ی)$/, '');
  return stem !== word && stem.length >= 3 && said === stem;
}

/**
 * A label of two words said apart, a number between them (decision 108): «دیگ چدنی ۱۲ پره» is «چدنی پره‌ای» (a cast
 * iron sectional boiler of 12 sections), not «چدن» as a material; the second word may be said as the noun of the
 * label's adjective («پره» of «پره‌ای»), and one more word may stand between («چدنی شوفاژ ۱۲ پره»). The number stays
 * for its own reading (the sections), the label's words stay names a number may be read by.
 */
function readSplitLabels({ vocab, tokens, properties, picked }: PickedState): void {
  for (const property of properties) {
    if (property.type !== 'option' || picked.has(property.id)) continue;
    for (const option of property.options) {
      const words = vocab
        .canonical(tokenize(option.label.replace(/\([^)]*\)/g, ' ')))
        .filter((w) => w !== 'ای' && w !== 'ی');
      if (words.length !== 2 || words.some((w) => /^\d/.test(w))) continue;
      const [first, second] = words as [string, string];
      for (let i = 0; i < tokens.length; i += 1) {
        if (tokens[i]?.used || tokens[i]?.text !== first) continue;
        let hit = -1;
        let number = false;
        for (let k = i + 1; k <= i + 3 && k < tokens.length; k += 1) {
          const t = tokens[k] as Token;
          // A word the category's name took may stand between («چدنی شوفاژ ۱۲ پره»), no value's.
          if (t.value) break;
          if (t.used) continue;
          if (saysWord(t.text, second)) {
            hit = k;
            break;
          }
          if (readNumber(tokens, k)) number = true;
        }
        if (hit < 0 || !number) continue;
        (tokens[i] as Token).used = true;
        (tokens[hit] as Token).used = true;
        picked.set(property.id, { exact: [option.key], family: [], source: [`${first} ${tokens[hit]?.text}`] });
        break;
      }
      if (picked.has(property.id)) break;
    }
  }
}

const remainderCache = new WeakMap<ParseState['vocab'], Map<number, Map<string, OptionEntry[]>>>();

/**
 * Labels that repeat the category's name, said without it (decision 090): «رول‌بولت گوه‌ای» of «انکر بولت و رول‌بولت»
 * is «گوه ای» once «رول بولت» has named the category, «بولت مدفون» is «مدفون». A label's words left after the name's
 * words (its parenthesis aside), when they are a Persian word of three letters or more, one option's only and no
 * label of their own.
 */
function remaindersOf(
  vocab: ParseState['vocab'],
  categoryId: number,
  properties: ParseState['properties'],
  ownWords: ReadonlySet<string>,
  options: ReadonlyMap<string, OptionEntry[]>,
): Map<string, OptionEntry[]> {
  const cache = remainderCache.get(vocab) ?? new Map<number, Map<string, OptionEntry[]>>();
  remainderCache.set(vocab, cache);
  const known = cache.get(categoryId);
  if (known) return known;
  const found = new Map<string, OptionEntry[]>();
  const twice = new Set<string>();
  for (const p of properties) {
    if (p.type !== 'option') continue;
    for (const o of p.options) {
      const words = vocab.canonical(tokenize(o.label.replace(/\([^)]*\)/g, ' ')));
      const rest = words.filter((w) => !ownWords.has(w));
      if (rest.length === words.length || !rest.length) continue;
      const key = compact(rest);
      if (key.length < 3 || !/[\u0600-\u06FF]/.test(key) || options.has(key)) continue;
      if (found.has(key)) twice.add(key);
      found.set(key, [{ propertyId: p.id, key: o.key, family: false }]);
    }
  }
  for (const key of twice) found.delete(key);
  cache.set(categoryId, found);
  return found;
}

/**
 * A code's number after a word of its property's name (decision 108): «شیر هیدرولیک سایز ۶» is NG6 of «سایز استاندارد»
 * («NG6 (CETOP 3)», «NG10 …»), when exactly one of the property's labels is Latin letters glued to that number and no
 * unit follows it. The word must be the property's own: «سایز ۶» names no code of a property not named «سایز …».
 */
function readNamedCodes({ vocab, tokens, properties, picked }: PickedState): void {
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.value || !next || next.used || !/^\d+$/.test(next.text) || unitAt(vocab, tokens, i + 2)) return;
    for (const property of properties) {
      if (property.type !== 'option' || picked.has(property.id)) continue;
      if (t.text.length < 3 || !propertyWords(property).some((words) => words.includes(t.text))) continue;
      const coded = property.options.filter((o) => {
        const code = /^([A-Za-z]+)(\d+)(?![\d.])/.exec(o.label.trim());
        return !!code && Number(code[2]) === Number(next.text);
      });
      const [option] = coded;
      if (coded.length !== 1 || !option) continue;
      picked.set(property.id, { exact: [option.key], family: [], source: [`${t.text} ${next.text}`] });
      t.used = true;
      take(next);
      return;
    }
  });
}

/**
 * A one-letter value right after its property's name: «سطح C» (a glove's cut level), «پروفیل B» (a belt),
 * «اریفیس J», «کلاس H». A letter alone is too weak to read anywhere else.
 */
function readLetters({
  tokens,
  properties,
  picked,
}: {
  tokens: Token[];
  properties: ParseState['properties'];
  picked: Map<number, { exact: string[]; family: string[]; source: string[] }>;
}): void {
  tokens.forEach((t, i) => {
    // A Latin letter, or its Persian name («سطح سی», «کلاس اچ»).
    const letters = letterOf(t.text);
    if (t.used || !letters.length) return;
    for (const property of properties) {
      if (property.type !== 'option' || picked.has(property.id)) continue;
      const named = property.options.filter((o) => labelVariants(o.label).some((v) => letters.includes(compactOf(v))));
      // «جی» is G or J: a name two options answer to names neither.
      const option = named.length === 1 ? named[0] : undefined;
      if (!option) continue;
      const words = new Set(propertyWords(property).flat());
      const before = tokens.slice(Math.max(0, i - 4), i).filter((b) => !b.value);
      if (!before.some((b) => words.has(b.text))) continue;
      picked.set(property.id, { exact: [option.key], family: [], source: [t.text] });
      t.used = true;
      return;
    }
  });
}

/**
 * The names of a yes/no property: its label's variants, and the part a buyer says of a long one — without «دارای»
 * before it or «در اختیار» after it («اسکنر سه‌بعدی در اختیار»), and without the first word of three or more
 * («کنتاکتور بای‌پس داخلی» is said «بای پس داخلی»).
 */
function yesNoNames(name: string): string[] {
  const out = new Set(labelVariants(name));
  // «جوشکاران گواهی دار» of «جوشکاران دارای گواهی»: «دارای X» is said «X دار» too (decision 104).
  for (const variant of [...out]) {
    const turned = variant.replace(/(^|\s)دارای\s+(\S+)/, '$1$2 دار');
    if (turned !== variant) out.add(turned);
  }
  for (const variant of [...out]) {
    // The reader drops the plural's «ها»/«های» a buyer writes apart (need-parser.ts): the name is compared without it
    // too («مدل های CAD» of «همراه با مدل‌های CAD», decision 090).
    const said = (text: string) => tokenize(text).filter((w) => !PLURAL_WORDS.has(w));
    // The whole name first, so «بدون» before it negates it before a shorter form is read.
    out.add(said(variant).join(' '));
    const words = said(variant.replace(/^(دارای|با|همراه با)\s+/, '').replace(/\s+در اختیار$/, ''));
    out.add(words.join(' '));
    if (words.length >= 3) out.add(words.slice(1).join(' '));
    // A long name said without one word of its middle: «پروانه نظام مهندسی» of «پروانه اشتغال نظام مهندسی».
    if (words.length >= 4)
      for (let k = 1; k < words.length - 1; k += 1) out.add([...words.slice(0, k), ...words.slice(k + 1)].join(' '));
  }
  return [...out].filter((v) => v.trim());
}

/** The plural endings a buyer writes apart, which the reader drops (need-parser.ts). */
export const PLURAL_WORDS = new Set(['ها', 'های', 'هایی']);

/** Yes/no properties named in the text («بدون روغن», «زره‌دار») */
export function readYesNo(
  {
    tokens,
    properties,
    put,
    categoryTokens = new Set<number>(),
  }: Pick<ParseState, 'tokens' | 'properties' | 'put'> & Partial<Pick<ParseState, 'categoryTokens'>>,
  minWords = 1,
): void {
  for (const property of properties.filter((p) => p.type === 'boolean')) {
    for (const variant of [...yesNoNames(property.name), ...(PROPERTY_ALIASES[property.key] ?? [])]) {
      const words = tokenize(variant);
      if (words.length < minWords) continue;
      const key = compact(words);
      for (let i = 0; i < tokens.length; i += 1) {
        let n = 0;
        for (let m = 1; m <= Math.min(5, tokens.length - i); m += 1) {
          const slice = tokens.slice(i, i + m);
          // A word the category's name took may be read again inside a name of three words or more whose other
          // words are the yes/no's own («آزمایشگاه معتمد محیط زیست» beside «… محیط کار», decision 104).
          const taken = slice.filter((t, k) => t.used && !categoryTokens.has(i + k));
          const named = slice.filter((t, k) => t.used && categoryTokens.has(i + k)).length;
          if (taken.length) break;
          if (compact(slice.map((t) => t.text)) === key && (!named || (words.length >= 3 && named * 3 <= words.length)))
            n = m;
        }
        if (!n) continue;
        const negated = NEGATE.has(tokens[i - 1]?.text ?? '') && !NEGATE.has(words[0] ?? '');
        takeYesNo(tokens, property, i, n, negated, put);
      }
    }
  }
}

/** An option filter of `property` for the option keys read, each with the category's own label. */
export function putOptions(
  property: ParseState['properties'][number],
  keys: string[],
  source: string,
  put: ParseState['put'],
): void {
  put({
    propertyId: property.id,
    key: property.key,
    name: property.name,
    type: property.type,
    value: null,
    min: null,
    max: null,
    unit: null,
    options: keys.map((key) => ({ key, label: property.options.find((o) => o.key === key)?.label ?? key })),
    bool: null,
    source,
  });
}

/** A yes/no read from tokens [i, i + n), «بدون» before them making it a no; the tokens are taken. */
export function takeYesNo(
  tokens: Token[],
  property: ParseState['properties'][number],
  i: number,
  n: number,
  negated: boolean,
  put: ParseState['put'],
): void {
  const from = negated ? i - 1 : i;
  put({
    propertyId: property.id,
    key: property.key,
    name: property.name,
    type: 'boolean',
    value: null,
    min: null,
    max: null,
    unit: null,
    options: [],
    bool: !negated,
    source: tokens
      .slice(from, i + n)
      .map((t) => t.text)
      .join(' '),
  });
  for (let k = from; k < i + n; k += 1) (tokens[k] as Token).used = true;
}

/** Place */
export function readPlace({ vocab, tokens, need }: Pick<ParseState, 'vocab' | 'tokens' | 'need'>): void {
  for (let i = 0; i < tokens.length; i += 1) {
    for (let n = Math.min(3, tokens.length - i); n >= 1; n -= 1) {
      const slice = tokens.slice(i, i + n);
      if (slice.some((t) => t.used)) continue;
      const place = vocab.places.get(compact(slice.map((t) => t.text)));
      if (!place) continue;
      const cue = LOCATION_CUES.has(tokens[i - 1]?.text ?? '') || LOCATION_CUES.has(tokens[i - 2]?.text ?? '');
      if (place.kind === 'province') {
        const province = vocab.provinces.get(place.id);
        // «مرکزی» is also an everyday adjective: a province whose name is one is taken after a cue only.
        if (!province || (province.name === 'مرکزی' && !cue)) continue;
        need.province = province;
        need.city = null;
      } else {
        const city = vocab.cities.get(place.id);
        if (!city || (!cue && !city.isCapital) || compactOf(city.name).length < 2) continue;
        const province = vocab.provinces.get(city.provinceId);
        need.city = { id: city.id, name: city.name };
        need.province = province ?? null;
      }
      for (const t of slice) t.used = true;
      // The words that said it was a place («تحویل», «ارسال به») were read with it: never reported as unread.
      for (const j of [i - 1, i - 2]) {
        const before = tokens[j];
        if (before && !before.used && LOCATION_CUES.has(before.text)) before.used = true;
        else break;
      }
      break;
    }
  }
}

/**
 * A number property's name that carries a number of its own, said in full («گرانروی در 40 درجه», «مصرف سوخت در 75
 * درصد بار»): the number is part of the name, no value (decision 104). Its tokens are taken without a value, so the
 * number said after the name is read beside it.
 */
export function readNameNumbers({ vocab, tokens, properties }: ParseState): void {
  for (const p of properties) {
    if (p.type !== 'number' && p.type !== 'range') continue;
    const words = vocab.canonical(tokenize(p.name.replace(/\([^)]*\)/g, ' ')));
    if (words.length < 2 || !words.some((w) => /^\d/.test(w))) continue;
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      const slice = tokens.slice(i, i + words.length);
      if (slice.some((t) => t.used) || slice.some((t, k) => t.text !== words[k])) continue;
      for (const t of slice) if (/^\d/.test(t.text)) t.used = true;
    }
  }
}
