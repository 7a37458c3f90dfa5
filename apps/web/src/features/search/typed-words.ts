// The search engine names the words it left out (`nearest.words`) in its folded form («اب» for «آب», «ub 845» for
// «UB-845»). The page shows each as the visitor typed it: the word of their query that folds to it, or the
// engine's word when none does (a word it took from its own lexicon).
import { foldForSearch } from '@bazaar/fa/normalize';

export function wordsAsTyped(words: readonly string[], query: string): string[] {
  /** Folded form → what was typed; the first (closest) reading of a folded form wins. */
  const typed = new Map<string, string>();
  const add = (folded: string, text: string) => {
    if (folded && !typed.has(folded)) typed.set(folded, text);
  };
  const tokens = query.split(/\s+/).filter(Boolean);
  for (const token of tokens) add(foldForSearch(token), token);
  // One typed token may fold to several words («عقربه‌ای» → «عقربه ای»): each of them names the token.
  for (const token of tokens) for (const part of foldForSearch(token).split(' ')) add(part, token);
  // A folded word may span two or three typed tokens: try runs of adjacent tokens.
  for (let start = 0; start < tokens.length; start += 1)
    for (let end = start + 2; end <= Math.min(tokens.length, start + 3); end += 1) {
      const run = tokens.slice(start, end).join(' ');
      add(foldForSearch(run), run);
    }
  return words.map((word) => typed.get(foldForSearch(word)) ?? word);
}
