// Latin codes and abbreviations spelt in Persian letter names (decision 088): «اچ دی پی ای» is HDPE, «ان وای وای»
// NYY, «پی تی ۱۰۰» PT100, «سی کا ۴۵» CK45, «اچ وی ای سی» HVAC, «ام ۱۶» M16. Search reads a run of two or more letter
// names (English digit names among them), or one before a number, as the Latin word it spells when the catalog or the
// lexicon knows that word; what spells nothing known stays as typed, so Persian words that sound like letters («او»,
// «کی», «دی») keep their sense.
import { foldForSearch } from '@bazaar/fa/normalize';
import { DIGIT_NAMES, LETTER_NAMES, spellRun } from './letter-names.js';

/** Letter names as search folds them («آی» and «ای» both arrive as «ای»). */
const FOLDED_LETTERS = new Map<string, string[]>();
for (const [name, letters] of Object.entries(LETTER_NAMES)) {
  const key = foldForSearch(name);
  FOLDED_LETTERS.set(key, [...new Set([...(FOLDED_LETTERS.get(key) ?? []), ...letters])]);
}

/** Longest run read, in tokens. */
const MAX_RUN = 6;
const DIGITS = /^\d+$/;

const spellings = (run: readonly string[]): string[] =>
  spellRun(run, (token) => FOLDED_LETTERS.get(token)).map((letters) => letters.join(''));

/**
 * The folded tokens with each spelt code written in Latin letters (a number right after it joins it when the code
 * with the number is known: «پی تی ۱۰۰» → «pt100»). `known` says whether the catalog or the lexicon holds a word.
 */
export function readSpeltCodes(
  tokens: readonly string[],
  known: (word: string) => boolean,
  /** A phrase of the lexicon as typed («لوله پی ای»): its letter names are its words, never rewritten. */
  phrase: (words: string) => boolean = () => false,
): string[] {
  // The tokens inside a lexicon phrase of two or three words, kept as typed.
  const inPhrase = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1)
    for (let n = 2; n <= 3 && i + n <= tokens.length; n += 1)
      if (phrase(tokens.slice(i, i + n).join(' '))) for (let k = i; k < i + n; k += 1) inPhrase.add(k);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    if (!FOLDED_LETTERS.has(token) || inPhrase.has(i)) {
      out.push(token);
      i += 1;
      continue;
    }
    let end = i;
    while (
      end < tokens.length &&
      !inPhrase.has(end) &&
      end - i < MAX_RUN &&
      (FOLDED_LETTERS.has(tokens[end] as string) || (end > i && DIGIT_NAMES[tokens[end] as string]))
    )
      end += 1;
    // «ای» after a word is the adjective's ending far more often than a letter («دنده ای», «پروانه ای»): a run it
    // begins there is read from three letter names on («استاندارد ای پی آی»).
    const least = token === 'ای' && i > 0 ? 3 : 2;
    let read: { word: string; to: number } | null = null;
    for (let to = end; to >= i + least && !read; to -= 1) {
      const number = tokens[to];
      for (const word of spellings(tokens.slice(i, to))) {
        if (number !== undefined && DIGITS.test(number) && known(`${word}${number}`)) {
          read = { word: `${word}${number}`, to: to + 1 };
          break;
        }
        if (known(word)) {
          read = { word, to };
          break;
        }
      }
    }
    // One letter name before a number, when the two are a known code («ام ۱۶» M16, «ان ۹۵» N95, «ای ۳» A3 first).
    // «ای» after a word is its adjective ending only after a silent «ه» («پروانه ای ۴», «دنده ای ۳»); after any other
    // letter Persian writes the ending «ی» alone, so «میلگرد آجدار ای ۳» is A3 (decision 119).
    const number = tokens[i + 1];
    const ending = token === 'ای' && i > 0 && (tokens[i - 1] ?? '').endsWith('ه');
    if (!read && !ending && number !== undefined && DIGITS.test(number) && !inPhrase.has(i + 1)) {
      const word = spellings([token]).find((letter) => known(`${letter}${number}`));
      if (word) read = { word: `${word}${number}`, to: i + 2 };
    }
    if (read) {
      out.push(read.word);
      i = read.to;
    } else {
      out.push(token);
      i += 1;
    }
  }
  return out;
}

/**
 * The Latin words a run of letter names spells that `known` holds (decision 105), or none when a token is no letter
 * name: a lexicon phrase of letter names («آی پی ای», IPE) is also the other codes it spells («ای پی آی», API, folds
 * the same), so the words beside it («۶۵۰», «۱۸») choose.
 */
export function speltWords(tokens: readonly string[], known: (word: string) => boolean): string[] {
  if (tokens.length < 2 || !tokens.every((t) => FOLDED_LETTERS.has(t))) return [];
  return [...new Set(spellings(tokens))].filter(known);
}
