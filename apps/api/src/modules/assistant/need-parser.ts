// The built-in engine's reader: a buyer's sentence → a structured need, with the catalog's own words only
// (vocabulary.ts). Steps, each consuming the tokens it uses: prices («زیر ۵۰ میلیون تومان»), the category
// (longest name whose words are all present), option values of its properties («استیل»، «سه فاز»), numbers
// with units («۱۰ بار»، «بین ۵ تا ۱۰ متر مکعب بر ساعت») converted to the property's unit, numbers next to a
// property's name («۸ طبقه»), yes/no properties, the place, the quantity to order. A follow-up refines the
// previous need: what it names replaces what was there, the rest stays.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import { MAX_MEASURE } from '@bazaar/contracts/property-filter';
import {
  compact,
  compactOf,
  labelVariants,
  PROPERTY_ALIASES,
  tokenize,
  type VocabProperty,
  type VocabUnit,
  type Vocabulary,
} from './vocabulary.js';

const NUMBER_WORDS: Record<string, number> = {
  نیم: 0.5,
  یک: 1,
  یه: 1,
  دو: 2,
  سه: 3,
  چهار: 4,
  پنج: 5,
  شش: 6,
  هفت: 7,
  هشت: 8,
  نه: 9,
  ده: 10,
  دوازده: 12,
  پانزده: 15,
  بیست: 20,
  سی: 30,
  چهل: 40,
  پنجاه: 50,
  صد: 100,
};
const SCALES: Record<string, number> = { هزار: 1e3, میلیون: 1e6, ملیون: 1e6, میلیارد: 1e9, k: 1e3 };
const MIN_CUES = ['حداقل', 'کمینه', 'بیشتر از', 'بیش از', 'بالای', 'بالاتر از', 'بزرگتر از', 'از', 'min', 'at least'];
const MAX_CUES = ['حداکثر', 'بیشینه', 'کمتر از', 'زیر', 'تا', 'کوچکتر از', 'max', 'حداکثرش'];
const RANGE_JOIN = new Set(['تا', 'الی', '-', 'و']);
const ENOUGH = ['کافی است', 'کافیه', 'کافی', 'بسه', 'هم کافیه', 'هم کافی است'];
const LOCATION_CUES = new Set(['در', 'تحویل', 'به', 'استان', 'شهر', 'ارسال', 'حوالی', 'اطراف', 'محدوده', 'از']);
/** Words a buyer counts an order in: a number before them (and before the product) is the quantity. */
const COUNT_WORDS = new Set([
  'عدد',
  'دستگاه',
  'شاخه',
  'قطعه',
  'جفت',
  'ست',
  'رول',
  'کیسه',
  'بشکه',
  'حلقه',
  'بسته',
  'کارتن',
  'تخته',
  'پالت',
  'گالن',
  'سطل',
  'جین',
  'کلاف',
]);
/** Unit keys that may be an order quantity rather than a property («۲۰۰ متر لوله»). */
const COUNT_UNITS = new Set(['m', 'kg', 'tonne', 'l']);
const CHEAP = [
  'ارزان',
  'ارزانتر',
  'ارزانترین',
  'ارزانترها',
  'ارزونتر',
  'ارزون',
  'ارزونترها',
  'اقتصادی',
  'قیمت پایین',
  'ارزان قیمت',
];
const NEWEST = ['جدیدترین', 'جدیدترها', 'تازه ترین'];
const POPULAR = ['پربازدیدترین', 'محبوبترین', 'پرفروشترین'];
const NEGATE = new Set(['بدون', 'غیر', 'نه', 'فاقد']);
const ONLY = new Set(['فقط', 'تنها', 'صرفا']);

interface Token {
  text: string;
  used: boolean;
  /** Taken by a value (a number, its unit, a price): never a property's context word. */
  value?: boolean;
}

interface NumberAt {
  value: number;
  /** Index of the token after the number. */
  end: number;
}

export interface ParseContext {
  /** The need so far; the sentence refines it. */
  previous?: Need;
}

function readNumber(tokens: Token[], i: number): NumberAt | null {
  const t = tokens[i];
  if (!t || t.used) return null;
  let value: number;
  let end = i + 1;
  if (/^\d+(?:\.\d+)?$/.test(t.text)) {
    value = Number(t.text);
    // «۲/۵» is 2.5 as many write it; «1/2» and «3/4» (of an inch) are fractions.
    if (tokens[end]?.text === '/' && /^\d+$/.test(tokens[end + 1]?.text ?? '')) {
      const denominator = Number(tokens[end + 1]?.text);
      const fraction = value < denominator && [2, 4, 8, 16, 32].includes(denominator);
      value = fraction ? value / denominator : Number(`${t.text}.${tokens[end + 1]?.text}`);
      end += 2;
    } else if (/^\d+$/.test(tokens[end]?.text ?? '') && tokens[end + 1]?.text === '/') {
      // «1 1/2 اینچ»
      const numerator = Number(tokens[end]?.text);
      const denominator = Number(tokens[end + 2]?.text);
      if (numerator < denominator && [2, 4, 8, 16].includes(denominator)) {
        value += numerator / denominator;
        end += 3;
      }
    }
  } else if (t.text in NUMBER_WORDS) {
    value = NUMBER_WORDS[t.text] as number;
    // «یک و نیم»
    if (tokens[end]?.text === 'و' && tokens[end + 1]?.text === 'نیم') {
      value += 0.5;
      end += 2;
    }
  } else return null;
  const scale = tokens[end]?.text;
  if (scale && scale in SCALES) {
    value *= SCALES[scale] as number;
    end += 1;
  }
  return { value, end };
}

/** Whether the phrase (folded tokens) ends right before index i, skipping nothing. */
function endsBefore(tokens: Token[], i: number, phrase: string): boolean {
  const words = phrase.split(' ');
  const start = i - words.length;
  if (start < 0) return false;
  return words.every((w, k) => tokens[start + k]?.text === w);
}

function cueBefore(tokens: Token[], i: number, cues: string[]): string | null {
  for (const cue of [...cues].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
    for (const key of [cue, ...(cue.split(' ').length > 1 ? [] : [])]) if (endsBefore(tokens, i, key)) return cue;
  }
  return null;
}

function startsAt(tokens: Token[], i: number, phrase: string): number {
  const words = phrase.split(' ');
  return words.every((w, k) => tokens[i + k]?.text === w) ? words.length : 0;
}

function cueAfter(tokens: Token[], i: number, cues: string[]): number {
  for (const cue of [...cues].sort((a, b) => b.length - a.length)) {
    const n = startsAt(tokens, i, cue);
    if (n) return n;
  }
  return 0;
}

const round = (n: number) => Number(n.toPrecision(6));

/** Marks a token as taken by a value (number, unit, price). */
function take(token: Token | undefined) {
  if (!token) return;
  token.used = true;
  token.value = true;
}

export class NeedParser {
  constructor(private readonly vocab: Vocabulary) {}

  /** The longest unit phrase starting at i (up to five tokens). */
  private unitAt(tokens: Token[], i: number): { units: VocabUnit[]; end: number } | null {
    for (let n = Math.min(6, tokens.length - i); n >= 1; n -= 1) {
      const slice = tokens.slice(i, i + n);
      if (slice.some((t) => t.used)) continue;
      const ids = this.vocab.unitPhrases.get(compact(slice.map((t) => t.text)));
      if (ids?.length)
        return { units: ids.map((id) => this.vocab.units.get(id)).filter((u): u is VocabUnit => !!u), end: i + n };
    }
    return null;
  }

  parse(text: string, context: ParseContext = {}): Need {
    const vocab = this.vocab;
    const raw = vocab.canonical(tokenize(text)).filter((t) => !['ها', 'های', 'هایی'].includes(t));
    const tokens: Token[] = raw.map((t) => ({ text: t, used: false }));
    const previous = context.previous;
    const need: Need = previous
      ? structuredClone({ ...previous, notes: [] })
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
        };
    const only = tokens.some((t) => ONLY.has(t.text));

    // ---- Sort words
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

    // ---- Category: the most specific name whose words all appear.
    const category = this.findCategory(tokens);
    let categoryAt = -1;
    if (category) {
      const changed = need.category?.id !== category.id;
      need.category = { id: category.id, name: category.name, slug: category.slug };
      categoryAt = category.at;
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

    // ---- Options of the category's properties
    if (categoryId) {
      const options = vocab.optionsOf(categoryId);
      for (let i = 0; i < tokens.length; i += 1) {
        for (let n = Math.min(6, tokens.length - i); n >= 1; n -= 1) {
          const slice = tokens.slice(i, i + n);
          if (slice.some((t) => t.used)) continue;
          let entries = options.get(compact(slice.map((t) => t.text)));
          // «چدنی», «فلنجی»: the adjective of a one-word label.
          if (!entries && n === 1 && /ی$/.test(slice[0]?.text ?? '') && (slice[0]?.text.length ?? 0) > 3)
            entries = options.get((slice[0]?.text ?? '').replace(/ی$/, ''));
          if (!entries?.length) continue;
          // A bare number is a grade only when no unit follows («۱۵۰» of «کلاس ۱۵۰», not «۱۵۰ میلی‌متر»).
          if (slice.every((t) => /^\d/.test(t.text)) && (this.unitAt(tokens, i + n) || n > 1)) continue;
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
          put({
            propertyId,
            key: property.key,
            name: property.name,
            type: property.type,
            value: null,
            min: null,
            max: null,
            unit: null,
            options: picks.map((e) => ({
              key: e.key,
              label: property.options.find((o) => o.key === e.key)?.label ?? e.key,
            })),
            bool: null,
            source: slice.map((t) => t.text).join(' '),
          });
          for (const t of slice) t.used = true;
          break;
        }
      }
    }

    // ---- Numbers with units, numbers next to a property's name
    for (let i = 0; i < tokens.length; i += 1) {
      const num = readNumber(tokens, i);
      if (!num) continue;
      let start = i;
      let low: number | null = null;
      let high: number | null = null;
      let value: number | null = num.value;
      let end = num.end;
      // «نسبت ۱ به ۴۰», «1:40»: the ratio is the second number.
      if (num.value === 1 && (tokens[end]?.text === 'به' || tokens[end]?.text === ':')) {
        const ratio = readNumber(tokens, end + 1);
        if (ratio) {
          (tokens[i] as Token).used = true;
          (tokens[end] as Token).used = true;
          value = ratio.value;
          end = ratio.end;
        }
      }
      let unit = this.unitAt(tokens, end);
      // «۵ تا ۱۰ بار», «بین ۵ و ۱۰ بار», «5-10 bar», and «۵ بار تا ۱۰ بار»
      const joinAt = unit ? unit.end : end;
      if (
        RANGE_JOIN.has(tokens[joinAt]?.text ?? '') &&
        (tokens[joinAt]?.text !== 'و' || tokens[i - 1]?.text === 'بین')
      ) {
        const second = readNumber(tokens, joinAt + 1);
        if (second) {
          const secondUnit = this.unitAt(tokens, second.end);
          if (secondUnit || unit) {
            low = num.value;
            high = second.value;
            value = null;
            unit = secondUnit ?? unit;
            end = secondUnit ? secondUnit.end : second.end;
          }
        }
      } else if (unit) end = unit.end;
      let cueTokens = 0;
      let upTo = false;
      if (value !== null) {
        const before = cueBefore(
          tokens,
          i,
          [...MIN_CUES, ...MAX_CUES].map((c) => tokenize(c).join(' ')),
        );
        const enough = cueAfter(
          tokens,
          end,
          ENOUGH.map((c) => tokenize(c).join(' ')),
        );
        // «از ۱۰ بار به بالا», «۱۰ بار به بالا»
        const upward = cueAfter(tokens, end, ['به بالا', 'و بیشتر', 'یا بیشتر', 'به بیشتر']);
        const downward = cueAfter(tokens, end, ['به پایین', 'و کمتر', 'یا کمتر']);
        if (enough || upward) {
          low = value;
          value = null;
          end += enough || upward;
          if (before === 'از') cueTokens = 1;
        } else if (downward) {
          high = value;
          value = null;
          end += downward;
        } else if (before && MIN_CUES.map((c) => tokenize(c).join(' ')).includes(before) && before !== 'از') {
          low = value;
          value = null;
          cueTokens = before.split(' ').length;
        } else if (before && before !== 'از' && MAX_CUES.map((c) => tokenize(c).join(' ')).includes(before)) {
          // «تا» after another number is a range handled above; alone it means «at most».
          upTo = before === 'تا';
          high = value;
          value = null;
          cueTokens = before.split(' ').length;
        }
      } else if (tokens[i - 1]?.text === 'بین' || tokens[i - 1]?.text === 'از') cueTokens = 1;
      start = i - cueTokens;

      if (unit) {
        const property = this.propertyForUnit(tokens, start, end, unit.units, properties, found);
        const unitOf = unit.units[0] as VocabUnit;
        const isCount =
          COUNT_UNITS.has(unitOf.key) &&
          categoryAt >= 0 &&
          i < categoryAt &&
          value !== null &&
          !need.quantity &&
          (!property || property.score < 1);
        if (isCount) {
          need.quantity = {
            amount: value as number,
            unit: tokens
              .slice(num.end, end)
              .map((t) => t.text)
              .join(' '),
          };
          for (let k = start; k < end; k += 1) take(tokens[k]);
          continue;
        }
        const phrase = tokens
          .slice(start, end)
          .map((t) => t.text)
          .join(' ');
        for (let k = start; k < end; k += 1) take(tokens[k]);
        if (!property) {
          need.notes.push(phrase);
          continue;
        }
        const given = unit.units.find((u) => u.quantityId === property.property.quantityId) ?? unitOf;
        // «تا ضخامت ۱۲ میلی‌متر»: the «تا» stands before the property's name.
        if (value !== null && low === null && high === null && tokens[property.lo - 1]?.text === 'تا') {
          high = value;
          value = null;
          upTo = true;
        }
        put(
          this.measured(
            property.property,
            given,
            this.capability(property.property, { value, low, high }, upTo),
            phrase,
          ),
        );
        i = end - 1;
        continue;
      }

      // A count word: «۲۰ دستگاه»
      const countWord = tokens[num.end]?.text;
      if (countWord && COUNT_WORDS.has(countWord) && !tokens[num.end]?.used && value !== null && low === null) {
        need.quantity = { amount: value, unit: countWord };
        for (let k = i; k <= num.end; k += 1) take(tokens[k]);
        continue;
      }

      // A bare number beside a property's name: «۸ طبقه», «فشار ۱۰», «تعداد پره ۷».
      const named = this.propertyByName(tokens, start, end, properties, found);
      if (named) {
        const defaultUnit =
          named.property.defaultUnitId !== null ? vocab.units.get(named.property.defaultUnitId) : undefined;
        const phrase = tokens
          .slice(Math.min(start, named.from), Math.max(end, named.to))
          .map((t) => t.text)
          .join(' ');
        for (let k = Math.min(start, named.from); k < Math.max(end, named.to); k += 1) (tokens[k] as Token).used = true;
        put(
          this.measured(
            named.property,
            defaultUnit ?? null,
            this.capability(named.property, { value, low, high }, upTo),
            phrase,
          ),
        );
      }
    }

    // ---- Yes/no properties named in the text («بدون روغن», «زره‌دار»)
    for (const property of properties.filter((p) => p.type === 'boolean')) {
      for (const variant of [...labelVariants(property.name), ...(PROPERTY_ALIASES[property.key] ?? [])]) {
        const words = tokenize(variant);
        if (!words.length) continue;
        const key = compact(words);
        for (let i = 0; i < tokens.length; i += 1) {
          let n = 0;
          for (let m = 1; m <= Math.min(5, tokens.length - i); m += 1) {
            const slice = tokens.slice(i, i + m);
            if (slice.some((t) => t.used)) break;
            if (compact(slice.map((t) => t.text)) === key) n = m;
          }
          if (!n) continue;
          const negated = NEGATE.has(tokens[i - 1]?.text ?? '') && !NEGATE.has(words[0] ?? '');
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
              .slice(negated ? i - 1 : i, i + n)
              .map((t) => t.text)
              .join(' '),
          });
          for (let k = negated ? i - 1 : i; k < i + n; k += 1) (tokens[k] as Token).used = true;
        }
      }
    }

    // ---- Place
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
        break;
      }
    }

    // ---- Merge with the previous need: what the sentence names replaces what was there.
    for (const filter of found) {
      const at = need.filters.findIndex((f) => Number(f.propertyId) === filter.propertyId);
      if (at >= 0) need.filters[at] = filter;
      else need.filters.push(filter);
    }
    if (only && previous && found.length) {
      // «فقط استیل»: nothing else changes, but the named property keeps only what was named (done above).
    }
    return need;
  }

  /**
   * The category: for each of its names, where its words appear (a text word may also be two name words
   * joined, «تکفاز» for «تک فاز», or two text words one name word, «ضد انفجار»). Every word present wins over
   * some; more words, a deeper level, words close together and early in the text rank higher. A name with
   * words missing counts only with its option values in the text (the buyer said «سنسور القایی M18»).
   */
  private findCategory(tokens: Token[]) {
    const words = tokens.map((t) => (t.used ? '' : t.text));
    const locate = (w: string, next: string | undefined, taken: Set<number>) => {
      for (let i = 0; i < words.length; i += 1) {
        if (taken.has(i) || !words[i]) continue;
        const t = words[i] as string;
        if (t === w || (w.length >= 3 && (t === `${w}ی` || t === `${w}های` || t === `${w}ها`)))
          return { at: [i], both: false };
        if (next && t === w + next) return { at: [i], both: true };
        if (words[i + 1] && t + words[i + 1] === w && !taken.has(i + 1)) return { at: [i, i + 1], both: false };
      }
      return null;
    };
    let best: { id: number; name: string; slug: string; score: number; at: number; span: number[] } | null = null;
    for (const entry of this.vocab.categoryEntries) {
      const taken = new Set<number>();
      let matched = 0;
      for (let j = 0; j < entry.tokens.length; j += 1) {
        const hit = locate(entry.tokens[j] as string, entry.tokens[j + 1], taken);
        if (!hit) continue;
        for (const i of hit.at) taken.add(i);
        matched += hit.both ? 2 : 1;
        if (hit.both) j += 1;
      }
      if (!matched) continue;
      const missing = entry.tokens.length - matched;
      const positions = [...taken].sort((a, b) => a - b);
      const first = positions[0] as number;
      const spread = (positions.at(-1) as number) - first + 1 - positions.length;
      let score = matched * 10 + entry.category.level - Math.min(spread, 5) * 1.5 - first * 0.3;
      if (missing > 0) {
        // Partial: worth something only with the category's own option values in the text.
        const hits = this.optionEvidence(tokens, entry.category.id, taken);
        if (!hits || missing > matched + hits) continue;
        score += hits * 6 - missing * 8;
      }
      if (!best || score > best.score)
        best = {
          id: entry.category.id,
          name: entry.category.name,
          slug: entry.category.slug,
          score,
          at: first,
          span: positions,
        };
    }
    if (best) {
      for (const i of best.span) (tokens[i] as Token).used = true;
      // Its other names' words are the category too, not option values («گرانول» of «گرانول پلی‌اتیلن»).
      const id = best.id;
      const own = new Set(this.vocab.categoryEntries.filter((e) => e.category.id === id).flatMap((e) => e.tokens));
      for (const t of tokens) if (own.has(t.text) && !t.value) t.used = true;
    }
    return best;
  }

  /** How many option values of the category the free words name. */
  private optionEvidence(tokens: Token[], categoryId: number, taken: Set<number>): number {
    const options = this.vocab.optionsOf(categoryId);
    let hits = 0;
    for (let i = 0; i < tokens.length; i += 1) {
      if (taken.has(i) || tokens[i]?.used) continue;
      for (let n = Math.min(4, tokens.length - i); n >= 1; n -= 1) {
        const key = compact(tokens.slice(i, i + n).map((t) => t.text));
        if (/^\d+$/.test(key)) continue;
        if (options.get(key)?.some((e) => !e.family)) {
          hits += 1;
          i += n - 1;
          break;
        }
      }
    }
    return hits;
  }

  /** Words of a property's name and hints, for context scoring. */
  private propertyWords(property: VocabProperty): string[][] {
    const names = [property.name.replace(/\([^)]*\)/g, ''), ...(PROPERTY_ALIASES[property.key] ?? [])];
    return names.map((n) =>
      tokenize(n).filter((w) => !['حداکثر', 'حداقل', 'محدوده', 'نامی', 'کاری', 'هر', 'در'].includes(w)),
    );
  }

  /**
   * How strongly the words before [from, to) speak of the property (0: not at all); with `after`, also the
   * word right after («۸ طبقه»). The look back stops at another value, so «۶ اینچ با هد ۱۲۰ متر» keeps
   * «هد» for the 120 m.
   */
  private contextScore(
    tokens: Token[],
    from: number,
    to: number,
    property: VocabProperty,
    after = false,
  ): { score: number; lo: number; hi: number } {
    let best = { score: 0, lo: from, hi: to };
    let windowLo = from;
    while (windowLo > 0 && from - windowLo < 5 && !tokens[windowLo - 1]?.value) windowLo -= 1;
    for (const words of this.propertyWords(property)) {
      if (!words.length) continue;
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
        const distance = i < from ? from - (i + n) : i - to;
        const score = n * 2 - distance * 0.1;
        if (score > best.score) best = { score, lo: Math.min(i, from), hi: Math.max(i + n, to) };
      }
    }
    return best;
  }

  private propertyForUnit(
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
      const context = this.contextScore(tokens, from, to, property);
      let score = context.score;
      if (units.some((u) => u.id === property.defaultUnitId)) score += 0.5;
      if (found.some((f) => f.propertyId === property.id)) score -= 3;
      // Equal evidence: the closer category's property (a gauge's range before the instruments' pressure).
      score += this.vocab.lineage(property.categoryId).length * 0.01;
      if (!best || score > best.score) best = { property, score };
    }
    if (!best || best.score <= -1) return null;
    const context = this.contextScore(tokens, from, to, best.property);
    if (context.score > 0) for (let k = context.lo; k < context.hi; k += 1) (tokens[k] as Token).used = true;
    return { ...best, lo: context.score > 0 ? context.lo : from };
  }

  private propertyByName(tokens: Token[], from: number, to: number, properties: VocabProperty[], found: NeedFilter[]) {
    let best: { property: VocabProperty; score: number; from: number; to: number } | null = null;
    for (const property of properties) {
      if (property.type !== 'number' && property.type !== 'range') continue;
      if (found.some((f) => f.propertyId === property.id)) continue;
      const context = this.contextScore(tokens, from, to, property, true);
      if (context.score >= 1.5 && (!best || context.score > best.score))
        best = { property, score: context.score, from: context.lo, to: context.hi };
    }
    return best;
  }

  /**
   * «تا ۱۲۰۰ درجه» of a range (a measuring range) asks for a range reaching it; a value of a capability named
   * «حداکثر …» (a pump's highest working pressure, the largest solids it passes) asks for at least that much.
   */
  private capability(
    property: VocabProperty,
    amount: { value: number | null; low: number | null; high: number | null },
    upTo: boolean,
  ) {
    // «فشار ۱۰ بار» for a «حداکثر فشار کاری»: the rating must reach 10 bar, a 16-bar pump serves too.
    if (amount.value !== null && property.type === 'number' && property.name.startsWith('حداکثر'))
      return { value: null, low: amount.value, high: null };
    if (!upTo || amount.high === null) return amount;
    if (property.type === 'range') return { value: amount.high, low: null, high: null };
    if (property.name.startsWith('حداکثر')) return { value: null, low: amount.high, high: null };
    return amount;
  }

  private measured(
    property: VocabProperty,
    given: VocabUnit | null,
    amount: { value: number | null; low: number | null; high: number | null },
    source: string,
  ): NeedFilter {
    const target = property.defaultUnitId !== null ? this.vocab.units.get(property.defaultUnitId) : undefined;
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
}
