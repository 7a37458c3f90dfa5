// The built-in engine's reader (need-parser.ts), its shared pieces: the words it knows (number words, scales,
// cues of bounds, places and order counts), the text as tokens each step marks as used, numbers and units read
// from them, and the state the steps share.
import type { Need, NeedFilter } from '@bazaar/contracts/assistant';
import type { Token } from '../../shared/query-reader/numbers.js';
import { compact, type VocabProperty, type VocabUnit, type Vocabulary } from './vocabulary.js';

export {
  cueAfter,
  cueBefore,
  DOWNWARD,
  endsBefore,
  MAX_CUES,
  MIN_CUES,
  NUMBER_WORDS,
  type NumberAt,
  RANGE_JOIN,
  readNumber,
  round,
  SCALES,
  startsAt,
  type Token,
  UPWARD,
} from '../../shared/query-reader/numbers.js';
export const ENOUGH = ['کافی است', 'کافیه', 'کافی', 'بسه', 'هم کافیه', 'هم کافی است'];
export const LOCATION_CUES = new Set([
  'در',
  'تو',
  'توی',
  'تحویل',
  'به',
  'استان',
  'شهر',
  'ارسال',
  'حوالی',
  'اطراف',
  'محدوده',
  'از',
]);
/** Words a buyer counts an order in: one list with search's query reader. */
export { COUNT_WORDS } from '../../shared/query-reader/trade-forms.js';
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
/** The word a plus sign between two numbers is read as (need-parser.ts `plusesOf`). */
export const PLUS = 'plus';

export interface ParseContext {
  /** The need so far; the sentence refines it. */
  previous?: Need;
}

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
    let ids = vocab.unitPhrases.get(compact(slice.map((t) => t.text)));
    // «۲۴ ساعته», «۸ ساعته»: a unit's name with the adjective's «ه» (decision 100); not a short one («میله» is no «میل»).
    const word = slice[n - 1]?.text ?? '';
    if (!ids?.length && word.length >= 5 && word.endsWith('ه'))
      ids = vocab.unitPhrases.get(compact([...slice.slice(0, -1).map((t) => t.text), word.slice(0, -1)]));
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
  /** The tokens the category's name took. */
  categoryTokens: ReadonlySet<number>;
  /** The filters this sentence names, one per property. */
  found: NeedFilter[];
  put: (filter: NeedFilter) => void;
}
