// The built-in engine's reader of the category a sentence names (need-parser.ts), through the classifier learned
// from the catalog (category-classifier.ts). The tokens that named the category are marked used, so the readers
// after it do not take them for option values; a tie between siblings comes back as their parent with the
// siblings to ask about.
import { classifierOf } from './category-classifier.js';
import { isFiller } from './category-words.js';
import { type Token, unitAt } from './need-tokens.js';
import type { CanonicalWord, Vocabulary } from './vocabulary.js';

/** Words that say what follows is not wanted (not «غیر», which makes words of its own: «غیرمخرب»). */
const NOT = new Set(['بدون', 'فاقد']);

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
  alternatives: { id: number; name: string; slug: string }[];
  /** Indexes of the tokens that spoke for it, by its name or its products' words. */
  evidence: number[];
  /** Indexes of the tokens its name took (marked used): an option may still read them with a word of its own. */
  named: number[];
  /** Unrelated categories the words also name, close behind (category-classifier.ts). */
  rivals: { id: number; name: string; slug: string }[];
}

/** `followUp`: the need already has a category, which only a category named outright replaces. */
export function findCategory(vocab: Vocabulary, tokens: Token[], followUp = false): FoundCategory | null {
  // «بدون گالوانیزه», «فاقد روغن»: a word said to be absent does not name what is wanted.
  const words = tokens.map((t, i) => (t.used || NOT.has(tokens[i - 1]?.text ?? '') ? '' : t.text));
  const classifier = classifierOf(vocab);
  // «جوشکاری خط لوله طبق API 1104», «اجرای پایپینگ مطابق B31.3»: a code after «طبق» is the rule the job follows, a
  // requirement of it, not the document wanted; the category is read without it when the rest names one (decision 113).
  const rule = ruleCodes(tokens);
  const withoutRule = rule.size ? words.map((w, i) => (rule.has(i) ? '' : w)) : null;
  const ruled = withoutRule ? classifier.classify(withoutRule, followUp) : null;
  const guess = ruled?.tokens.length ? ruled : classifier.classify(words, followUp);
  if (!guess) return null;
  const category = vocab.categories.get(guess.categoryId);
  if (!category) return null;
  // «بانک خازنی ۳۰۰ کیلووار»: a number with a Persian unit word after it is an amount, not a code of a category's name
  // («۳۰۰» of a rival's «… 300»); it speaks for the category but stays free for the value («5L» of «API 5L» is a code).
  const amount = (i: number) =>
    /^\d+(\.\d+)?$/.test(tokens[i]?.text ?? '') &&
    /[\u0600-\u06FF]/.test(tokens[i + 1]?.text ?? '') &&
    unitAt(vocab, tokens, i + 1) !== null;
  const named = guess.tokens.filter((i) => tokens[i] && !tokens[i].value && !tokens[i].used && !amount(i));
  for (const i of named) (tokens[i] as Token).used = true;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    score: guess.score,
    at: guess.tokens.length ? Math.min(...guess.tokens) : -1,
    confidence: guess.confidence,
    alternatives: guess.alternatives.flatMap((id) => {
      const c = vocab.categories.get(id);
      return c ? [{ id: c.id, name: c.name, slug: c.slug }] : [];
    }),
    evidence: guess.evidence,
    named,
    rivals: guess.rivals.flatMap((id) => {
      const c = vocab.categories.get(id);
      return c ? [{ id: c.id, name: c.name, slug: c.slug }] : [];
    }),
  };
}

/** Words that say a job follows a rule: «طبق», «مطابق», «بر اساس». */
const RULE_CUES = ['طبق', 'مطابق', 'براساس', 'بر اساس', 'مطابق با', 'طبق استاندارد', 'مطابق استاندارد', 'طبق کد'];

/** A rule's cue and the code after it: Latin words and numbers («طبق API 1104», «مطابق ASME Section IX», «طبق B31.3»). */
function ruleCodes(tokens: readonly Token[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    let at = -1;
    for (const cue of RULE_CUES) {
      const words = cue.split(' ');
      if (words.every((w, k) => tokens[i + k]?.text === w)) at = Math.max(at, i + words.length);
    }
    if (at < 0) continue;
    let end = at;
    while (end < tokens.length && end - at < 5 && /^([a-z]+|\d+(\.\d+)?)$/.test(tokens[end]?.text ?? '')) end += 1;
    // A code has a letter and a number («API 1104»), not a bare word.
    const code = tokens.slice(at, end).map((t) => t.text);
    if (code.some((w) => /^[a-z]/.test(w)) && code.some((w) => /\d/.test(w) || w === 'section'))
      for (let k = i; k < end; k += 1) out.add(k);
  }
  return out;
}

/**
 * The runs of words no reader took (not a filler word, a number or a sign), as the buyer typed them in order:
 * «اویل فری» when nothing knows it, so the answer can say what it did not read. With `source` (the canonical words'
 * spans over the words typed), a word the trade's spellings or synonyms rewrote is quoted as typed («اویل فری», not
 * «بدون روغن»), when every word read from those typed words is unread.
 */
export function unreadPhrases(
  tokens: readonly Token[],
  understood: ReadonlySet<number>,
  source?: { words: readonly CanonicalWord[]; typed: readonly string[] },
): string[] {
  const idle = tokens.map((t, i) => !t.used && !understood.has(i) && !isFiller(t.text) && /[\p{L}]{2,}/u.test(t.text));
  const spanOf = (i: number) => source?.words[i];
  /** Whether every token read from the same typed words as token i is idle. */
  const wholeSpanIdle = (i: number) => {
    const span = spanOf(i);
    return span
      ? tokens.every((_, j) => {
          const other = spanOf(j);
          return !other || other.from !== span.from || other.to !== span.to || idle[j];
        })
      : false;
  };
  const out: string[] = [];
  let run: string[] = [];
  let lastSpan: CanonicalWord | undefined;
  const flush = () => {
    if (run.length) out.push(run.join(' '));
    run = [];
    lastSpan = undefined;
  };
  for (const [i, t] of tokens.entries()) {
    if (!idle[i]) {
      flush();
      continue;
    }
    const span = spanOf(i);
    if (span && source && wholeSpanIdle(i)) {
      if (lastSpan && lastSpan.from === span.from && lastSpan.to === span.to) continue;
      run.push(source.typed.slice(span.from, span.to).join(' '));
      lastSpan = span;
    } else {
      run.push(t.text);
      lastSpan = undefined;
    }
  }
  flush();
  return out.slice(0, 20);
}
