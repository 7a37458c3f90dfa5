// The built-in engine's reader: which category a sentence names (need-parser.ts).
import type { Token } from './need-tokens.js';
import { compact, type Vocabulary } from './vocabulary.js';

/**
 * The category: for each of its names, where its words appear (a text word may also be two name words
 * joined, «تکفاز» for «تک فاز», or two text words one name word, «ضد انفجار»). Every word present wins over
 * some; more words, a deeper level, words close together and early in the text rank higher. A name with
 * words missing counts only with its option values in the text (the buyer said «سنسور القایی M18»).
 */
export function findCategory(vocab: Vocabulary, tokens: Token[]) {
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
  for (const entry of vocab.categoryEntries) {
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
      const hits = optionEvidence(vocab, tokens, entry.category.id, taken);
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
    const own = new Set(vocab.categoryEntries.filter((e) => e.category.id === id).flatMap((e) => e.tokens));
    for (const t of tokens) if (own.has(t.text) && !t.value) t.used = true;
  }
  return best;
}

/** How many option values of the category the free words name. */
export function optionEvidence(vocab: Vocabulary, tokens: Token[], categoryId: number, taken: Set<number>): number {
  const options = vocab.optionsOf(categoryId);
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
