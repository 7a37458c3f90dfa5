// Latin letters and digits as a Persian buyer says them aloud (decisions 084 and 088): «ای اس ام ای» is ASME, «پی
// تی ۱۰۰» PT100, «سی او تو» CO2. The assistant reads a spelt run against a category's options (need-spelling.ts);
// search reads it against the words the catalog and the lexicon know (spelt-codes.ts).

/**
 * Latin letters as a Persian buyer spells them («ای اس ام ای» for ASME, «آی پی اس» for IPS); «ای» is any of A,
 * E and I as typed. A run of two or more is read as the code the catalog knows, if one of its spellings is one.
 */
export const LETTER_NAMES: Record<string, string[]> = {
  ای: ['a', 'e', 'i'],
  اِی: ['a'],
  بی: ['b'],
  سی: ['c'],
  دی: ['d'],
  ئی: ['e'],
  اف: ['f'],
  جی: ['g', 'j'],
  اچ: ['h'],
  آی: ['i'],
  // «آ» arrives as «ا» (the query reader folds the madda), as in «کی وی آ».
  ا: ['a'],
  کا: ['k'],
  کی: ['k'],
  ال: ['l'],
  ام: ['m'],
  ان: ['n'],
  او: ['o'],
  پی: ['p'],
  کیو: ['q'],
  آر: ['r'],
  ار: ['r'],
  اس: ['s'],
  تی: ['t'],
  یو: ['u'],
  وی: ['v'],
  دبلیو: ['w'],
  ایکس: ['x'],
  وای: ['y'],
  زد: ['z'],
};

/** English digits as a buyer says a code aloud («سی او تو», «اس وان پی»): read only inside a spelt run. */
export const DIGIT_NAMES: Record<string, string> = {
  زیرو: '0',
  وان: '1',
  تو: '2',
  تری: '3',
  فور: '4',
  فایو: '5',
  سیکس: '6',
  سون: '7',
  ایت: '8',
  ناین: '9',
};

/**
 * Every way a run of tokens spells a code, as the letters each token stands for (at most 64 ways): a letter's name by
 * `lettersOf` (the search folds its names, the assistant does not), a digit's English name, or the token itself.
 */
export function spellRun(
  run: readonly string[],
  lettersOf: (token: string) => readonly string[] | undefined,
): string[][] {
  let out: string[][] = [[]];
  for (const token of run) {
    const letters = lettersOf(token) ?? (DIGIT_NAMES[token] ? [DIGIT_NAMES[token] as string] : [token]);
    out = out.flatMap((head) => letters.map((letter) => [...head, letter])).slice(0, 64);
  }
  return out;
}
