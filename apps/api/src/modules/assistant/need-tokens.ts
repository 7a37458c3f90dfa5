// The built-in engine's reader (need-parser.ts), its shared pieces: the words it knows (number words, scales,
// cues of bounds, places and order counts), the text as tokens each step marks as used, numbers and units read
// from them, and the state the steps share.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import { compact, type VocabProperty, type VocabUnit, type Vocabulary } from './vocabulary.js';

export const NUMBER_WORDS: Record<string, number> = {
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
export const SCALES: Record<string, number> = { هزار: 1e3, میلیون: 1e6, ملیون: 1e6, میلیارد: 1e9, k: 1e3 };
export const MIN_CUES = [
  'حداقل',
  'کمینه',
  'بیشتر از',
  'بیش از',
  'بالای',
  'بالاتر از',
  'بزرگتر از',
  'از',
  'min',
  'at least',
];
export const MAX_CUES = ['حداکثر', 'بیشینه', 'کمتر از', 'زیر', 'تا', 'کوچکتر از', 'max', 'حداکثرش'];
export const RANGE_JOIN = new Set(['تا', 'الی', '-', 'و']);
export const ENOUGH = ['کافی است', 'کافیه', 'کافی', 'بسه', 'هم کافیه', 'هم کافی است'];
export const LOCATION_CUES = new Set(['در', 'تحویل', 'به', 'استان', 'شهر', 'ارسال', 'حوالی', 'اطراف', 'محدوده', 'از']);
/** Words a buyer counts an order in: a number before them (and before the product) is the quantity. */
export const COUNT_WORDS = new Set([
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
export const COUNT_UNITS = new Set(['m', 'kg', 'tonne', 'l']);
export const CHEAP = [
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
export const NEWEST = ['جدیدترین', 'جدیدترها', 'تازه ترین'];
export const POPULAR = ['پربازدیدترین', 'محبوبترین', 'پرفروشترین'];
export const NEGATE = new Set(['بدون', 'غیر', 'نه', 'فاقد']);
export const ONLY = new Set(['فقط', 'تنها', 'صرفا']);

export interface Token {
  text: string;
  used: boolean;
  /** Taken by a value (a number, its unit, a price): never a property's context word. */
  value?: boolean;
}

export interface NumberAt {
  value: number;
  /** Index of the token after the number. */
  end: number;
}

export interface ParseContext {
  /** The need so far; the sentence refines it. */
  previous?: Need;
}

export function readNumber(tokens: Token[], i: number): NumberAt | null {
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
export function endsBefore(tokens: Token[], i: number, phrase: string): boolean {
  const words = phrase.split(' ');
  const start = i - words.length;
  if (start < 0) return false;
  return words.every((w, k) => tokens[start + k]?.text === w);
}

export function cueBefore(tokens: Token[], i: number, cues: string[]): string | null {
  for (const cue of [...cues].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
    for (const key of [cue, ...(cue.split(' ').length > 1 ? [] : [])]) if (endsBefore(tokens, i, key)) return cue;
  }
  return null;
}

export function startsAt(tokens: Token[], i: number, phrase: string): number {
  const words = phrase.split(' ');
  return words.every((w, k) => tokens[i + k]?.text === w) ? words.length : 0;
}

export function cueAfter(tokens: Token[], i: number, cues: string[]): number {
  for (const cue of [...cues].sort((a, b) => b.length - a.length)) {
    const n = startsAt(tokens, i, cue);
    if (n) return n;
  }
  return 0;
}

export const round = (n: number) => Number(n.toPrecision(6));

/** Marks a token as taken by a value (number, unit, price). */
export function take(token: Token | undefined) {
  if (!token) return;
  token.used = true;
  token.value = true;
}

/** The longest unit phrase starting at i (up to five tokens). */
export function unitAt(vocab: Vocabulary, tokens: Token[], i: number): { units: VocabUnit[]; end: number } | null {
  for (let n = Math.min(6, tokens.length - i); n >= 1; n -= 1) {
    const slice = tokens.slice(i, i + n);
    if (slice.some((t) => t.used)) continue;
    const ids = vocab.unitPhrases.get(compact(slice.map((t) => t.text)));
    if (ids?.length)
      return { units: ids.map((id) => vocab.units.get(id)).filter((u): u is VocabUnit => !!u), end: i + n };
  }
  return null;
}

/** What the steps of one parse share: the tokens, the need being built and what the sentence names. */
export interface ParseState {
  vocab: Vocabulary;
  tokens: Token[];
  need: Need;
  /** The category's properties (its own and inherited); empty while no category is known. */
  properties: VocabProperty[];
  categoryId: number | null;
  /** Where the category's name is in the text; -1 when the sentence does not name it. */
  categoryAt: number;
  /** The filters this sentence names, one per property. */
  found: NeedFilter[];
  put: (filter: NeedFilter) => void;
}
