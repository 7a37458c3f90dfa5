// Persian text normalisation for storage, search matching and URL slugs.
import { toLatinDigits } from './digits';

// Own code rather than persian-tools: its `normalizeText` deletes every ZWNJ (which changes Persian
// spelling, e.g. 'می‌خواهم' → 'میخواهم') and turns digits into Persian ones, the opposite of what we store.

const ZWNJ = '\u200C';

/**
 * Invisible characters dropped outright: ZWSP, ZWJ, BOM/ZWNBSP, soft hyphen, LRM, RLM, Arabic letter mark.
 * ZWJ is an alternative rather than a class member because biome's noMisleadingCharacterClass forbids it there.
 */
const INVISIBLES = /\u200D|[\u200B\uFEFF\u00AD\u200E\u200F\u061C]/g;
/** Tatweel (kashida) and Arabic diacritics (harakat U+064B–U+0652, superscript alef U+0670). */
const TATWEEL_AND_DIACRITICS = /[\u0640\u064B-\u0652\u0670]/g;

/**
 * Bidirectional formatting characters: the embeddings and overrides U+202A–U+202E (LRE, RLE, PDF, LRO, RLO),
 * the isolates U+2066–U+2069 (LRI, RLI, FSI, PDI) and the marks U+200E, U+200F and U+061C (LRM, RLM, ALM).
 * An override makes text display other than it reads («‮gpj.exe» shows as «exe.jpg»), so a name or a title
 * holding one can pass for another. None is needed in what people type here: the site sets each block's
 * direction and isolates Latin codes itself (`<bdi>`). ZWNJ (U+200C) is a letter-joining control, not a bidi
 * one, and stays: Persian spelling needs it.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional formatting characters (see BIDI_CONTROLS); everything else unchanged. */
export function stripBidiControls(input: string): string {
  return input.replace(BIDI_CONTROLS, '');
}

function unifyArabicLetters(text: string): string {
  return text
    .replace(/[\u064A\u0649]/g, '\u06CC') // Arabic yeh ي and alef maksura ى → Persian yeh ی
    .replace(/\u0643/g, '\u06A9') // Arabic kaf ك → Persian keheh ک
    .replace(/\u0629/g, '\u0647'); // teh marbuta ة → heh ه
}

/**
 * Canonical form of Persian text so stored and searched text compare equal:
 * Arabic ي/ى/ك/ة → ی/ک/ه, Persian and Arabic-Indic digits → Latin,
 * ZWNJ as the only zero-width character (no runs, none next to a space or at either end),
 * whitespace (newlines included) collapsed to single spaces and trimmed.
 * Meant for single-line values (titles, names, queries): it flattens line breaks.
 * Diacritics and tatweel stay: «لطفاً» is kept as written (issue 37); only the search key and slugs drop them.
 */
export function normalizePersian(input: string): string {
  let text = input.normalize('NFC'); // e.g. ا + U+0653 (maddah) → آ
  text = text.replace(INVISIBLES, '');
  text = unifyArabicLetters(text);
  text = toLatinDigits(text);
  // Each step is a linear-time regex (no nested or overlapping quantifiers), so long hostile input stays cheap.
  text = text.replace(/\s+/g, ' ');
  text = text.replace(/\u200C+/g, ZWNJ);
  text = text.replace(/\u200C? \u200C?/g, ' '); // a ZWNJ next to a space goes
  text = text.replace(/ {2,}/g, ' '); // space, ZWNJ, space has just become two spaces
  return text.trim().replace(/^\u200C|\u200C$/g, '');
}

/**
 * Search key: normalizePersian without tatweel and diacritics, Latin lowercased, ZWNJ and punctuation turned into spaces, collapsed;
 * a decimal point between two digits stays (decision 114): «7.5», «۷٫۵» (the Arabic decimal separator) and «٧٫٥» all
 * give «7.5», one word, so «2.5» is no longer the two numbers «2» and «5»; every other point is a space.
 * 'می‌خواهم' and 'می خواهم' give the same key. Also folds spelling variants that should match in search
 * only (never in stored text): Arabic presentation forms and full-width characters (NFKC),
 * أ/إ/ٱ → ا, ؤ → و, ئ → ی, ۀ → ه, and a stray hamza above.
 * Apply it to both the indexed text and the query.
 */
export function normalizeForSearch(input: string): string {
  return searchLetters(input)
    .replace(/(?<=[0-9])\u066B(?=[0-9])/g, '.')
    .replace(/[^\p{L}\p{M}\p{N}.]+/gu, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** normalizeForSearch before its punctuation becomes spaces. */
function searchLetters(input: string): string {
  return normalizePersian(input.normalize('NFKC'))
    .replace(TATWEEL_AND_DIACRITICS, '')
    .toLowerCase()
    .replace(/[\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u06CC')
    .replace(/\u06C0/g, '\u0647')
    .replace(/\u0654/g, '');
}

/** Marks that join two digits into one value: 7.5, 1/2, 0-10, 1:40, 18~25, 4×16, 3*185+95. */
const BETWEEN_DIGITS = new Set(['.', '/', '-', ':', '~', '×', '*', '+']);
/** Marks that belong to the number before them: 2" (inches), 50%, 90°. */
const AFTER_DIGIT = new Set(['"', '″', '%', '°']);
const DIGIT = /\p{N}/u;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * The key of a search address (`/search/{key}`, `/suppliers/search/{key}`): the query as it was typed, with only
 * normalizePersian's folding (Arabic letters, digits to Latin, white space and ZWNJ). Case, diacritics and the
 * marks that make a number or a size are kept. `7.5kw`, `۲٫۵ اینچ`, `1/2`, `M16×60`, `۳×۱۸۵+۹۵`, `0-10 bar`, `1:40`,
 * `2"` and a code's hyphen (`UB-845`) keep their meaning. Any other punctuation becomes a space, and so does a mark
 * that is not inside a number (`لوله/اتصالات` → `لوله اتصالات`, `پمپ!` → `پمپ`). An Arabic decimal separator between
 * digits becomes `.`. An Arabic thousands separator between digits goes, joining the digits.
 * The search engine reads the key with its own normalisation; this is what the visitor sees as their query.
 */
export function searchRouteKey(input: string): string {
  const text = normalizePersian(input)
    .replace(/(\p{N})\u066B(?=\p{N})/gu, '$1.')
    .replace(/(\p{N})\u066C(?=\p{N})/gu, '$1');
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (/[\p{L}\p{M}\p{N}\s]/u.test(ch) || ch === ZWNJ) {
      out += ch;
      continue;
    }
    const before = text[i - 1] ?? '';
    const after = text[i + 1] ?? '';
    const keep =
      (BETWEEN_DIGITS.has(ch) && DIGIT.test(before) && DIGIT.test(after)) ||
      (ch === '-' && ALPHANUMERIC.test(before) && ALPHANUMERIC.test(after)) ||
      (AFTER_DIGIT.has(ch) && DIGIT.test(before));
    out += keep ? ch : ' ';
  }
  // The spaces left where marks were are tidied as any typed space is (a ZWNJ beside one goes too).
  return normalizePersian(out);
}

/** A slug token: letters of the Persian (Arabic-script) or Latin alphabets, their marks, and ASCII digits. */
const SLUG_TOKEN = /(?:(?=[\p{L}\p{M}])[\p{Script_Extensions=Arabic}\p{Script=Latin}]|[0-9])+/gu;

/**
 * URL slug such as 'پمپ-سانتریفیوژ' for /category/12/پمپ-سانتریفیوژ: NFKC (folds Arabic presentation
 * forms and full-width characters) and normalizePersian, Latin lowercased,
 * every run of other characters (spaces, ZWNJ, punctuation, other scripts) becomes one '-', no dash at
 * either end. Returns '' when nothing usable is left.
 */
export function persianSlug(input: string): string {
  const tokens = normalizePersian(input.normalize('NFKC'))
    .replace(TATWEEL_AND_DIACRITICS, '')
    .toLowerCase()
    .match(SLUG_TOKEN);
  return tokens ? tokens.join('-') : '';
}

/**
 * Key of the search engine (issue 15): normalizeForSearch, plus alef with madda آ → ا, so «آب» and «اب»
 * and every spelling in between meet; a decimal point between digits stays, as in normalizeForSearch (decision 114:
 * a 2.2 kW pump holds no word «2»). Mirrored in SQL by `bz_search_fold()` (migrations 0016 and 0056), which the
 * index columns are generated from; `apps/api/src/modules/search/fold.test.ts` checks both agree.
 * Kept apart from normalizeForSearch because older `search_text` columns were written with that one.
 */
export function foldForSearch(input: string): string {
  return normalizeForSearch(input).replace(/\u0622/g, '\u0627');
}

/**
 * The folded key without spaces: «MJ-560», «mj 560» and «mj560» give «mj560»; «می‌شود», «می شود» and
 * «میشود» give «میشود». Compared as substrings, it finds words written apart, joined or hyphenated.
 */
export function compactSearchKey(input: string): string {
  return foldForSearch(input).replace(/ /g, '');
}
