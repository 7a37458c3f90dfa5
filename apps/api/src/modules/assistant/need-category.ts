// The built-in engine's reader of the category a sentence names (need-parser.ts), through the classifier learned
// from the catalog (category-classifier.ts). The tokens that named the category are marked used, so the readers
// after it do not take them for option values; a tie between siblings comes back as their parent with the
// siblings to ask about.
import { classifierOf } from './category-classifier.js';
import type { Token } from './need-tokens.js';
import type { Vocabulary } from './vocabulary.js';

export interface FoundCategory {
  id: number;
  name: string;
  slug: string;
  score: number;
  /** Index of the first token that named it (-1 when none did, only its products' words). */
  at: number;
  /** 0–1: how far ahead of any unrelated category it is. */
  confidence: number;
  /** Categories close enough to ask which one is meant. */
  alternatives: { id: number; name: string }[];
}

export function findCategory(vocab: Vocabulary, tokens: Token[]): FoundCategory | null {
  const words = tokens.map((t) => (t.used ? '' : t.text));
  const guess = classifierOf(vocab).classify(words);
  if (!guess) return null;
  const category = vocab.categories.get(guess.categoryId);
  if (!category) return null;
  for (const i of guess.tokens) if (tokens[i] && !tokens[i].value) tokens[i].used = true;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    score: guess.score,
    at: guess.tokens.length ? Math.min(...guess.tokens) : -1,
    confidence: guess.confidence,
    alternatives: guess.alternatives.flatMap((id) => {
      const c = vocab.categories.get(id);
      return c ? [{ id: c.id, name: c.name }] : [];
    }),
  };
}
