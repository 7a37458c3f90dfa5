// What a typed query means to the engine (docs/decisions/020-search.md): folded words grouped into slots,
// each slot a set of alternatives that may match (the word, its correction, its synonyms, a model number
// written joined or apart). Engine-independent: a dedicated search engine would receive the same plan.
import type { CategoryType } from '@bazaar/contracts/categories';
import { compactSearchKey, foldForSearch } from '@bazaar/fa/normalize';
import { type Reading, readValues, withoutReadings } from '../../shared/query-reader/readings.js';
import { readSpeltCodes, speltWords } from '../../shared/query-reader/spelt-codes.js';
import { phaseCountWords } from '../../shared/query-reader/trade-forms.js';
import { RATING_TOLERANCE, type UnitLexicon } from '../../shared/query-reader/units.js';
import { gluedSplits, otherNumber, singularForms, withoutPluralMarks } from '../../shared/query-reader/word-forms.js';
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
  /**
   * The catalog knows the slot's words (the typed word, its correction, a stem or a synonym): only such a slot
   * may be left out when nothing has every word (decision 060). Unset without a vocabulary.
   */
  known?: boolean;
}

/** A measure as a filter on stored property values (decision 046): bounds in each unit it may be. */
export interface ValueFilter {
  low: number | null;
  high: number | null;
  /** One value was named (not a range or a bound): stored values within 1 % of it match. */
  exact: boolean;
  /** `tolerance`: how far off a named value's stored values may be, when not the usual 1 % (RATING_TOLERANCE). */
  units: { quantityId: number; factor: number; offset: number; tolerance?: number }[];
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
  /**
   * The kinds of offer the query's own words ask for (decision 060): «تعمیر», «طراحی», «کالیبراسیون» ask for a
   * service, «استاندارد», «دستورالعمل» for a document; offers of those category types rank first. Empty when none.
   */
  prefer: OfferKind[];
  /**
   * Nothing held every word (decision 060): this many of the `relaxableSlots` may be missing from an offer
   * (values and words the catalog does not know never are). Unset: every slot must match.
   */
  leaveOut?: number;
}

/**
 * Fewest typed words that must remain when a word slot is left out: one word alone says too little («تعمیر»
 * of «تعمیر یخچال»).
 */
export const RELAX_KEEP_WORDS = 2;

const typedWords = (slot: Slot) => (slot.primary[0] ?? '').split(' ').filter(Boolean).length;

/**
 * The word slots that may be left out when nothing holds every word (decision 060): words (not values) the
 * catalog knows, of a query whose every word it knows, each leaving at least two typed words behind.
 */
export function relaxableSlots(plan: QueryPlan): Slot[] {
  const words = wordSlots(plan);
  if (!words.every((s) => s.known === true)) return [];
  const total = words.reduce((n, s) => n + typedWords(s), 0);
  return words.filter((s) => total - typedWords(s) >= RELAX_KEEP_WORDS);
}

/** The plan with one known word left out when nothing has them all; null when the query may not be relaxed. */
export function relaxedPlan(plan: QueryPlan): QueryPlan | null {
  return relaxableSlots(plan).length > 0 ? { ...plan, leaveOut: 1 } : null;
}

/** Endings folding parts from their word («عقربه‌ای» → «عقربه ای», «شیرهای» → «شیر های»). */
const WORD_ENDINGS = new Set(['ای', 'ها', 'های', 'هایی']);

/**
 * One word the catalog does not know beside words that name a category, when nothing holds every word (decision
 * 097): «کلاه ایمنی کوهنوردی», «فشارسنج عقربه‌ای», «لوله پلی اتیلن آب شرب». The plan without it, and the word;
 * null when more than one word is unknown, or the known ones (a run of them, or one's synonym) name no category,
 * so a request off the trade («تعمیر ماشین لباسشویی», «کرم ضد آفتاب») still finds nothing.
 */
export function withoutUnknownWord(
  plan: QueryPlan,
  categoryNames: ReadonlySet<string>,
): { plan: QueryPlan; word: string } | null {
  const words = wordSlots(plan);
  const unknown = words.filter((s) => s.known === false);
  const [left] = unknown;
  if (unknown.length !== 1 || !left) return null;
  const rest = words.filter((s) => s !== left);
  if (rest.length === 0 || !rest.every((s) => s.known === true)) return null;
  const names = (s: Slot) => [s.primary.at(-1) ?? '', ...s.alts];
  const named =
    rest.some((s) => names(s).some((n) => categoryNames.has(n))) ||
    rest.some((_, i) =>
      rest.some(
        (__, j) =>
          j > i &&
          categoryNames.has(
            rest
              .slice(i, j + 1)
              .map((s) => s.primary.at(-1))
              .join(' '),
          ),
      ),
    );
  if (!named) return null;
  // Folding splits an adjective's ending from its word («عقربه‌ای» → «عقربه ای»): it goes with the word.
  const after = plan.slots[plan.slots.indexOf(left) + 1];
  const ending = after && WORD_ENDINGS.has(after.primary[0] ?? '') ? after : null;
  return {
    plan: { ...plan, slots: plan.slots.filter((s) => s !== left && s !== ending) },
    word: left.primary[0] ?? '',
  };
}

/**
 * The plan with each word typed as a Persian adjective («پودری», «برقی»: the noun and «ی») also matching the noun
 * it is made of, when the catalog knows that noun (decision 101): «کپسول پودری» finds the extinguishers titled
 * «پودر و گاز». The plan and the adjectives (an offer found may lack them: labelled nearest); null when no word is
 * such an adjective. Read only after nothing was found.
 */
export function withAdjectiveStems(
  plan: QueryPlan,
  vocabulary: Vocabulary | null,
): { plan: QueryPlan; words: string[] } | null {
  if (!vocabulary) return null;
  const words: string[] = [];
  const slots = plan.slots.map((s) => {
    const typed = s.primary[0] ?? '';
    if (s.phrase || typed.includes(' ') || !typed.endsWith('ی')) return s;
    const noun = typed.slice(0, -1);
    if ([...noun].length < 3 || !vocabulary.has(noun) || s.alts.includes(noun)) return s;
    words.push(typed);
    return { ...s, alts: [...s.alts, noun] };
  });
  return words.length > 0 ? { plan: { ...plan, slots }, words } : null;
}

/**
 * The plan without the words that only say the kind of offer wanted («کتاب», «مطالعات»: KIND_CUES), read last, when
 * nothing else was found (decision 105; decision 101 measured it run first): «کتاب اشتال» finds the steel key table,
 * «مطالعات eia» the assessment. Every word left must be one the catalog or the lexicon holds whole (not only as the
 * beginning of a word: «آموزش شنا» is not «شناور»), so a request off the trade still finds nothing. The plan and the
 * words left out; null when no such word, or nothing else, was typed.
 */
/**
 * Words that say a size without a measure («فرز بزرگ», «سنگ فرز کوچک»; decision 117): no title writes them, so when
 * nothing is found with them they are left out as the kind words are, and the answer is labelled nearest without them.
 */
const SIZE_WORDS: ReadonlySet<string> = new Set(['بزرگ', 'کوچک', 'متوسط', 'کوچیک', 'گنده']);

export function withoutKindWords(
  plan: QueryPlan,
  holds: (word: string) => boolean,
): { plan: QueryPlan; words: string[] } | null {
  const words = wordSlots(plan);
  const cues = words.filter((s) => KIND_CUES.has(s.primary[0] ?? '') || SIZE_WORDS.has(s.primary[0] ?? ''));
  const rest = words.filter((s) => !cues.includes(s));
  if (cues.length === 0 || rest.length === 0) return null;
  if (!rest.every((s) => s.known === true && (s.primary[0] ?? '').split(' ').every(holds))) return null;
  return {
    plan: { ...plan, slots: plan.slots.filter((s) => !cues.includes(s)) },
    words: cues.map((s) => s.primary[0] ?? ''),
  };
}

/**
 * The offers of a category the query names when its words found nothing (decision 107): the plan's one slot is the
 * category's name (every offer's row holds its category's words, decision 067), its values kept for the nearest's
 * order. The plan and the typed words the name does not hold (what the nearest lack; every typed word when the name
 * holds them all, since no offer does).
 */
export function categoryPlan(plan: QueryPlan, categoryName: string): { plan: QueryPlan; words: string[] } {
  const name = foldForSearch(categoryName.replace(/[()]/g, ' '));
  const nameWords = new Set(name.split(' '));
  const typed = wordSlots(plan)
    .map((s) => s.primary[0] ?? '')
    .filter(Boolean);
  const missing = typed.filter((w) => !w.split(' ').every((part) => nameWords.has(part)));
  return {
    plan: {
      ...plan,
      slots: [{ alts: [name], primary: [], joined: [], share: 0 }],
      models: [],
      leaveOut: undefined,
    },
    words: missing.length > 0 ? missing : typed,
  };
}

/**
 * The category's name holds a typed word that only says the kind of offer wanted («آموزش» of «آموزش HSE», «تعمیر»
 * of «تعمیر پمپ») and no other typed word (decision 107): «آموزش زبان انگلیسی» names no course the catalog offers.
 */
export function namedByCueAlone(plan: QueryPlan, categoryName: string): boolean {
  const name = new Set(foldForSearch(categoryName.replace(/[()]/g, ' ')).split(' '));
  const typed = wordSlots(plan).flatMap((s) => (s.primary[0] ?? '').split(' ').filter(Boolean));
  return typed.some((w) => KIND_CUES.has(w) && name.has(w)) && !typed.some((w) => !KIND_CUES.has(w) && name.has(w));
}

/**
 * Whether the category the assistant's reader names may answer a query nothing else found (decision 112): every typed
 * word was read (as a word of the category, of its products, of a property, an option or a place: «شیر خشک»,
 * «رنگ چشم», «کفش فوتبال» each hold a word no category of the trade explains), the category has no kinds under it
 * (a parent is what the reader answers when it cannot tell its kinds apart, a guess), and not only a word of the kind
 * wanted names it («آموزش زبان انگلیسی»). Decision 107's guard (every word known to search's own dictionary) is
 * dropped: the reader knows words search does not («ازمی سکشن», «سنباده»), and one word off the trade is unread.
 */
export function categoryReadTrusted(plan: QueryPlan, read: { name: string; unread: readonly string[]; leaf: boolean }) {
  return read.leaf && read.unread.length === 0 && !namedByCueAlone(plan, read.name);
}

/**
 * A service the reader names answers a query that asks for work («تعمیر», «ساخت»: a kind cue) or holds a word of the
 * service's own name, as typed or as one of its slot's readings (decision 112): «لاستیک ماشین» (tyres) is no request
 * to mould rubber parts. Goods and documents always fit.
 */
export function serviceFits(plan: QueryPlan, categoryName: string, type: OfferKind): boolean {
  if (!SERVICE.includes(type) || plan.prefer.some((k) => SERVICE.includes(k))) return true;
  const name = new Set(foldForSearch(categoryName.replace(/[()]/g, ' ')).split(' '));
  return wordSlots(plan).some((s) => s.alts.some((a) => a.split(' ').some((w) => name.has(w))));
}

/**
 * Words that say what the buyer wants to do, not what (decision 060): «خرید», «قیمت», «انواع», light verbs
 * («کردن»: «کالیبره کردن»), the commonest particles («و», «با», «برای»). No offer's title is told apart by
 * them, yet as a slot every one must match; they are left out of the slots when another word or a value
 * remains (they stay in `folded`, and a synonym phrase holding one, «گریز از مرکز», is read first).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    'خرید',
    'فروش',
    'قیمت',
    'انواع',
    'عمده',
    'ارزان',
    'ارزانترین',
    'بهترین',
    'مشخصات',
    'نمایندگی',
    'فروشنده',
    'فروشگاه',
    'تهیه',
    'سفارش',
    'شرکت',
    'کردن',
    'نمودن',
    'کنید',
    'میخوام',
    'میخواهم',
    'لطفا',
    'فوری',
    'برای',
    'با',
    'در',
    'از',
    'به',
    'و',
    'یا',
    'که',
    'را',
  ].map(foldForSearch),
);

/** Heads the catalog writes joined to a word it also uses alone: «الکتروموتور», «الکتروپمپ» (decision 060). */
const COMPOUND_HEADS = ['الکترو'];

/** The category types of offers. */
export type OfferKind = CategoryType;

const SERVICE: OfferKind[] = ['IndustrialService', 'ConsultingService'];
const DOCUMENT: OfferKind[] = ['ElectronicDocument'];
/**
 * Words by which a buyer asks for work rather than goods, or for a document (folded, every form written out:
 * a prefix would take «ساختمان» for «ساخت»). A word names a service only when the buyer typed it: a product's
 * description may hold «تعمیر» too, which is why it ranks, never filters.
 */
export const KIND_CUES: ReadonlyMap<string, OfferKind[]> = new Map([
  ...[
    'تعمیر',
    'تعمیرات',
    'تعمیرکار',
    'اورهال',
    'بازسازی',
    'سرویس',
    'نصب',
    'اجرا',
    'اجرای',
    'خدمات',
    'ساخت',
    'سیم پیچی',
    'سیمپیچی',
    'طراحی',
    'طراح',
    'مشاوره',
    'مشاور',
    'محاسبات',
    'محاسبه',
    'کالیبراسیون',
    'کالیبره',
    'بازرسی',
    'آزمون',
    'تست',
    'آموزش',
    'دوره',
    'ممیزی',
    'مطالعه',
    'مطالعات',
    'تحلیل',
    'استقرار',
    'اخذ',
    'پیمانکار',
    'پیمانکاری',
    'تعویض',
    'سازی',
  ].map((w) => [foldForSearch(w), SERVICE] as const),
  ...[
    'استاندارد',
    'کاتالوگ',
    'دستورالعمل',
    'دفترچه',
    'جدول',
    'مبحث',
    'نشریه',
    'آیین نامه',
    'آیین‌نامه',
    'چک لیست',
    'چکلیست',
    'ترجمه',
    'دیتاشیت',
    'جزوه',
    'کتاب',
    'pdf',
  ].map((w) => [foldForSearch(w), DOCUMENT] as const),
]);

/** The offer kinds the tokens ask for (KIND_CUES), single words and two-word cues. */
export function preferredKinds(tokens: string[]): OfferKind[] {
  const kinds = new Set<OfferKind>();
  tokens.forEach((token, i) => {
    for (const cue of [token, i + 1 < tokens.length ? `${token} ${tokens[i + 1]}` : null]) {
      for (const kind of (cue && KIND_CUES.get(cue)) || []) kinds.add(kind);
    }
  });
  return [...kinds];
}

/** Slots that match words (not values): what categories, suppliers and articles are matched by. */
export const wordSlots = (plan: QueryPlan) => plan.slots.filter((s) => !s.phrase);

const LETTERS = /^[a-z]+$/;
const DIGITS = /^\d+$/;
/** A number, a decimal one too («7.5», decision 114): its share is of the word exactly. */
const NUMBER = /^\d+(?:\.\d+)*$/;

/**
 * About which share of the documents a slot's alternatives match together: each alternative's rarest word, summed,
 * leaving out an alternative every match of which another one-word alternative already matches («دیگ بخار», «steam
 * boiler» beside «دیگ» and «boiler»: a word of it begins with that word, or is that number). Counted twice, such
 * phrases made «دیگ» (5 % of a million offers) look like 32 %, a word too common to read from the index; beside a
 * word it never stands with («دیگ پیچ») the offers were then read to the end of the table, 1.4 s (decision 121).
 */
export function slotShare(alts: readonly string[], share: (word: string) => number): number {
  const single = alts.filter((a) => !a.includes(' '));
  const covers = (one: string, word: string) => (NUMBER.test(one) ? word === one : word.startsWith(one));
  let sum = 0;
  for (const alt of alts) {
    const words = alt.split(' ').filter(Boolean);
    if (words.length === 0) continue;
    if (single.some((one) => one !== alt && words.some((w) => covers(one, w)))) continue;
    sum += Math.min(...words.map(share));
  }
  return Math.min(1, sum);
}

/**
 * A Persian word typed against the number after it («بلبرینگ۶۲۰۵», «رده۴۰») is two words (decision 065): no
 * catalog word holds Persian letters and digits together. Digits in any system; Latin codes («ipe18») stay.
 */
export function apartFromDigits(query: string): string {
  return query.replace(
    /([\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc])(?=[0-9\u06f0-\u06f9\u0660-\u0669])/g,
    '$1 ',
  );
}

/**
 * A model number with a letter suffix («6310zz», «22220e»: a bearing's seals or shields, a variant): its digits
 * alone are the model too (decision 065), the suffix being written many ways («ZZ», «2Z», «-2Z»).
 */
const SUFFIXED_MODEL = /^(\d{4,})[a-z]{1,3}$/;

/**
 * «سازی» after a word asks for the work of making it (decision 065): «سوله سازی» is «ساخت سوله», «چرخدنده
 * سازی» «ساخت چرخ‌دنده»; the catalog's titles say «ساخت».
 */
/**
 * The lexicon phrase `words` (folded) stand for, in the forms decision 075 reads: as typed, typed apart
 * («واتر جت»), its last word in the singular («گیت ولوها», «شیرهای»), or one word glued from a phrase of several
 * («گیتولو»); null when none.
 */
function lexiconPhrase(words: string[], synonyms: Synonyms): string | null {
  const typed = words.join(' ');
  if (synonyms.has(typed)) return typed;
  // A lexicon word typed apart («واتر جت» of «واترجت»).
  if (words.length > 1 && synonyms.has(words.join(''))) return words.join('');
  const last = words[words.length - 1] as string;
  const head = words.slice(0, -1);
  for (const form of singularForms(last)) {
    const phrase = [...head, form].join(' ');
    if (synonyms.has(phrase)) return phrase;
  }
  if (words.length === 1) {
    for (const form of [last, ...singularForms(last)]) {
      const unglued = synonyms.unglued(form);
      if (unglued) return unglued;
    }
  }
  return null;
}

/**
 * A short word (three or four letters) the speller left as typed, read as the one known word a slip away (one edit, or
 * sound-alike letters) that makes, with the word typed before or after it, two words side by side in a category's or
 * a generic product's name, or a lexicon phrase (decision 107): «گیح فشار» is «گیج فشار», «کابل مصی» «کابل مسی». A
 * short word alone, or beside words that make no such name with it, stays as typed («کرم ضد آفتاب»); so does one two
 * known words would fit. The typed word stays an alternative of its slot.
 */
function shortSlip(
  tokens: string[],
  i: number,
  vocabulary: Vocabulary | null,
  phrase: ((words: string) => boolean) | null,
): string | null {
  if (!vocabulary || !phrase) return null;
  const token = tokens[i] as string;
  // The beginning of a known word is no guard here (the speller's is): the word stays an alternative as typed, and
  // three letters begin some rare word too often («مصی» of a place «مصیری»).
  if (vocabulary.knowsStem(token)) return null;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  const confirmed = vocabulary
    .nearShort(token)
    .filter(
      (c) => (before !== undefined && phrase(`${before} ${c}`)) || (after !== undefined && phrase(`${c} ${after}`)),
    );
  return confirmed.length === 1 ? (confirmed[0] as string) : null;
}

const MAKING = foldForSearch('سازی');
const MAKE = foldForSearch('ساخت');

export function buildPlan(
  query: string,
  deps: {
    synonyms: Synonyms;
    vocabulary: Vocabulary | null;
    units?: UnitLexicon | null;
    asTyped?: boolean;
    /** Whether a folded phrase of two words names a category or a lexicon entry (a short word's slip, decision 107). */
    phrase?: ((words: string) => boolean) | null;
  },
): QueryPlan | null {
  const typed = apartFromDigits(phaseCountWords(query));
  const read = deps.units ? readValues(typed, deps.units) : null;
  const readings = read?.readings ?? [];
  const words =
    read && readings.length > 0 ? foldForSearch(withoutReadings(read.normal, readings)) : foldForSearch(typed);
  if (!words && readings.every((r) => r.kind === 'quantity')) return null;
  const vocabulary = deps.vocabulary;
  // A code spelt in letter names («اچ دی پی ای», «پی تی ۱۰۰») is the Latin word it spells, when a known one (decision 088).
  const typedTokens = words ? withoutPluralMarks(words.split(' ')) : [];
  const tokens = (
    vocabulary && !deps.asTyped
      ? readSpeltCodes(
          typedTokens,
          (w) => vocabulary.has(w) || deps.synonyms.has(w),
          (p) => deps.synonyms.has(p),
        )
      : typedTokens
  ).slice(0, MAX_QUERY_WORDS);
  const slots: Slot[] = [];
  const models: string[] = [];
  const correctedTokens: string[] = [];
  let correctedAny = false;
  const slot = (alts: string[], primary: string[]): Slot => ({
    alts,
    primary,
    joined: alts.map((a) => a.replace(/ /g, '')).filter((j) => [...j].length >= 3 && !vocabulary?.hasPrefix(j)),
    share: vocabulary ? slotShare(alts, (w) => vocabulary.share(w, NUMBER.test(w))) : 0,
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
    let phrase = '';
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1; n -= 1) {
      const found = lexiconPhrase(tokens.slice(i, i + n), deps.synonyms);
      if (found) {
        phraseWords = n;
        phrase = found;
        break;
      }
    }
    if (phraseWords > 0) {
      const members = deps.synonyms.of(phrase);
      // A phrase of letter names is every code it spells that the catalog knows («ای پی آی ۶۵۰» is API 650, not IPE).
      const spelt =
        vocabulary && !deps.asTyped
          ? speltWords(tokens.slice(i, i + phraseWords), (w) => vocabulary.has(w)).filter((w) => !members.includes(w))
          : [];
      slots.push({ ...slot([...members, ...spelt], [phrase]), known: true });
      correctedTokens.push(phrase);
      i += phraseWords;
      continue;
    }
    // «خرید», «کردن», «با»…: not a slot while another word or a value says what is wanted.
    if (FILLER_WORDS.has(token) && (readings.length > 0 || tokens.some((t) => !FILLER_WORDS.has(t)))) {
      correctedTokens.push(token);
      i += 1;
      continue;
    }
    if (token === MAKING && i > 0) {
      slots.push({ ...slot([token, MAKE], [token]), known: vocabulary ? true : undefined });
      correctedTokens.push(token);
      i += 1;
      continue;
    }
    const suffixed = SUFFIXED_MODEL.exec(token);
    if (suffixed) {
      slots.push({ ...slot([token, suffixed[1] as string], [token]), known: vocabulary ? true : undefined });
      models.push(token);
      correctedTokens.push(token);
      i += 1;
      continue;
    }
    // Two words the catalog knows as one («غیر مخرب» of «غیرمخرب», «واتر جت» of «واترجت»): one slot, either way.
    const together = next !== undefined && !/\d/.test(token + next) ? `${token}${next}` : null;
    if (together && !deps.asTyped && vocabulary?.has(together) && !deps.synonyms.has(together)) {
      slots.push({ ...slot([together, `${token} ${next}`], [together, `${token} ${next}`]), known: true });
      correctedTokens.push(token, next as string);
      i += 2;
      continue;
    }
    // Two catalog words typed as one («شیربرقی»): the phrase, or the word as typed (decision 075).
    const split =
      deps.asTyped || !vocabulary || vocabulary.hasPrefix(token) || vocabulary.knowsStem(token)
        ? undefined
        : gluedSplits(token, (part) => vocabulary.has(part))[0];
    if (split) {
      slots.push({ ...slot([token, split], [token, split]), known: true });
      correctedTokens.push(split);
      i += 1;
      continue;
    }
    if (/\d/.test(token) && /[a-z]/.test(token) && token.length >= 3) models.push(token);
    // A word the catalog knows joined with its neighbour («سند بلاست» of «سندبلاست») is not a typo.
    const joinsNeighbour =
      vocabulary !== null &&
      ((i > 0 && vocabulary.has(`${tokens[i - 1]}${token}`)) ||
        (next !== undefined && vocabulary.has(`${token}${next}`)));
    const correction =
      deps.asTyped || joinsNeighbour
        ? null
        : (vocabulary?.correct(token) ?? shortSlip(tokens, i, vocabulary, deps.phrase ?? null));
    if (correction) {
      correctedAny = true;
      slots.push({ ...slot([token, ...deps.synonyms.of(correction)], [token, correction]), known: true });
      correctedTokens.push(correction);
    } else {
      // A word the catalog knows only in another form («برشکاری» of «برش», «لیزری» of «لیزر»): its stem too.
      const stem = deps.asTyped || !vocabulary || vocabulary.hasPrefix(token) ? null : vocabulary.stemOf(token);
      const known = vocabulary ? stem !== null || vocabulary.hasPrefix(token) : undefined;
      // The catalog's «الکترو…» compound of the word («موتور» in «الکتروموتور»): a prefix search never sees it.
      const compounds =
        deps.asTyped || !vocabulary || [...token].length < 3 || /\d/.test(token)
          ? []
          : COMPOUND_HEADS.map((head) => `${head}${token}`).filter((word) => vocabulary.has(word));
      const alts = stem ? [token, ...deps.synonyms.of(stem)] : [token];
      // An Arabic plural and its singular find each other («مخزن» ↔ «مخازن», decision 075).
      const number = deps.asTyped ? null : otherNumber(token);
      if (number && vocabulary?.has(number)) alts.push(...deps.synonyms.of(number).filter((a) => !alts.includes(a)));
      slots.push({ ...slot([...alts, ...compounds.filter((c) => !alts.includes(c))], [token]), known });
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
            units: r.value.units.map((u) => ({
              quantityId: u.quantityId,
              factor: u.factor,
              offset: u.offset,
              ...(RATING_TOLERANCE[u.key] ? { tolerance: RATING_TOLERANCE[u.key] } : {}),
            })),
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
  const folded = readings.length > 0 ? foldForSearch(typed) : tokens.join(' ');
  return {
    folded,
    compact: compactSearchKey(folded),
    slots,
    models,
    corrected: correctedAny ? [...correctedTokens, ...valueTexts].join(' ') : null,
    highlight,
    values: readings.map((r, k) => ({ kind: r.kind, text: valueTexts[k] as string, exact: r.value?.exact ?? true })),
    prefer: preferredKinds(tokens),
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
