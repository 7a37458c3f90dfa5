// Typo tolerance (docs/decisions/020-search.md): one typo (a letter wrong, missing, extra, or two swapped)
// in a word of five letters or more, corrected against the words the index holds. Lookup is a deletion
// index (SymSpell with distance 1): every word is filed under itself and each form with one letter
// deleted; a typed word's own forms find the candidates, which are then checked exactly.

/** Words shorter than this are never corrected: too many short words are one letter apart. */
export const TYPO_MIN_LENGTH = 5;

/** Optimal string alignment distance, stopping early once it exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // one substitution, or one transposition of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // one insertion or deletion
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Letters Persian writes one sound with (decision 060): ت/ط, س/ص/ث, ز/ذ/ض/ظ/ژ, ه/ح, ق/غ. A word written with
 * the wrong one of a set is a typo however many of its letters are («سنعطی» of «صنعتی», «حزینه» of «هزینه»).
 * Decision 078 adds the letters an Arabic keyboard lacks, typed with their nearest Arabic letter: پ as ب, چ as ج,
 * گ as ک (ژ as ز is above) — «بنوماتیک», «جراغ», «کیربکس», and the other way, «فلنچ».
 */
const SOUND_ALIKE: Record<string, string> = {
  ط: 'ت',
  ص: 'س',
  ث: 'س',
  ذ: 'ز',
  ض: 'ز',
  ظ: 'ز',
  ژ: 'ز',
  ح: 'ه',
  غ: 'ق',
  پ: 'ب',
  چ: 'ج',
  گ: 'ک',
};

/** The long-vowel letters a quick typist leaves out (decision 078): «کپسل», «الکترمتور», «آلمینیم». */
const LONG_VOWELS = /[اوی]/g;

/**
 * The word's sound key without its long vowels after the first letter (decision 078): a word typed with some of
 * them left out has the skeleton of the word meant.
 */
export function skeletonKey(word: string): string {
  const key = soundKey(word);
  return key.slice(0, 1) + key.slice(1).replace(LONG_VOWELS, '');
}

/** `short` is `long` with only long vowels left out (both as sound keys). */
function dropsOnlyVowels(short: string, long: string): boolean {
  if (short.length >= long.length) return false;
  let i = 0;
  for (const ch of long) {
    if (i < short.length && short[i] === ch) i += 1;
    else if (!'اوی'.includes(ch)) return false;
  }
  return i === short.length;
}

/** The word with each letter of a sound-alike set written as the set's first. */
export function soundKey(word: string): string {
  let key = '';
  for (const ch of word) key += SOUND_ALIKE[ch] ?? ch;
  return key;
}

/** Words of four letters are corrected only when they differ from a known word in sound-alike letters alone. */
const SOUND_MIN_LENGTH = 4;

/**
 * The rows of the standard Persian keyboard (ISIRI 9147), left to right (decision 083). A four-letter word with one
 * consonant replaced by the consonant key beside it («فشاز» of «فشار») is a slip of the finger, not another word:
 * in four letters, one such substitution is corrected (from five letters on, any one edit already is).
 */
const KEY_ROWS = ['ضصثقفغعهخحجچ', 'شسیبلاتنمکگ', 'ظطزرذدپو'];

const KEY_NEIGHBOURS: Record<string, string> = {};
for (const row of KEY_ROWS) {
  const keys = [...row];
  keys.forEach((key, i) => {
    KEY_NEIGHBOURS[key] = (keys[i - 1] ?? '') + (keys[i + 1] ?? '');
  });
}

/** `typed` is `known` with one consonant (not the first letter) replaced by a neighbouring consonant key. */
function oneKeySlip(typed: string, known: string): boolean {
  const a = [...typed];
  const b = [...known];
  if (a.length !== b.length) return false;
  let slip = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (slip !== -1) return false;
    slip = i;
  }
  const typedKey = a[slip] as string;
  const knownKey = b[slip] as string;
  // A long vowel struck for a consonant (or back) makes a word of its own too often («صنعا», not «صنعت»).
  if ('اوی'.includes(typedKey) || 'اوی'.includes(knownKey)) return false;
  return slip > 0 && (KEY_NEIGHBOURS[knownKey] ?? '').includes(typedKey);
}

function deletions(word: string): string[] {
  const chars = [...word];
  return chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
}

export interface VocabularyWord {
  word: string;
  /** Number of documents that hold the word: the most common of several candidates wins. */
  docs: number;
}

export class Vocabulary {
  private readonly docs = new Map<string, number>();
  private readonly byDeletion = new Map<string, string[]>();
  private readonly bySound = new Map<string, string[]>();
  private readonly bySkeleton = new Map<string, string[]>();
  private readonly sorted: string[];
  private readonly total: number;

  private readonly common: { word: string; share: number }[];
  /** Words of the site's own language that no offer holds (decision 114): never corrected, never a correction. */
  private readonly language: ReadonlySet<string>;

  /**
   * @param documents how many documents the counts were taken from (the share of a word is its count over
   *   this); by default the count of the most common word.
   * @param common the database's own statistics of the offers' words (any weight), when it has them: the
   *   share of the offers holding each of its most common words. They take precedence for `share`.
   * @param language the words of the site's own text (articles, pages, questions, descriptions; decision 114): a
   *   word written there is a word of the language, not a typo, and is left as typed («مقاله», not «نقاله»). They
   *   are no candidates of a correction and do not make a word «known» to the catalog.
   */
  constructor(
    words: Iterable<VocabularyWord>,
    private readonly documents?: number,
    common: { word: string; share: number }[] = [],
    language: Iterable<string> = [],
  ) {
    this.language = new Set(language);
    this.common = [...common].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    for (const { word, docs } of words) {
      if (!word) continue;
      this.docs.set(word, (this.docs.get(word) ?? 0) + docs);
    }
    for (const word of this.docs.keys()) {
      if ([...word].length < SOUND_MIN_LENGTH || /\d/.test(word)) continue;
      const sound = soundKey(word);
      const alike = this.bySound.get(sound);
      if (alike) alike.push(word);
      else this.bySound.set(sound, [word]);
      const skeleton = skeletonKey(word);
      const bare = this.bySkeleton.get(skeleton);
      if (bare) bare.push(word);
      else this.bySkeleton.set(skeleton, [word]);
    }
    for (const word of this.docs.keys()) {
      if ([...word].length < TYPO_MIN_LENGTH - 1 || /\d/.test(word)) continue;
      for (const key of [word, ...deletions(word)]) {
        const list = this.byDeletion.get(key);
        if (list) list.push(word);
        else this.byDeletion.set(key, [word]);
      }
    }
    this.sorted = [...this.docs.keys()].sort();
    let most = 1;
    for (const docs of this.docs.values()) most = Math.max(most, docs);
    this.total = Math.max(1, this.documents ?? most);
  }

  get size(): number {
    return this.docs.size;
  }

  has(word: string): boolean {
    return this.docs.has(word);
  }

  /**
   * A word of the site's language (decision 114) the catalog does not hold, as typed or with a suffix of `stemOf`
   * («مقالات» hardly; «تحصیلی» of «تحصیل»): the speller leaves it as typed.
   */
  inLanguage(word: string): boolean {
    if (this.language.has(word)) return true;
    for (const suffix of ['های', 'ها', 'ای', 'ی', 'ان', 'ات']) {
      if (!word.endsWith(suffix)) continue;
      const stem = word.slice(0, -suffix.length);
      if ([...stem].length >= 3 && this.language.has(stem)) return true;
    }
    return false;
  }

  /** True when some indexed word starts with `prefix` (the word may still be being typed). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.sorted[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    return low < this.sorted.length && (this.sorted[low] as string).startsWith(prefix);
  }

  /**
   * About which share of the documents hold a word beginning with `prefix` (exactly `prefix` when `exact`),
   * from 0 to 1: the engine reads common words differently from rare ones.
   */
  share(prefix: string, exact = false): number {
    if (this.common.length > 0) {
      let low = 0;
      let high = this.common.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((this.common[mid] as { word: string }).word < prefix) low = mid + 1;
        else high = mid;
      }
      let share = 0;
      for (let i = low; i < this.common.length; i++) {
        const entry = this.common[i] as { word: string; share: number };
        if (exact ? entry.word !== prefix : !entry.word.startsWith(prefix)) break;
        share += entry.share;
      }
      return Math.min(1, share);
    }
    const total = this.total;
    if (exact) return Math.min(1, (this.docs.get(prefix) ?? 0) / total);
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.sorted[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    let docs = 0;
    for (let i = low; i < this.sorted.length && (this.sorted[i] as string).startsWith(prefix); i++) {
      docs += this.docs.get(this.sorted[i] as string) ?? 0;
      if (docs >= total) break;
    }
    return Math.min(1, docs / total);
  }

  /**
   * A word the catalog knows in another form (decision 046): «لیزری» of «لیزر», «برشکاری» of «برش», «مخازن»-like
   * suffixes of a known word («ها», «های», «ی», «ای», «ان», «ات», «کاری»), never corrected into some other word.
   */
  knowsStem(word: string): boolean {
    return this.stemOf(word) !== null;
  }

  /** The known word `word` is a suffixed form of (see knowsStem); null when it is none. */
  stemOf(word: string): string | null {
    for (const suffix of ['کاری', 'های', 'ها', 'ای', 'ی', 'ان', 'ات']) {
      if (!word.endsWith(suffix)) continue;
      const stem = word.slice(0, -suffix.length);
      if ([...stem].length >= 3 && this.docs.has(stem)) return stem;
    }
    return null;
  }

  /**
   * Known words a short word (three or four letters) the speller leaves as typed may be a slip of (decision 107): one
   * edit away, or written with other sound-alike letters. Too many short words are one letter apart for any of them
   * to replace the word alone; the words beside it must confirm one (`buildPlan`). Empty for a known word.
   */
  nearShort(word: string): string[] {
    const length = [...word].length;
    if (length < 3 || length > SOUND_MIN_LENGTH || /\d/.test(word) || this.docs.has(word) || this.inLanguage(word))
      return [];
    // A scan of the dictionary, made only for an unknown short word beside another word: the lengths first, the
    // sound key only for words as long as the typed one.
    const sound = soundKey(word);
    return this.sorted.filter((known) => {
      const size = [...known].length;
      if (known === word || size < 3 || Math.abs(size - length) > 1 || /\d/.test(known)) return false;
      return withinOneEdit(word, known) || (size === length && soundKey(known) === sound);
    });
  }

  /**
   * The indexed word written with other sound-alike letters (from four letters on), else the one typo away
   * from `word` (from five letters on; in four letters, a neighbouring key struck for one letter after the first),
   * else the one it is with long vowels left out (from four letters on), the
   * most common when several are; null when `word` is known (or the
   * beginning of a known word, or a known word with a suffix), holds digits (model numbers are never
   * "corrected"), or has no neighbour.
   */
  correct(word: string): string | null {
    const length = [...word].length;
    if (length < SOUND_MIN_LENGTH || /\d/.test(word) || this.hasPrefix(word) || this.knowsStem(word)) return null;
    // A word of the site's own language is no typo of another word (decision 114): «ترجمه مقاله» is not «ترجمه نقاله»,
    // «مشاوره تحصیلی» not «تفصیلی». Only the catalog's spelling of the same word with its long vowels written out
    // («لیتیم» of «لیتیوم») is still read for it.
    const language = this.inLanguage(word);
    let best: string | null = null;
    let bestDocs = -1;
    // Sound-alike letters only (decision 060): from four letters on, whatever their number.
    for (const candidate of language ? [] : (this.bySound.get(soundKey(word)) ?? [])) {
      const docs = this.docs.get(candidate) ?? 0;
      if (candidate !== word && (docs > bestDocs || (docs === bestDocs && best !== null && candidate < best))) {
        best = candidate;
        bestDocs = docs;
      }
    }
    if (best !== null) return best;
    if (length >= TYPO_MIN_LENGTH && !language) {
      for (const key of [word, ...deletions(word)]) {
        for (const candidate of this.byDeletion.get(key) ?? []) {
          if (candidate === word || !withinOneEdit(word, candidate)) continue;
          const docs = this.docs.get(candidate) ?? 0;
          if (docs > bestDocs || (docs === bestDocs && best !== null && candidate < best)) {
            best = candidate;
            bestDocs = docs;
          }
        }
      }
      if (best !== null) return best;
    }
    // A neighbouring key struck (decision 083), in a word of four letters: «فشاز» of «فشار».
    if (length === SOUND_MIN_LENGTH && !language) {
      for (const key of deletions(word)) {
        for (const candidate of this.byDeletion.get(key) ?? []) {
          if (!oneKeySlip(word, candidate)) continue;
          const docs = this.docs.get(candidate) ?? 0;
          if (docs > bestDocs || (docs === bestDocs && best !== null && candidate < best)) {
            best = candidate;
            bestDocs = docs;
          }
        }
      }
      if (best !== null) return best;
    }
    // Long vowels left out (decision 078), from four letters on: «کپسل» of «کپسول», «الکترمتور» of «الکتروموتور».
    const sound = soundKey(word);
    for (const candidate of this.bySkeleton.get(skeletonKey(word)) ?? []) {
      if (!dropsOnlyVowels(sound, soundKey(candidate))) continue;
      const docs = this.docs.get(candidate) ?? 0;
      if (docs > bestDocs || (docs === bestDocs && best !== null && candidate < best)) {
        best = candidate;
        bestDocs = docs;
      }
    }
    if (best !== null || length !== SOUND_MIN_LENGTH || language) return best;
    // A long vowel written out inside a word of four letters (decision 105): a loanword spelt as it sounds, «تورک» of
    // «ترک» (torque), «تایپ» of «تیپ» (type). From five letters on, one letter too many is already one edit.
    const chars = [...word];
    for (let i = 1; i < chars.length - 1; i++) {
      if (!'اوی'.includes(chars[i] as string)) continue;
      const candidate = [...chars.slice(0, i), ...chars.slice(i + 1)].join('');
      const docs = this.docs.get(candidate) ?? 0;
      if (docs > 0 && (docs > bestDocs || (docs === bestDocs && best !== null && candidate < best))) {
        best = candidate;
        bestDocs = docs;
      }
    }
    return best;
  }
}
