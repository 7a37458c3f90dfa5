// The forms one trade word is written in (decision 075), so a lexicon name or a catalog word is read however it
// is typed: Persian plural endings glued («شیرها») or after a ZWNJ (folded to a word of their own: «شیر های»),
// Arabic plurals the trade uses («مخازن» of «مخزن», «اوراق» of «ورق»), Persian collective endings («لوله‌جات»,
// «آهن‌آلات»), and two words written as one («گیتولو», «بیمتال»). Works on folded text (foldForSearch): digits,
// ZWNJ and letters already normalised, so Persian, Arabic-Indic and Latin digits read alike.
import { foldForSearch } from '@bazaar/fa/normalize';

/** Plural endings that, after a ZWNJ, fold into a word of their own. */
const PLURAL_MARKS: ReadonlySet<string> = new Set(['ها', 'های', 'هایی', 'جات', 'الات']);

/** Plural and collective endings written glued to their word, longest first. */
const GLUED_ENDINGS = ['هایی', 'های', 'ها', 'جات', 'الات'];

/** Arabic plurals of the trade's words (plural → singular), as folded text. */
const BROKEN_PLURALS: ReadonlyMap<string, string> = new Map(
  [
    ['مخازن', 'مخزن'],
    ['اوراق', 'ورق'],
    ['قطعات', 'قطعه'],
    ['تجهیزات', 'تجهیز'],
    ['اتصالات', 'اتصال'],
    ['فلزات', 'فلز'],
    ['مواد', 'ماده'],
    ['خطوط', 'خط'],
    ['مقاطع', 'مقطع'],
    ['صنایع', 'صنعت'],
    ['کارخانجات', 'کارخانه'],
    ['معادن', 'معدن'],
    ['اجزا', 'جزء'],
    ['ابعاد', 'بعد'],
    ['ادوات', 'ابزار'],
    ['مشاغل', 'شغل'],
    ['اسناد', 'سند'],
    ['مدارک', 'مدرک'],
    ['مراکز', 'مرکز'],
    ['موتورالات', 'موتور'],
  ]
    .map(([plural, singular]) => [foldForSearch(plural as string), foldForSearch(singular as string)] as const)
    .filter(([plural, singular]) => plural !== singular),
);
const SINGULAR_TO_PLURAL = new Map([...BROKEN_PLURALS].map(([plural, singular]) => [singular, plural]));

/** Tokens without the plural endings a ZWNJ left standing alone («شیر های توپی» → «شیر توپی»). */
export function withoutPluralMarks(tokens: readonly string[]): string[] {
  return tokens.filter((token, i) => i === 0 || !PLURAL_MARKS.has(token) || /\d/.test(tokens[i - 1] ?? ''));
}

/**
 * The singular forms `word` (folded) may be a plural of, nearest first: its Arabic singular, or the word
 * without a glued plural ending (the stem keeps at least two letters). [] when it has none.
 */
export function singularForms(word: string): string[] {
  const forms: string[] = [];
  const broken = BROKEN_PLURALS.get(word);
  if (broken) forms.push(broken);
  for (const ending of GLUED_ENDINGS) {
    if (!word.endsWith(ending) || /\d/.test(word)) continue;
    const stem = word.slice(0, -ending.length);
    if ([...stem].length >= 2) forms.push(stem);
    break;
  }
  return forms;
}

/** The other number of an Arabic plural pair (`مخزن` ↔ `مخازن`); null when the word is in none. */
export function otherNumber(word: string): string | null {
  return BROKEN_PLURALS.get(word) ?? SINGULAR_TO_PLURAL.get(word) ?? null;
}

/**
 * Two words typed as one: every split of `word` (folded) into two parts that `knows` accepts, each part at
 * least three letters («شیربرقی» → «شیر برقی»), longest first part first. Words with digits (model numbers)
 * are never split. Shorter parts («بیمتال») are read only as a lexicon phrase typed glued (Synonyms.unglued).
 */
export function gluedSplits(word: string, knows: (part: string) => boolean): string[] {
  const letters = [...word];
  if (letters.length < 6 || /\d/.test(word)) return [];
  const splits: string[] = [];
  for (let at = letters.length - 3; at >= 3; at -= 1) {
    const first = letters.slice(0, at).join('');
    const second = letters.slice(at).join('');
    if (knows(first) && knows(second)) splits.push(`${first} ${second}`);
  }
  return splits;
}
